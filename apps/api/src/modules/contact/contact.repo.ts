import { normalizeEmail } from '@motorwise/shared';
import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from './contact.tables';

export async function insert(db: DbOrTx, values: typeof contactMessages.$inferInsert): Promise<string> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message not stored');
  return row.id;
}

/** Messages a person sent: signed in, or from their e-mail address. */
const fromPerson = (userId: string, email: string) =>
  or(eq(contactMessages.userId, userId), sql`lower(${contactMessages.email}) = ${normalizeEmail(email)}`);

export async function listFromPerson(db: DbOrTx, userId: string, email: string) {
  return db.select().from(contactMessages).where(fromPerson(userId, email));
}

export async function deleteFromPerson(db: DbOrTx, userId: string, email: string): Promise<void> {
  await db.delete(contactMessages).where(fromPerson(userId, email));
}
