import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { botcheckUsed } from './botcheck.tables';

export async function isUsed(db: DbOrTx, challengeId: string): Promise<boolean> {
  const found = await db.select().from(botcheckUsed).where(eq(botcheckUsed.challengeId, challengeId));
  return found.length > 0;
}

/** Records a redeemed challenge; false when it was already recorded (a replay). */
export async function markUsed(db: DbOrTx, challengeId: string): Promise<boolean> {
  const added = await db
    .insert(botcheckUsed)
    .values({ challengeId })
    .onConflictDoNothing()
    .returning({ key: botcheckUsed.challengeId });
  return added.length > 0;
}

export async function forgetOlderThan(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(botcheckUsed).where(lt(botcheckUsed.createdAt, before));
}
