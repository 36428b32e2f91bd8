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
