import {
  ADMIN_WORKSHOP_MESSAGES,
  ADMIN_WORKSHOPS_LIMITS,
  type AdminWorkshop,
  type AdminWorkshopsPage,
  type AdminWorkshopUsers,
  type BankVerificationState,
  isCertificationExpired,
  publicServices,
  storedServiceKind,
  type UpdateAdminWorkshop,
  type WorkshopStanding,
} from '@motorwise/shared';
import { type Db, type DbOrTx, readsOf } from '../../db/client';
import { badRequest, notFound, transitionRefused } from '../../lib/errors';
import type { AuditActor, AuditPort } from '../audit/index';
import type { UploadedPart } from '../files/index';
import type { places } from '../places/index';
import type * as AdminRepo from './admin.repo';
import type { WorkshopProfileService } from './profile.service';
import type * as WorkshopsRepo from './workshops.repo';

/** The people behind user ids, disabled ones included (accounts, handed in by app.ts: a port). */
export interface WorkshopPeoplePort {
  accountsByIds(
    db: DbOrTx,
    ids: string[],
  ): Promise<
    { id: string; firstName: string | null; lastName: string | null; email: string; isDisabled: boolean }[]
  >;
}

/** Whether an organisation exists (organisations sits above workshops: a port handed in by app.ts). */
export interface WorkshopOrganisationsPort {
  organisation(db: DbOrTx, id: string): Promise<unknown>;
}

/** What the admin's workshop editing is given (decision 058). */
export interface WorkshopAdminServiceDeps {
  db: Db;
  repo: Pick<typeof WorkshopsRepo, 'findById'>;
  adminRepo: Pick<
    typeof AdminRepo,
    | 'adminPage'
    | 'findBankVerification'
    | 'servedRegionIds'
    | 'setFurtherRegions'
    | 'reinstate'
    | 'setAdminFields'
    | 'setBankVerification'
    | 'staffRoles'
    | 'suspend'
  >;
  profile: Pick<WorkshopProfileService, 'get' | 'update' | 'setLogo'>;
  places: Pick<typeof places, 'existingRegionIds'>;
  people: WorkshopPeoplePort;
  organisations: WorkshopOrganisationsPort;
  /** The audit trail (decision 059): every admin write is recorded in its transaction. */
  audit: AuditPort;
  now?: () => Date;
}

/**
 * The admin edits any workshop (issue 22 item 2): its profile as the workshop would, plus services, quote
 * types, region, organisation, the bank details' verification; suspends and reinstates it with a reason
 * (a suspended workshop is inactive: the finder, the map and the directory leave it out); lists its users.
 * Each write is one transaction with its audit entry.
 */
export function createWorkshopAdminService(deps: WorkshopAdminServiceDeps) {
  const { repo, adminRepo, profile, now = () => new Date() } = deps;

  async function read(db: DbOrTx, workshopId: string): Promise<AdminWorkshop> {
    const w = await repo.findById(db, workshopId);
    if (!w) throw notFound('The workshop');
    const [view, verification] = await readsOf(
      db,
      () => profile.get(workshopId, db),
      () => adminRepo.findBankVerification(db, workshopId),
    );
    const today = now();
    return {
      ...view,
      workshopCertifications: view.workshopCertifications.map((c) => ({
        ...c,
        expired: isCertificationExpired(c.validUntil, today),
      })),
      services: publicServices(w.kinds),
      quoteTypes: w.quoteTypes,
      regionId: w.regionId,
      regionIds: await adminRepo.servedRegionIds(db, w),
      organizationId: w.organizationId,
      bankVerification: verification as BankVerificationState | null,
      isActive: w.isActive,
      suspension:
        !w.isActive && w.suspendedAt
          ? { reason: w.suspendedReason ?? '', sinceUtc: w.suspendedAt.toISOString() }
          : null,
    };
  }

  /** Runs an admin write and its audit entry in one transaction; answers the workshop as it is after. */
  async function audited(
    actor: AuditActor,
    workshopId: string,
    action: string,
    write: (tx: DbOrTx, before: AdminWorkshop) => Promise<void>,
  ): Promise<AdminWorkshop> {
    return deps.db.transaction(async (tx) => {
      const before = await read(tx, workshopId);
      await write(tx, before);
      const after = await read(tx, workshopId);
      await deps.audit.record(tx, {
        action,
        targetType: 'workshop',
        targetId: workshopId,
        before,
        after,
        actor,
      });
      return after;
    });
  }

  return {
    async list(
      db: DbOrTx,
      q: { search?: string; standing?: 'active' | 'suspended'; page: number },
    ): Promise<AdminWorkshopsPage> {
      const perPage = ADMIN_WORKSHOPS_LIMITS.perPage;
      const { rows, total } = await adminRepo.adminPage(db, {
        search: q.search || null,
        standing: q.standing ?? null,
        limit: perPage,
        offset: (q.page - 1) * perPage,
      });
      return { items: rows, totalDisplayItems: total, page: q.page, itemsPerPage: perPage };
    },

    get: (db: DbOrTx, workshopId: string) => read(db, workshopId),

    /** The whole edit in one transaction: the profile, the admin's fields, the bank verification. */
    async update(actor: AuditActor, workshopId: string, input: UpdateAdminWorkshop): Promise<AdminWorkshop> {
      const problems: Record<string, string[]> = {};
      // Every region it serves (decision 073); an older client sends its one region as `regionId`.
      const regionIds = input.regionIds ?? (input.regionId ? [input.regionId] : []);
      if (regionIds.length > 0) {
        const known = await deps.places.existingRegionIds(deps.db, regionIds);
        if (known.length !== regionIds.length)
          problems[input.regionIds ? 'regionIds' : 'regionId'] = [ADMIN_WORKSHOP_MESSAGES.regionUnknown];
      }
      if (input.organizationId && !(await deps.organisations.organisation(deps.db, input.organizationId)))
        problems.organizationId = [ADMIN_WORKSHOP_MESSAGES.organisationUnknown];
      if (input.bankVerification && !input.profile.bankAccount)
        problems.bankVerification = [ADMIN_WORKSHOP_MESSAGES.bankVerificationWithoutAccount];
      if (Object.keys(problems).length > 0) throw badRequest(problems);
      return audited(actor, workshopId, 'workshop.update', async (tx) => {
        await profile.update(workshopId, input.profile, tx);
        await adminRepo.setAdminFields(tx, workshopId, {
          kinds: input.services.map(storedServiceKind),
          quoteTypes: input.quoteTypes,
          regionId: regionIds[0] ?? null,
          organizationId: input.organizationId,
        });
        await adminRepo.setFurtherRegions(tx, workshopId, regionIds.slice(1));
        if (input.bankVerification)
          await adminRepo.setBankVerification(tx, workshopId, input.bankVerification);
      });
    },

    /** A new logo (checked by content, as the workshop's own upload). */
    async setLogo(actor: AuditActor, workshopId: string, part: UploadedPart | null): Promise<AdminWorkshop> {
      return audited(actor, workshopId, 'workshop.logo', async (tx) => {
        await profile.setLogo(workshopId, part, tx);
      });
    },

    /** Suspends an active workshop: no new requests reach it, and its portal says why. */
    async suspend(actor: AuditActor, workshopId: string, reason: string): Promise<AdminWorkshop> {
      return audited(actor, workshopId, 'workshop.suspend', async (tx) => {
        if (!(await adminRepo.suspend(tx, workshopId, reason, now())))
          throw transitionRefused(ADMIN_WORKSHOP_MESSAGES.alreadySuspended);
      });
    },

    /** Reinstates a suspended workshop; the reason is kept in the audit entry. */
    async reinstate(actor: AuditActor, workshopId: string, reason: string): Promise<AdminWorkshop> {
      return deps.db.transaction(async (tx) => {
        const before = await read(tx, workshopId);
        if (!(await adminRepo.reinstate(tx, workshopId, now())))
          throw transitionRefused(ADMIN_WORKSHOP_MESSAGES.notSuspended);
        const after = await read(tx, workshopId);
        await deps.audit.record(tx, {
          action: 'workshop.reinstate',
          targetType: 'workshop',
          targetId: workshopId,
          before,
          after: { ...after, reinstateReason: reason },
          actor,
        });
        return after;
      });
    },

    /** A workshop's users with their role, disabled ones included (the admin disables through accounts). */
    async users(db: DbOrTx, workshopId: string): Promise<AdminWorkshopUsers> {
      if (!(await repo.findById(db, workshopId))) throw notFound('The workshop');
      const staff = await adminRepo.staffRoles(db, workshopId);
      const people = new Map(
        (
          await deps.people.accountsByIds(
            db,
            staff.map((s) => s.userId),
          )
        ).map((p) => [p.id, p]),
      );
      return staff.flatMap((s) => {
        const p = people.get(s.userId);
        return p
          ? [
              {
                id: p.id,
                firstName: p.firstName,
                lastName: p.lastName,
                email: p.email,
                role: s.role,
                disabled: p.isDisabled,
              },
            ]
          : [];
      });
    },

    /** The portal's banner: whether the workshop user's workshop is suspended, and why. */
    async standing(db: DbOrTx, workshopId: string): Promise<WorkshopStanding> {
      const w = await repo.findById(db, workshopId);
      if (!w) throw notFound('The workshop');
      const suspended = !w.isActive && Boolean(w.suspendedAt);
      return {
        suspended,
        reason: suspended ? w.suspendedReason : null,
        sinceUtc: suspended ? (w.suspendedAt?.toISOString() ?? null) : null,
      };
    },
  };
}

export type WorkshopAdminService = ReturnType<typeof createWorkshopAdminService>;
