import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  organizationBranches,
  organizations,
  organizationUserBranches,
  organizationUsers,
} from './organisations.tables';

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
  values: {
    userId: string;
    organizationId: string;
    currentBranchId: string | null;
    role?: 'admin' | 'member';
  },
): Promise<void> {
  await db.insert(organizationUsers).values(values);
}

export async function setCurrentBranch(db: DbOrTx, userId: string, branchId: string | null): Promise<void> {
  await db
    .update(organizationUsers)
    .set({ currentBranchId: branchId })
    .where(eq(organizationUsers.userId, userId));
}

/** The organisation's members, oldest first. */
export async function listMembers(db: DbOrTx, organizationId: string): Promise<MemberRow[]> {
  return db
    .select()
    .from(organizationUsers)
    .where(eq(organizationUsers.organizationId, organizationId))
    .orderBy(asc(organizationUsers.createdAt), asc(organizationUsers.userId));
}

/** The organisation's admins, counted (locks nothing; callers lock the organisation row first). */
export async function countAdmins(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organizationUsers)
    .where(and(eq(organizationUsers.organizationId, organizationId), eq(organizationUsers.role, 'admin')));
  return row?.n ?? 0;
}

/** Locks the organisation's row for the rest of the transaction (staff changes run one at a time). */
export async function lockOrganisation(tx: DbOrTx, id: string): Promise<void> {
  await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).for('update');
}

export async function deleteMember(db: DbOrTx, userId: string, organizationId: string): Promise<boolean> {
  const rows = await db
    .delete(organizationUsers)
    .where(and(eq(organizationUsers.userId, userId), eq(organizationUsers.organizationId, organizationId)))
    .returning({ userId: organizationUsers.userId });
  return rows.length > 0;
}

export async function updateOrganisation(
  db: DbOrTx,
  id: string,
  values: { name: string; registrationNumber: string | null; taxNumber: string | null },
): Promise<void> {
  await db.update(organizations).set(values).where(eq(organizations.id, id));
}

/** Another organisation with this name (names are unique across Motorwise). */
export async function nameTakenByOther(db: DbOrTx, id: string, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.name, name), ne(organizations.id, id)));
  return rows.length > 0;
}

/** Another branch of the organisation with this name. */
export async function branchNameTaken(
  db: DbOrTx,
  organizationId: string,
  branchName: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: organizationBranches.id })
    .from(organizationBranches)
    .where(
      and(
        eq(organizationBranches.organizationId, organizationId),
        eq(organizationBranches.branchName, branchName),
        exceptId ? ne(organizationBranches.id, exceptId) : undefined,
      ),
    );
  return rows.length > 0;
}

export async function insertBranch(
  db: DbOrTx,
  values: { organizationId: string; branchName: string; addressId: string },
): Promise<string> {
  const [row] = await db
    .insert(organizationBranches)
    .values(values)
    .returning({ id: organizationBranches.id });
  return row!.id;
}

export async function updateBranch(
  db: DbOrTx,
  id: string,
  values: { branchName: string; addressId: string },
): Promise<void> {
  await db.update(organizationBranches).set(values).where(eq(organizationBranches.id, id));
}

export async function setRole(db: DbOrTx, userId: string, role: 'admin' | 'member'): Promise<void> {
  await db.update(organizationUsers).set({ role }).where(eq(organizationUsers.userId, userId));
}

/** The branches given to members of an organisation (issue 19 item 7), by member and branch name. */
export async function listMemberBranches(
  db: DbOrTx,
  organizationId: string,
  userId?: string,
): Promise<{ userId: string; organizationBranchId: string }[]> {
  return db
    .select({
      userId: organizationUserBranches.userId,
      organizationBranchId: organizationUserBranches.organizationBranchId,
    })
    .from(organizationUserBranches)
    .innerJoin(
      organizationBranches,
      eq(organizationBranches.id, organizationUserBranches.organizationBranchId),
    )
    .where(
      and(
        eq(organizationBranches.organizationId, organizationId),
        userId ? eq(organizationUserBranches.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(organizationUserBranches.userId), asc(organizationBranches.branchName));
}

/** Gives a member these branches (keeps the ones they have). */
export async function addMemberBranches(db: DbOrTx, userId: string, branchIds: string[]): Promise<void> {
  if (branchIds.length === 0) return;
  await db
    .insert(organizationUserBranches)
    .values(branchIds.map((organizationBranchId) => ({ userId, organizationBranchId })))
    .onConflictDoNothing();
}

/** A member's branches become exactly these. */
export async function replaceMemberBranches(db: DbOrTx, userId: string, branchIds: string[]): Promise<void> {
  await db.delete(organizationUserBranches).where(eq(organizationUserBranches.userId, userId));
  await addMemberBranches(db, userId, branchIds);
}

/** Those of these ids that are branches of the organisation. */
export async function branchesOf(db: DbOrTx, organizationId: string, ids: string[]): Promise<BranchRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(organizationBranches)
    .where(
      and(eq(organizationBranches.organizationId, organizationId), inArray(organizationBranches.id, ids)),
    )
    .orderBy(asc(organizationBranches.branchName));
}
