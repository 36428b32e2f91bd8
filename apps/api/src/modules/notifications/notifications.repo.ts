import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, userActions } from './notifications.tables';

export async function listForUser(db: DbOrTx, userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

export async function actionsOfUser(db: DbOrTx, userId: string) {
  return db.select().from(userActions).where(eq(userActions.userId, userId));
}

export async function insertMany(db: DbOrTx, values: (typeof notifications.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(notifications).values(values);
}
