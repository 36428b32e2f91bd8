import { CUSTOMERS_SINCE, guestLinkOpens, type TrackingEvent } from '@motorwise/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../../lib/session';
import { enqueue } from '../jobs/index';
import { previousRequestsMail } from '../mail/index';
import type * as BranchRepo from './branch.repo';
import type * as PortalRepo from './portal.repo';
import type * as QuoteRequestsRepo from './quote-requests.repo';
import type { QuoteRequestRow } from './quote-requests.repo';
import type { moveRequest } from './request-status';

export type {
  Applicant,
  HistoryFilter,
  ListQuery,
  QuoteRequestRow,
  SimilarQuery,
} from './quote-requests.repo';

type InsertArgs = Parameters<typeof QuoteRequestsRepo.insertRequestWithParts>;
/** Other modules' prepared inserts (the request's addresses and file rows), run as one statement. */
type Together = NonNullable<InsertArgs[5]>;

/** The landing page's counter is at most this old (the client keeps it a day anyway). */
export const CUSTOMERS_COUNT_MAX_AGE_SECONDS = 300;
const CUSTOMERS_STAT = 'customers';

/** How many open requests a guest's "previous requests" mail lists at most (newest first). */
const GUEST_PREVIOUS_REQUESTS_MAX = 10;

/** Where a person reads a request: a guest's link carries their e-mail address (their proof). */
export function requestLink(publicUrl: string, uniqueId: string, guestEmail: string | null): string {
  return `${publicUrl}/quotes/${uniqueId}${guestEmail ? `?emailAddress=${encodeURIComponent(guestEmail)}` : ''}`;
}

/**
 * The request's applicant: the customer outside branches, or a user working in the branch it was made
 * for now (issue 12: another branch's record is not found, even in the same organisation). The one rule
 * for reading a request and acting on its quotes; a branch a quote was shared with may read (access.ts).
 */
export function owns(row: QuoteRequestRow, user: SessionUser | null): boolean {
  if (!user) return false;
  if (row.organizationBranchId) return user.organisation?.currentBranchId === row.organizationBranchId;
  return row.userId === user.id;
}

/**
 * Whether the caller acts on the request as its customer: its applicant, or the holder of a guest's link to
 * it (a guest's own request and the address it was made with; decision 049); `viaEmail` says the second.
 * Null: the request is not theirs.
 */
export function callerActsOn(
  row: QuoteRequestRow,
  user: SessionUser | null,
  emailAddress?: string | null,
): { viaEmail: boolean } | null {
  if (owns(row, user)) return { viaEmail: false };
  if (guestLinkOpens(row, emailAddress)) return { viaEmail: true };
  return null;
}

/**
 * What the service is given (decision 058): its repos' functions, and the one writer of a request's status
 * (request-status.ts, decision 057). Wired in index.ts.
 */
export interface QuoteRequestsServiceDeps {
  repo: Pick<
    typeof QuoteRequestsRepo,
    | 'readStat'
    | 'tryRefreshTurn'
    | 'countCustomersSince'
    | 'storeStat'
    | 'listCompletedFor'
    | 'historyPage'
    | 'listPage'
    | 'listExtrasOf'
    | 'findSimilarOpen'
    | 'lockApplicant'
    | 'insertRequestWithParts'
    | 'insertEvent'
    | 'openOfGuest'
    | 'searchOfBranch'
    | 'workshopIdsOfBranch'
    | 'findByUniqueIdOrId'
    | 'partsOf'
  >;
  portal: Pick<
    typeof PortalRepo,
    | 'findByIds'
    | 'lockRequest'
    | 'workshopIdsOf'
    | 'attachmentFileId'
    | 'workshopPage'
    | 'forGarageVehicle'
    | 'itemNamesOf'
    | 'chosenWorkshopsOf'
    | 'chosenWorkshops'
  >;
  branch: Pick<typeof BranchRepo, 'branchRequests' | 'itemsOfBranches'>;
  moveRequest: typeof moveRequest;
}

/**
 * Quote requests: what a customer asks workshops to quote for. One service for every module that uses
 * requests: the quotes module (who may act on a request's quotes, which workshops it chose, the portal's
 * list, moving a request's status through its one writer, decision 020), customer-requests, workspace.
 */
export function createQuoteRequestsService({ repo, portal, branch, moveRequest }: QuoteRequestsServiceDeps) {
  const service = {
    /** The organisation dashboard: the branch's requests (id, created, status) and how many are open. */
    branchRequests: branch.branchRequests,
    /** The price lookup: the items of these names on the branches' requests (decision 032). */
    itemsOfBranches: branch.itemsOfBranches,

    /**
     * spec: happy customers counted since 1 September 2020 (CUSTOMERS_SINCE). Counting distinct e-mails
     * over the whole history is kept in PostgreSQL and counted again when older than maxAgeSeconds, by one
     * caller at a time; the others answer the figure stored meanwhile (decision 018).
     */
    async countCustomers(db: DbOrTx, maxAgeSeconds = CUSTOMERS_COUNT_MAX_AGE_SECONDS): Promise<number> {
      const stored = await repo.readStat(db, CUSTOMERS_STAT, maxAgeSeconds);
      if (stored?.fresh) return stored.value;
      return db.transaction(async (tx) => {
        if (stored && !(await repo.tryRefreshTurn(tx, CUSTOMERS_STAT))) return stored.value;
        const value = await repo.countCustomersSince(tx, CUSTOMERS_SINCE);
        await repo.storeStat(tx, CUSTOMERS_STAT, value);
        return value;
      });
    },

    /** The completed requests of a garage vehicle (its service schedule's done services, decision 058). */
    listCompletedFor: repo.listCompletedFor,
    /** A page of a vehicle's requests, newest first (its history; customer-requests adds their quotes). */
    historyRows: repo.historyPage,
    /** A page of the applicant's requests, and the counts a summary shows (customer-requests' lists). */
    listPage: repo.listPage,
    listExtrasOf: repo.listExtrasOf,

    /** The submit's reads (customer-requests' submit, decision 015): its duplicates, under a lock. */
    findSimilarOpen: repo.findSimilarOpen,
    lockApplicant: repo.lockApplicant,

    /**
     * The submit's writes in one statement: other modules' rows it made (addresses, files), the request with
     * its parts and its mails (quote-requests.repo.ts).
     */
    async insertSubmitted(
      tx: DbOrTx,
      together: Together,
      values: InsertArgs[1],
      parts: InsertArgs[2],
      nextReference: InsertArgs[3],
      jobsFor: InsertArgs[4],
    ) {
      return repo.insertRequestWithParts(tx, values, parts, nextReference, jobsFor, together);
    },

    /**
     * Records a funnel event without making anyone wait (spec: "a tracking event fires on starting the
     * create flow and on each step load"); a failure is logged and forgotten.
     */
    track(db: DbOrTx, event: TrackingEvent, userId: string | null, log: FastifyBaseLogger): void {
      void repo
        .insertEvent(db, {
          event: event.event,
          step: event.step ?? null,
          quoteType: event.quoteType ?? null,
          sessionId: event.sessionId,
          userId,
          reminderId: event.reminderId ?? null,
        })
        .catch((err: unknown) => log.warn({ err }, 'tracking event not recorded'));
    },

    /**
     * A guest's '2' (view previous requests): their open requests' links, mailed to the address they were
     * made with (through the outbox), whoever asks; the caller answers the same either way.
     */
    async mailPreviousToGuest(db: DbOrTx, publicUrl: string, email: string): Promise<void> {
      await db.transaction(async (tx) => {
        const open = await repo.openOfGuest(tx, email, GUEST_PREVIOUS_REQUESTS_MAX);
        if (open.length === 0) return;
        await enqueue(
          tx,
          'send_mail',
          // To the address as the newest request was made with (the same mailbox, its owner's spelling).
          previousRequestsMail(
            open[0]!.email,
            open.map((r) => ({
              reference: r.reference,
              vehicleName: r.vehicleName,
              dateCreated: r.createdAt,
              link: requestLink(publicUrl, r.uniqueId, r.email),
            })),
          ),
        );
      });
    },

    /** The header search: the branch's requests (by reference, vehicle, registration, VIN) and workshops. */
    async searchOfBranch(db: DbOrTx, branchId: string, like: string, limit: number) {
      const [requests, workshopIds] = await Promise.all([
        repo.searchOfBranch(db, branchId, like, limit),
        repo.workshopIdsOfBranch(db, branchId),
      ]);
      return { requests, workshopIds };
    },

    /** A request by id or uniqueId, or null. */
    find: async (db: DbOrTx, id: string) => (isUuid(id) ? repo.findByUniqueIdOrId(db, id) : null),
    findByIds: (db: DbOrTx, ids: string[]) => portal.findByIds(db, ids.filter(isUuid)),
    lock: portal.lockRequest,
    parts: repo.partsOf,
    /** Every workshop the request went to (one statement: safe inside a transaction). */
    workshopIdsOf: portal.workshopIdsOf,
    attachmentFileId: portal.attachmentFileId,
    workshopPage: portal.workshopPage,
    forGarageVehicle: portal.forGarageVehicle,
    itemNamesOf: portal.itemNamesOf,
    chosenWorkshopsOf: (db: DbOrTx, requestIds: string[], workshopIds: readonly string[]) =>
      portal.chosenWorkshopsOf(db, requestIds, workshopIds.filter(isUuid)),

    /**
     * The request if the caller acts on it as its customer (`callerActsOn`), else null. `viaEmail`: by a
     * guest's link, such a caller acts as the customer but sees nothing of their account.
     */
    async readable(db: DbOrTx, id: string, user: SessionUser | null, emailAddress?: string | null) {
      const row = await service.find(db, id);
      const acts = row && callerActsOn(row, user, emailAddress);
      return acts ? { row, ...acts } : null;
    },

    /** Which of the caller's workshops the request chose (empty: the request is not theirs to see). */
    chosenWorkshops: (db: DbOrTx, requestId: string, workshopIds: readonly string[]) =>
      portal.chosenWorkshops(db, requestId, workshopIds.filter(isUuid)),

    /** The one writer of a request's status (decision 051). */
    move: moveRequest,
  };
  return service;
}

export type QuoteRequestsService = ReturnType<typeof createQuoteRequestsService>;
