import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Several inserts run as one statement (one round trip): each a data-modifying CTE, which PostgreSQL runs
 * once whether or not anything reads it. They see the same snapshot, so none may read another's rows;
 * foreign keys between them are checked at the end of the statement.
 */
export async function executeTogether(db: DbOrTx, statements: SQL[]): Promise<void> {
  if (statements.length === 0) return;
  const ctes = statements.map((s, i) => sql`${sql.raw(`s${i}`)} as (${s})`);
  await db.execute(sql`with ${sql.join(ctes, sql`, `)} select 1`);
}

/**
 * Runs a statement written with drizzle's `sql` template and types its rows (drizzle's execute wants
 * index-signature row types). For what the query builder cannot say; only repo files write SQL.
 */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as unknown as T[];
}
