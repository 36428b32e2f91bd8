import { normalizeEmail, QuoteRequestStatus } from '@motorwise/shared';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';
import {
  quoteCustomerReferences,
  quotePriceItems,
  quoteRequestAttachments,
  quoteRequestEvents,
  quoteRequestItems,
  quoteRequestStats,
  quoteRequests,
  quoteRequestWorkshops,
} from './quote-requests.tables';

export { partsOf } from './request-parts.repo';

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type NewQuoteRequest = Omit<typeof quoteRequests.$inferInsert, 'id' | 'uniqueId' | 'reference'>;

/** Distinct customers (by e-mail, guests included) who submitted a request since the given date. */
export async function countCustomersSince(db: DbOrTx, since: string): Promise<number> {
  const found = await rows<{ count: number }>(
    db,
    sql`select count(distinct lower(email))::int as count from quote_requests where created_at >= ${since}::date`,
  );
  return found[0]?.count ?? 0;
}

/** A stored figure, with whether it is younger than maxAgeSeconds; null when never stored. */
export async function readStat(db: DbOrTx, name: string, maxAgeSeconds: number) {
  const [row] = await db
    .select({
      value: quoteRequestStats.value,
      refreshedAt: quoteRequestStats.refreshedAt,
      fresh: sql<boolean>`${quoteRequestStats.refreshedAt} > now() - make_interval(secs => ${maxAgeSeconds})`,
      ageSeconds: sql<number>`extract(epoch from now() - ${quoteRequestStats.refreshedAt})::float8`,
    })
    .from(quoteRequestStats)
    .where(eq(quoteRequestStats.name, name));
  return row ?? null;
}

/**
 * Takes the figure's refresh turn for the rest of the transaction: false when another caller holds it
 * (that caller is computing the same figure right now).
 */
export async function tryRefreshTurn(tx: DbOrTx, name: string): Promise<boolean> {
  const [row] = await rows<{ ok: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtext('quote_request_stats'), hashtext(${name})) as ok`,
  );
  return row?.ok === true;
}

export async function storeStat(db: DbOrTx, name: string, value: number): Promise<void> {
  await db
    .insert(quoteRequestStats)
    .values({ name, value })
    .onConflictDoUpdate({
      target: quoteRequestStats.name,
      set: { value, refreshedAt: sql`now()` },
    });
}

/** The completed requests of a garage vehicle (the done services of its schedule). */
export async function listCompletedFor(db: DbOrTx, customerVehicleId: string) {
  return db
    .select({
      id: quoteRequests.id,
      quoteType: quoteRequests.quoteType,
      vehicleMileage: quoteRequests.vehicleMileage,
      updatedAt: quoteRequests.updatedAt,
    })
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.customerVehicleId, customerVehicleId),
        eq(quoteRequests.quoteRequestStatus, QuoteRequestStatus.Completed),
      ),
    );
}

export interface HistoryFilter {
  target: { customerVehicleId: string } | { vehicleId: number };
  owner: { branchId: string } | { userId: string };
  page: number;
  perPage: number;
}

/** One page of the requests for a vehicle, newest first, of a user (outside branches) or a branch. */
export async function historyPage(db: DbOrTx, filter: HistoryFilter) {
  const target: SQL =
    'customerVehicleId' in filter.target
      ? sql`qr.customer_vehicle_id = ${filter.target.customerVehicleId}`
      : sql`qr.vehicle_id = ${filter.target.vehicleId}`;
  const owner: SQL =
    'branchId' in filter.owner
      ? sql`qr.organization_branch_id = ${filter.owner.branchId}`
      : sql`qr.user_id = ${filter.owner.userId} and qr.organization_branch_id is null`;
  const where = sql`${target} and ${owner}`;
  const total = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from quote_requests qr where ${where}`,
  );
  const list = await rows<{
    id: string;
    reference: string;
    quoteType: string;
    dateCreated: string;
    quoteRequestStatus: number;
  }>(
    db,
    sql`select qr.id, qr.reference, qr.quote_type as "quoteType",
        to_char(qr.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "dateCreated",
        qr.quote_request_status as "quoteRequestStatus"
      from quote_requests qr where ${where}
      order by qr.created_at desc, qr.id
      limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}`,
  );
  return { rows: list, total: total[0]?.n ?? 0 };
}

// ---------------------------------------------------------------- submit (decision 015)

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** A request's items, attachments, references, workshops and regions, stored with it. */
export interface RequestParts {
  items: Omit<typeof quoteRequestItems.$inferInsert, 'quoteRequestId'>[];
  attachments: { index: number; fileId: string }[];
  references: { index: number; name: string; reference: string }[];
  workshopIds: string[];
  regionIds: string[];
}

/**
 * Inserts a request with its parts and the jobs it causes (its mails, `jobsFor` the reference drawn) in one
 * statement: data-modifying CTEs, the parts and the jobs fed from the inserted request's row. A taken
 * reference is skipped (ON CONFLICT DO NOTHING): then nothing is inserted, and another reference is drawn,
 * so no savepoint is needed to keep the caller's transaction alive. `uniqueId` is the caller's, so the
 * mails can link to the request before it exists. `together` (inserts of other modules' rows the request
 * names, its addresses and files: statements of their modules' repos) go in the same statement, with the first
 * reference drawn only: they run whether or not that reference was free, so a second draw leaves them out.
 */
export async function insertRequestWithParts(
  tx: DbOrTx,
  values: NewQuoteRequest & { uniqueId: string },
  parts: RequestParts,
  nextReference: (attempt: number) => string,
  jobsFor: (reference: string) => SQL,
  together: SQL[] = [],
): Promise<{ id: string; reference: string; uniqueId: string }> {
  const items = JSON.stringify(
    parts.items.map((i) => ({
      repair_item_template_id: i.repairItemTemplateId ?? null,
      name: i.name,
      has_query: i.hasQuery ?? false,
      query: i.query ?? null,
      query_answer: i.queryAnswer ?? null,
      keyword: i.keyword ?? null,
      sort_order: i.sortOrder ?? 0,
    })),
  );
  const attachments = JSON.stringify(parts.attachments.map((a) => ({ index: a.index, file_id: a.fileId })));
  const references = JSON.stringify(parts.references);
  for (let attempt = 0; attempt <= 20; attempt++) {
    const reference = nextReference(attempt);
    const request = tx
      .insert(quoteRequests)
      .values({ ...values, reference })
      .onConflictDoNothing({ target: quoteRequests.reference })
      .returning({ id: quoteRequests.id })
      .getSQL();
    const first = attempt === 0 ? together.map((t, i) => sql`${sql.raw(`t${i}`)} as (${t}), `) : [];
    const [row] = await rows<{ id: string }>(
      tx,
      sql`with ${sql.join(first)}qr as (${request}),
    items as (insert into quote_request_items
        (quote_request_id, repair_item_template_id, name, has_query, query, query_answer, keyword, sort_order)
      select qr.id, x.repair_item_template_id, x.name, x.has_query, x.query, x.query_answer,
        x.keyword, x.sort_order
      from qr, json_to_recordset(${items}::json) as x(repair_item_template_id uuid, name text, has_query boolean,
        query text, query_answer text, keyword text, sort_order integer)),
    attachments as (insert into quote_request_attachments (quote_request_id, index, file_id)
      select qr.id, x.index, x.file_id
      from qr, json_to_recordset(${attachments}::json) as x(index integer, file_id uuid)),
    refs as (insert into quote_customer_references (quote_request_id, index, name, reference)
      select qr.id, x.index, x.name, x.reference
      from qr, json_to_recordset(${references}::json) as x(index integer, name text, reference text)),
    ws as (insert into quote_request_workshops (quote_request_id, workshop_id)
      select qr.id, w from qr, unnest(${uuidArray(parts.workshopIds)}) as w),
    rg as (insert into quote_request_regions (quote_request_id, region_id)
      select qr.id, r from qr, unnest(${uuidArray(parts.regionIds)}) as r),
    jobs as (select ${jobsFor(reference)} from qr)
    select qr.id, (select count(*) from jobs) as jobs from qr`,
    );
    if (row) return { id: row.id, reference, uniqueId: values.uniqueId };
  }
  throw new Error('quote request not stored: no free reference');
}

/** Serialises submits for one vehicle and applicant, so two racing cannot both pass the duplicate check. */
export async function lockApplicant(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(4207015, hashtext(${key}))`);
}

/** Whose request: a branch's, a signed-in customer's (outside branches), or a guest's e-mail. */
export type Applicant = { branchId: string } | { userId: string } | { email: string };

const applicantIs = (a: Applicant): SQL =>
  'branchId' in a
    ? sql`qr.organization_branch_id = ${a.branchId}`
    : 'userId' in a
      ? sql`qr.user_id = ${a.userId} and qr.organization_branch_id is null`
      : sql`lower(qr.email) = ${normalizeEmail(a.email)} and qr.organization_branch_id is null`;

export interface SimilarQuery {
  /** A garage vehicle, or a catalogue (or hand-entered) vehicle of this applicant. */
  target: { customerVehicleId: string } | { vehicleId: number; applicant: Applicant };
  storedQuoteTypes: string[];
  templateIds: string[];
  names: string[];
  since: Date;
}

/** Open (Submitted) requests like a new one: same vehicle, same kind of work, an item in common, recent. */
export async function findSimilarOpen(db: DbOrTx, q: SimilarQuery) {
  const target =
    'customerVehicleId' in q.target
      ? sql`qr.customer_vehicle_id = ${q.target.customerVehicleId}`
      : sql`qr.vehicle_id = ${q.target.vehicleId} and ${applicantIs(q.target.applicant)}`;
  const names = textArray(q.names.map((n) => n.toLowerCase()));
  return rows<{ id: string; reference: string; createdAt: string }>(
    db,
    sql`select qr.id, qr.reference, to_char(qr.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
      from quote_requests qr
      where ${target}
        and qr.quote_request_status = ${QuoteRequestStatus.Submitted}
        and qr.quote_type = any(${`{${q.storedQuoteTypes.map((t) => `"${t}"`).join(',')}}`}::text[])
        and qr.created_at >= ${q.since.toISOString()}::timestamptz
        and exists (select 1 from quote_request_items qri where qri.quote_request_id = qr.id
          and (qri.repair_item_template_id = any(${uuidArray(q.templateIds)})
            or lower(qri.name) = any(${names}::text[])))
      order by qr.created_at desc
      limit 10`,
  );
}

/** Moves requests from one status to another; the ids actually moved (a request already moved is left). */
export async function setStatus(
  db: DbOrTx,
  ids: string[],
  from: number,
  to: number,
  username: string | null,
  reason: string | null = null,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const moved = await db
    .update(quoteRequests)
    .set({
      quoteRequestStatus: to,
      quoteRequestStatusUsername: username,
      quoteRequestStatusReason: reason,
      updatedAt: new Date(),
    })
    .where(and(inArray(quoteRequests.id, ids), eq(quoteRequests.quoteRequestStatus, from)))
    .returning({ id: quoteRequests.id });
  return moved.map((r) => r.id);
}

// ---------------------------------------------------------------- reading (decision 015)

const byUniqueIdOrId = builtOnce((db) =>
  db
    .select()
    .from(quoteRequests)
    .where(or(eq(quoteRequests.uniqueId, sql.placeholder('id')), eq(quoteRequests.id, sql.placeholder('id'))))
    .limit(1),
);

/** A request by its uniqueId or its id (both are UUIDs; the caller checked the text is one). */
export async function findByUniqueIdOrId(db: DbOrTx, id: string): Promise<QuoteRequestRow | null> {
  const [row] = await byUniqueIdOrId(db, { id });
  return row ?? null;
}

/** A guest's open requests (made signed out with this e-mail), newest first. */
export async function openOfGuest(db: DbOrTx, email: string, limit: number) {
  return db
    .select({
      uniqueId: quoteRequests.uniqueId,
      reference: quoteRequests.reference,
      vehicleName: quoteRequests.vehicleName,
      email: quoteRequests.email,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .where(
      and(
        sql`lower(${quoteRequests.email}) = ${normalizeEmail(email)}`,
        // A guest's own requests (decision 049): made signed out.
        eq(quoteRequests.madeAsGuest, true),
        eq(quoteRequests.quoteRequestStatus, QuoteRequestStatus.Submitted),
      ),
    )
    .orderBy(sql`${quoteRequests.createdAt} desc`)
    .limit(limit);
}

export interface ListQuery {
  owner: { branchId: string } | { userId: string };
  target?: { customerVehicleId: string } | { vehicleId: number };
  status?: number;
  filter?: string | null;
  page: number;
  perPage: number;
}

/** A page of requests of a branch or a user (outside branches), newest first. */
export async function listPage(db: DbOrTx, q: ListQuery) {
  const conditions: SQL[] = [
    'branchId' in q.owner
      ? sql`qr.organization_branch_id = ${q.owner.branchId}`
      : sql`qr.user_id = ${q.owner.userId} and qr.organization_branch_id is null`,
  ];
  if (q.target)
    conditions.push(
      'customerVehicleId' in q.target
        ? sql`qr.customer_vehicle_id = ${q.target.customerVehicleId}`
        : sql`qr.vehicle_id = ${q.target.vehicleId}`,
    );
  if (q.status !== undefined) conditions.push(sql`qr.quote_request_status = ${q.status}`);
  if (q.filter) {
    const like = `%${q.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(qr.reference ilike ${like} or qr.vehicle_name ilike ${like})`);
  }
  return requestPage(db, sql.join(conditions, sql` and `), q);
}

/**
 * A page of the requests (as `qr`) that `where` picks, newest first, and how many it picks in all: the
 * page's ids by one query, then their rows, in that order.
 */
export async function requestPage(db: DbOrTx, where: SQL, q: { page: number; perPage: number }) {
  const [total] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from quote_requests qr where ${where}`,
  );
  const found = await rows<{ id: string }>(
    db,
    sql`select qr.id from quote_requests qr where ${where}
      order by qr.created_at desc, qr.id limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
  );
  const ids = found.map((r) => r.id);
  const list = ids.length ? await db.select().from(quoteRequests).where(inArray(quoteRequests.id, ids)) : [];
  const byId = new Map(list.map((r) => [r.id, r]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: total?.n ?? 0 };
}

/** Item names and workshop counts of some requests. */
export async function listExtrasOf(db: DbOrTx, requestIds: string[]) {
  if (requestIds.length === 0) return { items: [], workshops: [] };
  const [items, workshops] = await Promise.all([
    db
      .select({ quoteRequestId: quoteRequestItems.quoteRequestId, name: quoteRequestItems.name })
      .from(quoteRequestItems)
      .where(inArray(quoteRequestItems.quoteRequestId, requestIds))
      .orderBy(asc(quoteRequestItems.sortOrder)),
    rows<{ id: string; n: number }>(
      db,
      sql`select quote_request_id as id, count(*)::int as n from quote_request_workshops
        where quote_request_id = any(${uuidArray(requestIds)}) group by quote_request_id`,
    ),
  ]);
  return { items, workshops };
}

// ---------------------------------------------------------------- price estimate (decision 015)

const textArray = (values: string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** A vehicle's traits as the estimate compares them: lower-cased and trimmed, '' when absent. */
export interface EstimateTarget {
  vehicleId: number | null;
  brand: string;
  range: string;
  model: string;
  classType: string;
  bodyType: string;
}

export interface PriceFigures {
  itemKey: string;
  /** The narrowest circle with enough quotes (0 model, 1 range, 2 brand with class or body). */
  level: number;
  quotes: number;
  p10: number;
  p50: number;
  p90: number;
}

/**
 * Of some items (lower-cased names), those with at least `enough` quotes for vehicles of the target's
 * brand, each with the narrowest circle that has them and that circle's percentiles: 0 the same vehicle
 * or the same range and model, 1 the same range, 2 the same class or body (decision 015). One statement
 * over the brand's rows of the samples view, counting by array lengths and unnesting only the circle
 * chosen.
 */
export async function narrowPriceFigures(
  db: DbOrTx,
  itemKeys: string[],
  target: EstimateTarget,
  enough: number,
): Promise<PriceFigures[]> {
  if (itemKeys.length === 0 || target.brand === '') return [];
  // An absent trait of the target matches nothing (null), except the model, where both absent is alike.
  const given = (v: string) => (v === '' ? null : v);
  const range = given(target.range);
  return rows<PriceFigures>(
    db,
    sql`with cells as (
        select item_key, cents, case
            when vehicle_id = ${target.vehicleId}::int or (range_key = ${range} and model_key = ${target.model}) then 0
            when range_key = ${range} then 1
            when class_key = ${given(target.classType)} or body_key = ${given(target.bodyType)} then 2
            else 3 end as level
        from quote_price_samples
        where item_key = any(${textArray(itemKeys)}::text[]) and brand_key = ${target.brand}
      ), counted as (
        select item_key, level,
          sum(sum(cardinality(cents))) over (partition by item_key order by level) as upto
        from cells where level < 3 group by item_key, level
      ), chosen as (
        select item_key, min(level) as level from counted where upto >= ${enough} group by item_key
      )
      select cells.item_key as "itemKey", chosen.level, count(*)::int as quotes,
        percentile_cont(0.1) within group (order by c) as p10,
        percentile_cont(0.5) within group (order by c) as p50,
        percentile_cont(0.9) within group (order by c) as p90
      from cells join chosen on chosen.item_key = cells.item_key and cells.level <= chosen.level,
        unnest(cells.cents) c
      group by cells.item_key, chosen.level`,
  );
}

/** Of some items (lower-cased names), the quotes over every vehicle and their percentiles. */
export async function priceOverall(db: DbOrTx, itemKeys: string[]) {
  if (itemKeys.length === 0) return [];
  return db.select().from(quotePriceItems).where(inArray(quotePriceItems.itemKey, itemKeys));
}

/** Recomputes the estimate's views; CONCURRENTLY, so estimates keep reading the previous rows meanwhile. */
export async function refreshPriceViews(db: DbOrTx): Promise<void> {
  await db.execute(sql`refresh materialized view concurrently quote_price_samples`);
  await db.execute(sql`refresh materialized view concurrently quote_price_items`);
}

// ---------------------------------------------------------------- funnel

export async function insertEvent(db: DbOrTx, values: typeof quoteRequestEvents.$inferInsert): Promise<void> {
  await db.insert(quoteRequestEvents).values(values);
}

// ---------------------------------------------------------------- POPIA

/** A person's requests: made while signed in, or as a guest with their e-mail address. */
const ofPerson = (userId: string, email: string) =>
  or(eq(quoteRequests.userId, userId), sql`lower(${quoteRequests.email}) = ${normalizeEmail(email)}`);

export async function listOfPerson(db: DbOrTx, userId: string, email: string) {
  return db.select().from(quoteRequests).where(ofPerson(userId, email));
}

export async function itemsOf(db: DbOrTx, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db.select().from(quoteRequestItems).where(inArray(quoteRequestItems.quoteRequestId, requestIds));
}

/** Attachments and customer references go; the request rows are anonymised by anonymise(). */
export async function deletePersonalParts(db: DbOrTx, requestIds: string[]): Promise<void> {
  if (requestIds.length === 0) return;
  await db.delete(quoteRequestAttachments).where(inArray(quoteRequestAttachments.quoteRequestId, requestIds));
  await db.delete(quoteCustomerReferences).where(inArray(quoteCustomerReferences.quoteRequestId, requestIds));
}

/**
 * Removes the person from a request. A request that led to a payment keeps the business name, VAT number
 * and business address a tax invoice must show (VAT Act s20, s55; Tax Administration Act s29).
 */
export async function anonymise(
  db: DbOrTx,
  requestId: string,
  erasedEmail: string,
  keepBusiness: boolean,
): Promise<void> {
  await db
    .update(quoteRequests)
    .set({
      userId: null,
      firstName: null,
      lastName: null,
      email: erasedEmail,
      phone: null,
      vehicleVinNumber: null,
      vehicleEngineNumber: null,
      vehicleLicensePlate: null,
      licenseDiskFileId: null,
      notes: null,
      addressId: null,
      quoteRequestStatusUsername: null,
      quoteRequestStatusReason: null,
      ...(keepBusiness
        ? {}
        : {
            businessName: null,
            businessRegistrationNumber: null,
            businessTaxNumber: null,
            businessAddressId: null,
          }),
      updatedAt: new Date(),
    })
    .where(eq(quoteRequests.id, requestId));
}

/** The header search: a branch's requests whose reference, vehicle, registration or VIN holds the term. */
export async function searchOfBranch(db: DbOrTx, branchId: string, like: string, limit: number) {
  return db
    .select({
      id: quoteRequests.id,
      uniqueId: quoteRequests.uniqueId,
      reference: quoteRequests.reference,
      vehicleName: quoteRequests.vehicleName,
      quoteRequestStatus: quoteRequests.quoteRequestStatus,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.organizationBranchId, branchId),
        or(
          sql`${quoteRequests.reference} ilike ${like}`,
          sql`${quoteRequests.vehicleName} ilike ${like}`,
          sql`${quoteRequests.vehicleLicensePlate} ilike ${like}`,
          sql`${quoteRequests.vehicleVinNumber} ilike ${like}`,
        ),
      ),
    )
    .orderBy(sql`${quoteRequests.createdAt} desc`)
    .limit(limit);
}

/** The workshops a branch has sent requests to. */
export async function workshopIdsOfBranch(db: DbOrTx, branchId: string): Promise<string[]> {
  const found = await db
    .selectDistinct({ workshopId: quoteRequestWorkshops.workshopId })
    .from(quoteRequestWorkshops)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRequestWorkshops.quoteRequestId))
    .where(eq(quoteRequests.organizationBranchId, branchId));
  return found.map((f) => f.workshopId);
}
