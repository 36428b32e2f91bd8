import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DbOrTx } from './client';

interface Rebuild {
  kind: 'index' | 'foreign key';
  name: string;
  drop: string;
  create: string;
}

/**
 * Loads many rows into empty-ish tables the way PostgreSQL's manual advises ("Populating a Database"):
 * the tables' plain indexes and foreign keys are dropped, `load` runs, then each index is built once
 * and each foreign key checked in one pass, instead of both being done row by row. Primary keys and
 * unique indexes stay (upserts and triggers rely on them). The definitions are read from the catalogue
 * (pg_get_indexdef, pg_get_constraintdef), so the migrations stay their only owner.
 *
 * Runs inside the caller's transaction: if anything fails, the drops roll back with the rows. The drops
 * lock the tables until the transaction ends, so this is for the one-off demo seed, not live traffic.
 */
export async function bulkLoad<T>(tx: DbOrTx, tables: string[], load: () => Promise<T>): Promise<T> {
  const names = `{${tables.join(',')}}`;
  const { rows } = await tx.execute<{ kind: Rebuild['kind']; name: string; tbl: string; def: string }>(sql`
    select 'index' as kind, quote_ident(i.relname) as name, quote_ident(t.relname) as tbl,
      pg_get_indexdef(i.oid) as def
    from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and t.relname = any(${names}::text[])
      and not x.indisunique and not x.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    union all
    select 'foreign key', quote_ident(c.conname), quote_ident(t.relname), pg_get_constraintdef(c.oid)
    from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and t.relname = any(${names}::text[]) and c.contype = 'f'`);
  const rebuilds: Rebuild[] = rows.map((r) =>
    r.kind === 'index'
      ? { kind: r.kind, name: r.name, drop: `drop index ${r.name}`, create: r.def }
      : {
          kind: r.kind,
          name: r.name,
          drop: `alter table ${r.tbl} drop constraint ${r.name}`,
          create: `alter table ${r.tbl} add constraint ${r.name} ${r.def}`,
        },
  );
  for (const r of rebuilds) await tx.execute(sql.raw(r.drop));
  const result = await load();
  // Index builds sort in memory rather than on disk with a larger budget, for this transaction only.
  await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
  for (const r of rebuilds) await tx.execute(sql.raw(r.create));
  return result;
}

/** The connection under a drizzle transaction (COPY needs the driver's client itself). */
const clientOf = (tx: DbOrTx) => (tx as unknown as { session: { client: pg.PoolClient } }).session.client;

/** One value in COPY's text format, by the column's type: NULL, json, an array literal or a scalar. */
function copyText(value: unknown, type: { json: boolean; array: boolean }): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (type.json) text = JSON.stringify(value);
  else if (type.array && Array.isArray(value))
    text = `{${value
      .map((v) => (v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, (c) => `\\${c}`)}"`))
      .join(',')}}`;
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return text.replace(/[\\\n\r\t]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t',
  );
}

/**
 * Streams rows into a table with COPY (PostgreSQL's fastest way in: no statement per chunk, no JSON to
 * parse server-side), inside the caller's transaction. `columns` are the table's column names; a row's
 * missing value is NULL, as an INSERT naming the column would make it. Triggers run as for an INSERT.
 * `keys` name each column's property on a row when they differ from the column names (camelCase rows).
 */
export async function copyRows(
  tx: DbOrTx,
  table: string,
  columns: string[],
  rows: Iterable<Record<string, unknown>>,
  keys: string[] = columns,
): Promise<void> {
  const { rows: types } = await tx.execute<{ name: string; json: boolean; array: boolean }>(sql`
    select a.attname as name, t.typname in ('json', 'jsonb') as json, t.typcategory = 'A' as array
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped`);
  const typeOf = new Map(types.map((t) => [t.name, t]));
  const kinds = columns.map((c) => {
    const t = typeOf.get(c);
    if (!t) throw new Error(`copyRows: ${table} has no column ${c}`);
    return t;
  });
  function* lines() {
    let batch = '';
    for (const row of rows) {
      batch += `${keys.map((k, i) => copyText(row[k], kinds[i]!)).join('\t')}\n`;
      if (batch.length > 256 * 1024) {
        yield batch;
        batch = '';
      }
    }
    if (batch) yield batch;
  }
  const target = clientOf(tx).query(
    copyFrom(`copy ${table} (${columns.join(', ')}) from stdin with (format text)`),
  );
  await pipeline(Readable.from(lines()), target);
}
