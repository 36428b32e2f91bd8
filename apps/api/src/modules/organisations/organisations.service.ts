import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { PersonalDataHook } from '../../lib/personal-data';
import type { SessionUser } from '../../lib/session';
import { addressView, places } from '../places/index';
import * as repo from './organisations.repo';

export type { MemberRow } from './organisations.repo';

/**
 * Organisations (fleets, dealers, finance houses), their branches and the people who work in them. An
 * organisation user works in one current branch at a time; their garage and requests are the branch's.
 */
export const organisations = {
  findMember: repo.findMember,
  addMember: repo.insertMember,
  setCurrentBranch: repo.setCurrentBranch,

  /** The roles part of a session: the organisation, the current branch and every branch of it. */
  async membership(db: DbOrTx, userId: string) {
    const member = await repo.findMember(db, userId);
    if (!member) return null;
    const branches = await repo.listBranches(db, member.organizationId);
    return {
      organizationId: member.organizationId,
      currentBranchId: member.currentBranchId,
      branchIds: branches.map((b) => b.id),
    };
  },

  /** A branch with its organisation's id and name; null when there is no such branch. */
  async branch(db: DbOrTx, branchId: string) {
    const branch = await repo.findBranch(db, branchId);
    if (!branch) return null;
    const organisation = await repo.findOrganisation(db, branch.organizationId);
    return {
      organizationId: branch.organizationId,
      name: organisation?.name ?? '',
      branchName: branch.branchName as string | null,
    };
  },

  /** The partner programmes an organisation is in (decision 015). */
  async programmesOf(db: DbOrTx, organizationId: string): Promise<string[]> {
    return (await repo.findOrganisation(db, organizationId))?.programmes ?? [];
  },

  async organisation(db: DbOrTx, id: string) {
    const organisation = await repo.findOrganisation(db, id);
    return organisation
      ? { organizationId: organisation.id, name: organisation.name, branchName: null }
      : null;
  },

  /** The organisation page's data (spec: loadUserOrganization), or null for a user of none. */
  async load(db: DbOrTx, sessionUser: SessionUser) {
    const member = await repo.findMember(db, sessionUser.id);
    if (!member) return null;
    const organisation = await repo.findOrganisation(db, member.organizationId);
    if (!organisation) return null;
    const branches = await repo.listBranches(db, organisation.id);
    const addresses = await places.findMany(
      db,
      branches.map((b) => b.addressId).filter((id): id is string => Boolean(id)),
    );
    return {
      id: organisation.id,
      name: organisation.name,
      registrationNumber: organisation.registrationNumber,
      taxNumber: organisation.taxNumber,
      kind: organisation.kind,
      authUser: {
        id: sessionUser.id,
        email: sessionUser.email,
        organizationBranchId: member.currentBranchId,
      },
      organizationBranches: branches.map((b) => ({
        id: b.id,
        branchName: b.branchName,
        address: addressView(addresses.find((a) => a.id === b.addressId)),
      })),
    };
  },

  /** spec: POST /api/user/upsertOrganizationBranch: the branch the organisation user works in now. */
  async chooseBranch(db: DbOrTx, sessionUser: SessionUser, branchId: string) {
    if (!sessionUser.organisation?.branchIds.includes(branchId)) throw notFound('The branch');
    await repo.setCurrentBranch(db, sessionUser.id, branchId);
    return organisations.load(db, sessionUser);
  },

  /** POPIA export: the membership with the organisation's and current branch's names. */
  async exportFor(db: DbOrTx, userId: string) {
    const member = await repo.findMember(db, userId);
    if (!member) return null;
    const organisation = await repo.findOrganisation(db, member.organizationId);
    const branch = member.currentBranchId ? await repo.findBranch(db, member.currentBranchId) : null;
    return {
      organisation: organisation?.name ?? null,
      currentBranch: branch?.branchName ?? null,
      since: member.createdAt.toISOString(),
    };
  },
};

/** POPIA: the membership (it goes with the account row, by cascade). */
export const organisationsPersonalData: PersonalDataHook = {
  export: async (db, owner) => ({ organisation: await organisations.exportFor(db, owner.id) }),
};
