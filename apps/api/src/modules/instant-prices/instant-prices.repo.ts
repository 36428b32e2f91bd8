import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { instantBookings, workshopMenuPrices } from './instant-prices.tables';

/** SQL for the instant-prices module's own tables, data verbs only; rules live in the service. */
export type MenuPriceRow = typeof workshopMenuPrices.$inferSelect;
export type MenuPriceValues = Omit<typeof workshopMenuPrices.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A workshop's menu, by job and class. */
export async function listOf(db: DbOrTx, workshopId: string): Promise<MenuPriceRow[]> {
  return db
    .select()
    .from(workshopMenuPrices)
    .where(eq(workshopMenuPrices.workshopId, workshopId))
    .orderBy(asc(workshopMenuPrices.repairItemTemplateId), asc(workshopMenuPrices.vehicleClass));
}

export async function findById(db: DbOrTx, id: string): Promise<MenuPriceRow | null> {
  const [row] = await db.select().from(workshopMenuPrices).where(eq(workshopMenuPrices.id, id)).limit(1);
  return row ?? null;
}

/** The price, locked until the transaction ends (a change against an administrator's withdrawal). */
export async function lockById(tx: DbOrTx, id: string): Promise<MenuPriceRow | null> {
  const [row] = await tx
    .select()
    .from(workshopMenuPrices)
    .where(eq(workshopMenuPrices.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Inserts a price; null when the workshop already has one for the job and class. */
export async function insert(db: DbOrTx, values: MenuPriceValues): Promise<MenuPriceRow | null> {
  const [row] = await db.insert(workshopMenuPrices).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Changes a workshop's price; null when it is not that workshop's. */
export async function update(
  db: DbOrTx,
  workshopId: string,
  id: string,
  values: MenuPriceValues,
): Promise<MenuPriceRow | null> {
  const [row] = await db
    .update(workshopMenuPrices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(workshopMenuPrices.id, id), eq(workshopMenuPrices.workshopId, workshopId)))
    .returning();
  return row ?? null;
}

/** Removes a workshop's price; false when it is not that workshop's. */
export async function remove(db: DbOrTx, workshopId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(workshopMenuPrices)
    .where(and(eq(workshopMenuPrices.id, id), eq(workshopMenuPrices.workshopId, workshopId)))
    .returning({ id: workshopMenuPrices.id });
  return gone.length > 0;
}

/** The active prices of some jobs for a class that still hold on a day. */
export async function offersFor(
  db: DbOrTx,
  templateIds: string[],
  vehicleClass: string,
  day: string,
): Promise<MenuPriceRow[]> {
  if (templateIds.length === 0) return [];
  return db
    .select()
    .from(workshopMenuPrices)
    .where(
      and(
        inArray(workshopMenuPrices.repairItemTemplateId, templateIds),
        eq(workshopMenuPrices.vehicleClass, vehicleClass),
        eq(workshopMenuPrices.isActive, true),
        gte(workshopMenuPrices.validUntil, day),
      ),
    );
}

/** Records a booking made at a menu price (in the booking's transaction). */
export async function insertBooking(db: DbOrTx, values: typeof instantBookings.$inferInsert): Promise<void> {
  await db.insert(instantBookings).values(values);
}

/** Every workshop's prices matching the filters, the last changed first, at most `limit`, with the total. */
export async function listAll(
  db: DbOrTx,
  filters: { workshopId?: string; jobId?: string },
  limit: number,
): Promise<{ rows: MenuPriceRow[]; total: number }> {
  const where = and(
    filters.workshopId ? eq(workshopMenuPrices.workshopId, filters.workshopId) : undefined,
    filters.jobId ? eq(workshopMenuPrices.repairItemTemplateId, filters.jobId) : undefined,
  );
  const [rows, [counted]] = [
    await db
      .select()
      .from(workshopMenuPrices)
      .where(where)
      .orderBy(desc(workshopMenuPrices.updatedAt), asc(workshopMenuPrices.id))
      .limit(limit),
    await db.select({ total: count() }).from(workshopMenuPrices).where(where),
  ];
  return { rows, total: counted?.total ?? 0 };
}

/** The workshops that have a menu price. */
export async function workshopIdsWithPrices(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ id: workshopMenuPrices.workshopId }).from(workshopMenuPrices);
  return rows.map((r) => r.id);
}

/** Takes an offered price off offer; null when there is no such price or it is not offered. */
export async function withdraw(db: DbOrTx, id: string, reason: string): Promise<MenuPriceRow | null> {
  const now = new Date();
  const [row] = await db
    .update(workshopMenuPrices)
    .set({ isActive: false, withdrawnAt: now, withdrawnReason: reason, updatedAt: now })
    .where(and(eq(workshopMenuPrices.id, id), eq(workshopMenuPrices.isActive, true)))
    .returning();
  return row ?? null;
}
