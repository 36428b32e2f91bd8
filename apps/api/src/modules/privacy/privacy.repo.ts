import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { popiaRequests } from './privacy.tables';

/** The POPIA requests' record (decision 065). */

export type PopiaRequestRow = typeof popiaRequests.$inferSelect;

export async function insert(
  db: DbOrTx,
  values: typeof popiaRequests.$inferInsert,
): Promise<PopiaRequestRow> {
  const [row] = await db.insert(popiaRequests).values(values).returning();
  if (!row) throw new Error('the POPIA request was not recorded');
  return row;
}

/** The newest `limit`, newest first. */
export async function listNewest(db: DbOrTx, limit: number) {
  return db.select().from(popiaRequests).orderBy(desc(popiaRequests.createdAt)).limit(limit);
}
