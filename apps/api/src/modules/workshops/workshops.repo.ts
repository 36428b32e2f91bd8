import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';
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

// ---------------------------------------------------------------- map and list of step 3 (decision 015)

export interface MapRow {
  id: string;
  name: string;
  lat: number;
  lng: number;
  regionId: string | null;
  organizationId: string | null;
  logoUrl: string | null;
  suburb: string | null;
  city: string | null;
  rating: number | null;
  /** Great-circle kilometres from the point asked about; null without one. */
  km: number | null;
}

const MAP_COLUMNS = sql.raw(`w.id, w.name, w.lat, w.lng, w.region_id as "regionId",
  w.organization_id as "organizationId", w.logo_url as "logoUrl", w.suburb, w.city,
  w.rating::float8 as rating`);

/** spec: earth radius for distance 6371 km (haversine, as the shared distanceKm). */
const EARTH_RADIUS_KM = 6371;

export interface RadiusQuery {
  kind: string;
  lat: number;
  lng: number;
  radiusKm: number;
  limit: number;
}

const p = {
  lat: sql`${sql.placeholder('lat')}::float8`,
  lng: sql`${sql.placeholder('lng')}::float8`,
  radiusKm: sql`${sql.placeholder('radiusKm')}::float8`,
};
const centre = sql`ll_to_earth(${p.lat}, ${p.lng})`;
const point = sql`ll_to_earth(${workshops.lat}, ${workshops.lng})`;

/**
 * The radius search as a named prepared statement (planned once per connection: planning cost about as
 * much as running it). The GiST index on ll_to_earth(lat, lng) walks the workshops nearest first (the
 * straight line through the earth orders points exactly as the great circle does) inside earth_box, the
 * cube around the circle, and stops after `limit`: only those rows are read. earthdistance's sphere is
 * 6378 km, so the box is given the circle's angle, not its kilometres.
 */
const nearestStatement = (db: DbOrTx) =>
  db
    .select({
      id: workshops.id,
      name: workshops.name,
      lat: workshops.lat,
      lng: workshops.lng,
      regionId: workshops.regionId,
      organizationId: workshops.organizationId,
      logoUrl: workshops.logoUrl,
      suburb: workshops.suburb,
      city: workshops.city,
      rating: sql<number | null>`${workshops.rating}::float8`,
      km: sql<number>`${EARTH_RADIUS_KM} * 2 * asin(sqrt(power(sin(radians(${workshops.lat} - ${p.lat}) / 2), 2)
        + cos(radians(${p.lat})) * cos(radians(${workshops.lat})) * power(sin(radians(${workshops.lng} - ${p.lng}) / 2), 2)))`,
    })
    .from(workshops)
    .where(
      and(
        sql`earth_box(${centre}, ${p.radiusKm} / ${EARTH_RADIUS_KM} * earth()) @> ${point}`,
        eq(workshops.isActive, true),
        sql`${workshops.kinds} @> array[${sql.placeholder('kind')}::text]`,
      ),
    )
    .orderBy(sql`${point} <-> ${centre}`)
    .limit(sql.placeholder('limit'))
    .prepare('workshops_nearest');

const prepared = new WeakMap<DbOrTx, ReturnType<typeof nearestStatement>>();

/**
 * Active workshops answering a kind within radiusKm of a point, nearest first (then by id), at most
 * `limit`: the nearest `limit` from the index, of which the exact great-circle distance on the spec's
 * 6371 km earth keeps those really inside the circle.
 */
export async function withinRadius(db: DbOrTx, q: RadiusQuery): Promise<MapRow[]> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = nearestStatement(db);
    prepared.set(db, statement);
  }
  const found = await statement.execute({ ...q });
  return found
    .filter((w) => w.km <= q.radiusKm)
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
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
export async function activeForKind(db: DbOrTx, ids: string[], kind: string): Promise<MapRow[]> {
  if (ids.length === 0) return [];
  return rows<MapRow>(
    db,
    sql`select ${MAP_COLUMNS}, null::float8 as km from workshops w
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
