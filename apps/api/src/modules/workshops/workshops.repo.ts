import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { workshopCertifications, workshopReviews, workshops, workshopUsers } from './workshops.tables';

export type WorkshopRow = typeof workshops.$inferSelect;

/** Active workshops, best rated first, with their review counts. */
export async function listActive(db: DbOrTx) {
  return db
    .select({
      id: workshops.id,
      name: workshops.name,
      isPosh: workshops.isPosh,
      rating: workshops.rating,
      logoUrl: workshops.logoUrl,
      addressId: workshops.addressId,
      // The outer column spelled out: drizzle writes ${workshops.id} as a bare "id", which inside the
      // subquery is the review's own id (every count was 0). count(*) is a bigint: as int, a number.
      reviewCount: sql<number>`(select count(*)::int from ${workshopReviews} r where r.workshop_id = "workshops"."id")`,
    })
    .from(workshops)
    .where(eq(workshops.isActive, true))
    .orderBy(desc(workshops.rating), asc(workshops.name));
}

export async function findActive(db: DbOrTx, id: string): Promise<WorkshopRow | null> {
  const [row] = await db
    .select()
    .from(workshops)
    .where(and(eq(workshops.id, id), eq(workshops.isActive, true)));
  return row ?? null;
}

export async function findById(db: DbOrTx, id: string): Promise<WorkshopRow | null> {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, id));
  return row ?? null;
}

export async function namesByIds(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: workshops.id, name: workshops.name })
    .from(workshops)
    .where(inArray(workshops.id, ids));
  return new Map(found.map((w) => [w.id, w.name]));
}

/** The newest 50 reviews of a workshop. */
export async function listReviews(db: DbOrTx, workshopId: string) {
  return db
    .select({
      id: workshopReviews.id,
      workshopId: workshopReviews.workshopId,
      rating: workshopReviews.rating,
      review: workshopReviews.review,
      authorName: workshopReviews.authorName,
      dateCreated: workshopReviews.createdAt,
    })
    .from(workshopReviews)
    .where(eq(workshopReviews.workshopId, workshopId))
    .orderBy(desc(workshopReviews.createdAt))
    .limit(50);
}

export async function listCertifications(db: DbOrTx, workshopId: string) {
  return db
    .select({
      name: workshopCertifications.name,
      issuer: workshopCertifications.issuer,
      number: workshopCertifications.number,
      validUntil: workshopCertifications.validUntil,
    })
    .from(workshopCertifications)
    .where(eq(workshopCertifications.workshopId, workshopId));
}

export async function reviewsByUser(db: DbOrTx, userId: string) {
  return db.select().from(workshopReviews).where(eq(workshopReviews.userId, userId));
}

/** A review keeps its words when its author leaves; the author becomes anonymous. */
export async function anonymiseReviewsOf(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(workshopReviews)
    .set({ userId: null, authorName: 'Former customer' })
    .where(eq(workshopReviews.userId, userId));
}

export async function workshopIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const found = await db
    .select({ id: workshopUsers.workshopId })
    .from(workshopUsers)
    .where(eq(workshopUsers.userId, userId));
  return found.map((r) => r.id);
}

/** The workshops a user works for, with their role, for the POPIA export. */
export async function rolesOf(db: DbOrTx, userId: string) {
  return db
    .select({ workshop: workshops.name, role: workshopUsers.role, since: workshopUsers.createdAt })
    .from(workshopUsers)
    .innerJoin(workshops, eq(workshops.id, workshopUsers.workshopId))
    .where(eq(workshopUsers.userId, userId));
}

export async function insertStaff(db: DbOrTx, userId: string, workshopId: string, role: string) {
  await db.insert(workshopUsers).values({ userId, workshopId, role }).onConflictDoNothing();
}
