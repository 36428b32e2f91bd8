import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sampleItems } from './sample-items.tables';

/** SQL for the sample-items module's own tables, data verbs only; rules live in the service. */
export type SampleItemsRow = typeof sampleItems.$inferSelect;

export async function listPage(db: DbOrTx, page: number, perPage: number): Promise<SampleItemsRow[]> {
  return db
    .select()
    .from(sampleItems)
    .orderBy(asc(sampleItems.name), asc(sampleItems.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

export async function countAll(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sampleItems);
  return row?.n ?? 0;
}

export async function findByName(db: DbOrTx, name: string): Promise<SampleItemsRow | null> {
  const [row] = await db.select().from(sampleItems).where(eq(sampleItems.name, name)).limit(1);
  return row ?? null;
}

export async function insert(db: DbOrTx, values: { name: string }): Promise<SampleItemsRow> {
  const [row] = await db.insert(sampleItems).values(values).returning();
  if (!row) throw new Error('sample item not stored');
  return row;
}
