import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizationBranches, organizations, organizationUsers } from './organisations.tables';

export type MemberRow = typeof organizationUsers.$inferSelect;
export type OrganisationRow = typeof organizations.$inferSelect;
export type BranchRow = typeof organizationBranches.$inferSelect;

export async function findMember(db: DbOrTx, userId: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(organizationUsers).where(eq(organizationUsers.userId, userId));
  return row ?? null;
}

export async function findOrganisation(db: DbOrTx, id: string): Promise<OrganisationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}

export async function findBranch(db: DbOrTx, id: string): Promise<BranchRow | null> {
  const [row] = await db.select().from(organizationBranches).where(eq(organizationBranches.id, id));
  return row ?? null;
}

/** An organisation's branches by name. */
export async function listBranches(db: DbOrTx, organizationId: string): Promise<BranchRow[]> {
  return db
    .select()
    .from(organizationBranches)
    .where(eq(organizationBranches.organizationId, organizationId))
    .orderBy(asc(organizationBranches.branchName));
}

export async function insertMember(
  db: DbOrTx,
  values: { userId: string; organizationId: string; currentBranchId: string | null },
): Promise<void> {
  await db.insert(organizationUsers).values(values);
}

export async function setCurrentBranch(db: DbOrTx, userId: string, branchId: string | null): Promise<void> {
  await db
    .update(organizationUsers)
    .set({ currentBranchId: branchId })
    .where(eq(organizationUsers.userId, userId));
}
