import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from './payments.tables';

export async function listForQuotes(db: DbOrTx, quoteIds: string[]) {
  if (quoteIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.quoteId, quoteIds));
}
