import { AmendmentStatus, BOOKED_QUOTE_STATUSES, OPEN_QUOTE_STATUSES, QuoteStatus } from '@motorwise/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';
import {
  quoteAmendmentPhotos,
  quoteAmendments,
  quoteItems,
  quoteMessageAttachments,
  quoteMessages,
  quotes,
} from './quotes.tables';

export {
  amendmentsOf,
  type HistoryStep,
  historyOf,
  insertHistory,
  insertMessage,
  itemsOfQuotes,
  messagesOf,
  type NewMessage,
  quotePartsOf,
} from './quote-parts.repo';

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

/** The status of each request's first sent quote (by creation); a draft is the workshop's own. */
export async function firstStatusesOf(db: DbOrTx, requestIds: string[]): Promise<Map<string, number>> {
  if (requestIds.length === 0) return new Map();
  const found = await rows<{ quoteRequestId: string; quoteStatus: number }>(
    db,
    sql`select distinct on (q.quote_request_id) q.quote_request_id as "quoteRequestId", q.quote_status as "quoteStatus"
      from quotes q where q.quote_request_id = any(${uuidArray(requestIds)}) and q.quote_status <> ${QuoteStatus.Draft}
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

/**
 * Booked quotes per workshop and drop-off day (`${workshopId}|${date}`), from `from` to `to`: the room a
 * workshop's days have taken (decision 075). Every booked status holds its day, done jobs too.
 */
export async function bookingsPerDay(
  db: DbOrTx,
  workshopIds: string[],
  from: string,
  to: string,
): Promise<Map<string, number>> {
  if (workshopIds.length === 0) return new Map();
  const found = await rows<{ workshopId: string; day: string; n: number }>(
    db,
    sql`select workshop_id as "workshopId", service_date::text as day, count(*)::int as n from quotes
      where workshop_id = any(${uuidArray(workshopIds)}) and service_date between ${from} and ${to}
        and quote_status in (${inList(BOOKED_STATUSES)})
      group by workshop_id, service_date`,
  );
  return new Map(found.map((r) => [`${r.workshopId}|${r.day}`, r.n]));
}

/** `bookingsPerDay`'s count for one workshop's day, as a scalar subquery (the diary's one read of a day). */
export function bookedOnDay(workshopId: string, date: string): SQL {
  return sql`(select count(*)::int from quotes
    where workshop_id = ${workshopId} and service_date = ${date} and quote_status in (${inList(BOOKED_STATUSES)}))`;
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
/** Each workshop's quote status on a request (sent quotes; only these quotes, when given). */
export async function statusesOnRequest(
  db: DbOrTx,
  requestId: string,
  onlyQuoteIds: string[] | null = null,
): Promise<Map<string, number>> {
  const found = await rows<{ workshopId: string; quoteStatus: number }>(
    db,
    sql`select workshop_id as "workshopId", quote_status as "quoteStatus" from quotes
      where quote_request_id = ${requestId} and quote_status <> ${QuoteStatus.Draft}
        ${onlyQuoteIds ? sql`and id = any(${`{${onlyQuoteIds.join(',')}}`}::uuid[])` : sql``}`,
  );
  return new Map(found.map((r) => [r.workshopId, r.quoteStatus]));
}

// ---------------------------------------------------------------- the lifecycle (decision 020)

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteUpdate = Partial<
  Omit<typeof quotes.$inferInsert, 'id' | 'uniqueId' | 'quoteRequestId' | 'workshopId'>
>;
export type QuoteItemRow = typeof quoteItems.$inferSelect;
export type NewQuoteItem = typeof quoteItems.$inferInsert;

const byIdOrUniqueId = builtOnce((db) =>
  db
    .select()
    .from(quotes)
    .where(or(eq(quotes.id, sql.placeholder('id')), eq(quotes.uniqueId, sql.placeholder('id')))),
);

export async function findById(db: DbOrTx, id: string): Promise<QuoteRow | null> {
  const [row] = await byIdOrUniqueId(db, { id });
  return row ?? null;
}

const lockedById = builtOnce((db) =>
  db
    .select()
    .from(quotes)
    .where(eq(quotes.id, sql.placeholder('id')))
    .for('update'),
);

/** The quote locked for the rest of the transaction: every status change goes through this. */
export async function lockById(tx: DbOrTx, id: string): Promise<QuoteRow | null> {
  const [row] = await lockedById(tx, { id });
  return row ?? null;
}

/** The workshop's quote on a request: one statement read as it is, and one locked. */
const workshopQuote = (db: DbOrTx) =>
  db
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.quoteRequestId, sql.placeholder('requestId')),
        eq(quotes.workshopId, sql.placeholder('workshopId')),
      ),
    );
const ofWorkshop = builtOnce(workshopQuote);
const ofWorkshopLocked = builtOnce((db) => workshopQuote(db).for('update'));

export async function findForWorkshop(db: DbOrTx, requestId: string, workshopId: string) {
  const [row] = await ofWorkshop(db, { requestId, workshopId });
  return row ?? null;
}

/** The workshop's quote on a request, locked for the transaction (the request locked first, as everywhere). */
export async function lockForWorkshop(tx: DbOrTx, requestId: string, workshopId: string) {
  const [row] = await ofWorkshopLocked(tx, { requestId, workshopId });
  return row ?? null;
}

export async function listOfRequest(db: DbOrTx, requestId: string) {
  return db.select().from(quotes).where(eq(quotes.quoteRequestId, requestId)).orderBy(asc(quotes.createdAt));
}

/** Another quote of the request that is booked (or later). */
export async function bookedOnRequest(db: DbOrTx, requestId: string, exceptQuoteId: string | null) {
  const found = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.quoteRequestId, requestId),
        inArray(quotes.quoteStatus, [...BOOKED_QUOTE_STATUSES]),
        exceptQuoteId ? ne(quotes.id, exceptQuoteId) : undefined,
      ),
    );
  return found.map((r) => r.id);
}

/**
 * What the lifecycle asks of a locked quote's neighbours, in one statement: whether another quote of the
 * request is booked (or later), and whether the quote has an amendment pending.
 */
export async function lifecycleFacts(
  db: DbOrTx,
  requestId: string,
  quoteId: string,
): Promise<{ otherQuoteBooked: boolean; amendmentPending: boolean }> {
  const [found] = await rows<{ otherQuoteBooked: boolean; amendmentPending: boolean }>(
    db,
    sql`select
        exists(select 1 from quotes where quote_request_id = ${requestId}
          and quote_status in (${inList(BOOKED_QUOTE_STATUSES)}) and id <> ${quoteId}) as "otherQuoteBooked",
        exists(select 1 from quote_amendments where quote_id = ${quoteId}
          and amendment_status = ${AmendmentStatus.pending}) as "amendmentPending"`,
  );
  return found!;
}

/**
 * A new quote. Its reference is the request's with a two-digit suffix, the first not taken. The caller holds
 * the request's row lock (createQuote asks for the locked row), so two workshops starting at once take
 * turns for the number: the second's statement starts after the first's commit and counts its quote.
 */
export async function insertQuote(
  tx: DbOrTx,
  values: Omit<typeof quotes.$inferInsert, 'reference'>,
  requestReference: string,
): Promise<QuoteRow> {
  // The first reference not taken from the request's next number up (<request>-NN, two digits at least),
  // found and written in one statement under the lock: each number taken leads to the next.
  const prefix = `${requestReference}-`;
  const numbered = (n: SQL) => sql`${prefix} || lpad(${n}::text, greatest(2, length(${n}::text)), '0')`;
  const reference = sql`(with recursive tried(n) as (
      select count(*)::int + 1 from quotes where quote_request_id = ${values.quoteRequestId}
      union all
      select n + 1 from tried where exists (select 1 from quotes where reference = ${numbered(sql`n`)}))
    select ${numbered(sql`max(n)`)} from tried)`;
  const [row] = await tx
    .insert(quotes)
    .values({ ...values, reference })
    .returning();
  return row!;
}

export async function updateQuote(tx: DbOrTx, id: string, set: QuoteUpdate): Promise<void> {
  await tx
    .update(quotes)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(quotes.id, id));
}

/** The quote's own lines (not amendment lines) replaced by these. */
export async function replaceOwnItems(tx: DbOrTx, quoteId: string, items: NewQuoteItem[]) {
  await tx.delete(quoteItems).where(and(eq(quoteItems.quoteId, quoteId), isNull(quoteItems.amendmentId)));
  if (items.length > 0) await tx.insert(quoteItems).values(items);
}

export async function insertItems(tx: DbOrTx, items: NewQuoteItem[]) {
  if (items.length > 0) await tx.insert(quoteItems).values(items);
}

export async function setItemDecision(tx: DbOrTx, itemIds: string[], amendmentStatus: number) {
  if (itemIds.length === 0) return;
  await tx.update(quoteItems).set({ amendmentStatus }).where(inArray(quoteItems.id, itemIds));
}

export async function setVerifiedTotals(tx: DbOrTx, totals: { id: string; cents: number | null }[]) {
  for (const t of totals)
    await tx.update(quoteItems).set({ verifiedTotalInclCents: t.cents }).where(eq(quoteItems.id, t.id));
}

export async function insertAmendment(tx: DbOrTx, values: typeof quoteAmendments.$inferInsert) {
  const [row] = await tx.insert(quoteAmendments).values(values).returning();
  return row!;
}

export async function decideAmendment(tx: DbOrTx, id: string, amendmentStatus: number) {
  await tx
    .update(quoteAmendments)
    .set({ amendmentStatus, decidedAt: new Date() })
    .where(eq(quoteAmendments.id, id));
}

export async function photosOf(db: DbOrTx, amendmentIds: string[]) {
  if (amendmentIds.length === 0) return [];
  return db
    .select()
    .from(quoteAmendmentPhotos)
    .where(inArray(quoteAmendmentPhotos.amendmentId, amendmentIds));
}

export async function findPhoto(db: DbOrTx, id: string) {
  const [row] = await db.select().from(quoteAmendmentPhotos).where(eq(quoteAmendmentPhotos.id, id));
  return row ?? null;
}

export async function insertPhoto(tx: DbOrTx, values: typeof quoteAmendmentPhotos.$inferInsert) {
  await tx.insert(quoteAmendmentPhotos).values(values);
}

export async function messageAttachmentsOf(db: DbOrTx, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(quoteMessageAttachments)
    .where(inArray(quoteMessageAttachments.quoteMessageId, messageIds));
}

export async function findMessage(db: DbOrTx, id: string) {
  const [row] = await db.select().from(quoteMessages).where(eq(quoteMessages.id, id));
  return row ?? null;
}

export async function insertMessageAttachment(
  tx: DbOrTx,
  values: typeof quoteMessageAttachments.$inferInsert,
) {
  await tx.insert(quoteMessageAttachments).values(values);
}

/** The other side's messages on some quotes are read now. */
export async function markRead(tx: DbOrTx, quoteIds: string[], readerRole: 'customer' | 'workshop') {
  if (quoteIds.length === 0) return;
  await tx
    .update(quoteMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        inArray(quoteMessages.quoteId, quoteIds),
        ne(quoteMessages.senderRole, readerRole),
        isNull(quoteMessages.readAt),
      ),
    );
}

/**
 * Numbers the invoice, in the invoicing transaction: the workshop's counter row is created (after the
 * invoices the workshop already has) or incremented, and the quote takes its number, in one statement.
 * The counter row stays locked until commit, so two invoices at once take 7 and 8 and a rolled-back one
 * gives its number back; every other invoice of the workshop waits meanwhile, so the invoicing takes it
 * as late as it can (decision 071, the soak).
 */
export async function numberInvoice(
  tx: DbOrTx,
  quote: { id: string; workshopId: string },
  invoicedAt: Date,
): Promise<{ sequence: number; invoiceNumber: string }> {
  const [row] = await rows<{ sequence: number; invoiceNumber: string }>(
    tx,
    sql`with taken as (
        insert into workshop_invoice_counters (workshop_id, last_number)
        values (${quote.workshopId}, (select count(*)::int + 1 from quotes where workshop_id = ${quote.workshopId} and invoice_number is not null))
        on conflict (workshop_id) do update set last_number = workshop_invoice_counters.last_number + 1
        returning last_number as n)
      update quotes
         set invoice_sequence = taken.n,
             invoice_number = 'INV-' || lpad(taken.n::text, greatest(5, length(taken.n::text)), '0'),
             invoiced_at = ${invoicedAt.toISOString()}::timestamptz,
             updated_at = ${invoicedAt.toISOString()}::timestamptz
        from taken
       where quotes.id = ${quote.id}
      returning taken.n as sequence, quotes.invoice_number as "invoiceNumber"`,
  );
  return row!;
}

/** Open quotes past their expiry (the partial index on expires_at answers this). */
export async function dueToExpire(tx: DbOrTx, now: Date, limit: number) {
  return tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        isNull(quotes.closedReason),
        inArray(quotes.quoteStatus, [...OPEN_QUOTE_STATUSES]),
        lte(quotes.expiresAt, now),
      ),
    )
    .limit(limit);
}

/** This workshop's quotes on some requests. */
export async function ofWorkshopsOnRequests(db: DbOrTx, workshopIds: string[], requestIds: string[]) {
  if (workshopIds.length === 0 || requestIds.length === 0) return [];
  return db
    .select()
    .from(quotes)
    .where(and(inArray(quotes.workshopId, workshopIds), inArray(quotes.quoteRequestId, requestIds)));
}

/** Requests on which these workshops' quotes are in a state (for the portal's request filter). */
export async function requestIdsByState(
  db: DbOrTx,
  workshopIds: string[],
  state: 'quoted' | 'draft' | 'sent' | 'declined' | 'closed',
) {
  if (workshopIds.length === 0) return [];
  const condition = {
    quoted: sql`true`,
    draft: sql`quote_status = ${QuoteStatus.Draft} and closed_reason is null`,
    sent: sql`quote_status <> ${QuoteStatus.Draft} and closed_reason is null`,
    declined: sql`closed_reason = 'declined'`,
    closed: sql`closed_reason is not null`,
  }[state];
  const found = await rows<{ id: string }>(
    db,
    sql`select quote_request_id as id from quotes where workshop_id = any(${uuidArray(workshopIds)}) and ${condition}`,
  );
  return found.map((r) => r.id);
}

export interface JobsQuery {
  workshopIds: string[];
  statuses: readonly number[];
  from?: string;
  to?: string;
}

/** Booked jobs of some workshops, by booked day (then by when they changed). */
export async function jobsOf(db: DbOrTx, q: JobsQuery) {
  if (q.workshopIds.length === 0) return [];
  return db
    .select()
    .from(quotes)
    .where(
      and(
        inArray(quotes.workshopId, q.workshopIds),
        inArray(quotes.quoteStatus, [...q.statuses]),
        q.from ? gte(quotes.serviceDate, q.from) : undefined,
        q.to ? lte(quotes.serviceDate, q.to) : undefined,
      ),
    )
    .orderBy(asc(quotes.serviceDate), desc(quotes.updatedAt))
    .limit(500);
}

/** Unread messages from the other side, per quote. */
export async function unreadCounts(db: DbOrTx, quoteIds: string[], readerRole: 'customer' | 'workshop') {
  if (quoteIds.length === 0) return new Map<string, number>();
  const found = await rows<{ quoteId: string; n: number }>(
    db,
    sql`select quote_id as "quoteId", count(*)::int as n from quote_messages
      where quote_id = any(${uuidArray(quoteIds)}) and sender_role <> ${readerRole} and read_at is null
      group by quote_id`,
  );
  return new Map(found.map((r) => [r.quoteId, r.n]));
}

/** Counts for the portal's summary. */
export async function workshopCounts(db: DbOrTx, workshopIds: string[], today: string) {
  if (workshopIds.length === 0) return null;
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select
        count(*) filter (where quote_status = ${QuoteStatus.Draft} and closed_reason is null)::int as drafts,
        count(*) filter (where quote_status in (${QuoteStatus.PendingApproval}, ${QuoteStatus.Updated}, ${QuoteStatus.Request})
          and closed_reason is null and (expires_at is null or expires_at > now()))::int as "awaitingCustomer",
        count(*) filter (where quote_status = ${QuoteStatus.Booked} and service_date = ${today})::int as "bookedToday",
        count(*) filter (where quote_status = ${QuoteStatus.InProgress})::int as "inProgress",
        count(*) filter (where quote_status = ${QuoteStatus.AmendmentPending})::int as "amendmentsPending",
        count(*) filter (where quote_status = ${QuoteStatus.ProForma})::int as "toInvoice",
        count(*) filter (where quote_status in (${QuoteStatus.Invoiced}, ${QuoteStatus.Checkout}))::int as unpaid
      from quotes where workshop_id = any(${uuidArray(workshopIds)})`,
  );
  return row ?? null;
}

/** Booked-or-later quotes of some requests (a garage vehicle's active work). */
export async function bookedOfRequests(db: DbOrTx, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(quotes)
    .where(
      and(
        inArray(quotes.quoteRequestId, requestIds),
        inArray(quotes.quoteStatus, [...BOOKED_QUOTE_STATUSES]),
      ),
    )
    .orderBy(desc(quotes.updatedAt));
}

export async function amendmentsById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(quoteAmendments).where(eq(quoteAmendments.id, id));
  return row ?? null;
}
