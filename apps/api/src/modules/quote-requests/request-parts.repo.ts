import { eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { rowAsJson, rowsFromJson } from '../../db/json-rows';
import {
  quoteCustomerReferences,
  quoteRequestAttachments,
  quoteRequestItems,
  quoteRequestRegions,
  quoteRequests,
  quoteRequestWorkshops,
} from './quote-requests.tables';

/**
 * A request's parts (its items, attachments, references, workshops and regions) in one round trip: each
 * part a JSON array of rows (db/json-rows.ts), read from the request's row, the statement built once. Five
 * statements before (decision 088, session 19): four round trips less on every read of a request and every
 * quote sent.
 */

const ofRequest = sql.placeholder('requestId');
/**
 * The request's row under a name of its own, and its id written out in full: drizzle writes a select's
 * fields on one table without the table's name, and a bare "id" in a part's subquery is the part's own.
 */
const request = alias(quoteRequests, 'request');
const requestId = sql`${sql.identifier('request')}.${sql.identifier('id')}`;
/** `coalesce((select json_agg(<value> order by <order>) from <table> where <table>.quote_request_id = ...), '[]')` */
const listOf = (
  table: PgTable & { quoteRequestId: AnyPgColumn },
  value: SQL | AnyPgColumn,
  order?: AnyPgColumn,
) =>
  sql`coalesce((select json_agg(${value}${order ? sql` order by ${order}` : sql``}) from ${table}
    where ${table.quoteRequestId} = ${requestId}), '[]'::json)`;

const partsQuery = builtOnce((db) =>
  db
    .select({
      items: listOf(quoteRequestItems, rowAsJson(quoteRequestItems), quoteRequestItems.sortOrder).mapWith(
        rowsFromJson(quoteRequestItems),
      ),
      attachments: listOf(
        quoteRequestAttachments,
        rowAsJson(quoteRequestAttachments),
        quoteRequestAttachments.index,
      ).mapWith(rowsFromJson(quoteRequestAttachments)),
      references: listOf(
        quoteCustomerReferences,
        rowAsJson(quoteCustomerReferences),
        quoteCustomerReferences.index,
      ).mapWith(rowsFromJson(quoteCustomerReferences)),
      workshopIds: listOf(quoteRequestWorkshops, quoteRequestWorkshops.workshopId).mapWith(
        (v: string[]) => v,
      ),
      regionIds: listOf(quoteRequestRegions, quoteRequestRegions.regionId).mapWith((v: string[]) => v),
    })
    .from(request)
    .where(eq(request.id, ofRequest)),
);

export async function partsOf(db: DbOrTx, requestId: string) {
  const [parts] = await partsQuery(db, { requestId });
  return parts ?? { items: [], attachments: [], references: [], workshopIds: [], regionIds: [] };
}
