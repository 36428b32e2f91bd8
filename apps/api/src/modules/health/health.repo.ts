import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The cheapest round trip to the database. */
export async function ping(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
