import { requestProgress } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import type { HistoryFilter, quoteRequests } from '../quote-requests/index';
import type { quotes } from '../quotes/index';

/** What a vehicle's history needs of the modules below (decision 058: a factory given Pick<> of each). */
export interface RequestHistoryDeps {
  quoteRequests: Pick<typeof quoteRequests, 'listCompletedFor' | 'historyRows'>;
  quotes: Pick<typeof quotes, 'doneJobsOf' | 'firstStatusesOf' | 'progressQuotesOf'>;
}

/** A vehicle's requests with their quotes: My Garage's service schedule and history (decision 058). */
export function createRequestHistory(deps: RequestHistoryDeps) {
  return {
    /** The done services of a garage vehicle: its completed requests with the quote that did the work. */
    async completedServicesOf(db: DbOrTx, customerVehicleId: string) {
      const requests = await deps.quoteRequests.listCompletedFor(db, customerVehicleId);
      const done = await deps.quotes.doneJobsOf(
        db,
        requests.map((r) => r.id),
      );
      return requests.map((r) => {
        const quote = done.find((q) => q.quoteRequestId === r.id);
        return {
          quoteType: r.quoteType,
          requestMileage: r.vehicleMileage,
          quoteMileage: quote?.vehicleMileage ?? null,
          serviceDate: quote?.serviceDate ?? null,
          updatedAt: r.updatedAt,
          workshopName: quote?.workshopName ?? null,
        };
      });
    },

    /** A page of a vehicle's request history, with each request's first quote status and its progress. */
    async historyPage(db: DbOrTx, filter: HistoryFilter) {
      const { rows, total } = await deps.quoteRequests.historyRows(db, filter);
      const ids = rows.map((r) => r.id);
      const [statuses, progressQuotes] = await Promise.all([
        deps.quotes.firstStatusesOf(db, ids),
        deps.quotes.progressQuotesOf(db, ids),
      ]);
      const now = new Date();
      return {
        rows: rows.map((r) => ({
          ...r,
          firstQuoteStatus: statuses.get(r.id) ?? null,
          progress: requestProgress(r.quoteRequestStatus, progressQuotes.get(r.id) ?? [], now),
        })),
        total,
      };
    },
  };
}

export type RequestHistory = ReturnType<typeof createRequestHistory>;
