import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Runs a statement written with drizzle's `sql` template and types its rows (drizzle's execute wants
 * index-signature row types). For what the query builder cannot say; only repo files write SQL.
 */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as unknown as T[];
}
