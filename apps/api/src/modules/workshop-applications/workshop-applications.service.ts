import {
  type ApplicationReplyView,
  type ApplyWorkshop,
  storedServiceKind,
  WORKSHOP_APPLICATION_MESSAGES,
  WORKSHOP_APPLICATION_STATUSES,
  WORKSHOP_APPLICATIONS_LIMITS,
  type WorkshopApplication,
  type WorkshopApplicationReceived,
  type WorkshopApplicationStatus,
  type WorkshopApplicationSummary,
  type WorkshopApplicationsPage,
} from '@motorwise/shared';
import type { Config } from '../../config';
import { type Db, type DbOrTx, readsOf } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError, AppErrorCode, badRequest, notFound, transitionRefused } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import { storedKind } from '../../lib/quote-kinds';
import type { SessionUser } from '../../lib/session';
import type { AuditActor, AuditPort } from '../audit/index';
import type { CheckedUpload, FilesService } from '../files/index';
import type { InviteService } from '../invites/index';
import { enqueue } from '../jobs/index';
import {
  workshopApplicationDeclinedMail,
  workshopApplicationInformationMail,
  workshopApplicationReceivedMail,
  workshopApplicationToSupportMail,
} from '../mail/index';
import type { PlacesService } from '../places/index';
import type { WorkshopsService } from '../workshops/index';
import type * as ApplicationsRepo from './workshop-applications.repo';
import type { ApplicationEvent, WorkshopApplicationRow } from './workshop-applications.repo';

/** A short reference a person can quote on the phone, e.g. WA-7KQ2M9. */
export const applicationReference = (id: string) => `WA-${id.replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/** Where an application can be decided from: a waiting question does not stop the admin deciding. */
const OPEN: readonly WorkshopApplicationStatus[] = ['submitted', 'informationRequested'];

/**
 * What the applications service is given (decision 058): its repo, the files, places and workshops below
 * it, the invites (built in app.ts, handed in), the app's database, file store and links, and the audit port.
 */
export interface WorkshopApplicationsServiceDeps {
  db: Db;
  fileStore: FileStore;
  config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;
  repo: Pick<
    typeof ApplicationsRepo,
    'countsByStatus' | 'findById' | 'findByReplyTokenHash' | 'insert' | 'listPage' | 'transition'
  >;
  files: Pick<FilesService, 'store' | 'findMany'>;
  places: Pick<PlacesService, 'existingRegionIds' | 'regions'>;
  workshops: Pick<WorkshopsService, 'open'>;
  invites: Pick<InviteService, 'create'>;
  /** The audit trail (decision 059): every admin step is recorded in its transaction. */
  audit: AuditPort;
  now?: () => Date;
}

const summary = (row: WorkshopApplicationRow): WorkshopApplicationSummary => ({
  id: row.id,
  reference: applicationReference(row.id),
  tradingName: row.tradingName,
  contactName: row.contactName,
  contactEmail: row.contactEmail,
  city: row.address.city ?? null,
  status: row.status as WorkshopApplicationStatus,
  dateSubmittedUtc: row.createdAt.toISOString(),
  dateUpdatedUtc: row.updatedAt.toISOString(),
});

/** The person's first name and the rest, for the invite. */
function names(full: string): { firstName: string; lastName: string | null } {
  const [first = full, ...rest] = full.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || null };
}

/**
 * Workshop onboarding (issue 22 item 2, decision 062): a workshop applies from the public site; the admin
 * approves (the workshop is created and its first user invited), asks for more (the applicant answers
 * through the mailed link and the application is submitted again) or declines with a reason. Every step is
 * one transaction with its mail in the outbox and its audit entry.
 */
export function createWorkshopApplicationsService(deps: WorkshopApplicationsServiceDeps) {
  const { repo, files, now = () => new Date() } = deps;
  const link = (path: string) => `${deps.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
  const mailInput = (row: WorkshopApplicationRow) => ({
    name: row.contactName,
    tradingName: row.tradingName,
    reference: applicationReference(row.id),
  });

  async function detail(db: DbOrTx, row: WorkshopApplicationRow): Promise<WorkshopApplication> {
    const [documents, regions] = await readsOf(
      db,
      () => files.findMany(db, row.documentFileIds),
      () => deps.places.regions(db),
    );
    const byId = new Map(documents.map((f) => [f.id, f]));
    const regionNames = new Map(regions.map((r) => [r.id, r.name]));
    const a = row.address;
    return {
      ...summary(row),
      registeredName: row.registeredName,
      registrationNumber: row.registrationNumber,
      vatNumber: row.vatNumber,
      address: {
        streetNumber: a.streetNumber ?? null,
        streetName: a.streetName ?? null,
        suburb: a.suburb ?? null,
        town: a.town ?? null,
        city: a.city ?? null,
        province: a.province ?? null,
        country: a.country ?? null,
        postalCode: a.postalCode ?? null,
        lat: a.lat ?? null,
        lng: a.lng ?? null,
      },
      services: row.services,
      quoteTypes: row.quoteTypes,
      regions: row.regionIds.map((id) => ({ id, name: regionNames.get(id) ?? 'Unknown region' })),
      contactPhone: row.contactPhone,
      documents: row.documentFileIds.flatMap((id) => {
        const f = byId.get(id);
        return f ? [{ id: f.id, name: f.originalName, mimeType: f.mimeType, sizeBytes: f.sizeBytes }] : [];
      }),
      history: row.history.map((e) => ({ kind: e.kind, text: e.text, dateUtc: e.at })),
      workshopId: row.workshopId,
    };
  }

  async function storeAll(tx: DbOrTx, documents: CheckedUpload[]): Promise<string[]> {
    const ids: string[] = [];
    for (const file of documents) ids.push((await files.store(tx, deps.fileStore, file, null)).id);
    return ids;
  }

  /** An admin's step: the conditional move, the rest of the step, the audit entry, in one transaction. */
  async function decide(
    actor: AuditActor,
    id: string,
    action: string,
    step: (tx: DbOrTx, before: WorkshopApplicationRow) => Promise<WorkshopApplicationRow | null>,
  ): Promise<WorkshopApplication> {
    return deps.db.transaction(async (tx) => {
      const before = await repo.findById(tx, id);
      if (!before) throw notFound('The application');
      if (!OPEN.includes(before.status as WorkshopApplicationStatus))
        throw transitionRefused(`This application is already ${before.status}.`);
      const after = await step(tx, before);
      if (!after) throw transitionRefused('This application was decided meanwhile. Please reload it.');
      await deps.audit.record(tx, {
        action,
        targetType: 'workshopApplication',
        targetId: id,
        before: summary(before),
        after: summary(after),
        actor,
      });
      return detail(tx, after);
    });
  }

  const event = (
    kind: ApplicationEvent['kind'],
    text: string | null,
    by: string | null,
    fileIds?: string[],
  ) => ({
    kind,
    text,
    at: now().toISOString(),
    byUserId: by,
    ...(fileIds?.length ? { fileIds } : {}),
  });

  return {
    /** A workshop applies: documents stored, the application saved, both mails queued, in one transaction. */
    async apply(
      input: Omit<ApplyWorkshop, 'altcha'>,
      documents: CheckedUpload[],
      meta: { ip: string },
    ): Promise<WorkshopApplicationReceived> {
      const problems: Record<string, string[]> = {};
      if (documents.length === 0) problems.documentFiles = [WORKSHOP_APPLICATION_MESSAGES.documentsRequired];
      const known = await deps.places.existingRegionIds(deps.db, input.regionIds);
      if (known.length !== input.regionIds.length)
        problems.regionIds = [WORKSHOP_APPLICATION_MESSAGES.regionUnknown];
      if (Object.keys(problems).length > 0) throw badRequest(problems);
      return deps.db.transaction(async (tx) => {
        const fileIds = await storeAll(tx, documents);
        const row = await repo.insert(tx, {
          tradingName: input.tradingName,
          registeredName: input.registeredName,
          registrationNumber: input.registrationNumber,
          vatNumber: input.vatNumber,
          address: input.address,
          services: input.services,
          quoteTypes: input.quoteTypes,
          regionIds: input.regionIds,
          contactName: input.contactName,
          contactEmail: input.contactEmail,
          contactPhone: input.contactPhone,
          documentFileIds: fileIds,
          history: [event('submitted', null, null)],
          ip: meta.ip,
        });
        const reference = applicationReference(row.id);
        await enqueue(tx, 'send_mail', workshopApplicationReceivedMail(row.contactEmail, mailInput(row)));
        await enqueue(
          tx,
          'send_mail',
          workshopApplicationToSupportMail(deps.config.SUPPORT_EMAIL, {
            ...mailInput(row),
            email: row.contactEmail,
            link: link(`/admin/applications/${row.id}`),
          }),
        );
        return { id: row.id, reference, message: WORKSHOP_APPLICATION_MESSAGES.received(reference) };
      });
    },

    /** The admin's list: a page by status, newest first, with how many there are in each status. */
    async list(
      db: DbOrTx,
      q: { status?: WorkshopApplicationStatus; page: number },
    ): Promise<WorkshopApplicationsPage> {
      const perPage = WORKSHOP_APPLICATIONS_LIMITS.perPage;
      const [{ rows, total }, counts] = await readsOf(
        db,
        () => repo.listPage(db, { status: q.status ?? null, limit: perPage, offset: (q.page - 1) * perPage }),
        () => repo.countsByStatus(db),
      );
      return {
        items: rows.map(summary),
        totalDisplayItems: total,
        page: q.page,
        itemsPerPage: perPage,
        counts: Object.fromEntries(
          WORKSHOP_APPLICATION_STATUSES.map((s) => [s, counts.get(s) ?? 0]),
        ) as Record<WorkshopApplicationStatus, number>,
      };
    },

    async get(db: DbOrTx, id: string): Promise<WorkshopApplication> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound('The application');
      return detail(db, row);
    },

    /** One of an application's documents, for the admin to read. */
    async document(db: DbOrTx, id: string, fileId: string) {
      const row = await repo.findById(db, id);
      if (!row?.documentFileIds.includes(fileId)) throw notFound('The document');
      const [file] = await files.findMany(db, [fileId]);
      const bytes = file ? await deps.fileStore.get(file.storageKey) : null;
      if (!file || !bytes) throw notFound('The document');
      return { name: file.originalName, mimeType: file.mimeType, bytes };
    },

    /**
     * Approves: opens the workshop with the application's details and invites its contact person as its
     * first user (the invites module's workshop invite, its mail in the outbox), in one transaction.
     */
    approve(admin: SessionUser, actor: AuditActor, id: string): Promise<WorkshopApplication> {
      return decide(actor, id, 'workshopApplication.approve', async (tx, row) => {
        const workshopId = await deps.workshops.open(tx, {
          name: row.tradingName,
          registrationNumber: row.registrationNumber,
          vatNumber: row.vatNumber,
          address: { ...row.address, lat: row.address.lat ?? 0, lng: row.address.lng ?? 0 },
          regionIds: row.regionIds,
          kinds: [
            ...new Set([
              ...row.services.map(storedServiceKind),
              ...row.quoteTypes.map((t) => storedKind(t as Parameters<typeof storedKind>[0])),
            ]),
          ],
          quoteTypes: row.quoteTypes,
          contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
        });
        await deps.invites.create(
          admin,
          { email: row.contactEmail, ...names(row.contactName), phone: row.contactPhone, workshopId },
          tx,
        );
        return repo.transition(tx, id, OPEN, {
          status: 'approved',
          event: event('approved', null, admin.id),
          replyTokenHash: null,
          workshopId,
          decidedByUserId: admin.id,
          decidedAt: now(),
        });
      });
    },

    /** Asks the applicant for more: the question is mailed with a fresh link to answer it. */
    requestInformation(actor: AuditActor, id: string, message: string): Promise<WorkshopApplication> {
      return decide(actor, id, 'workshopApplication.requestInformation', async (tx, row) => {
        const token = randomToken();
        const after = await repo.transition(tx, id, OPEN, {
          status: 'informationRequested',
          event: event('informationRequested', message, actor.userId),
          replyTokenHash: sha256(token),
        });
        if (after)
          await enqueue(
            tx,
            'send_mail',
            workshopApplicationInformationMail(row.contactEmail, {
              ...mailInput(row),
              question: message,
              link: link(`/partners/reply/${encodeURIComponent(token)}`),
            }),
          );
        return after;
      });
    },

    /** Declines with a reason, which is mailed to the applicant. */
    decline(actor: AuditActor, id: string, reason: string): Promise<WorkshopApplication> {
      return decide(actor, id, 'workshopApplication.decline', async (tx, row) => {
        const after = await repo.transition(tx, id, OPEN, {
          status: 'declined',
          event: event('declined', reason, actor.userId),
          replyTokenHash: null,
          decidedByUserId: actor.userId ?? undefined,
          decidedAt: now(),
        });
        if (after)
          await enqueue(
            tx,
            'send_mail',
            workshopApplicationDeclinedMail(row.contactEmail, { ...mailInput(row), reason }),
          );
        return after;
      });
    },

    /** What the applicant's link shows; an unknown link is not found. */
    async replyView(db: DbOrTx, token: string): Promise<ApplicationReplyView> {
      const row = await repo.findByReplyTokenHash(db, sha256(token));
      if (!row) throw AppError.of(AppErrorCode.NOT_FOUND, WORKSHOP_APPLICATION_MESSAGES.notFound);
      const question = [...row.history].reverse().find((e) => e.kind === 'informationRequested');
      return {
        reference: applicationReference(row.id),
        tradingName: row.tradingName,
        status: row.status as WorkshopApplicationStatus,
        question: question?.text ?? null,
      };
    },

    /** The applicant answers through the link: the answer and any documents kept, the application submitted again. */
    async reply(token: string, message: string, documents: CheckedUpload[]): Promise<{ message: string }> {
      return deps.db.transaction(async (tx) => {
        const row = await repo.findByReplyTokenHash(tx, sha256(token));
        if (!row) throw AppError.of(AppErrorCode.NOT_FOUND, WORKSHOP_APPLICATION_MESSAGES.notFound);
        const fileIds = await storeAll(tx, documents);
        const after = await repo.transition(tx, row.id, ['informationRequested'], {
          status: 'submitted',
          event: event('replied', message, null, fileIds),
          replyTokenHash: null,
          addFileIds: fileIds,
        });
        if (!after) throw transitionRefused(WORKSHOP_APPLICATION_MESSAGES.notOpen);
        return { message: WORKSHOP_APPLICATION_MESSAGES.replied };
      });
    },
  };
}

export type WorkshopApplicationsService = ReturnType<typeof createWorkshopApplicationsService>;
