import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';
import { workshopBankAccounts, workshopRegions, workshops, workshopUsers } from './workshops.tables';

/** The admin's side of the workshops tables (decision 062): a new workshop, the list, suspension. */

export type NewWorkshop = Pick<
  typeof workshops.$inferInsert,
  | 'name'
  | 'slug'
  | 'registrationNumber'
  | 'taxNumber'
  | 'isVatRegistered'
  | 'addressId'
  | 'lat'
  | 'lng'
  | 'suburb'
  | 'city'
  | 'regionId'
  | 'kinds'
  | 'quoteTypes'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
>;

export async function insertWorkshop(db: DbOrTx, values: NewWorkshop): Promise<string> {
  const [row] = await db.insert(workshops).values(values).returning({ id: workshops.id });
  if (!row) throw new Error('workshop not stored');
  return row.id;
}

/** The slugs taken that start with this one (a new workshop's slug gets the first free suffix). */
export async function slugsLike(db: DbOrTx, slug: string): Promise<string[]> {
  const found = await db
    .select({ slug: workshops.slug })
    .from(workshops)
    .where(sql`${workshops.slug} = ${slug} or ${workshops.slug} like ${`${slug}-%`}`);
  return found.map((r) => r.slug);
}

export interface AdminListRow {
  id: string;
  name: string;
  city: string | null;
  isActive: boolean;
  suspendedReason: string | null;
  organizationId: string | null;
  expiredCertifications: number;
}

/** One page of every workshop by name, searched by name, with its expired certifications counted. */
export async function adminPage(
  db: DbOrTx,
  q: { search: string | null; standing: 'active' | 'suspended' | null; limit: number; offset: number },
) {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`true ${like ? sql`and w.name ilike ${like}` : sql``}
    ${q.standing === 'active' ? sql`and w.is_active` : q.standing === 'suspended' ? sql`and not w.is_active` : sql``}`;
  const [total] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from workshops w where ${where}`,
  );
  const list = await rows<AdminListRow>(
    db,
    sql`select w.id, w.name, w.city, w.is_active as "isActive", w.suspended_reason as "suspendedReason",
        w.organization_id as "organizationId",
        (select count(*)::int from workshop_certifications c
          where c.workshop_id = w.id and c.valid_until < current_date) as "expiredCertifications"
      from workshops w where ${where}
      order by w.name, w.id limit ${q.limit} offset ${q.offset}`,
  );
  return { rows: list, total: total?.n ?? 0 };
}

export async function setAdminFields(
  db: DbOrTx,
  workshopId: string,
  values: Pick<typeof workshops.$inferInsert, 'kinds' | 'quoteTypes' | 'regionId' | 'organizationId'>,
) {
  await db
    .update(workshops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workshops.id, workshopId));
}

/**
 * The regions a workshop serves beyond its first (decision 073), replaced. Callers also write the
 * workshop's row in the same transaction (its first region), which tells the read models to load again.
 */
export async function setFurtherRegions(db: DbOrTx, workshopId: string, regionIds: string[]) {
  await db.delete(workshopRegions).where(eq(workshopRegions.workshopId, workshopId));
  if (regionIds.length > 0)
    await db.insert(workshopRegions).values(regionIds.map((regionId) => ({ workshopId, regionId })));
}

/** The regions a workshop serves, its first region first. */
export async function servedRegionIds(db: DbOrTx, workshop: { id: string; regionId: string | null }) {
  const further = await db
    .select({ regionId: workshopRegions.regionId })
    .from(workshopRegions)
    .where(eq(workshopRegions.workshopId, workshop.id))
    .orderBy(workshopRegions.regionId);
  return [...(workshop.regionId ? [workshop.regionId] : []), ...further.map((r) => r.regionId)];
}

export async function findBankVerification(db: DbOrTx, workshopId: string): Promise<string | null> {
  const [row] = await db
    .select({ verification: workshopBankAccounts.verification })
    .from(workshopBankAccounts)
    .where(eq(workshopBankAccounts.workshopId, workshopId));
  return row?.verification ?? null;
}

/** Sets the bank account's verification state; false when the workshop has no bank account. */
export async function setBankVerification(db: DbOrTx, workshopId: string, state: string): Promise<boolean> {
  const done = await db
    .update(workshopBankAccounts)
    .set({ verification: state })
    .where(eq(workshopBankAccounts.workshopId, workshopId))
    .returning({ id: workshopBankAccounts.id });
  return done.length > 0;
}

/** Suspends an active workshop; false when it was not active (already suspended, or concurrently). */
export async function suspend(db: DbOrTx, workshopId: string, reason: string, at: Date): Promise<boolean> {
  const done = await db
    .update(workshops)
    .set({ isActive: false, suspendedReason: reason, suspendedAt: at, updatedAt: at })
    .where(and(eq(workshops.id, workshopId), eq(workshops.isActive, true)))
    .returning({ id: workshops.id });
  return done.length > 0;
}

/** Reinstates a suspended workshop; false when it was not suspended. */
export async function reinstate(db: DbOrTx, workshopId: string, at: Date): Promise<boolean> {
  const done = await db
    .update(workshops)
    .set({ isActive: true, suspendedReason: null, suspendedAt: null, updatedAt: at })
    .where(and(eq(workshops.id, workshopId), eq(workshops.isActive, false), isNotNull(workshops.suspendedAt)))
    .returning({ id: workshops.id });
  return done.length > 0;
}

/** A workshop's users and their roles, oldest first. */
export async function staffRoles(db: DbOrTx, workshopId: string) {
  return db
    .select({ userId: workshopUsers.userId, role: workshopUsers.role })
    .from(workshopUsers)
    .where(eq(workshopUsers.workshopId, workshopId))
    .orderBy(workshopUsers.createdAt);
}
