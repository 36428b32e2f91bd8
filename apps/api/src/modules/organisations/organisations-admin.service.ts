import {
  type AdminBranchInput,
  type AdminOrganisation,
  type AdminOrganisationInput,
  type AdminOrganisationSummary,
  type AdminProgramme,
  ORGANISATION_ADMIN_MESSAGES,
  type PartnerProgramme,
  PROGRAMME_MESSAGES,
  type SaveProgramme,
} from '@motorwise/shared';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditActor, AuditPort } from '../audit/index';
import { addressView, type places } from '../places/index';
import type * as OrganisationsRepo from './organisations.repo';
import { inProgrammeOrder, type OrganisationsService, programmeView } from './organisations.service';

/** What the administrators' organisations service is given (decision 058). */
export interface OrganisationsAdminServiceDeps {
  repo: Pick<
    typeof OrganisationsRepo,
    | 'addProgrammeMember'
    | 'branchNameTaken'
    | 'countBranchesAndMembers'
    | 'findBranch'
    | 'findOrganisation'
    | 'insertBranch'
    | 'insertOrganisation'
    | 'listBranches'
    | 'listOrganisations'
    | 'listProgrammes'
    | 'lockOrganisation'
    | 'lockProgramme'
    | 'organisationNameTaken'
    | 'programmesOfOrganisations'
    | 'removeProgrammeMember'
    | 'updateBranch'
    | 'updateOrganisation'
    | 'updateProgramme'
  >;
  organisations: Pick<OrganisationsService, 'staffOf'>;
  places: Pick<typeof places, 'findMany' | 'save'>;
  /** The audit trail (decision 059): every administrator's write is recorded in its transaction. */
  audit: AuditPort;
}

/**
 * A Motorwise administrator's organisations (issue 22 item 3, decision 060): organisations with their
 * details, contact and branches, and the partner programmes with their quote types and members. Every
 * write is one transaction that also records it through the audit port. Routes are admin-only.
 */
export function createOrganisationsAdminService({
  repo,
  organisations,
  places,
  audit,
}: OrganisationsAdminServiceDeps) {
  const record = async (
    tx: DbOrTx,
    actor: AuditActor,
    entry: { action: string; targetType: string; targetId: string; before: unknown; after: unknown },
  ) => {
    await audit.record(tx, { ...entry, actor });
  };

  const nameTaken = () =>
    badRequest(
      { name: [ORGANISATION_ADMIN_MESSAGES.duplicateName] },
      ORGANISATION_ADMIN_MESSAGES.duplicateName,
    );

  /** The organisation's row, locked for the rest of the transaction; "not found" when there is none. */
  async function lockedOrganisation(tx: DbOrTx, id: string) {
    await repo.lockOrganisation(tx, id);
    const row = await repo.findOrganisation(tx, id);
    if (!row) throw notFound('The organisation');
    return row;
  }

  async function lockedProgramme(tx: DbOrTx, key: PartnerProgramme) {
    const row = await repo.lockProgramme(tx, key);
    if (!row) throw notFound('The programme');
    return row;
  }

  const service = {
    /** Every organisation by name, with its branches, staff and programmes counted or named. */
    async list(db: DbOrTx): Promise<AdminOrganisationSummary[]> {
      const [rows, counts, memberships] = await Promise.all([
        repo.listOrganisations(db),
        repo.countBranchesAndMembers(db),
        repo.programmesOfOrganisations(db),
      ]);
      return rows.map((o) => ({
        id: o.id,
        name: o.name,
        kind: o.kind,
        branchCount: counts.branches.get(o.id) ?? 0,
        staffCount: counts.members.get(o.id) ?? 0,
        programmes: inProgrammeOrder(memberships.filter((m) => m.organizationId === o.id)).map((m) => ({
          key: programmeView(m).key,
          name: m.name,
        })),
        dateCreatedUtc: o.createdAt.toISOString(),
      }));
    },

    /** One organisation with its details, contact, branches (with addresses), programmes and staff. */
    async get(db: DbOrTx, id: string): Promise<AdminOrganisation> {
      const o = await repo.findOrganisation(db, id);
      if (!o) throw notFound('The organisation');
      const [branches, memberships, staff] = await Promise.all([
        repo.listBranches(db, id),
        repo.programmesOfOrganisations(db, [id]),
        organisations.staffOf(db, id),
      ]);
      const addresses = await places.findMany(
        db,
        branches.map((b) => b.addressId).filter((a): a is string => Boolean(a)),
      );
      return {
        id: o.id,
        name: o.name,
        kind: o.kind,
        registrationNumber: o.registrationNumber,
        taxNumber: o.taxNumber,
        contactName: o.contactName,
        contactEmail: o.contactEmail,
        contactPhone: o.contactPhone,
        dateCreatedUtc: o.createdAt.toISOString(),
        branches: branches.map((b) => ({
          id: b.id,
          branchName: b.branchName,
          address: addressView(addresses.find((a) => a.id === b.addressId)),
          contactName: b.contactName,
          contactEmail: b.contactEmail,
          contactPhone: b.contactPhone,
        })),
        programmes: inProgrammeOrder(memberships).map(programmeView),
        staff,
      };
    },

    /** A new organisation (no branches, staff or programmes yet; its first invited person becomes its admin). */
    async create(db: Db, actor: AuditActor, input: AdminOrganisationInput): Promise<AdminOrganisation> {
      const id = await db.transaction(async (tx) => {
        if (await repo.organisationNameTaken(tx, input.name, null)) throw nameTaken();
        const row = await repo.insertOrganisation(tx, input);
        await record(tx, actor, {
          action: 'organisation.create',
          targetType: 'organisation',
          targetId: row.id,
          before: null,
          after: input,
        });
        return row.id;
      });
      return service.get(db, id);
    },

    /** Replaces an organisation's details and contact. */
    async update(
      db: Db,
      actor: AuditActor,
      id: string,
      input: AdminOrganisationInput,
    ): Promise<AdminOrganisation> {
      await db.transaction(async (tx) => {
        const before = await lockedOrganisation(tx, id);
        if (await repo.organisationNameTaken(tx, input.name, id)) throw nameTaken();
        await repo.updateOrganisation(tx, id, input);
        await record(tx, actor, {
          action: 'organisation.update',
          targetType: 'organisation',
          targetId: id,
          before: {
            name: before.name,
            kind: before.kind,
            registrationNumber: before.registrationNumber,
            taxNumber: before.taxNumber,
            contactName: before.contactName,
            contactEmail: before.contactEmail,
            contactPhone: before.contactPhone,
          },
          after: input,
        });
      });
      return service.get(db, id);
    },

    /** Adds a branch (no id) or edits one of the organisation's, with its address and contact. */
    async saveBranch(
      db: Db,
      actor: AuditActor,
      id: string,
      input: AdminBranchInput,
    ): Promise<AdminOrganisation> {
      await db.transaction(async (tx) => {
        await lockedOrganisation(tx, id);
        const existing = input.id ? await repo.findBranch(tx, input.id) : null;
        if (input.id && existing?.organizationId !== id) throw notFound('The branch');
        if (await repo.branchNameTaken(tx, id, input.branchName, existing?.id ?? null))
          throw badRequest({ branchName: [ORGANISATION_ADMIN_MESSAGES.duplicateBranch] });
        const addressId = await places.save(tx, existing?.addressId ?? null, input.address);
        const values = {
          branchName: input.branchName,
          addressId,
          contactName: input.contactName,
          contactEmail: input.contactEmail,
          contactPhone: input.contactPhone,
        };
        let branchId = existing?.id;
        if (branchId) await repo.updateBranch(tx, branchId, values);
        else branchId = await repo.insertBranch(tx, { organizationId: id, ...values });
        await record(tx, actor, {
          action: existing ? 'organisation.branch.update' : 'organisation.branch.create',
          targetType: 'organisation_branch',
          targetId: branchId,
          before: existing
            ? {
                branchName: existing.branchName,
                addressId: existing.addressId,
                contactName: existing.contactName,
                contactEmail: existing.contactEmail,
                contactPhone: existing.contactPhone,
              }
            : null,
          after: { organizationId: id, ...values, address: input.address },
        });
      });
      return service.get(db, id);
    },

    /** The programmes with their quote types and the organisations in each. */
    async programmes(db: DbOrTx): Promise<AdminProgramme[]> {
      const [rows, memberships] = await Promise.all([
        repo.listProgrammes(db),
        repo.programmesOfOrganisations(db),
      ]);
      return inProgrammeOrder(rows).map((p) => ({
        ...programmeView(p),
        organisations: memberships
          .filter((m) => m.key === p.key)
          .map((m) => ({ id: m.organizationId, name: m.organizationName })),
      }));
    },

    /** A programme's name and the quote types it allows (its members are offered them at once). */
    async saveProgramme(
      db: Db,
      actor: AuditActor,
      key: PartnerProgramme,
      input: SaveProgramme,
    ): Promise<AdminProgramme[]> {
      await db.transaction(async (tx) => {
        const before = await lockedProgramme(tx, key);
        await repo.updateProgramme(tx, key, { name: input.name, quoteTypes: [...input.quoteTypes] });
        await record(tx, actor, {
          action: 'programme.update',
          targetType: 'partner_programme',
          targetId: key,
          before: { name: before.name, quoteTypes: before.quoteTypes },
          after: input,
        });
      });
      return service.programmes(db);
    },

    /** Puts an organisation in a programme; one already in it is a conflict. */
    async addMember(
      db: Db,
      actor: AuditActor,
      key: PartnerProgramme,
      organizationId: string,
    ): Promise<AdminProgramme[]> {
      await db.transaction(async (tx) => {
        await lockedProgramme(tx, key);
        if (!(await repo.findOrganisation(tx, organizationId)))
          throw badRequest({ organizationId: ['Please choose an organisation.'] });
        if (!(await repo.addProgrammeMember(tx, organizationId, key)))
          throw conflict(PROGRAMME_MESSAGES.alreadyMember);
        await record(tx, actor, {
          action: 'programme.organisation.add',
          targetType: 'partner_programme',
          targetId: key,
          before: null,
          after: { organizationId },
        });
      });
      return service.programmes(db);
    },

    /** Takes an organisation out of a programme; one not in it is "not found". */
    async removeMember(
      db: Db,
      actor: AuditActor,
      key: PartnerProgramme,
      organizationId: string,
    ): Promise<AdminProgramme[]> {
      await db.transaction(async (tx) => {
        await lockedProgramme(tx, key);
        if (!(await repo.removeProgrammeMember(tx, organizationId, key))) throw notFound('The organisation');
        await record(tx, actor, {
          action: 'programme.organisation.remove',
          targetType: 'partner_programme',
          targetId: key,
          before: { organizationId },
          after: null,
        });
      });
      return service.programmes(db);
    },
  };
  return service;
}

export type OrganisationsAdminService = ReturnType<typeof createOrganisationsAdminService>;
