import {
  AmendmentChangeType,
  type AmendmentInput,
  AmendmentStatus,
  addDays,
  calendarDate,
  centsToRandNumber,
  checkInMileageProblem,
  DEFAULT_VAT_PERCENT,
  formatDate,
  formatRand,
  type IncomingRequest,
  type IncomingRequestSummary,
  type InvoiceInput,
  isIsoDate,
  lineAmounts,
  type QuoteActionAnswer,
  type QuoteClosedReason,
  type QuoteLineInput,
  type QuoteMessageView,
  QuoteStatus,
  quoteStatusLabel,
  randToCents,
  type SaveQuoteInput,
  type VatContext,
  type WorkshopChoices,
  type WorkshopJob,
  type WorkshopJobSummary,
  type WorkshopListQuery,
  type WorkshopQuote,
  type WorkshopSummary,
  workshopRequestProgress,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, type FieldErrors, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import { type CheckedUpload, files } from '../files/index';
import { places } from '../places/index';
import { type QuoteRequestRow, requestsForQuotes } from '../quote-requests/index';
import { repairItems } from '../repair-items/index';
import { toVehicle, vehicles } from '../vehicles/index';
import { workshopsForQuotes } from '../workshops/index';
import {
  NOT_FOUND_QUOTE,
  type QuoteDeps,
  storeFiles,
  withFiles,
  workshopQuote,
  workshopRequest,
  workshopWho,
} from './access';
import { invoicePdf } from './invoice.service';
import { invoiceFileName, invoiceTitle } from './invoice-pdf';
import { applyAction, approvedLines, type Locked, lockQuote, totalsOf, vatOf } from './lifecycle';
import { tellCustomer } from './notify';
import * as repo from './quotes.repo';
import { isBooked, reviewView, workshopView } from './views';

/** The workshop portal (decision 020): incoming requests, the quote editor, the job, messages. */

/** A quote stays valid this many days after it is sent, unless the workshop chooses a date. */
export const DEFAULT_EXPIRY_DAYS = 7;
const INSPECTION = /inspection/i;

/** The end of a Johannesburg calendar day (UTC+2, no daylight saving). */
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999+02:00`);

const answer = (message: string, quoteId: string, quoteStatus: number): QuoteActionAnswer => ({
  message,
  quoteId,
  quoteStatus,
});

/** The request as a workshop reads it, with its own quote. */
async function incoming(
  deps: QuoteDeps,
  request: QuoteRequestRow,
  workshopId: string,
  quote: repo.QuoteRow | null,
): Promise<IncomingRequest> {
  const now = new Date();
  const [parts, [workshop], vehicleRows, travel, booked] = await Promise.all([
    requestsForQuotes.parts(deps.db, request.id),
    workshopsForQuotes.findMany(deps.db, [workshopId]),
    request.vehicleId ? vehicles.findByIds(deps.db, [request.vehicleId]) : Promise.resolve([]),
    travelFor(deps, [request], workshopId),
    repo.bookedOnRequest(deps.db, request.id, quote?.id ?? null),
  ]);
  const templateLines = await repairItems.templateLines(
    deps.db,
    parts.items.flatMap((i) => (i.repairItemTemplateId ? [i.repairItemTemplateId] : [])),
  );
  const vehicle = vehicleRows[0] ? toVehicle(vehicleRows[0]) : null;
  const entry = travel.get(request.id);
  if (quote) await repo.markRead(deps.db, [quote.id], 'workshop');
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
      isVatRegistered: workshop?.isVatRegistered ?? true,
      vatRate: workshop?.isVatRegistered === false ? 0 : DEFAULT_VAT_PERCENT,
      labourRateExcl:
        workshop?.labourRateExclCents == null ? null : centsToRandNumber(workshop.labourRateExclCents),
      jobTurnaround: workshop?.jobTurnaroundDays ?? null,
      expiryDays: DEFAULT_EXPIRY_DAYS,
    },
    quote: quote ? await workshopView(deps.db, request, quote, parts, now) : null,
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

/** Where each request's customer is, and how far in a straight line (decision 052), one matrix call each. */
async function travelFor(deps: QuoteDeps, requests: QuoteRequestRow[], workshopId: string) {
  const [[workshop], found] = await Promise.all([
    workshopsForQuotes.findMany(deps.db, [workshopId]),
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
  quote: repo.QuoteRow | null,
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

/** A typed line to a stored one (cents by the shared VAT rules); problems keyed `lines.<i>.<field>`. */
function toStoredLines(
  lines: QuoteLineInput[],
  vat: VatContext,
  itemIds: Set<string>,
  prefix: string,
  errors: FieldErrors,
) {
  return lines.flatMap((l, i) => {
    if (l.quoteRequestItemId && !itemIds.has(l.quoteRequestItemId)) {
      errors[`${prefix}.${i}.quoteRequestItemId`] = ['This item is not part of the request.'];
      return [];
    }
    try {
      const a = lineAmounts(l, vat);
      return [
        {
          line: l,
          values: {
            quoteRequestItemId: l.quoteRequestItemId ?? null,
            description: l.description,
            note: l.note ?? null,
            lineKind: l.kind,
            isLabour: l.kind === 'labour',
            priceExclCents: a.unitExclCents,
            priceInclCents: a.unitInclCents,
            quantity: (a.quantityMilli / 1000).toFixed(3),
            totalInclCents: a.totalInclCents,
            noVat: l.noVat,
            sortOrder: i,
          },
        },
      ];
    } catch {
      errors[`${prefix}.${i}.priceExcl`] = ['Please enter a price in rand, like 1250.00.'];
      return [];
    }
  });
}

async function lockOwn(tx: DbOrTx, user: SessionUser, quoteId: string): Promise<Locked> {
  const locked = await lockQuote(tx, quoteId);
  if (!locked || !user.workshopIds.includes(locked.quote.workshopId)) throw notFound(NOT_FOUND_QUOTE);
  return locked;
}

const when = (date: string | null) => (date ? formatDate(`${date}T12:00:00Z`) : 'the booked day');

export const workshopPortal = {
  /** GET /api/workshop/workshops: the workshops the user may switch between, the default first. */
  async choices(deps: QuoteDeps, user: SessionUser): Promise<WorkshopChoices> {
    const rows = await workshopsForQuotes.findMany(deps.db, user.workshopIds);
    return rows.map((w) => ({ id: w.id, name: w.name })).sort((a, b) => (a.id < b.id ? -1 : 1));
  },

  /** GET /api/workshop/summary */
  async summary(deps: QuoteDeps, user: SessionUser): Promise<WorkshopSummary> {
    const ids = user.workshopIds;
    const [rows, reviews, counts, quoted] = await Promise.all([
      workshopsForQuotes.findMany(deps.db, ids),
      workshopsForQuotes.newestReviewsOf(deps.db, ids, 0),
      repo.workshopCounts(deps.db, ids, calendarDate(new Date())),
      repo.requestIdsByState(deps.db, ids, 'quoted'),
    ]);
    const fresh = await requestsForQuotes.workshopPage(deps.db, {
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
    const { rows, total } = await requestsForQuotes.workshopPage(deps.db, {
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
      requestsForQuotes.itemNamesOf(deps.db, requestIds),
      repo.listForRequests(deps.db, requestIds),
      requestsForQuotes.chosenWorkshopsOf(deps.db, requestIds, ids),
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

  /** POST /api/workshop/requests/{id}/quote: save a draft, send, send a pre-quote, or revise. */
  async saveQuote(
    deps: QuoteDeps,
    user: SessionUser,
    id: string,
    input: SaveQuoteInput,
  ): Promise<IncomingRequest> {
    const { request, workshopId } = await workshopRequest(deps.db, id, user);
    const [workshop] = await workshopsForQuotes.findMany(deps.db, [workshopId]);
    const vat: VatContext =
      workshop?.isVatRegistered === false
        ? { isVatRegistered: false, vatRate: 0 }
        : { isVatRegistered: true, vatRate: DEFAULT_VAT_PERCENT };
    const parts = await requestsForQuotes.parts(deps.db, request.id);
    const errors: FieldErrors = {};
    const stored = toStoredLines(input.lines, vat, new Set(parts.items.map((i) => i.id)), 'lines', errors);
    const sending = input.action !== 'saveDraft';
    if (sending && input.action !== 'sendPreQuote' && input.lines.length === 0)
      errors.lines = ['Add at least one line before sending the quote.'];
    const today = calendarDate(new Date());
    if (input.expiryDate && (!isIsoDate(input.expiryDate) || input.expiryDate < today))
      errors.expiryDate = ['The expiry date must be today or later.'];
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    if (input.action === 'sendPreQuote' && !INSPECTION.test(request.quoteType))
      throw conflict('A pre-quote is for inspection requests. Send a quote with prices instead.');
    const now = new Date();
    const who = workshopWho(user);
    await deps.db.transaction(async (tx) => {
      await requestsForQuotes.lock(tx, request.id);
      let existing = await repo.findForWorkshop(tx, request.id, workshopId);
      if (!existing) {
        existing = await repo.insertQuote(
          tx,
          {
            quoteRequestId: request.id,
            workshopId,
            isVatRegistered: vat.isVatRegistered,
            vatRate: vat.vatRate.toFixed(2),
            quoteStatus: QuoteStatus.Draft,
            workshopCustomer: [request.firstName, request.lastName].filter(Boolean).join(' ') || null,
            vehicleMileage: request.vehicleMileage,
          },
          request.reference,
        );
        await repo.insertHistory(tx, {
          quoteId: existing.id,
          quoteStatus: QuoteStatus.Draft,
          username: user.email,
          actor: 'workshop',
          note: 'Created',
          createdAt: now,
        });
      }
      const locked = await lockOwn(tx, user, existing.id);
      const expiresAt = input.expiryDate
        ? endOfDay(input.expiryDate)
        : sending
          ? endOfDay(addDays(today, DEFAULT_EXPIRY_DAYS))
          : locked.quote.expiresAt;
      await applyAction(tx, locked, input.action, who, {
        now,
        set: {
          isVatRegistered: vat.isVatRegistered,
          vatRate: vat.vatRate.toFixed(2),
          jobTurnaround: input.jobTurnaround ?? null,
          notes: input.notes ?? null,
          externalReference: input.externalReference ?? null,
          expiresAt,
          ...(sending ? { sentAt: now } : {}),
          ...(input.action === 'sendPreQuote' ? { isPreQuote: true } : {}),
        },
        note: input.action === 'revise' ? 'Quote revised' : null,
      });
      await repo.replaceOwnItems(
        tx,
        locked.quote.id,
        stored.map((s) => ({ ...s.values, quoteId: locked.quote.id })),
      );
      if (sending) {
        const total = totalsOf(await repo.itemsOfQuotes(tx, [locked.quote.id]), vat).totalInclCents;
        const name = workshop?.name ?? 'A workshop';
        const texts = {
          send: {
            subject: `New quote for your ${request.vehicleName}: ${formatRand(total)}`,
            title: 'You have a new quote',
            body: `${name} quoted ${formatRand(total)} for request ${request.reference}. The quote is valid until ${formatDate(expiresAt!)}.`,
          },
          sendPreQuote: {
            subject: `${name} would like to inspect your ${request.vehicleName}`,
            title: 'You have a pre-quote',
            body: `${name} sent a pre-quote for request ${request.reference}: they will assess the vehicle first and send what they find for your approval.`,
          },
          revise: {
            subject: `Quote updated: ${formatRand(total)} for your ${request.vehicleName}`,
            title: 'A quote was updated',
            body: `${name} updated its quote for request ${request.reference}. The new total is ${formatRand(total)}, valid until ${formatDate(expiresAt!)}.`,
          },
        }[input.action as 'send' | 'sendPreQuote' | 'revise'];
        await tellCustomer(tx, { publicUrl: deps.publicUrl }, request, {
          ...texts,
          linkLabel: 'Compare your quotes',
          color: 'green',
        });
      }
    });
    return workshopPortal.request(deps, user, request.id);
  },

  /** POST /api/workshop/requests/{id}/decline: the workshop will not quote (a reason for the customer). */
  async decline(deps: QuoteDeps, user: SessionUser, id: string, reason: string): Promise<QuoteActionAnswer> {
    const { request, workshopId } = await workshopRequest(deps.db, id, user);
    const [workshop] = await workshopsForQuotes.findMany(deps.db, [workshopId]);
    const result = await deps.db.transaction(async (tx) => {
      await requestsForQuotes.lock(tx, request.id);
      let existing = await repo.findForWorkshop(tx, request.id, workshopId);
      if (!existing)
        existing = await repo.insertQuote(
          tx,
          {
            quoteRequestId: request.id,
            workshopId,
            isVatRegistered: workshop?.isVatRegistered ?? true,
            vatRate: workshop?.isVatRegistered === false ? '0.00' : '15.00',
            quoteStatus: QuoteStatus.Draft,
          },
          request.reference,
        );
      const locked = await lockOwn(tx, user, existing.id);
      const status = await applyAction(tx, locked, 'decline', workshopWho(user), { note: reason });
      await tellCustomer(tx, { publicUrl: deps.publicUrl }, request, {
        subject: `${workshop?.name ?? 'A workshop'} cannot quote for request ${request.reference}`,
        title: 'A workshop declined to quote',
        body: `${workshop?.name ?? 'A workshop'} will not quote for your ${request.vehicleName}: ${reason}`,
        linkLabel: 'See your other quotes',
        color: 'red',
      });
      return { id: locked.quote.id, status };
    });
    return answer('You declined to quote. The customer was told why.', result.id, result.status);
  },

  /** POST /api/workshop/quotes/{quoteId}/withdraw: a sent quote the customer has not booked. */
  async withdraw(
    deps: QuoteDeps,
    user: SessionUser,
    quoteId: string,
    reason: string,
  ): Promise<QuoteActionAnswer> {
    return simpleStep(deps, user, quoteId, 'withdraw', reason, (q, r) => ({
      subject: `Quote ${q.reference} was withdrawn`,
      title: 'A workshop withdrew its quote',
      body: `The workshop withdrew quote ${q.reference} for your ${r.vehicleName}: ${reason}`,
      linkLabel: 'See your other quotes',
      answer: 'The quote is withdrawn. The customer was told why.',
    }));
  },

  /** GET /api/workshop/jobs: booked jobs by day. */
  async jobs(
    deps: QuoteDeps,
    user: SessionUser,
    q: { from?: string; to?: string; state: 'open' | 'invoiced' | 'done' | 'all' },
  ): Promise<WorkshopJobSummary[]> {
    const statuses = {
      open: [QuoteStatus.Booked, QuoteStatus.InProgress, QuoteStatus.AmendmentPending, QuoteStatus.ProForma],
      invoiced: [QuoteStatus.Invoiced, QuoteStatus.Checkout, QuoteStatus.Paid],
      done: [QuoteStatus.Completed],
      all: [
        QuoteStatus.Booked,
        QuoteStatus.InProgress,
        QuoteStatus.AmendmentPending,
        QuoteStatus.ProForma,
        QuoteStatus.Invoiced,
        QuoteStatus.Checkout,
        QuoteStatus.Paid,
        QuoteStatus.Completed,
      ],
    }[q.state];
    const list = await repo.jobsOf(deps.db, {
      workshopIds: user.workshopIds,
      statuses,
      from: q.from,
      to: q.to,
    });
    const ids = list.map((x) => x.id);
    const [requests, items, unread] = await Promise.all([
      requestsForQuotes.findByIds(
        deps.db,
        list.map((x) => x.quoteRequestId),
      ),
      repo.itemsOfQuotes(deps.db, ids),
      repo.unreadCounts(deps.db, ids, 'workshop'),
    ]);
    return list.map((x) => {
      const r = requests.find((y) => y.id === x.quoteRequestId);
      const lines = approvedLines(items.filter((i) => i.quoteId === x.id));
      return {
        quoteId: x.id,
        quoteRequestId: x.quoteRequestId,
        reference: x.reference,
        requestReference: r?.reference ?? '',
        vehicleName: r?.vehicleName ?? '',
        customerName: x.workshopCustomer,
        serviceDate: x.serviceDate,
        quoteStatus: x.quoteStatus,
        quoteStatusText: quoteStatusLabel(x.quoteStatus) ?? String(x.quoteStatus),
        quoteTotalIncl: centsToRandNumber(
          totalsOf(lines, vatOf(x), x.quoteStatus !== QuoteStatus.Booked).totalInclCents,
        ),
        readyForCollectionUtc: x.readyForCollectionAt ? x.readyForCollectionAt.toISOString() : null,
        unreadMessages: unread.get(x.id) ?? 0,
      };
    });
  },

  /** GET /api/workshop/jobs/{quoteId} */
  async job(deps: QuoteDeps, user: SessionUser, quoteId: string): Promise<WorkshopJob> {
    const { quote, request } = await workshopQuote(deps.db, quoteId, user);
    const { quote: view, ...rest } = await incoming(deps, request, quote.workshopId, quote);
    return { request: rest, quote: view as WorkshopQuote };
  },

  /** POST /api/workshop/jobs/{quoteId}/check-in: the vehicle is in, with its mileage. */
  async checkIn(deps: QuoteDeps, user: SessionUser, quoteId: string, vehicleMileage: number) {
    const check = (r: QuoteRequestRow) => {
      const problem = checkInMileageProblem(vehicleMileage, r.vehicleMileage);
      if (problem) throw badRequest({ vehicleMileage: [problem] });
    };
    const options = { check };
    return simpleStep(
      deps,
      user,
      quoteId,
      'checkIn',
      `Checked in at ${vehicleMileage} km`,
      (q, r) => ({
        subject: `Your ${r.vehicleName} is checked in`,
        title: 'Your vehicle is checked in',
        body: `The workshop checked in your ${r.vehicleName} at ${vehicleMileage.toLocaleString('en-ZA')} km for job ${q.reference}. If they find anything more, they will ask you first.`,
        linkLabel: 'Follow the job',
        answer: 'Checked in. The customer was told.',
        set: { vehicleMileage },
      }),
      options,
    );
  },

  /** POST /api/workshop/jobs/{quoteId}/amendments: extra work found, with photos, for the customer's approval. */
  async amend(
    deps: QuoteDeps,
    user: SessionUser,
    quoteId: string,
    input: AmendmentInput,
    photos: CheckedUpload[],
  ): Promise<QuoteActionAnswer> {
    const { quote, request } = await workshopQuote(deps.db, quoteId, user);
    const parts = await requestsForQuotes.parts(deps.db, request.id);
    const itemIds = new Set(parts.items.map((i) => i.id));
    const vat = vatOf(quote);
    const who = workshopWho(user);
    const result = await withFiles(deps, (written) =>
      deps.db.transaction(async (tx) => {
        const locked = await lockOwn(tx, user, quoteId);
        const scope = approvedLines(await repo.itemsOfQuotes(tx, [locked.quote.id]));
        const errors: FieldErrors = {};
        const rows: Omit<repo.NewQuoteItem, 'quoteId' | 'amendmentId'>[] = [];
        let delta = 0;
        input.lines.forEach((l, i) => {
          const replaced = 'quoteItemId' in l ? scope.find((s) => s.id === l.quoteItemId) : undefined;
          if ('quoteItemId' in l && !replaced) {
            errors[`lines.${i}.quoteItemId`] = ['This line is not part of the job.'];
            return;
          }
          const previous = replaced
            ? {
                previousPriceInclCents: replaced.priceInclCents,
                previousQuantity: replaced.quantity,
                replacesQuoteItemId: replaced.id,
              }
            : {};
          if (l.changeType === AmendmentChangeType.removed) {
            delta -= replaced!.totalInclCents;
            rows.push({
              ...previous,
              quoteRequestItemId: replaced!.quoteRequestItemId,
              description: replaced!.description,
              lineKind: replaced!.lineKind,
              isLabour: replaced!.isLabour,
              priceExclCents: 0,
              priceInclCents: 0,
              quantity: '0',
              totalInclCents: 0,
              noVat: replaced!.noVat,
              amendmentType: AmendmentChangeType.removed,
              amendmentStatus: AmendmentStatus.pending,
              sortOrder: 1000 + i,
            });
            return;
          }
          const [line] = toStoredLines([l.line], vat, itemIds, `lines.${i}.line`, errors);
          if (line) delta += line.values.totalInclCents - (replaced?.totalInclCents ?? 0);
          if (line)
            rows.push({
              ...line.values,
              ...previous,
              amendmentType: l.changeType,
              amendmentStatus: AmendmentStatus.pending,
              sortOrder: 1000 + i,
            });
        });
        if (Object.keys(errors).length > 0) throw badRequest(errors);
        const status = await applyAction(tx, locked, 'submitAmendment', who, { note: input.note ?? null });
        const amendment = await repo.insertAmendment(tx, {
          quoteId: locked.quote.id,
          amendmentStatus: AmendmentStatus.pending,
          note: input.note ?? null,
          submittedAt: new Date(),
        });
        await repo.insertItems(
          tx,
          rows.map((r) => ({ ...r, quoteId: locked.quote.id, amendmentId: amendment.id })),
        );
        for (const f of await storeFiles(tx, deps.fileStore, photos, user.id, written))
          await repo.insertPhoto(tx, { amendmentId: amendment.id, fileId: f.fileId, fileName: f.name });
        await tellCustomer(tx, { publicUrl: deps.publicUrl }, request, {
          subject: `Your approval is needed: ${locked.quote.reference}`,
          title: 'The workshop asks for your approval',
          body: `While working on your ${request.vehicleName}, the workshop found something: ${rows.length} ${rows.length === 1 ? 'change' : 'changes'} (${delta >= 0 ? `${formatRand(delta)} more` : `${formatRand(-delta)} less`})${photos.length ? `, with ${photos.length} ${photos.length === 1 ? 'photo' : 'photos'}` : ''}.${input.note ? `\n\n${input.note}` : ''}\n\nNothing extra is done or charged without your approval.`,
          linkLabel: 'Approve or decline',
          color: 'orange',
        });
        return { status, id: amendment.id };
      }),
    );
    return answer('Sent to the customer for approval.', quoteId, result.status);
  },

  /** POST /api/workshop/jobs/{quoteId}/draft-invoice and /invoice */
  async invoice(
    deps: QuoteDeps,
    user: SessionUser,
    quoteId: string,
    input: InvoiceInput,
    final: boolean,
  ): Promise<QuoteActionAnswer> {
    const { request } = await workshopQuote(deps.db, quoteId, user);
    const who = workshopWho(user);
    const result = await deps.db.transaction(async (tx) => {
      const locked = await lockOwn(tx, user, quoteId);
      const scope = approvedLines(await repo.itemsOfQuotes(tx, [locked.quote.id]));
      const errors: FieldErrors = {};
      // Lines not named keep what a draft invoice charged, else what was approved.
      const charged = new Map(scope.map((l) => [l.id, l.verifiedTotalInclCents ?? l.totalInclCents]));
      input.lines.forEach((l, i) => {
        const line = scope.find((s) => s.id === l.quoteItemId);
        if (!line) {
          errors[`lines.${i}.quoteItemId`] = [
            'This line was not approved by the customer, so it cannot be invoiced.',
          ];
          return;
        }
        const cents = randToCents(l.totalIncl);
        if (cents > line.totalInclCents) {
          errors[`lines.${i}.totalIncl`] = [
            `The invoice cannot charge more than the customer approved for this line (${formatRand(line.totalInclCents)}).`,
          ];
          return;
        }
        charged.set(line.id, cents);
      });
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const status = await applyAction(tx, locked, final ? 'invoice' : 'draftInvoice', who, {
        note: final ? null : 'Draft invoice',
        set: { externalReference: input.externalReference ?? locked.quote.externalReference },
      });
      await repo.setVerifiedTotals(
        tx,
        [...charged].map(([id, cents]) => ({ id, cents })),
      );
      // Consumer Protection Act s15: checked again on what the transaction wrote, not only on the form.
      const items = await repo.itemsOfQuotes(tx, [locked.quote.id]);
      const approvedTotal = totalsOf(approvedLines(items), vatOf(locked.quote)).totalInclCents;
      const invoiceTotal = totalsOf(approvedLines(items), vatOf(locked.quote), true).totalInclCents;
      if (invoiceTotal > approvedTotal)
        throw conflict(
          `The invoice (${formatRand(invoiceTotal)}) cannot be more than the customer approved (${formatRand(approvedTotal)}).`,
        );
      if (final) {
        const sequence = await repo.nextInvoiceNumber(tx, locked.quote.workshopId);
        const invoiceNumber = `INV-${String(sequence).padStart(5, '0')}`;
        const invoicedAt = new Date();
        await repo.updateQuote(tx, locked.quote.id, { invoiceNumber, invoiceSequence: sequence, invoicedAt });
        const fresh = (await repo.findById(tx, locked.quote.id))!;
        const { doc, bytes } = await invoicePdf(tx, fresh, request);
        await tellCustomer(tx, { publicUrl: deps.publicUrl }, request, {
          subject: `${invoiceTitle(doc)} ${invoiceNumber} for your ${request.vehicleName}: ${formatRand(invoiceTotal)}`,
          title: 'Your invoice is ready',
          body: `The workshop finished the work on your ${request.vehicleName} and sent ${invoiceTitle(doc).toLowerCase()} ${invoiceNumber} for ${formatRand(invoiceTotal)}. It is attached, and you can pay online.`,
          linkLabel: 'View and pay',
          attachments: [
            {
              filename: invoiceFileName(doc),
              contentType: 'application/pdf',
              content: bytes.toString('base64'),
              encoding: 'base64',
            },
          ],
        });
      }
      return { status, invoiceTotal };
    });
    return answer(
      final
        ? `Invoiced ${formatRand(result.invoiceTotal)}. The customer has the invoice.`
        : `Draft invoice saved: ${formatRand(result.invoiceTotal)}.`,
      quoteId,
      result.status,
    );
  },

  /** POST /api/workshop/jobs/{quoteId}/reopen: back from the draft invoice to the job (to amend). */
  reopen: (deps: QuoteDeps, user: SessionUser, quoteId: string) =>
    simpleStep(deps, user, quoteId, 'reopen', 'Draft invoice reopened', null, {
      silentAnswer: 'The job is open again.',
    }),

  /** POST /api/workshop/jobs/{quoteId}/ready: tells the customer the vehicle can be collected. */
  async ready(deps: QuoteDeps, user: SessionUser, quoteId: string): Promise<QuoteActionAnswer> {
    const { request } = await workshopQuote(deps.db, quoteId, user);
    const status = await deps.db.transaction(async (tx) => {
      const locked = await lockOwn(tx, user, quoteId);
      const done = [QuoteStatus.Invoiced, QuoteStatus.Checkout, QuoteStatus.Paid] as number[];
      if (!done.includes(locked.quote.quoteStatus))
        throw conflict('A vehicle is ready for collection once its job is invoiced.');
      if (locked.quote.readyForCollectionAt)
        throw conflict('The customer was already told the vehicle is ready.');
      await repo.updateQuote(tx, locked.quote.id, { readyForCollectionAt: new Date() });
      await tellCustomer(tx, { publicUrl: deps.publicUrl }, request, {
        subject: `Your ${request.vehicleName} is ready for collection`,
        title: 'Ready for collection',
        body: `Your ${request.vehicleName} is ready for collection (job ${locked.quote.reference}).${locked.quote.quoteStatus === QuoteStatus.Paid ? '' : ' You can pay online before you go.'}`,
        linkLabel: 'View the job',
      });
      return locked.quote.quoteStatus;
    });
    return answer('The customer was told the vehicle is ready.', quoteId, status);
  },

  /** POST /api/workshop/jobs/{quoteId}/paid: money taken at the counter. */
  paid: (deps: QuoteDeps, user: SessionUser, quoteId: string, method: string) =>
    simpleStep(deps, user, quoteId, 'paid', `Paid at the workshop (${method})`, (q, r) => ({
      subject: `Payment received for ${q.reference}`,
      title: 'Payment received',
      body: `The workshop received your payment for the work on your ${r.vehicleName} (${q.invoiceNumber ?? q.reference}). Thank you.`,
      linkLabel: 'View the job',
      answer: 'Marked as paid.',
    })),

  /** POST /api/workshop/jobs/{quoteId}/complete: collected; the lifecycle completes the request too. */
  complete: (deps: QuoteDeps, user: SessionUser, quoteId: string) =>
    simpleStep(deps, user, quoteId, 'complete', 'Vehicle collected', (q, r) => ({
      subject: `How was ${q.reference}? Review the workshop`,
      title: 'Your job is completed',
      body: `Thank you for using Motorwise for your ${r.vehicleName}. Tell others how the workshop did: your review helps them choose.`,
      linkLabel: 'Review the workshop',
      answer: 'Completed. The customer was asked for a review.',
    })),

  /** POST /api/workshop/jobs/{quoteId}/cancel: the workshop cannot do the booked job. */
  cancel: (deps: QuoteDeps, user: SessionUser, quoteId: string, reason: string) =>
    simpleStep(
      deps,
      user,
      quoteId,
      'cancelBooking',
      `Booking cancelled by the workshop: ${reason}`,
      (q, r) => ({
        subject: `Booking cancelled: ${q.reference}`,
        title: 'The workshop cancelled your booking',
        body: `The workshop cancelled the booking of quote ${q.reference} for your ${r.vehicleName} (${when(q.serviceDate)}): ${reason}\n\nYou can book another quote.`,
        linkLabel: 'Choose another quote',
        answer: 'The booking is cancelled. The customer was told why.',
        set: { serviceDate: null },
      }),
    ),

  /** POST /api/workshop/quotes/{quoteId}/messages */
  async message(
    deps: QuoteDeps,
    user: SessionUser,
    quoteId: string,
    text: string,
    attachments: CheckedUpload[],
  ): Promise<QuoteMessageView> {
    const { quote, request } = await workshopQuote(deps.db, quoteId, user);
    const [workshop] = await workshopsForQuotes.findMany(deps.db, [quote.workshopId]);
    const message = await withFiles(deps, (written) =>
      deps.db.transaction(async (tx) => {
        const m = await repo.insertMessage(tx, {
          quoteId: quote.id,
          senderUserId: user.id,
          senderRole: 'workshop',
          message: text,
        });
        const stored = await storeFiles(tx, deps.fileStore, attachments, user.id, written);
        for (const f of stored)
          await repo.insertMessageAttachment(tx, {
            quoteMessageId: m.id,
            fileId: f.fileId,
            attachmentName: f.name,
          });
        await tellCustomer(tx, { publicUrl: deps.publicUrl }, request, {
          subject: `Message from ${workshop?.name ?? 'the workshop'} about ${quote.reference}`,
          title: 'A message from the workshop',
          body: `${workshop?.name ?? 'The workshop'} wrote about your ${request.vehicleName}:\n\n${text}`,
          linkLabel: 'Read and reply',
          kind: 'message',
        });
        return { m, stored };
      }),
    );
    return {
      id: message.m.id,
      senderRole: 'workshop',
      senderName: workshop?.name ?? null,
      message: message.m.message,
      dateCreatedUtc: message.m.createdAt.toISOString(),
      readAtUtc: null,
      attachments: attachments.map((a) => ({
        attachmentName: a.name,
        mimeType: a.mimeType,
        sizeBytes: a.sizeBytes,
      })),
    };
  },

  /** GET /api/workshop/reviews */
  async reviews(deps: QuoteDeps, user: SessionUser) {
    return (await workshopsForQuotes.reviewsOf(deps.db, user.workshopIds)).map(reviewView);
  },
};

interface StepText {
  subject: string;
  title: string;
  body: string;
  linkLabel: string;
  answer: string;
  set?: repo.QuoteUpdate;
}

interface StepOptions {
  /** A check on the request once the step is allowed (throws the field error; the transaction rolls back). */
  check?: (request: QuoteRequestRow) => void;
  /** More work in the same transaction, after the status changed. */
  after?: (tx: DbOrTx, locked: Locked) => Promise<void>;
  silentAnswer?: string;
}

/** One lifecycle step on the workshop's own quote, telling the customer (or not: `text` null). */
async function simpleStep(
  deps: QuoteDeps,
  user: SessionUser,
  quoteId: string,
  action: Parameters<typeof applyAction>[2],
  note: string,
  text: ((q: repo.QuoteRow, r: QuoteRequestRow) => StepText) | null,
  options: StepOptions = {},
): Promise<QuoteActionAnswer> {
  const { request } = await workshopQuote(deps.db, quoteId, user);
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockOwn(tx, user, quoteId);
    const t = text ? text(locked.quote, request) : null;
    const status = await applyAction(tx, locked, action, workshopWho(user), { note, set: t?.set });
    options.check?.(request);
    if (options.after) await options.after(tx, locked);
    if (t)
      await tellCustomer(tx, { publicUrl: deps.publicUrl }, request, {
        subject: t.subject,
        title: t.title,
        body: t.body,
        linkLabel: t.linkLabel,
      });
    return { status, answer: t?.answer ?? options.silentAnswer ?? 'Done.' };
  });
  return answer(result.answer, quoteId, result.status);
}
