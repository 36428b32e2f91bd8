import { and, asc, eq, inArray } from 'drizzle-orm';
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
