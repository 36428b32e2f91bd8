import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { anyOfIds, builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { type QuoteRequestRow, requestPage } from './quote-requests.repo';
import {
  quoteRequestAttachments,
  quoteRequestItems,
  quoteRequests,
  quoteRequestWorkshops,
} from './quote-requests.tables';

/** What the quotes module and the workshop portal read of requests (decision 020). */

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

const lockedById = builtOnce((db) =>
  db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.id, sql.placeholder('id')))
    .for('update'),
);

declare const held: unique symbol;
/**
 * A request row read `for update` in the caller's transaction, whose lock is held until it ends. Only
 * `lockRequest` makes one: what must run one at a time per request (a quote's reference numbered) asks
 * for it by type.
 */
export type LockedRequestRow = QuoteRequestRow & { readonly [held]: true };

/** Locks the request row for the rest of the transaction: accepting a quote is one at a time per request. */
export async function lockRequest(tx: DbOrTx, requestId: string): Promise<LockedRequestRow | null> {
  const [row] = await lockedById(tx, { id: requestId });
  return (row as LockedRequestRow | undefined) ?? null;
}

/** Every workshop a request went to. */
export async function workshopIdsOf(db: DbOrTx, requestId: string): Promise<string[]> {
  const found = await db
    .select({ workshopId: quoteRequestWorkshops.workshopId })
    .from(quoteRequestWorkshops)
    .where(eq(quoteRequestWorkshops.quoteRequestId, requestId));
  return found.map((r) => r.workshopId);
}

const chosenOf = builtOnce((db) =>
  db
    .select({ workshopId: quoteRequestWorkshops.workshopId })
    .from(quoteRequestWorkshops)
    .where(
      and(
        eq(quoteRequestWorkshops.quoteRequestId, sql.placeholder('requestId')),
        anyOfIds(quoteRequestWorkshops.workshopId),
      ),
    ),
);

/** The workshops (of some) that a request went to. */
export async function chosenWorkshops(db: DbOrTx, requestId: string, workshopIds: readonly string[]) {
  if (workshopIds.length === 0) return [];
  const found = await chosenOf(db, { requestId, ids: [...workshopIds] });
  return found.map((r) => r.workshopId);
}

export interface WorkshopPageQuery {
  workshopIds: readonly string[];
  filter?: string | null;
  /** Only these requests (a state filter worked out from the quotes), or none of these. */
  onlyIds?: readonly string[];
  exceptIds?: readonly string[];
  /** Only requests still open (Submitted). */
  open?: boolean;
  page: number;
  perPage: number;
}

/** Requests that chose any of the workshops, newest first, a page at a time. */
export async function workshopPage(db: DbOrTx, q: WorkshopPageQuery) {
  if (q.workshopIds.length === 0 || (q.onlyIds && q.onlyIds.length === 0)) return { rows: [], total: 0 };
  const conditions: SQL[] = [
    sql`qr.id in (select quote_request_id from quote_request_workshops where workshop_id = any(${uuidArray(q.workshopIds)}))`,
  ];
  if (q.open) conditions.push(sql`qr.quote_request_status = 0`);
  if (q.onlyIds) conditions.push(sql`qr.id = any(${uuidArray(q.onlyIds)})`);
  if (q.exceptIds && q.exceptIds.length > 0)
    conditions.push(sql`not (qr.id = any(${uuidArray(q.exceptIds)}))`);
  if (q.filter) {
    const like = `%${q.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(qr.reference ilike ${like} or qr.vehicle_name ilike ${like}
      or exists (select 1 from quote_request_items i where i.quote_request_id = qr.id and i.name ilike ${like}))`);
  }
  return requestPage(db, sql.join(conditions, sql` and `), q);
}

export async function findByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(quoteRequests)
    .where(inArray(quoteRequests.id, [...ids]));
}

/** The file of a request's attachment row `index`. */
export async function attachmentFileId(db: DbOrTx, requestId: string, index: number) {
  const [row] = await db
    .select({ fileId: quoteRequestAttachments.fileId })
    .from(quoteRequestAttachments)
    .where(
      and(eq(quoteRequestAttachments.quoteRequestId, requestId), eq(quoteRequestAttachments.index, index)),
    );
  return row?.fileId ?? null;
}

/** The requests made for a garage vehicle (the caller checked it is theirs). */
export async function forGarageVehicle(db: DbOrTx, customerVehicleId: string) {
  return db.select().from(quoteRequests).where(eq(quoteRequests.customerVehicleId, customerVehicleId));
}

export async function itemNamesOf(db: DbOrTx, requestIds: readonly string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({ quoteRequestId: quoteRequestItems.quoteRequestId, name: quoteRequestItems.name })
    .from(quoteRequestItems)
    .where(inArray(quoteRequestItems.quoteRequestId, [...requestIds]))
    .orderBy(asc(quoteRequestItems.sortOrder));
}

/** For some requests, which of some workshops each chose. */
export async function chosenWorkshopsOf(
  db: DbOrTx,
  requestIds: readonly string[],
  workshopIds: readonly string[],
) {
  if (requestIds.length === 0 || workshopIds.length === 0) return new Map<string, string[]>();
  const found = await db
    .select({ requestId: quoteRequestWorkshops.quoteRequestId, workshopId: quoteRequestWorkshops.workshopId })
    .from(quoteRequestWorkshops)
    .where(
      and(
        inArray(quoteRequestWorkshops.quoteRequestId, [...requestIds]),
        inArray(quoteRequestWorkshops.workshopId, [...workshopIds]),
      ),
    );
  const map = new Map<string, string[]>();
  for (const r of found) map.set(r.requestId, [...(map.get(r.requestId) ?? []), r.workshopId]);
  return map;
}
