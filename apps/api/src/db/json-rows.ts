import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's rows carried in JSON inside another statement (`json_agg` of `rowAsJson`), read back exactly as
 * drizzle reads the table's own rows: several lists in one round trip (decision 088).
 *
 * Each value goes into JSON as the driver would have received it, and comes out through the column's own
 * decoder (`mapFromDriverValue`), as drizzle's row mapping does. Values JSON carries as they are (text,
 * uuids, whole numbers, booleans) go in as they are; the others as PostgreSQL's text for them, which is
 * what the driver gets (a timestamp's `2026-11-28 15:46:54.123456+00`, a numeric's `6.500`, where JSON would
 * write `2026-11-28T15:46:54.123456+00:00` and `6.5`). A column of another type throws when the statement is
 * built, so a table gaining one is found at once, not in a wrong value (JSON columns among them: a JSON
 * string holding digits would come back a number).
 */
const AS_THEY_ARE = new Set(['PgUUID', 'PgText', 'PgVarchar', 'PgInteger', 'PgSmallInt', 'PgBoolean']);
const AS_TEXT = new Set(['PgNumeric', 'PgTimestamp', 'PgTimestampString', 'PgDate', 'PgDateString']);
/** json_build_object takes at most 100 arguments: a name and a value per column. */
const MAX_COLUMNS = 50;

function columnsOf(table: PgTable): [string, Column][] {
  const columns = Object.entries(getTableColumns(table));
  if (columns.length > MAX_COLUMNS) throw new Error(`json rows: a table of ${columns.length} columns`);
  return columns;
}

/** Each row of `table` as a JSON object under its TypeScript names: `json_build_object('id', "t"."id", ...)`. */
export function rowAsJson(table: PgTable): SQL {
  const pairs = columnsOf(table).map(([key, column]) => {
    const value = AS_THEY_ARE.has(column.columnType)
      ? sql`${column}`
      : AS_TEXT.has(column.columnType)
        ? sql`${column}::text`
        : null;
    if (!value) throw new Error(`json rows: ${key} is a ${column.columnType}, not read back from JSON here`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The rows `rowAsJson` wrote (a `json_agg` of them), decoded by each column as drizzle decodes a row. */
export function rowsFromJson<T extends PgTable>(
  table: T,
): (rows: Record<string, unknown>[]) => T['$inferSelect'][] {
  const columns = columnsOf(table);
  return (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = row[key];
        out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return out as T['$inferSelect'];
    });
}
