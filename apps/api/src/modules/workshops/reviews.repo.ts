import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';
import { workshopCertifications, workshopReviews, workshops } from './workshops.tables';

/** Reviews of jobs and what a customer comparing quotes sees of a workshop (decision 021). */

export type ReviewRow = typeof workshopReviews.$inferSelect;

export async function findByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(workshops).where(inArray(workshops.id, ids));
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
          author_name as "authorName", rating, review, created_at as "createdAt"
        from (select r.*, row_number() over (partition by workshop_id order by created_at desc) as n
          from workshop_reviews r where workshop_id = any(${list}::uuid[])) x
        where n <= ${perWorkshop} order by created_at desc`,
    ),
    rows<{ workshopId: string; n: number }>(
      db,
      sql`select workshop_id as "workshopId", count(*)::int as n from workshop_reviews
        where workshop_id = any(${list}::uuid[]) group by workshop_id`,
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
    .where(inArray(workshopReviews.workshopId, workshopIds))
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

/** The workshop's rating: the mean of all its reviews to one decimal. */
export async function recomputeRating(db: DbOrTx, workshopId: string): Promise<void> {
  await db.execute(sql`update workshops set rating =
      (select round(avg(rating)::numeric, 1) from workshop_reviews where workshop_id = ${workshopId}),
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
