import { QuoteStatus } from '@motorwise/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';
import { quoteMessages, quotes } from './quotes.tables';

/** Statuses of a quote whose work was booked or done (a service that happened, or is happening). */
const DONE_STATUSES = [
  QuoteStatus.Completed,
  QuoteStatus.Paid,
  QuoteStatus.Invoiced,
  QuoteStatus.ProForma,
  QuoteStatus.InProgress,
  QuoteStatus.Booked,
  QuoteStatus.Checkout,
];

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * For each request, the quote that did the work: completed or paid first, then the latest changed among
 * the other done statuses. Requests without one are left out.
 */
export async function doneQuotesOf(db: DbOrTx, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return rows<{
    quoteRequestId: string;
    workshopId: string;
    vehicleMileage: number | null;
    serviceDate: string | null;
  }>(
    db,
    sql`select distinct on (q.quote_request_id) q.quote_request_id as "quoteRequestId",
        q.workshop_id as "workshopId", q.vehicle_mileage as "vehicleMileage",
        to_char(q.service_date, 'YYYY-MM-DD') as "serviceDate"
      from quotes q
      where q.quote_request_id = any(${uuidArray(requestIds)})
        and q.quote_status in (${sql.join(
          DONE_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
      order by q.quote_request_id,
        (q.quote_status in (${QuoteStatus.Completed}, ${QuoteStatus.Paid})) desc, q.updated_at desc`,
  );
}

/** The status of each request's first quote (by creation). */
export async function firstStatusesOf(db: DbOrTx, requestIds: string[]): Promise<Map<string, number>> {
  if (requestIds.length === 0) return new Map();
  const found = await rows<{ quoteRequestId: string; quoteStatus: number }>(
    db,
    sql`select distinct on (q.quote_request_id) q.quote_request_id as "quoteRequestId", q.quote_status as "quoteStatus"
      from quotes q where q.quote_request_id = any(${uuidArray(requestIds)})
      order by q.quote_request_id, q.created_at, q.id`,
  );
  return new Map(found.map((r) => [r.quoteRequestId, r.quoteStatus]));
}

export async function listForRequests(db: DbOrTx, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db.select().from(quotes).where(inArray(quotes.quoteRequestId, requestIds));
}

export async function messagesSentBy(db: DbOrTx, userId: string) {
  return db.select().from(quoteMessages).where(eq(quoteMessages.senderUserId, userId));
}

/** The workshop's copy of the customer's name goes from the person's requests' quotes. */
export async function clearWorkshopCustomer(db: DbOrTx, requestIds: string[]): Promise<void> {
  if (requestIds.length === 0) return;
  await db.update(quotes).set({ workshopCustomer: null }).where(inArray(quotes.quoteRequestId, requestIds));
}

export const ERASED_MESSAGE = "This message was removed at the customer's request.";

/**
 * Messages the person sent lose their text and attachments (the thread keeps its shape for the
 * workshop); their name leaves the status history and branch shares.
 */
export async function erasePerson(db: DbOrTx, userId: string, normalizedEmail: string): Promise<void> {
  await db.execute(sql`delete from quote_message_attachments where quote_message_id in
    (select id from quote_messages where sender_user_id = ${userId})`);
  await db
    .update(quoteMessages)
    .set({ senderUserId: null, message: ERASED_MESSAGE })
    .where(eq(quoteMessages.senderUserId, userId));
  await db.execute(
    sql`update quote_status_history set username = null where lower(username) = ${normalizedEmail}`,
  );
  await db.execute(
    sql`update quote_branch_shares set username = 'erased' where lower(username) = ${normalizedEmail}`,
  );
}

// ---------------------------------------------------------------- for requests and workshops (decision 015)

/** Statuses of a quote the customer has booked (and everything after). */
const BOOKED_STATUSES = [...DONE_STATUSES, QuoteStatus.AmendmentPending];
const inList = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Jobs in progress per workshop (spec: a map entry's referenceNumber). */
export async function inProgressCounts(db: DbOrTx, workshopIds: string[]): Promise<Map<string, number>> {
  if (workshopIds.length === 0) return new Map();
  const found = await rows<{ workshopId: string; n: number }>(
    db,
    sql`select workshop_id as "workshopId", count(*)::int as n from quotes
      where workshop_id = any(${uuidArray(workshopIds)})
        and quote_status in (${QuoteStatus.InProgress}, ${QuoteStatus.AmendmentPending})
      group by workshop_id`,
  );
  return new Map(found.map((r) => [r.workshopId, r.n]));
}

/** Of some requests, those with a booked quote. */
export async function bookedRequestIds(db: DbOrTx, requestIds: string[]): Promise<Set<string>> {
  if (requestIds.length === 0) return new Set();
  const found = await rows<{ id: string }>(
    db,
    sql`select distinct quote_request_id as id from quotes
      where quote_request_id = any(${uuidArray(requestIds)}) and quote_status in (${inList(BOOKED_STATUSES)})`,
  );
  return new Set(found.map((r) => r.id));
}

/** Quotes sent per request (drafts are the workshop's own until sent). */
export async function sentCounts(db: DbOrTx, requestIds: string[]): Promise<Map<string, number>> {
  if (requestIds.length === 0) return new Map();
  const found = await rows<{ id: string; n: number }>(
    db,
    sql`select quote_request_id as id, count(*)::int as n from quotes
      where quote_request_id = any(${uuidArray(requestIds)}) and quote_status <> ${QuoteStatus.Draft}
      group by quote_request_id`,
  );
  return new Map(found.map((r) => [r.id, r.n]));
}

/** The status of each workshop's sent quote on one request. */
export async function statusesOnRequest(db: DbOrTx, requestId: string): Promise<Map<string, number>> {
  const found = await rows<{ workshopId: string; quoteStatus: number }>(
    db,
    sql`select workshop_id as "workshopId", quote_status as "quoteStatus" from quotes
      where quote_request_id = ${requestId} and quote_status <> ${QuoteStatus.Draft}`,
  );
  return new Map(found.map((r) => [r.workshopId, r.quoteStatus]));
}

/**
 * What workshops really quoted for some request items: per quote and item, the sum of its lines incl.
 * VAT (parts and labour), from quotes that were sent with prices (not drafts, not pre-quotes), leaving
 * out amendment lines (work found later is not what was asked for).
 */
export async function itemTotals(db: DbOrTx, quoteRequestItemIds: string[]) {
  if (quoteRequestItemIds.length === 0) return [];
  return rows<{ quoteRequestItemId: string; totalInclCents: number }>(
    db,
    sql`select qi.quote_request_item_id as "quoteRequestItemId", sum(qi.total_incl_cents)::int as "totalInclCents"
      from quote_items qi join quotes q on q.id = qi.quote_id
      where qi.quote_request_item_id = any(${uuidArray(quoteRequestItemIds)})
        and qi.amendment_id is null
        and q.quote_status not in (${QuoteStatus.Draft}, ${QuoteStatus.Request})
      group by qi.quote_id, qi.quote_request_item_id`,
  );
}
