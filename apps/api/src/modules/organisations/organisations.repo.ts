import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  organizationBranches,
  organizationProgrammes,
  organizations,
  organizationUserBranches,
  organizationUsers,
  partnerProgrammes,
} from './organisations.tables';

export type MemberRow = typeof organizationUsers.$inferSelect;
export type OrganisationRow = typeof organizations.$inferSelect;
export type BranchRow = typeof organizationBranches.$inferSelect;
export type ProgrammeRow = typeof partnerProgrammes.$inferSelect;
/** What an administrator keeps of an organisation (decision 060); the organisation admin keeps the first three. */
export type OrganisationValues = Pick<OrganisationRow, 'name' | 'registrationNumber' | 'taxNumber'> &
  Partial<Pick<OrganisationRow, 'kind' | 'contactName' | 'contactEmail' | 'contactPhone'>>;
/** A branch's contact (decision 060), kept by an administrator. */
export type BranchContact = Partial<Pick<BranchRow, 'contactName' | 'contactEmail' | 'contactPhone'>>;

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

export async function updateOrganisation(db: DbOrTx, id: string, values: OrganisationValues): Promise<void> {
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
  values: { organizationId: string; branchName: string; addressId: string } & BranchContact,
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
  values: { branchName: string; addressId: string } & BranchContact,
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

// ---------------------------------------------------------------- administrators (decision 060)

/** Every organisation by name. */
export async function listOrganisations(db: DbOrTx): Promise<OrganisationRow[]> {
  return db.select().from(organizations).orderBy(asc(organizations.name));
}

/** Branches and members per organisation, counted. */
export async function countBranchesAndMembers(
  db: DbOrTx,
): Promise<{ branches: Map<string, number>; members: Map<string, number> }> {
  const [branches, members] = await Promise.all([
    db
      .select({ id: organizationBranches.organizationId, n: count() })
      .from(organizationBranches)
      .groupBy(organizationBranches.organizationId),
    db
      .select({ id: organizationUsers.organizationId, n: count() })
      .from(organizationUsers)
      .groupBy(organizationUsers.organizationId),
  ]);
  return {
    branches: new Map(branches.map((r) => [r.id, r.n])),
    members: new Map(members.map((r) => [r.id, r.n])),
  };
}

export async function insertOrganisation(
  db: DbOrTx,
  values: Required<OrganisationValues>,
): Promise<OrganisationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

/** Another organisation with this name, or any when `exceptId` is null (names are unique). */
export async function organisationNameTaken(
  db: DbOrTx,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.name, name), exceptId ? ne(organizations.id, exceptId) : undefined));
  return rows.length > 0;
}

/** The partner programmes by key (the service puts them in the spec's order). */
export async function listProgrammes(db: DbOrTx): Promise<ProgrammeRow[]> {
  return db.select().from(partnerProgrammes).orderBy(asc(partnerProgrammes.key));
}

/** Locks a programme's row for the rest of the transaction; null when there is none. */
export async function lockProgramme(tx: DbOrTx, key: string): Promise<ProgrammeRow | null> {
  const [row] = await tx.select().from(partnerProgrammes).where(eq(partnerProgrammes.key, key)).for('update');
  return row ?? null;
}

export async function updateProgramme(
  db: DbOrTx,
  key: string,
  values: { name: string; quoteTypes: string[] },
): Promise<void> {
  await db.update(partnerProgrammes).set(values).where(eq(partnerProgrammes.key, key));
}

/** The programmes these organisations are in (all of them without ids), with each organisation's id. */
export async function programmesOfOrganisations(
  db: DbOrTx,
  organizationIds?: string[],
): Promise<(ProgrammeRow & { organizationId: string; organizationName: string })[]> {
  if (organizationIds?.length === 0) return [];
  const rows = await db
    .select({
      programme: partnerProgrammes,
      organizationId: organizationProgrammes.organizationId,
      organizationName: organizations.name,
    })
    .from(organizationProgrammes)
    .innerJoin(partnerProgrammes, eq(partnerProgrammes.key, organizationProgrammes.programmeKey))
    .innerJoin(organizations, eq(organizations.id, organizationProgrammes.organizationId))
    .where(organizationIds ? inArray(organizationProgrammes.organizationId, organizationIds) : undefined)
    .orderBy(asc(partnerProgrammes.key), asc(organizations.name));
  return rows.map((r) => ({
    ...r.programme,
    organizationId: r.organizationId,
    organizationName: r.organizationName,
  }));
}

/** Puts an organisation in a programme; false when it was in it already. */
export async function addProgrammeMember(
  db: DbOrTx,
  organizationId: string,
  programmeKey: string,
): Promise<boolean> {
  const rows = await db
    .insert(organizationProgrammes)
    .values({ organizationId, programmeKey })
    .onConflictDoNothing()
    .returning({ key: organizationProgrammes.programmeKey });
  return rows.length > 0;
}

/** Takes an organisation out of a programme; false when it was not in it. */
export async function removeProgrammeMember(
  db: DbOrTx,
  organizationId: string,
  programmeKey: string,
): Promise<boolean> {
  const rows = await db
    .delete(organizationProgrammes)
    .where(
      and(
        eq(organizationProgrammes.organizationId, organizationId),
        eq(organizationProgrammes.programmeKey, programmeKey),
      ),
    )
    .returning({ key: organizationProgrammes.programmeKey });
  return rows.length > 0;
}
