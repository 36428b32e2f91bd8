import {
  isQuoteType,
  ORGANISATION_ADMIN_MESSAGES as MESSAGES,
  type OrganisationDetails,
  PARTNER_PROGRAMMES,
  type PartnerProgramme,
  type Programme,
  type SaveBranch,
  type StaffMember,
} from '@motorwise/shared';
import { type Db, type DbOrTx, readsOf } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { type OrganisationSessionUser, type SessionUser, workingBranches } from '../../lib/session';
import type { customers } from '../accounts/index';
import type { notifications } from '../notifications/index';
import { addressView, type places } from '../places/index';
import type * as OrganisationsRepo from './organisations.repo';
import type * as repo from './organisations.repo';

export type { MemberRow } from './organisations.repo';

/** Programmes in the spec's order (insurance, finance/reconditioning, inspection report), unknown keys last. */
export function inProgrammeOrder<T extends { key: string }>(rows: T[]): T[] {
  const rank = (key: string) => {
    const i = (PARTNER_PROGRAMMES as readonly string[]).indexOf(key);
    return i === -1 ? PARTNER_PROGRAMMES.length : i;
  };
  return [...rows].sort((a, b) => rank(a.key) - rank(b.key));
}

/** A programme row as the answers and the offer rule carry it: its key, name and quote types (decision 060). */
export function programmeView(row: Pick<repo.ProgrammeRow, 'key' | 'name' | 'quoteTypes'>): Programme {
  return {
    key: (PARTNER_PROGRAMMES as readonly string[]).includes(row.key)
      ? (row.key as PartnerProgramme)
      : PARTNER_PROGRAMMES[0],
    name: row.name,
    quoteTypes: row.quoteTypes.filter(isQuoteType),
  };
}

/**
 * What the organisations service is given (decision 058): what it uses of its repo, of the customers'
 * contacts (accounts), the branches' events (notifications) and the addresses (places). Wired in index.ts.
 */
export interface OrganisationsServiceDeps {
  repo: Pick<
    typeof OrganisationsRepo,
    | 'addMemberBranches'
    | 'branchNameTaken'
    | 'branchesOf'
    | 'countAdmins'
    | 'deleteMember'
    | 'findBranch'
    | 'findMember'
    | 'findOrganisation'
    | 'insertBranch'
    | 'insertMember'
    | 'listBranches'
    | 'listMemberBranches'
    | 'listMembers'
    | 'lockOrganisation'
    | 'nameTakenByOther'
    | 'programmesOfOrganisations'
    | 'replaceMemberBranches'
    | 'setCurrentBranch'
    | 'setRole'
    | 'updateBranch'
    | 'updateOrganisation'
  >;
  customers: Pick<typeof customers, 'contactsOf'>;
  notifications: Pick<typeof notifications, 'accessChanged'>;
  places: Pick<typeof places, 'findMany' | 'save'>;
}

/**
 * Organisations (fleets, dealers, finance houses), their branches and the people who work in them. An
 * organisation user works in one current branch at a time; their garage and requests are the branch's.
 */
export function createOrganisationsService({
  repo,
  customers,
  notifications,
  places,
}: OrganisationsServiceDeps) {
  /**
   * A member's branches or membership changed: their open live streams are checked again at once on every
   * instance (ended when no longer theirs; decision 049). In the change's transaction: told on commit.
   */
  const accessChanged = (tx: DbOrTx, userId: string) => notifications.accessChanged(tx, [userId]);

  /**
   * A member of the admin's organisation (else "not found"), read after locking the organisation's row so
   * staff changes run one at a time and the admin count below stays true until commit.
   */
  async function lockedMember(tx: DbOrTx, admin: OrganisationSessionUser, userId: string) {
    await repo.lockOrganisation(tx, admin.organisation.organizationId);
    const member = await repo.findMember(tx, userId);
    if (member?.organizationId !== admin.organisation.organizationId) throw notFound('The staff member');
    return member;
  }

  /**
   * A member's branches become these (moveStaff, setStaffBranches); when their current branch is not among
   * them, the first by name becomes current. `how` keeps each route's answers: setting refuses an admin and
   * a branch not of the organisation with a 400 on the field; moving answers such a branch "not found".
   */
  async function setBranches(
    db: Db,
    admin: OrganisationSessionUser,
    userId: string,
    branchIds: string[],
    how: 'move' | 'set',
  ) {
    await db.transaction(async (tx) => {
      const member = await lockedMember(tx, admin, userId);
      const refuse = (message: string) =>
        how === 'move' ? notFound('The branch') : badRequest({ organizationBranchIds: [message] }, message);
      if (how === 'set' && member.role === 'admin') throw refuse(MESSAGES.adminBranches);
      const wanted = [...new Set(branchIds.map((id) => id.toLowerCase()))];
      const found = await repo.branchesOf(tx, admin.organisation.organizationId, wanted);
      if (found.length === 0 || found.length !== wanted.length) throw refuse(MESSAGES.chooseBranches);
      await repo.replaceMemberBranches(
        tx,
        userId,
        found.map((b) => b.id),
      );
      if (!found.some((b) => b.id === member.currentBranchId))
        await repo.setCurrentBranch(tx, userId, found[0]!.id);
      await accessChanged(tx, userId);
    });
    return service.staff(db, admin);
  }

  /**
   * The branches a member may work in and their current one, as rows, by the session's rule (lib/session
   * workingBranches), so the pages and the session cannot disagree.
   */
  function branchesOfMember(
    member: repo.MemberRow,
    branches: repo.BranchRow[],
    given: { userId: string; organizationBranchId: string }[],
  ): { mine: repo.BranchRow[]; current: repo.BranchRow | null } {
    const { branchIds, currentBranchId } = workingBranches(
      member,
      branches.map((b) => b.id),
      given.filter((g) => g.userId === member.userId).map((g) => g.organizationBranchId),
    );
    const row = (id: string) => branches.find((b) => b.id === id)!;
    return { mine: branchIds.map(row), current: currentBranchId ? row(currentBranchId) : null };
  }

  /** Refuses a change that would leave the organisation without an admin. */
  async function keepAnAdmin(tx: DbOrTx, member: repo.MemberRow, field: string) {
    if (member.role === 'admin' && (await repo.countAdmins(tx, member.organizationId)) <= 1)
      throw badRequest({ [field]: [MESSAGES.lastAdmin] }, MESSAGES.lastAdmin);
  }

  const service = {
    findMember: repo.findMember,

    /**
     * Someone joins the organisation (an invite accepted, an account made by a Motorwise admin), or a member
     * of it is given one more branch: the branch becomes theirs and current. The first person to join an
     * organisation that has no admin (one made by the Motorwise admin) becomes its admin, so somebody can
     * manage it; everyone else joins as a member. Callers check the person belongs to no other organisation.
     */
    async join(tx: DbOrTx, input: { userId: string; organizationId: string; branchId: string | null }) {
      const { userId, organizationId, branchId } = input;
      await repo.lockOrganisation(tx, organizationId);
      const member = await repo.findMember(tx, userId);
      const role = member?.role ?? ((await repo.countAdmins(tx, organizationId)) === 0 ? 'admin' : 'member');
      if (member) {
        if (branchId) await repo.setCurrentBranch(tx, userId, branchId);
      } else {
        await repo.insertMember(tx, { userId, organizationId, currentBranchId: branchId, role });
      }
      // Admins work in every branch by their role; members in the ones they are given.
      if (branchId && role === 'member') await repo.addMemberBranches(tx, userId, [branchId]);
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

    /**
     * The partner programmes an organisation is in, each with the quote types it allows (decision 060): what
     * the offer rule (packages/shared quote-offers) is given, on submit as in the wizard.
     */
    async programmesOf(db: DbOrTx, organizationId: string): Promise<Programme[]> {
      return inProgrammeOrder(await repo.programmesOfOrganisations(db, [organizationId])).map(programmeView);
    },

    async organisation(db: DbOrTx, id: string) {
      const organisation = await repo.findOrganisation(db, id);
      return organisation
        ? { organizationId: organisation.id, name: organisation.name, branchName: null }
        : null;
    },

    /**
     * The organisation page's data (spec: loadUserOrganization), or null for a user of none.
     * `organizationBranches` are the branches the person may work in (the header's picker: an admin every
     * branch, a member theirs); `allOrganizationBranches` every branch of the organisation (share targets,
     * invites, the admin's branch list). The current branch is one of theirs (the session's rule).
     */
    async load(db: DbOrTx, sessionUser: SessionUser) {
      const member = await repo.findMember(db, sessionUser.id);
      if (!member) return null;
      const organisation = await repo.findOrganisation(db, member.organizationId);
      if (!organisation) return null;
      const [branches, given, programmes] = await readsOf(
        db,
        () => repo.listBranches(db, organisation.id),
        () => repo.listMemberBranches(db, organisation.id, member.userId),
        () => service.programmesOf(db, organisation.id),
      );
      const { mine, current } = branchesOfMember(member, branches, given);
      const addresses = await places.findMany(
        db,
        branches.map((b) => b.addressId).filter((id): id is string => Boolean(id)),
      );
      const view = (b: repo.BranchRow) => ({
        id: b.id,
        branchName: b.branchName,
        address: addressView(addresses.find((a) => a.id === b.addressId)),
      });
      return {
        id: organisation.id,
        name: organisation.name,
        registrationNumber: organisation.registrationNumber,
        taxNumber: organisation.taxNumber,
        kind: organisation.kind,
        authUser: {
          id: sessionUser.id,
          email: sessionUser.email,
          organizationBranchId: current?.id ?? null,
          role: member.role,
        },
        organizationBranches: mine.map(view),
        allOrganizationBranches: branches.map(view),
        programmes,
      };
    },

    /** spec: POST /api/user/upsertOrganizationBranch: the branch the organisation user works in now, one of theirs. */
    async chooseBranch(db: DbOrTx, sessionUser: SessionUser, branchId: string) {
      if (!sessionUser.organisation?.branchIds.includes(branchId)) throw notFound('The branch');
      await repo.setCurrentBranch(db, sessionUser.id, branchId);
      // Their other tabs' live streams were of the branch they left.
      await accessChanged(db, sessionUser.id);
      return service.load(db, sessionUser);
    },

    /**
     * Organisation admin (decision 038): the members with their names, current branch and the branches they
     * may work in (an admin: every branch).
     */
    async staff(db: DbOrTx, admin: OrganisationSessionUser): Promise<StaffMember[]> {
      return service.staffOf(db, admin.organisation.organizationId);
    },

    /** An organisation's staff as its admin's table shows them (a Motorwise administrator reads it too). */
    async staffOf(db: DbOrTx, organizationId: string): Promise<StaffMember[]> {
      const [members, branches, given] = await readsOf(
        db,
        () => repo.listMembers(db, organizationId),
        () => repo.listBranches(db, organizationId),
        () => repo.listMemberBranches(db, organizationId),
      );
      const contacts = await customers.contactsOf(
        db,
        members.map((m) => m.userId),
      );
      // Disabled and deleted accounts have no contact details; they cannot sign in, so they are not listed.
      return members.flatMap((m) => {
        const contact = contacts.find((c) => c.id === m.userId);
        if (!contact) return [];
        const { mine, current } = branchesOfMember(m, branches, given);
        return [
          {
            id: m.userId,
            firstName: contact.firstName,
            lastName: contact.lastName,
            email: contact.email,
            role: m.role,
            organizationBranchId: current?.id ?? null,
            branchName: current?.branchName ?? null,
            branches: mine.map((b) => ({ id: b.id, branchName: b.branchName })),
          },
        ];
      });
    },

    /**
     * A member of the admin's organisation moves to another of its branches: setting their branches to that
     * one, which becomes current. It answers as it always has: a branch not of the organisation is "not
     * found", and an admin can be moved too (their current branch; they work in every branch by their role).
     */
    async moveStaff(db: Db, admin: OrganisationSessionUser, userId: string, branchId: string) {
      return setBranches(db, admin, userId, [branchId], 'move');
    },

    /**
     * The branches a member may work in (issue 19 item 7): one or more of the organisation's. When their
     * current branch is not among them, their first by name becomes current. Admins work in every branch
     * by their role, so an admin's branches are not set (400).
     */
    async setStaffBranches(db: Db, admin: OrganisationSessionUser, userId: string, branchIds: string[]) {
      return setBranches(db, admin, userId, branchIds, 'set');
    },

    /**
     * A member leaves the organisation: the membership goes, the account stays (a customer from then on);
     * the branch's requests stay the branch's. Nobody removes themselves, and the last admin stays.
     */
    async removeStaff(db: Db, admin: OrganisationSessionUser, userId: string) {
      await db.transaction(async (tx) => {
        const member = await lockedMember(tx, admin, userId);
        if (userId === admin.id) throw badRequest({ userId: [MESSAGES.removeSelf] }, MESSAGES.removeSelf);
        await keepAnAdmin(tx, member, 'userId');
        await repo.deleteMember(tx, userId, member.organizationId);
        await accessChanged(tx, userId);
      });
      return service.staff(db, admin);
    },

    /** Makes a member an admin or an admin a member (themselves too), as long as one admin remains. */
    async setStaffRole(db: Db, admin: OrganisationSessionUser, userId: string, role: 'admin' | 'member') {
      await db.transaction(async (tx) => {
        const member = await lockedMember(tx, admin, userId);
        if (role === 'member') await keepAnAdmin(tx, member, 'role');
        await repo.setRole(tx, userId, role);
        // An admin who steps down keeps working where they are: that branch becomes one of theirs.
        if (role === 'member' && member.role === 'admin') {
          const current =
            member.currentBranchId ?? (await repo.listBranches(tx, member.organizationId))[0]?.id ?? null;
          if (current) {
            await repo.addMemberBranches(tx, userId, [current]);
            await repo.setCurrentBranch(tx, userId, current);
          }
        }
        await accessChanged(tx, userId);
      });
      return service.staff(db, admin);
    },

    /** The organisation's name, registration and tax numbers (step 4 of a request shows them). */
    async saveDetails(db: Db, admin: OrganisationSessionUser, input: OrganisationDetails) {
      const { organizationId } = admin.organisation;
      await db.transaction(async (tx) => {
        if (await repo.nameTakenByOther(tx, organizationId, input.name))
          throw badRequest({ name: [MESSAGES.duplicateName] });
        await repo.updateOrganisation(tx, organizationId, input);
      });
      return (await service.load(db, admin))!;
    },

    /** Adds a branch (no id) or edits one of the organisation's, with its address. */
    async saveBranch(db: Db, admin: OrganisationSessionUser, input: SaveBranch) {
      const { organizationId } = admin.organisation;
      await db.transaction(async (tx) => {
        await repo.lockOrganisation(tx, organizationId);
        const existing = input.id ? await repo.findBranch(tx, input.id) : null;
        if (input.id && existing?.organizationId !== organizationId) throw notFound('The branch');
        if (await repo.branchNameTaken(tx, organizationId, input.branchName, existing?.id ?? null))
          throw badRequest({ branchName: [MESSAGES.duplicateBranch] });
        const addressId = await places.save(tx, existing?.addressId ?? null, input.address);
        if (existing) await repo.updateBranch(tx, existing.id, { branchName: input.branchName, addressId });
        else await repo.insertBranch(tx, { organizationId, branchName: input.branchName, addressId });
      });
      return (await service.load(db, admin))!;
    },

    /** POPIA export: the membership with the organisation's, current branch's and their branches' names. */
    async exportFor(db: DbOrTx, userId: string) {
      const member = await repo.findMember(db, userId);
      if (!member) return null;
      const organisation = await repo.findOrganisation(db, member.organizationId);
      const [branches, given] = await readsOf(
        db,
        () => repo.listBranches(db, member.organizationId),
        () => repo.listMemberBranches(db, member.organizationId, userId),
      );
      const { mine, current } = branchesOfMember(member, branches, given);
      return {
        organisation: organisation?.name ?? null,
        role: member.role,
        currentBranch: current?.branchName ?? null,
        branches: mine.map((b) => b.branchName),
        since: member.createdAt.toISOString(),
      };
    },
  };
  return service;
}

export type OrganisationsService = ReturnType<typeof createOrganisationsService>;
