import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { addresses, regions } from './places.tables';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'createdAt'>;

/** The insert of a new address with the caller's id, to run in one statement with others (db/rows.ts). */
export function insertStatement(db: DbOrTx, id: string, values: AddressValues) {
  return db
    .insert(addresses)
    .values({ ...values, id })
    .getSQL();
}

export async function findById(db: DbOrTx, id: string): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  return row ?? null;
}

export async function findByIds(db: DbOrTx, ids: string[]): Promise<AddressRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(addresses).where(inArray(addresses.id, ids));
}

export async function insert(db: DbOrTx, values: AddressValues): Promise<string> {
  const [row] = await db.insert(addresses).values(values).returning({ id: addresses.id });
  if (!row) throw new Error('address not stored');
  return row.id;
}

export async function update(db: DbOrTx, id: string, values: AddressValues): Promise<void> {
  await db.update(addresses).set(values).where(eq(addresses.id, id));
}

/**
 * Deletes an address nothing refers to any more. Users, branches, workshops and requests point at
 * addresses through foreign keys, so the database says whether one is still used: the delete runs in a
 * savepoint, and a foreign-key refusal leaves the address (and the caller's transaction) as they were.
 */
export async function deleteIfUnused(tx: DbOrTx, id: string): Promise<void> {
  try {
    await tx.transaction(async (sp) => {
      await sp.delete(addresses).where(eq(addresses.id, id));
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

export type RegionRow = typeof regions.$inferSelect;

export async function listRegions(db: DbOrTx): Promise<RegionRow[]> {
  return db.select().from(regions).orderBy(asc(regions.province), asc(regions.name));
}

export async function existingRegionIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: regions.id }).from(regions).where(inArray(regions.id, ids));
  return found.map((r) => r.id);
}

export type RegionValues = Omit<typeof regions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findRegion(db: DbOrTx, id: string): Promise<RegionRow | null> {
  const [row] = await db.select().from(regions).where(eq(regions.id, id));
  return row ?? null;
}

export async function findRegionByName(db: DbOrTx, name: string): Promise<RegionRow | null> {
  const [row] = await db.select().from(regions).where(sql`lower(${regions.name}) = lower(${name})`);
  return row ?? null;
}

export async function insertRegion(db: DbOrTx, values: RegionValues): Promise<RegionRow> {
  const [row] = await db.insert(regions).values(values).returning();
  if (!row) throw new Error('region not stored');
  return row;
}

export async function updateRegion(db: DbOrTx, id: string, values: RegionValues): Promise<RegionRow | null> {
  const [row] = await db
    .update(regions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(regions.id, id))
    .returning();
  return row ?? null;
}

/**
 * Deletes a region, unless a workshop or a request still points at it: the database's foreign keys say
 * which (the delete runs in a savepoint, so a refusal leaves the caller's transaction usable). Answers
 * the refusing constraint's table, or null when deleted.
 */
export async function deleteRegionIfUnused(tx: DbOrTx, id: string): Promise<string | null> {
  try {
    await tx.transaction(async (sp) => {
      await sp.delete(regions).where(eq(regions.id, id));
    });
    return null;
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    return foreignKeyTable(error) ?? 'unknown';
  }
}

/** The referencing table of a foreign-key refusal (PostgreSQL names it on the error). */
function foreignKeyTable(error: unknown): string | undefined {
  const e = error as { table?: string; cause?: { table?: string } } | null;
  return e?.cause?.table ?? e?.table;
}
