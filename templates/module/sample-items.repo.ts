import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sampleItems } from './sample-items.tables';

/** SQL for the sample-items module's own tables, data verbs only; rules live in the service. */
export type SampleItemsRow = typeof sampleItems.$inferSelect;

export async function listPageOf(
  db: DbOrTx,
  userId: string,
  page: number,
  perPage: number,
): Promise<SampleItemsRow[]> {
  return db
    .select()
    .from(sampleItems)
    .where(eq(sampleItems.userId, userId))
    .orderBy(asc(sampleItems.name), asc(sampleItems.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

export async function countOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sampleItems).where(eq(sampleItems.userId, userId));
  return row?.n ?? 0;
}

export async function findById(db: DbOrTx, id: string): Promise<SampleItemsRow | null> {
  const [row] = await db.select().from(sampleItems).where(eq(sampleItems.id, id)).limit(1);
  return row ?? null;
}

export async function findByName(db: DbOrTx, userId: string, name: string): Promise<SampleItemsRow | null> {
  const [row] = await db
    .select()
    .from(sampleItems)
    .where(and(eq(sampleItems.userId, userId), eq(sampleItems.name, name)))
    .limit(1);
  return row ?? null;
}

export async function insert(db: DbOrTx, values: { userId: string; name: string }): Promise<SampleItemsRow> {
  const [row] = await db.insert(sampleItems).values(values).returning();
  if (!row) throw new Error('sample item not stored');
  return row;
}

/** Archives an active item; null when it was not active (already archived, or archived concurrently). */
export async function setArchived(db: DbOrTx, id: string, at: Date): Promise<SampleItemsRow | null> {
  const [row] = await db
    .update(sampleItems)
    .set({ status: 'archived', archivedAt: at })
    .where(and(eq(sampleItems.id, id), eq(sampleItems.status, 'active')))
    .returning();
  return row ?? null;
}
