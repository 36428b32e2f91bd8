import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devMails } from './mail.tables';

export async function insert(db: DbOrTx, values: typeof devMails.$inferInsert): Promise<void> {
  await db.insert(devMails).values(values);
}

/** The newest 200 mails of the development inbox. */
export async function listRecent(db: DbOrTx) {
  return db
    .select({ id: devMails.id, to: devMails.to, subject: devMails.subject, createdAt: devMails.createdAt })
    .from(devMails)
    .orderBy(desc(devMails.createdAt))
    .limit(200);
}

export async function findById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(devMails).where(eq(devMails.id, id));
  return row ?? null;
}

export async function deleteTo(db: DbOrTx, normalizedEmail: string): Promise<void> {
  await db.delete(devMails).where(sql`lower(${devMails.to}) = ${normalizedEmail}`);
}
