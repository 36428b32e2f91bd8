import { sql } from 'drizzle-orm';
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
