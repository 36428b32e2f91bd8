import {
  calendarDate,
  centsToRandNumber,
  type IncomingRequest,
  type IncomingRequestSummary,
  type QuoteClosedReason,
  quoteStatusLabel,
  type WorkshopChoices,
  type WorkshopListQuery,
  type WorkshopSummary,
  workshopRequestProgress,
} from '@motorwise/shared';
import type { SessionUser } from '../../lib/session';
import type { files } from '../files/index';
import type { places } from '../places/index';
import type { QuoteRequestRow, quoteRequests } from '../quote-requests/index';
import type { repairItems } from '../repair-items/index';
import { toVehicle, type vehicles } from '../vehicles/index';
import type { workshops } from '../workshops/index';
import type { Access, QuoteDeps } from './access';
import { workshopVat } from './lifecycle';
import type * as QuotesRepo from './quotes.repo';
import { isBooked, reviewView, type Views } from './views';

/** The workshop portal (decision 020), what it reads: its workshops, the incoming requests, reviews. */

/** A quote stays valid this many days after it is sent, unless the workshop chooses a date. */
export const DEFAULT_EXPIRY_DAYS = 7;
export const INSPECTION = /inspection/i;

type WorkshopRow = Awaited<ReturnType<typeof workshops.findMany>>[number];

/** What a caller that has just written the workshop's quote has read already (the answer reads no more). */
export interface Known {
  parts: Awaited<ReturnType<typeof quoteRequests.parts>>;
  /** The workshop's row; undefined when it was not found. */
  workshop: WorkshopRow | undefined;
  /** The quote was created by the caller's save: nothing was written to it yet, so nothing to mark read. */
  created?: boolean;
}

export interface WorkshopRequestsDeps {
  repo: Pick<
    typeof QuotesRepo,
    | 'bookedOnRequest'
    | 'findForWorkshop'
    | 'listForRequests'
    | 'markRead'
    | 'ofWorkshopsOnRequests'
    | 'requestIdsByState'
    | 'workshopCounts'
  >;
  quoteRequests: Pick<typeof quoteRequests, 'chosenWorkshopsOf' | 'itemNamesOf' | 'parts' | 'workshopPage'>;
  workshops: Pick<typeof workshops, 'findMany' | 'newestReviewsOf' | 'reviewsOf'>;
  files: Pick<typeof files, 'findMany'>;
  places: Pick<typeof places, 'findMany'>;
  repairItems: Pick<typeof repairItems, 'templateLines'>;
  vehicles: Pick<typeof vehicles, 'findByIds'>;
  /** Quotes' own parts (access.ts, lifecycle.ts, ...), each given the modules below in index.ts. */
  access: Pick<Access, 'workshopRequest'>;
  views: Pick<Views, 'workshopView'>;
}

export function createWorkshopRequests({
  repo,
  quoteRequests,
  workshops,
  files,
  places,
  repairItems,
  vehicles,
  access: { workshopRequest },
  views: { workshopView },
}: WorkshopRequestsDeps) {
  /** The request as a workshop reads it, with its own quote. */
  async function incoming(
    deps: QuoteDeps,
    request: QuoteRequestRow,
    workshopId: string,
    quote: QuotesRepo.QuoteRow | null,
    known?: Known,
  ): Promise<IncomingRequest> {
    const now = new Date();
    const workshop = known ? known.workshop : (await workshops.findMany(deps.db, [workshopId]))[0];
    const [parts, vehicleRows, travel, booked] = await Promise.all([
      known?.parts ?? quoteRequests.parts(deps.db, request.id),
      request.vehicleId ? vehicles.findByIds(deps.db, [request.vehicleId]) : Promise.resolve([]),
      travelFor(deps, [request], workshopId, { workshop }),
      repo.bookedOnRequest(deps.db, request.id, quote?.id ?? null),
    ]);
    const templateLines = await repairItems.templateLines(
      deps.db,
      parts.items.flatMap((i) => (i.repairItemTemplateId ? [i.repairItemTemplateId] : [])),
    );
    const vehicle = vehicleRows[0] ? toVehicle(vehicleRows[0]) : null;
    const entry = travel.get(request.id);
    if (quote && !known?.created) await repo.markRead(deps.db, [quote.id], 'workshop');
    return {
      ...summaryOf(
        request,
        parts.items.map((i) => i.name),
        quote,
        booked.length > 0,
        entry,
      ),
      vehicle: {
        name: request.vehicleName,
        brand: vehicle?.brand ?? null,
        year: vehicle?.year ?? null,
        mileage: request.vehicleMileage,
        vinNumber: request.vehicleVinNumber,
        engineNumber: request.vehicleEngineNumber,
        licensePlate: request.vehicleLicensePlate,
      },
      partsPreference: request.partsPreference,
      serviceType: request.serviceType,
      isInspection: INSPECTION.test(request.quoteType),
      requestItems: parts.items.map((i) => ({
        id: i.id,
        name: i.name,
        hasQuery: i.hasQuery,
        query: i.query,
        queryAnswer: i.queryAnswer,
        templateLines: templateLines
          .filter((t) => t.repairItemTemplateId === i.repairItemTemplateId)
          .map((t) => ({ description: t.description })),
      })),
      notes: request.notes,
      hasLicenseDiskPhoto: request.licenseDiskFileId !== null,
      attachments: await attachmentsOf(deps, parts.attachments),
      customer: { firstName: request.firstName, lastName: request.lastName },
      defaults: {
        workshopId,
        ...workshopVat(workshop),
        labourRateExcl:
          workshop?.labourRateExclCents == null ? null : centsToRandNumber(workshop.labourRateExclCents),
        jobTurnaround: workshop?.jobTurnaroundDays ?? null,
        expiryDays: DEFAULT_EXPIRY_DAYS,
        guarantee: workshop?.guarantee ?? null,
      },
      quote: quote
        ? await workshopView(deps.db, request, quote, parts, now, {
            bookedElsewhere: booked.length > 0,
            workshopName: workshop?.name,
          })
        : null,
    };
  }

  async function attachmentsOf(deps: QuoteDeps, rows: { index: number; fileId: string }[]) {
    const found = await files.findMany(
      deps.db,
      rows.map((r) => r.fileId),
    );
    return rows.map((r) => {
      const f = found.find((x) => x.id === r.fileId);
      return {
        index: r.index,
        fileName: f?.originalName ?? 'attachment',
        mimeType: f?.mimeType ?? 'application/octet-stream',
        sizeBytes: f?.sizeBytes ?? 0,
      };
    });
  }

  interface Travel {
    suburb: string | null;
    distance: number | null;
    distanceText: string | null;
  }

  /**
   * Where each request's customer is, and how far in a straight line (decision 052), one matrix call each.
   * `known` holds the workshop's row when the caller has read it.
   */
  async function travelFor(
    deps: QuoteDeps,
    requests: QuoteRequestRow[],
    workshopId: string,
    known?: Pick<Known, 'workshop'>,
  ) {
    const [workshop, found] = await Promise.all([
      known ? known.workshop : workshops.findMany(deps.db, [workshopId]).then((w) => w[0]),
      places.findMany(deps.db, [...new Set(requests.flatMap((r) => (r.addressId ? [r.addressId] : [])))]),
    ]);
    const travel = new Map<string, Travel>();
    await Promise.all(
      requests.map(async (r) => {
        const a = found.find((x) => x.id === r.addressId);
        const suburb = a?.suburb ?? a?.town ?? a?.city ?? null;
        if (!workshop || a?.lat == null || a?.lng == null) {
          travel.set(r.id, { suburb, distance: null, distanceText: null });
          return;
        }
        const [estimate] = await deps.distances.matrix({ lat: a.lat, lng: a.lng }, [
          { lat: workshop.lat, lng: workshop.lng },
        ]);
        travel.set(r.id, {
          suburb,
          distance: estimate?.distance ?? null,
          distanceText: estimate?.distanceText ?? null,
        });
      }),
    );
    return travel;
  }

  function summaryOf(
    request: QuoteRequestRow,
    items: string[],
    quote: QuotesRepo.QuoteRow | null,
    bookedElsewhere: boolean,
    entry: Travel | undefined,
  ): IncomingRequestSummary {
    return {
      id: request.id,
      uniqueId: request.uniqueId,
      reference: request.reference,
      quoteType: request.quoteType,
      quoteRequestStatus: request.quoteRequestStatus,
      vehicleName: request.vehicleName,
      items,
      datesRequested: request.datesRequested,
      suburb: entry?.suburb ?? null,
      distance: entry?.distance ?? null,
      distanceText: entry?.distanceText ?? null,
      dateCreatedUtc: request.createdAt.toISOString(),
      quoteId: quote?.id ?? null,
      quoteStatus: quote?.quoteStatus ?? null,
      quoteStatusText: quote ? (quoteStatusLabel(quote.quoteStatus) ?? null) : null,
      closedReason: (quote?.closedReason as QuoteClosedReason | null) ?? null,
      bookedElsewhere,
      progress: workshopRequestProgress(
        request.quoteRequestStatus,
        quote
          ? {
              status: quote.quoteStatus,
              closedReason: quote.closedReason as QuoteClosedReason | null,
              expiresAt: quote.expiresAt,
            }
          : null,
        bookedElsewhere,
      ),
    };
  }

  return {
    /** The request as a workshop reads it, with its own quote (the job's and the quoting's answers). */
    incoming,
    /** GET /api/workshop/workshops: the workshops the user may switch between, the default first. */
    async choices(deps: QuoteDeps, user: SessionUser): Promise<WorkshopChoices> {
      const rows = await workshops.findMany(deps.db, user.workshopIds);
      return rows.map((w) => ({ id: w.id, name: w.name })).sort((a, b) => (a.id < b.id ? -1 : 1));
    },

    /** GET /api/workshop/summary */
    async summary(deps: QuoteDeps, user: SessionUser): Promise<WorkshopSummary> {
      const ids = user.workshopIds;
      const [rows, reviews, counts, quoted] = await Promise.all([
        workshops.findMany(deps.db, ids),
        workshops.newestReviewsOf(deps.db, ids, 0),
        repo.workshopCounts(deps.db, ids, calendarDate(new Date())),
        repo.requestIdsByState(deps.db, ids, 'quoted'),
      ]);
      const fresh = await quoteRequests.workshopPage(deps.db, {
        workshopIds: ids,
        exceptIds: quoted,
        open: true,
        page: 1,
        perPage: 1,
      });
      return {
        workshops: rows.map((w) => ({
          id: w.id,
          name: w.name,
          rating: w.rating === null ? null : Number(w.rating),
          reviewCount: reviews.counts.get(w.id) ?? 0,
        })),
        newRequests: fresh.total,
        drafts: counts?.drafts ?? 0,
        awaitingCustomer: counts?.awaitingCustomer ?? 0,
        bookedToday: counts?.bookedToday ?? 0,
        inProgress: counts?.inProgress ?? 0,
        amendmentsPending: counts?.amendmentsPending ?? 0,
        toInvoice: counts?.toInvoice ?? 0,
        unpaid: counts?.unpaid ?? 0,
      };
    },

    /** GET /api/workshop/requests: the requests that chose the caller's workshops, newest first. */
    async requests(deps: QuoteDeps, user: SessionUser, q: WorkshopListQuery) {
      const ids = user.workshopIds;
      let onlyIds: string[] | undefined;
      let exceptIds: string[] | undefined;
      if (q.state === 'new') exceptIds = await repo.requestIdsByState(deps.db, ids, 'quoted');
      else if (q.state !== 'all') onlyIds = await repo.requestIdsByState(deps.db, ids, q.state);
      const { rows, total } = await quoteRequests.workshopPage(deps.db, {
        workshopIds: ids,
        filter: q.filter,
        onlyIds,
        exceptIds,
        open: q.state === 'new' ? true : undefined,
        page: q.page,
        perPage: q.itemsPerPage,
      });
      const requestIds = rows.map((r) => r.id);
      const [own, items, all, chosen] = await Promise.all([
        repo.ofWorkshopsOnRequests(deps.db, ids, requestIds),
        quoteRequests.itemNamesOf(deps.db, requestIds),
        repo.listForRequests(deps.db, requestIds),
        quoteRequests.chosenWorkshopsOf(deps.db, requestIds, ids),
      ]);
      // Distances from the first of the caller's workshops each request chose (the one that quotes it).
      const byWorkshop = new Map<string, QuoteRequestRow[]>();
      for (const r of rows) {
        const quoted = own.find((x) => x.quoteRequestId === r.id)?.workshopId;
        const workshopId = quoted ?? ids.find((w) => chosen.get(r.id)?.includes(w)) ?? ids[0]!;
        byWorkshop.set(workshopId, [...(byWorkshop.get(workshopId) ?? []), r]);
      }
      const travel = new Map<string, Travel>();
      for (const [workshopId, list] of byWorkshop)
        for (const [id, t] of await travelFor(deps, list, workshopId)) travel.set(id, t);
      return {
        items: rows.map((r) => {
          const quote = own.find((x) => x.quoteRequestId === r.id) ?? null;
          const bookedElsewhere = all.some(
            (x) => x.quoteRequestId === r.id && x.id !== quote?.id && isBooked(x.quoteStatus),
          );
          return summaryOf(
            r,
            items.filter((i) => i.quoteRequestId === r.id).map((i) => i.name),
            quote,
            bookedElsewhere,
            travel.get(r.id),
          );
        }),
        totalDisplayItems: total,
        page: q.page,
        itemsPerPage: q.itemsPerPage,
      };
    },

    /** GET /api/workshop/requests/{id or uniqueId} */
    async request(deps: QuoteDeps, user: SessionUser, id: string): Promise<IncomingRequest> {
      const { request, workshopId } = await workshopRequest(deps.db, id, user);
      const quote = await repo.findForWorkshop(deps.db, request.id, workshopId);
      return incoming(deps, request, workshopId, quote);
    },

    /**
     * The same answer for a caller that has just saved the workshop's quote, in the access it checked
     * and with what it read (the quote itself is read again: it has just changed).
     */
    async requestAfterSave(
      deps: QuoteDeps,
      request: QuoteRequestRow,
      workshopId: string,
      known: Known,
    ): Promise<IncomingRequest> {
      const quote = await repo.findForWorkshop(deps.db, request.id, workshopId);
      return incoming(deps, request, workshopId, quote, known);
    },

    /** GET /api/workshop/reviews */
    async reviews(deps: QuoteDeps, user: SessionUser) {
      return (await workshops.reviewsOf(deps.db, user.workshopIds)).map(reviewView);
    },
  };
}

export type WorkshopRequests = ReturnType<typeof createWorkshopRequests>;
