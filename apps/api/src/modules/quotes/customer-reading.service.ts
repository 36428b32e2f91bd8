import {
  AmendmentStatus,
  centsToRandNumber,
  INVOICED_STATUSES,
  QuoteStatus,
  quoteStatusLabel,
  type RequestQuotes,
  type VehicleActiveQuotes,
} from '@motorwise/shared';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser } from '../../lib/session';
import type { garage } from '../garage/index';
import type { quoteRequests } from '../quote-requests/index';
import type { workshops } from '../workshops/index';
import type { Access, CustomerCaller, QuoteDeps } from './access';
import { approvedLines, totalsOf, vatOf } from './lifecycle';
import type * as QuotesRepo from './quotes.repo';
import { isBooked, timelineOf, type Views } from './views';

/**
 * The customer's side of quotes (spec: the Quotes call table; decision 020), reading: a request's quotes,
 * a vehicle's active jobs.
 */

export interface CustomerReadingDeps {
  repo: Pick<
    typeof QuotesRepo,
    'amendmentsOf' | 'bookedOfRequests' | 'itemsOfQuotes' | 'listOfRequest' | 'markRead'
  >;
  quoteRequests: Pick<typeof quoteRequests, 'forGarageVehicle' | 'parts'>;
  garage: Pick<typeof garage, 'find'>;
  workshops: Pick<typeof workshops, 'findMany'>;
  /** Quotes' own parts (access.ts, lifecycle.ts, ...), each given the modules below in index.ts. */
  access: Pick<Access, 'customerRequest'>;
  views: Pick<Views, 'customerViews' | 'loadQuoteParts'>;
}

export function createCustomerReading({
  repo,
  quoteRequests,
  garage,
  workshops,
  access: { customerRequest },
  views: { customerViews, loadQuoteParts },
}: CustomerReadingDeps) {
  return {
    /** GET /api/quotes/GetQuoteRequestQuotes/{uniqueId}?emailAddress= */
    async requestQuotes(deps: QuoteDeps, caller: CustomerCaller, id: string): Promise<RequestQuotes> {
      const { row, sharedQuoteIds } = await customerRequest(deps.db, id, caller, 'read');
      const now = new Date();
      const [every, requestParts] = await Promise.all([
        repo.listOfRequest(deps.db, row.id),
        quoteRequests.parts(deps.db, row.id),
      ]);
      // A branch shared some quotes sees those alone, without their messages (decision 049).
      const all = sharedQuoteIds ? every.filter((q) => sharedQuoteIds.includes(q.id)) : every;
      const views = await customerViews(
        deps.db,
        deps.distances,
        row,
        all,
        requestParts,
        caller.user?.id ?? null,
        now,
      );
      const parts = await loadQuoteParts(
        deps.db,
        all.map((q) => q.id),
      );
      // Opening the screen reads the workshops' messages: the applicant's screen only.
      if (!sharedQuoteIds)
        await repo.markRead(
          deps.db,
          views.map((v) => v.id),
          'customer',
        );
      return {
        quoteRequestId: row.id,
        uniqueId: row.uniqueId,
        reference: row.reference,
        quoteRequestStatus: row.quoteRequestStatus,
        bookedQuoteId: all.find((q) => isBooked(q.quoteStatus))?.id ?? null,
        workshopCount: sharedQuoteIds
          ? new Set(all.map((q) => q.workshopId)).size
          : requestParts.workshopIds.length,
        readOnly: sharedQuoteIds !== null,
        quotes: sharedQuoteIds
          ? views.map((v) => ({
              ...v,
              quoteMessages: [],
              allowedActions: [],
              canReview: false,
              review: null,
              // The applicant's name is not the shared branch's to read (decision 049).
              workshopCustomer: null,
            }))
          : views,
        timeline: timelineOf(row, all, parts),
      };
    },

    /** GET /api/quotes/GetCustomerVehicleActiveQuotes/{garageVehicleId} */
    async vehicleActiveQuotes(
      deps: QuoteDeps,
      user: SessionUser,
      garageVehicleId: string,
    ): Promise<VehicleActiveQuotes> {
      const vehicle = isUuid(garageVehicleId) ? await garage.find(deps.db, user, garageVehicleId) : null;
      if (!vehicle) throw notFound('The vehicle');
      const requests = await quoteRequests.forGarageVehicle(deps.db, vehicle.id);
      const booked = await repo.bookedOfRequests(
        deps.db,
        requests.map((r) => r.id),
      );
      const items = await repo.itemsOfQuotes(
        deps.db,
        booked.map((q) => q.id),
      );
      const amendments = await repo.amendmentsOf(
        deps.db,
        booked.map((q) => q.id),
      );
      const names = await workshops.findMany(deps.db, [...new Set(booked.map((q) => q.workshopId))]);
      const nameOf = (id: string) => names.find((w) => w.id === id)?.name ?? 'Workshop';
      const active = booked.filter((q) => q.quoteStatus !== QuoteStatus.Completed);
      return {
        quotes: active.map((q) => {
          const r = requests.find((x) => x.id === q.quoteRequestId)!;
          const lines = approvedLines(items.filter((i) => i.quoteId === q.id));
          return {
            quoteId: q.id,
            quoteRequestId: q.quoteRequestId,
            requestUniqueId: r.uniqueId,
            reference: q.reference,
            workshopName: nameOf(q.workshopId),
            quoteStatus: q.quoteStatus,
            quoteStatusText: quoteStatusLabel(q.quoteStatus) ?? String(q.quoteStatus),
            serviceDate: q.serviceDate,
            quoteTotalIncl: centsToRandNumber(
              totalsOf(lines, vatOf(q), INVOICED_STATUSES.includes(q.quoteStatus as QuoteStatus))
                .totalInclCents,
            ),
            dateModifiedUtc: q.updatedAt.toISOString(),
          };
        }),
        recommendedWork: items
          .filter((i) => i.amendmentStatus === AmendmentStatus.declined && i.amendmentType !== 2)
          .map((i) => {
            const q = booked.find((x) => x.id === i.quoteId)!;
            const decided = amendments.find((a) => a.id === i.amendmentId)?.decidedAt ?? null;
            return {
              quoteItemId: i.id,
              description: i.description,
              workshopName: nameOf(q.workshopId),
              totalIncl: centsToRandNumber(i.totalInclCents),
              dateDeclinedUtc: decided ? decided.toISOString() : null,
            };
          }),
      };
    },
  };
}
