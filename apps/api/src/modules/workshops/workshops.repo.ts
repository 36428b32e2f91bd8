import type { WorkshopGuarantee } from '@motorwise/shared';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';
import { isUuid } from '../../lib/ids';
import { workshopCertifications, workshopReviews, workshops, workshopUsers } from './workshops.tables';

export type WorkshopRow = typeof workshops.$inferSelect;

const byId = builtOnce((db) =>
  db
    .select()
    .from(workshops)
    .where(eq(workshops.id, sql.placeholder('id'))),
);

export async function findById(db: DbOrTx, id: string): Promise<WorkshopRow | null> {
  const [row] = await byId(db, { id });
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

/**
 * A workshop's name and the people who work for it with their contact details, in one read (a quote's
 * notice to its workshop): live accounts only (neither deleted nor disabled), oldest first. null: no such
 * workshop.
 */
export async function staffContactsOf(
  db: DbOrTx,
  workshopId: string,
): Promise<{ name: string; people: { id: string; email: string; firstName: string | null }[] } | null> {
  const [found] = await rows<{
    name: string;
    people: { id: string; email: string; firstName: string | null }[];
  }>(
    db,
    sql`select w.name, coalesce((
        select json_agg(json_build_object('id', u.id, 'email', u.email, 'firstName', u.first_name)
          order by u.created_at, u.id)
        from workshop_users wu join users u on u.id = wu.user_id
        where wu.workshop_id = w.id and u.deleted_at is null and not u.is_disabled), '[]'::json) as people
      from workshops w where w.id = ${workshopId}`,
  );
  return found ?? null;
}

/** The newest 50 reviews of a workshop (not hidden by an admin), each with the workshop's reply. */
export async function listReviews(db: DbOrTx, workshopId: string) {
  return db
    .select({
      id: workshopReviews.id,
      workshopId: workshopReviews.workshopId,
      rating: workshopReviews.rating,
      review: workshopReviews.review,
      authorName: workshopReviews.authorName,
      dateCreated: workshopReviews.createdAt,
      reply: workshopReviews.reply,
    })
    .from(workshopReviews)
    .where(and(eq(workshopReviews.workshopId, workshopId), isNull(workshopReviews.hiddenAt)))
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

// ---------------------------------------------------------------- map and list of step 3 (decision 015)

export interface MapRow {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** The regions it serves: its first (home) region, then the further ones (decision 073). */
  regionIds: string[];
  organizationId: string | null;
  logoUrl: string | null;
  suburb: string | null;
  city: string | null;
  rating: number | null;
  /** Great-circle kilometres from the point asked about; null without one. */
  km: number | null;
}

/** The regions workshop `w` serves (decision 073): `region_id` first, then `workshop_regions`, as text[]. */
const SERVED_REGIONS = `array_remove(array[w.region_id::text] || array(select wr.region_id::text
  from workshop_regions wr where wr.workshop_id = w.id order by wr.region_id), null)`;

/** Workshop `w` serves a region: its first one or a further one. */
const servesRegion = (regionId: string) =>
  sql`(w.region_id = ${regionId} or exists (select 1 from workshop_regions wr
    where wr.workshop_id = w.id and wr.region_id = ${regionId}))`;

const MAP_COLUMNS = sql.raw(`w.id, w.name, w.lat, w.lng, ${SERVED_REGIONS} as "regionIds",
  w.organization_id as "organizationId", w.logo_url as "logoUrl", w.suburb, w.city,
  w.rating::float8 as rating`);

/** Every active workshop's map fields and kinds: what the in-memory map is built from (decision 037). */
export async function activeMapRows(db: DbOrTx): Promise<(Omit<MapRow, 'km'> & { kinds: string[] })[]> {
  return rows(db, sql`select ${MAP_COLUMNS}, w.kinds from workshops w where w.is_active`);
}

/** Active workshops answering a kind, by name (no point to measure from). */
export async function listForKind(db: DbOrTx, kind: string, limit: number): Promise<MapRow[]> {
  return rows<MapRow>(
    db,
    sql`select ${MAP_COLUMNS}, null::float8 as km from workshops w
      where w.is_active and w.kinds @> array[${kind}]::text[]
      order by w.name, w.id limit ${limit}`,
  );
}

/** One page of an organisation's own workshops answering a kind, searched by name. */
export async function organisationPage(
  db: DbOrTx,
  q: { organizationId: string; kind: string; search: string | null; page: number; perPage: number },
) {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`w.is_active and w.organization_id = ${q.organizationId}
    and w.kinds @> array[${q.kind}]::text[] ${like ? sql`and w.name ilike ${like}` : sql``}`;
  const [total] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from workshops w where ${where}`,
  );
  const list = await rows<MapRow>(
    db,
    sql`select ${MAP_COLUMNS}, null::float8 as km from workshops w where ${where}
      order by w.name, w.id limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
  );
  return { rows: list, total: total?.n ?? 0 };
}

/** Of some ids, the active workshops answering a kind. */
export async function activeForKind(
  db: DbOrTx,
  ids: string[],
  kind: string,
): Promise<(MapRow & { staffUserIds: string[] })[]> {
  if (ids.length === 0) return [];
  return rows<MapRow & { staffUserIds: string[] }>(
    db,
    sql`select ${MAP_COLUMNS}, null::float8 as km,
        array(select wu.user_id from workshop_users wu where wu.workshop_id = w.id) as "staffUserIds"
      from workshops w
      where w.id = any(${`{${ids.join(',')}}`}::uuid[]) and w.is_active and w.kinds @> array[${kind}]::text[]`,
  );
}

/** The staff (user ids) of some workshops, with the workshop each works for. */
export async function staffOf(db: DbOrTx, workshopIds: string[]) {
  if (workshopIds.length === 0) return [];
  return db
    .select({ userId: workshopUsers.userId, workshopId: workshopUsers.workshopId })
    .from(workshopUsers)
    .where(inArray(workshopUsers.workshopId, workshopIds));
}

/** Public fields of some workshops (any state: a request keeps its workshops). */
export async function mapRowsByIds(db: DbOrTx, ids: string[]): Promise<MapRow[]> {
  if (ids.length === 0) return [];
  return rows<MapRow>(
    db,
    sql`select ${MAP_COLUMNS}, null::float8 as km from workshops w
      where w.id = any(${`{${ids.join(',')}}`}::uuid[]) order by w.name`,
  );
}

// ---------------------------------------------------------------- the public directory (decision 025)

export interface DirectoryRow {
  id: string;
  slug: string;
  name: string;
  isPosh: boolean;
  rating: number | null;
  logoUrl: string | null;
  addressId: string;
  regionId: string | null;
  kinds: string[];
  lat: number;
  lng: number;
  /** The workmanship guarantee as stated (decision 076); the directory shows its one-line summary. */
  guarantee: WorkshopGuarantee | null;
  reviewCount: number;
}

export interface DirectoryQuery {
  search: string | null;
  regionId: string | null;
  kind: string | null;
  minRating: number | null;
  limit: number;
  offset: number;
}

/**
 * One page of active workshops, best rated first, with the total that match. The name search is a
 * case-insensitive substring (LIKE's own characters escaped); a rating filter leaves out unrated ones.
 */
export async function directoryPage(db: DbOrTx, q: DirectoryQuery) {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`w.is_active
    ${like ? sql`and w.name ilike ${like}` : sql``}
    ${q.regionId ? sql`and ${servesRegion(q.regionId)}` : sql``}
    ${q.kind ? sql`and w.kinds @> array[${q.kind}]::text[]` : sql``}
    ${q.minRating !== null ? sql`and w.rating >= ${q.minRating}` : sql``}`;
  const [total] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from workshops w where ${where}`,
  );
  const list = await rows<DirectoryRow>(
    db,
    sql`select w.id, w.slug, w.name, w.is_posh as "isPosh", w.rating::float8 as rating,
        w.logo_url as "logoUrl", w.address_id as "addressId", w.region_id as "regionId", w.kinds,
        w.lat, w.lng, w.guarantee,
        (select count(*)::int from workshop_reviews r where r.workshop_id = w.id and r.hidden_at is null) as "reviewCount"
      from workshops w where ${where}
      order by w.rating desc nulls last, w.name, w.id
      limit ${q.limit} offset ${q.offset}`,
  );
  return { rows: list, total: total?.n ?? 0 };
}

/** An active workshop by its id or by its slug (the readable address of its page). */
export async function findActiveByIdOrSlug(db: DbOrTx, key: string): Promise<WorkshopRow | null> {
  const match = isUuid(key) ? eq(workshops.id, key) : eq(workshops.slug, key.toLowerCase());
  const [row] = await db
    .select()
    .from(workshops)
    .where(and(match, eq(workshops.isActive, true)));
  return row ?? null;
}

export async function reviewCount(db: DbOrTx, workshopId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workshopReviews)
    .where(and(eq(workshopReviews.workshopId, workshopId), isNull(workshopReviews.hiddenAt)));
  return row?.n ?? 0;
}

/** Slugs and last change of every active workshop, for the sitemap. */
export async function activeSlugs(db: DbOrTx) {
  return db
    .select({ slug: workshops.slug, updatedAt: workshops.updatedAt })
    .from(workshops)
    .where(eq(workshops.isActive, true))
    .orderBy(asc(workshops.slug));
}
