import { type ProgressQuote, QuoteStatus } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { exportRow } from '../../lib/personal-data';
import type { workshops } from '../workshops/index';
import type { customerRequest } from './access';
import type * as DashboardRepo from './dashboard.repo';
import type * as QuotesRepo from './quotes.repo';
import { visibleToCustomer } from './views';

export { ERASED_MESSAGE } from './quotes.repo';

/**
 * What the quotes module's public service is given (decision 058): the reads of its repos other modules
 * use, the one rule for reaching a request (access.ts), and the workshops' names. Wired in index.ts.
 */
export interface QuotesServiceDeps {
  repo: Pick<
    typeof QuotesRepo,
    | 'doneQuotesOf'
    | 'firstStatusesOf'
    | 'clearWorkshopCustomer'
    | 'bookedRequestIds'
    | 'sentCounts'
    | 'statusesOnRequest'
    | 'listForRequests'
    | 'listOfRequest'
  >;
  dashboard: Pick<typeof DashboardRepo, 'branchFigures' | 'branchList' | 'paidItemTotals'>;
  customerRequest: typeof customerRequest;
  workshops: Pick<typeof workshops, 'names'>;
}

/**
 * Quotes: a workshop's answers to requests, as other modules read them. The quotes module is the only
 * writer of a quote's status (lifecycle.ts); its routes' services are the customer's and the workshop's.
 */
export function createQuotesService({ repo, dashboard, customerRequest, workshops }: QuotesServiceDeps) {
  return {
    doneQuotesOf: repo.doneQuotesOf,
    firstStatusesOf: repo.firstStatusesOf,
    clearWorkshopCustomer: repo.clearWorkshopCustomer,
    bookedRequestIds: repo.bookedRequestIds,
    sentCounts: repo.sentCounts,
    statusesOnRequest: repo.statusesOnRequest,
    /**
     * A request as the caller reaches it: its applicant (a guest through their e-mail link), or, to read, a
     * branch a quote of it was shared with (decision 049); else 404. The one rule for reading a request.
     */
    customerRequest,
    /** The organisation dashboard's figures and lists over a branch's requests (decision 031). */
    branchFigures: dashboard.branchFigures,
    branchList: dashboard.branchList,
    /** What was paid for some request items (the organisation's price lookup, decision 032). */
    paidItemTotals: dashboard.paidItemTotals,

    /**
     * What the progress of each request needs of its quotes (decision 051): status, closure, expiry and the
     * workshop's name; drafts left out (they are the workshop's own).
     */
    async progressQuotesOf(db: DbOrTx, requestIds: string[]): Promise<Map<string, ProgressQuote[]>> {
      const found = (await repo.listForRequests(db, requestIds)).filter(
        (q) => q.quoteStatus !== QuoteStatus.Draft,
      );
      const names = await workshops.names(db, [...new Set(found.map((q) => q.workshopId))]);
      const byRequest = new Map<string, ProgressQuote[]>();
      for (const q of found)
        byRequest.set(q.quoteRequestId, [
          ...(byRequest.get(q.quoteRequestId) ?? []),
          {
            status: q.quoteStatus,
            closedReason: q.closedReason as ProgressQuote['closedReason'],
            expiresAt: q.expiresAt,
            workshopName: names.get(q.workshopId) ?? null,
          },
        ]);
      return byRequest;
    },

    /**
     * spec: the request's `quotes`, as its reader sees them: the quotes the customer sees (sent, or declined
     * by the workshop), oldest first; `only` keeps a shared branch to the quotes shared with it (decision 049).
     */
    async ofRequestForView(db: DbOrTx, requestId: string, only: string[] | null) {
      const found = (await repo.listOfRequest(db, requestId)).filter(
        (q) => visibleToCustomer(q) && (only === null || only.includes(q.id)),
      );
      const names = await workshops.names(db, [...new Set(found.map((q) => q.workshopId))]);
      return found.map((q) => ({
        id: q.id,
        uniqueId: q.uniqueId,
        workshopId: q.workshopId,
        workshopName: names.get(q.workshopId) ?? '',
        reference: q.reference,
        quoteStatus: q.quoteStatus,
        closedReason: q.closedReason,
        dateCreatedUtc: q.createdAt.toISOString(),
      }));
    },

    /** The quotes of some requests as the export shows them, with the workshop's name. */
    async exportForRequests(db: DbOrTx, requestIds: string[]) {
      const found = await repo.listForRequests(db, requestIds);
      const names = await workshops.names(db, [...new Set(found.map((q) => q.workshopId))]);
      return found.map((q) => ({
        quoteRequestId: q.quoteRequestId,
        quoteId: q.id,
        row: { ...exportRow(q), workshopName: names.get(q.workshopId) ?? null },
      }));
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
