import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { files } from './files.tables';

export type FileRow = typeof files.$inferSelect;

export async function insert(db: DbOrTx, values: typeof files.$inferInsert): Promise<string> {
  const [row] = await db.insert(files).values(values).returning({ id: files.id });
  if (!row) throw new Error('file not stored');
  return row.id;
}

/** The insert of a file row with the caller's id, to run in one statement with others (db/rows.ts). */
export function insertStatement(db: DbOrTx, values: typeof files.$inferInsert & { id: string }) {
  return db.insert(files).values(values).getSQL();
}

export async function findByIds(db: DbOrTx, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(files).where(inArray(files.id, ids));
}

export async function listOwnedBy(db: DbOrTx, userId: string): Promise<FileRow[]> {
  return db.select().from(files).where(eq(files.ownerUserId, userId));
}

/**
 * Deletes a file row unless something still refers to it (attachments of vehicles, requests and messages
 * point at files through foreign keys): the delete runs in a savepoint and a foreign-key refusal keeps
 * the row. Returns the storage key of a deleted row, whose bytes the caller removes after commit.
 */
export async function deleteIfUnreferenced(tx: DbOrTx, id: string): Promise<string | null> {
  try {
    return await tx.transaction(async (sp) => {
      const [row] = await sp.delete(files).where(eq(files.id, id)).returning({ key: files.storageKey });
      return row?.key ?? null;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
}
