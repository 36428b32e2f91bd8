import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { repairItemTemplateItems, repairItemTemplates } from './repair-items.tables';

export type RepairItemRow = typeof repairItemTemplates.$inferSelect;

/** The active templates of one quote kind, in their order. */
export async function listOfKind(db: DbOrTx, quoteKind: string): Promise<RepairItemRow[]> {
  return db
    .select()
    .from(repairItemTemplates)
    .where(and(eq(repairItemTemplates.quoteKind, quoteKind), eq(repairItemTemplates.isActive, true)))
    .orderBy(asc(repairItemTemplates.sortOrder), asc(repairItemTemplates.name));
}

export async function templateItemsOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      repairItemTemplateId: repairItemTemplateItems.repairItemTemplateId,
      description: repairItemTemplateItems.description,
    })
    .from(repairItemTemplateItems)
    .where(inArray(repairItemTemplateItems.repairItemTemplateId, ids))
    .orderBy(asc(repairItemTemplateItems.sortOrder));
}

export async function findByIds(db: DbOrTx, ids: string[]): Promise<RepairItemRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(repairItemTemplates).where(inArray(repairItemTemplates.id, ids));
}

export type RepairItemValues = Omit<typeof repairItemTemplates.$inferInsert, 'id' | 'createdAt'>;

export async function findById(db: DbOrTx, id: string): Promise<RepairItemRow | null> {
  const [row] = await db.select().from(repairItemTemplates).where(eq(repairItemTemplates.id, id));
  return row ?? null;
}

export async function insertItem(db: DbOrTx, values: RepairItemValues): Promise<RepairItemRow> {
  const [row] = await db.insert(repairItemTemplates).values(values).returning();
  if (!row) throw new Error('repair item not stored');
  return row;
}

export async function updateItem(db: DbOrTx, id: string, values: Partial<RepairItemValues>): Promise<void> {
  await db.update(repairItemTemplates).set(values).where(eq(repairItemTemplates.id, id));
}

/** Replaces an item's template lines with these, in this order. */
export async function replaceLines(db: DbOrTx, id: string, lines: string[]): Promise<void> {
  await db.delete(repairItemTemplateItems).where(eq(repairItemTemplateItems.repairItemTemplateId, id));
  if (lines.length === 0) return;
  await db
    .insert(repairItemTemplateItems)
    .values(lines.map((description, sortOrder) => ({ repairItemTemplateId: id, description, sortOrder })));
}

/** Numbers some items 0, 1, 2... in the order given (one statement). */
export async function renumber(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(repairItemTemplates)
    .set({ sortOrder: sql`array_position(${sql.param(ids)}::uuid[], ${repairItemTemplates.id}) - 1` })
    .where(inArray(repairItemTemplates.id, ids));
}

/** Takes items out of the tree (kept as rows: requests made from them still name them). */
export async function deactivate(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(repairItemTemplates).set({ isActive: false }).where(inArray(repairItemTemplates.id, ids));
}

/**
 * One statement on the tree's table a transaction starts with: two admins editing one kind's tree at
 * once are serialised (the positions they renumber would otherwise interleave).
 */
export async function lockKind(db: DbOrTx, kind: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`repair_items:${kind}`}))`);
}
