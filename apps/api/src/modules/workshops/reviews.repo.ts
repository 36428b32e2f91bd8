import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { anyOfIds, builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';
import { workshopCertifications, workshopReviews, workshops } from './workshops.tables';

/** Reviews of jobs and what a customer comparing quotes sees of a workshop (decision 021). */

export type ReviewRow = typeof workshopReviews.$inferSelect;

const byIds = builtOnce((db) => db.select().from(workshops).where(anyOfIds(workshops.id)));

export async function findByIds(db: DbOrTx, ids: string[]) {
  return ids.length === 0 ? [] : byIds(db, { ids });
}

export async function certificationsOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      workshopId: workshopCertifications.workshopId,
      name: workshopCertifications.name,
      issuer: workshopCertifications.issuer,
    })
    .from(workshopCertifications)
    .where(inArray(workshopCertifications.workshopId, ids));
}

/** The newest `perWorkshop` reviews of each workshop and each one's count. */
export async function newestReviewsOf(db: DbOrTx, ids: string[], perWorkshop: number) {
  if (ids.length === 0) return { reviews: [] as ReviewRow[], counts: new Map<string, number>() };
  const list = `{${ids.join(',')}}`;
  const [reviews, counts] = await Promise.all([
    rows<ReviewRow>(
      db,
      sql`select id, workshop_id as "workshopId", user_id as "userId", quote_id as "quoteId",
          author_name as "authorName", rating, review, created_at as "createdAt", hidden_at as "hiddenAt",
          hidden_reason as "hiddenReason", hidden_by_user_id as "hiddenByUserId", reply, replied_at as "repliedAt"
        from (select r.*, row_number() over (partition by workshop_id order by created_at desc) as n
          from workshop_reviews r where workshop_id = any(${list}::uuid[]) and hidden_at is null) x
        where n <= ${perWorkshop} order by created_at desc`,
    ),
    rows<{ workshopId: string; n: number }>(
      db,
      sql`select workshop_id as "workshopId", count(*)::int as n from workshop_reviews
        where workshop_id = any(${list}::uuid[]) and hidden_at is null group by workshop_id`,
    ),
  ]);
  return {
    reviews: reviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
    counts: new Map(counts.map((c) => [c.workshopId, c.n])),
  };
}

export async function forQuotes(db: DbOrTx, quoteIds: string[]) {
  if (quoteIds.length === 0) return [];
  return db.select().from(workshopReviews).where(inArray(workshopReviews.quoteId, quoteIds));
}

export async function listOf(db: DbOrTx, workshopIds: string[], limit: number) {
  if (workshopIds.length === 0) return [];
  return db
    .select()
    .from(workshopReviews)
    .where(and(inArray(workshopReviews.workshopId, workshopIds), isNull(workshopReviews.hiddenAt)))
    .orderBy(desc(workshopReviews.createdAt))
    .limit(limit);
}

/** One review per job: a second for the same quote returns null (the unique index decides). */
export async function insert(
  db: DbOrTx,
  values: typeof workshopReviews.$inferInsert,
): Promise<ReviewRow | null> {
  const [row] = await db.insert(workshopReviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The workshop's rating: the mean of its reviews not hidden by an admin, to one decimal. */
export async function recomputeRating(db: DbOrTx, workshopId: string): Promise<void> {
  await db.execute(sql`update workshops set rating =
      (select round(avg(rating)::numeric, 1) from workshop_reviews
        where workshop_id = ${workshopId} and hidden_at is null),
      updated_at = now()
    where id = ${workshopId}`);
}

export async function ratingOf(db: DbOrTx, workshopId: string) {
  const [row] = await db
    .select({ rating: workshops.rating })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  return row?.rating === null || row?.rating === undefined ? null : Number(row.rating);
}

/** Every review of a workshop, hidden ones included, newest first (the admin's moderation list). */
export async function allOf(db: DbOrTx, workshopId: string) {
  return db
    .select()
    .from(workshopReviews)
    .where(eq(workshopReviews.workshopId, workshopId))
    .orderBy(desc(workshopReviews.createdAt))
    .limit(200);
}

export async function findReview(db: DbOrTx, id: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(workshopReviews).where(eq(workshopReviews.id, id));
  return row ?? null;
}

/** Hides a review not hidden yet; null when it already is (two admins at once: one wins). */
export async function hide(db: DbOrTx, id: string, reason: string, byUserId: string | null) {
  const [row] = await db
    .update(workshopReviews)
    .set({ hiddenAt: sql`now()`, hiddenReason: reason, hiddenByUserId: byUserId })
    .where(and(eq(workshopReviews.id, id), isNull(workshopReviews.hiddenAt)))
    .returning();
  return row ?? null;
}

/** The workshop's one reply: set only on its own visible review with no reply yet; null otherwise. */
export async function setReply(db: DbOrTx, id: string, workshopId: string, reply: string) {
  const [row] = await db
    .update(workshopReviews)
    .set({ reply, repliedAt: sql`now()` })
    .where(
      and(
        eq(workshopReviews.id, id),
        eq(workshopReviews.workshopId, workshopId),
        isNull(workshopReviews.hiddenAt),
        isNull(workshopReviews.reply),
      ),
    )
    .returning();
  return row ?? null;
}
