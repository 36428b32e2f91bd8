import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { disputeFiles, disputeMessages, disputes } from './disputes.tables';

/** SQL for the disputes module's own tables, data verbs only; rules live in the service. */
export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeMessageRow = typeof disputeMessages.$inferSelect;

export async function findById(db: DbOrTx, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  return row;
}

/** The disputes matching the filters, those needing action first, then the newest. */
export async function list(
  db: DbOrTx,
  filter: { quoteId?: string; status?: string; workshopIds?: string[]; openedByUserId?: string },
  limit: number,
): Promise<DisputeRow[]> {
  const where: SQL[] = [];
  if (filter.quoteId) where.push(eq(disputes.quoteId, filter.quoteId));
  if (filter.status) where.push(eq(disputes.status, filter.status));
  if (filter.workshopIds) where.push(inArray(disputes.workshopId, filter.workshopIds));
  if (filter.openedByUserId) where.push(eq(disputes.openedByUserId, filter.openedByUserId));
  return db
    .select()
    .from(disputes)
    .where(and(...where))
    .orderBy(sql`${disputes.status} = 'resolved'`, desc(disputes.updatedAt))
    .limit(limit);
}

/** The new dispute, or null when the job already has one that is not resolved. */
export async function insert(
  db: DbOrTx,
  values: Pick<DisputeRow, 'quoteId' | 'workshopId' | 'openedByUserId' | 'subject' | 'kind'> &
    Partial<Pick<DisputeRow, 'status'>>,
): Promise<DisputeRow | null> {
  const [row] = await db.insert(disputes).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Moves an unresolved dispute to another unresolved state; null when it is resolved (or gone). */
export async function setStatus(
  db: DbOrTx,
  id: string,
  status: string,
  at: Date,
): Promise<DisputeRow | null> {
  const [row] = await db
    .update(disputes)
    .set({ status, updatedAt: at })
    .where(and(eq(disputes.id, id), ne(disputes.status, 'resolved')))
    .returning();
  return row ?? null;
}

/** Closes an unresolved dispute with its outcome; null when it was already resolved (two calls at once). */
export async function resolve(
  db: DbOrTx,
  id: string,
  values: Pick<DisputeRow, 'outcome' | 'refundCents' | 'outcomeNote' | 'resolvedByUserId'>,
  at: Date,
): Promise<DisputeRow | null> {
  const [row] = await db
    .update(disputes)
    .set({ ...values, status: 'resolved', resolvedAt: at, updatedAt: at })
    .where(and(eq(disputes.id, id), ne(disputes.status, 'resolved')))
    .returning();
  return row ?? null;
}

export async function insertMessage(
  db: DbOrTx,
  values: Pick<DisputeMessageRow, 'disputeId' | 'author' | 'authorUserId' | 'recipient' | 'message'>,
  fileIds: string[],
): Promise<void> {
  const [row] = await db.insert(disputeMessages).values(values).returning({ id: disputeMessages.id });
  if (fileIds.length > 0)
    await db.insert(disputeFiles).values(fileIds.map((fileId) => ({ messageId: row!.id, fileId })));
}

/** A dispute's thread, oldest first, each message with its files' ids. */
export async function messagesOf(db: DbOrTx, disputeId: string) {
  const rows = await db
    .select()
    .from(disputeMessages)
    .where(eq(disputeMessages.disputeId, disputeId))
    .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id));
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db.select().from(disputeFiles).where(inArray(disputeFiles.messageId, ids))
    : [];
  return rows.map((r) => ({
    ...r,
    fileIds: links.filter((l) => l.messageId === r.id).map((l) => l.fileId),
  }));
}

/** Whether a file is evidence in a dispute. */
export async function hasFile(db: DbOrTx, disputeId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ fileId: disputeFiles.fileId })
    .from(disputeFiles)
    .innerJoin(disputeMessages, eq(disputeMessages.id, disputeFiles.messageId))
    .where(and(eq(disputeMessages.disputeId, disputeId), eq(disputeFiles.fileId, fileId)));
  return row !== undefined;
}
