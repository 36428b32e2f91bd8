import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
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
 * part a JSON array under the same names drizzle's rows have, read from the request's row, the statement
 * built once. Five statements before (decision 088, session 19): four round trips less on every read of a
 * request and every quote sent.
 */

/** Column types whose values come back from JSON as drizzle reads them (no dates, no numeric strings). */
const SAME_IN_JSON = new Set(['PgUUID', 'PgText', 'PgInteger', 'PgSmallInt', 'PgBoolean']);

/** Each row of `table` as a JSON object under its TypeScript names: `json_build_object('id', "t"."id", ...)`. */
function rowAsJson(table: PgTable): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => {
    if (!SAME_IN_JSON.has(column.columnType))
      throw new Error(
        `request parts: ${key} is a ${column.columnType}, which JSON would not give back as it is`,
      );
    return sql`${sql.raw(`'${key}'`)}, ${column}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

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
        (v: (typeof quoteRequestItems.$inferSelect)[]) => v,
      ),
      attachments: listOf(
        quoteRequestAttachments,
        rowAsJson(quoteRequestAttachments),
        quoteRequestAttachments.index,
      ).mapWith((v: (typeof quoteRequestAttachments.$inferSelect)[]) => v),
      references: listOf(
        quoteCustomerReferences,
        rowAsJson(quoteCustomerReferences),
        quoteCustomerReferences.index,
      ).mapWith((v: (typeof quoteCustomerReferences.$inferSelect)[]) => v),
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
