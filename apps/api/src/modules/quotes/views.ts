import {
  AmendmentStatus,
  type AmendmentView,
  allowedQuoteActions,
  centsToRandNumber,
  isQuoteExpired,
  localDateTime,
  localDayStartUtc,
  QUOTE_CLOSED_TEXT,
  type QuoteActor,
  type QuoteClosedReason,
  type QuoteFacts,
  type QuoteItemView,
  type QuoteLineKind,
  type QuoteMessageView,
  type QuoteRequestItemView,
  QuoteStatus,
  type QuoteView,
  quoteGuaranteeView,
  quoteStatusLabel,
  type ReviewView,
  type TimelineStep,
  type Totals,
  type WorkshopQuote,
} from '@motorwise/shared';
import { type DbOrTx, readsOf } from '../../db/client';
import type { files } from '../files/index';
import type { DistanceProvider, places } from '../places/index';
import type { QuoteRequestRow } from '../quote-requests/index';
import type { ReviewRow, WorkshopFinder, workshops } from '../workshops/index';
import { approvedLines, hasInvoiceFigures, storedTotals, totalsOf, vatOf } from './lifecycle';
import * as repo from './quotes.repo';

/** A quote's guarantee facts (decision 076): the copy sent, completion (ready, else invoiced), mileage. */
export const guaranteeFactsOf = (
  q: Pick<repo.QuoteRow, 'guarantee' | 'readyForCollectionAt' | 'invoicedAt' | 'vehicleMileage'>,
) => ({
  guarantee: q.guarantee,
  completedAt: q.readyForCollectionAt ?? q.invoicedAt,
  checkInMileage: q.vehicleMileage,
});

/** Quotes as the customer and the workshop see them (answers of decision 020's contract). */

const utc = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
/** The spec's local date beside each UTC one (Africa/Johannesburg). */
const local = (d: Date | null | undefined) => (d ? localDateTime(new Date(d)) : null);

/** A request item as the request and its quotes name it (quoteRequestItems). */
type RequestItemRow = Omit<QuoteRequestItemView, 'repairItemTemplateId' | 'keyword'> & {
  repairItemTemplateId?: string | null;
  keyword?: string | null;
};
const requestItemView = (i: RequestItemRow): QuoteRequestItemView => ({
  id: i.id,
  repairItemTemplateId: i.repairItemTemplateId ?? null,
  name: i.name,
  hasQuery: i.hasQuery,
  query: i.query,
  queryAnswer: i.queryAnswer,
  keyword: i.keyword ?? null,
});
const money = (t: Totals) => ({
  totalExcl: centsToRandNumber(t.totalExclCents),
  totalVat: centsToRandNumber(t.vatCents),
  totalIncl: centsToRandNumber(t.totalInclCents),
});

export function reviewView(r: ReviewRow): ReviewView {
  return {
    id: r.id,
    workshopId: r.workshopId,
    rating: r.rating,
    review: r.review,
    authorName: r.authorName,
    dateCreatedUtc: new Date(r.createdAt).toISOString(),
    reply: r.reply ?? null,
  };
}

/** A line; the request item's name, query and answer are filled by withItemNames. */
function itemView(i: repo.QuoteItemRow, q: repo.QuoteRow): QuoteItemView {
  const t = storedTotals(i.totalInclCents, i.noVat, vatOf(q));
  return {
    id: i.id,
    quoteRequestItemId: i.quoteRequestItemId,
    itemName: null,
    itemQuery: null,
    itemQueryAnswer: null,
    kind: i.lineKind as QuoteLineKind,
    description: i.description,
    note: i.note,
    quantity: Number(i.quantity),
    previousQuantity: i.previousQuantity === null ? null : Number(i.previousQuantity),
    priceExcl: centsToRandNumber(i.priceExclCents),
    priceIncl: centsToRandNumber(i.priceInclCents),
    previousPriceIncl: i.previousPriceInclCents === null ? null : centsToRandNumber(i.previousPriceInclCents),
    ...money(t),
    verifiedTotalIncl: i.verifiedTotalInclCents === null ? null : centsToRandNumber(i.verifiedTotalInclCents),
    noVat: i.noVat,
    amendmentId: i.amendmentId,
    amendmentType: i.amendmentType,
    amendmentStatus: i.amendmentStatus,
  };
}

export type QuoteParts = Awaited<ReturnType<Views['loadQuoteParts']>>;

export function factsFromParts(
  q: repo.QuoteRow,
  request: QuoteRequestRow,
  all: repo.QuoteRow[],
  parts: QuoteParts,
): QuoteFacts {
  return {
    status: q.quoteStatus as QuoteStatus,
    closedReason: (q.closedReason as QuoteClosedReason | null) ?? null,
    expiresAt: q.expiresAt,
    requestStatus: request.quoteRequestStatus as QuoteFacts['requestStatus'],
    otherQuoteBooked: all.some(
      (o) => o.id !== q.id && o.quoteStatus !== QuoteStatus.Draft && isBooked(o.quoteStatus),
    ),
    amendmentPending: parts.amendments.some(
      (a) => a.quoteId === q.id && a.amendmentStatus === AmendmentStatus.pending,
    ),
  };
}

const BOOKED = new Set<number>([
  QuoteStatus.Booked,
  QuoteStatus.InProgress,
  QuoteStatus.AmendmentPending,
  QuoteStatus.ProForma,
  QuoteStatus.Invoiced,
  QuoteStatus.Checkout,
  QuoteStatus.Paid,
  QuoteStatus.Completed,
]);
export const isBooked = (status: number) => BOOKED.has(status);

/** The parts of a quote's answer both sides share. */
function coreView(
  q: repo.QuoteRow,
  request: QuoteRequestRow,
  parts: QuoteParts,
  facts: QuoteFacts,
  actor: QuoteActor,
  workshopName: string,
  now: Date,
  hideLines: boolean,
) {
  const own = parts.items.filter((i) => i.quoteId === q.id);
  const fileOf = (id: string) => parts.fileRows.find((f) => f.id === id);
  const vat = vatOf(q);
  const approved = approvedLines(own);
  const amendments: AmendmentView[] = parts.amendments
    .filter((a) => a.quoteId === q.id)
    .map((a) => ({
      id: a.id,
      amendmentStatus: a.amendmentStatus,
      note: a.note,
      submittedAtUtc: utc(a.submittedAt),
      decidedAtUtc: utc(a.decidedAt),
      photos: parts.photos
        .filter((p) => p.amendmentId === a.id)
        .map((p) => ({
          id: p.id,
          fileName: p.fileName,
          mimeType: fileOf(p.fileId)?.mimeType ?? 'image/jpeg',
        })),
      items: own.filter((i) => i.amendmentId === a.id).map((i) => itemView(i, q)),
    }));
  const quoteLines = hideLines ? [] : own.filter((i) => i.amendmentId === null);
  const invoiced = hasInvoiceFigures(q);
  const invoiceTotals = invoiced ? totalsOf(approved, vat, true) : null;
  const total = totalsOf(quoteLines, vat);
  const messages: QuoteMessageView[] = parts.messages
    .filter((m) => m.quoteId === q.id)
    .map((m) => ({
      id: m.id,
      senderRole: m.senderRole as QuoteMessageView['senderRole'],
      senderName:
        m.senderRole === 'workshop'
          ? workshopName
          : m.senderRole === 'customer'
            ? request.firstName
            : 'Motorwise',
      message: m.message,
      dateCreatedUtc: new Date(m.createdAt).toISOString(),
      readAtUtc: utc(m.readAt),
      attachments: parts.attachments
        .filter((a) => a.quoteMessageId === m.id)
        .map((a) => ({
          attachmentName: a.attachmentName,
          mimeType: fileOf(a.fileId)?.mimeType ?? 'application/octet-stream',
          sizeBytes: fileOf(a.fileId)?.sizeBytes ?? 0,
        })),
    }));
  return {
    id: q.id,
    uniqueId: q.uniqueId,
    quoteRequestId: q.quoteRequestId,
    workshopId: q.workshopId,
    reference: q.reference,
    externalReference: q.externalReference,
    invoiceNumber: q.invoiceNumber,
    quoteStatus: q.quoteStatus,
    quoteStatusText: quoteStatusLabel(q.quoteStatus) ?? String(q.quoteStatus),
    closedReason: (q.closedReason as QuoteClosedReason | null) ?? null,
    closedReasonText: q.closedReason ? QUOTE_CLOSED_TEXT[q.closedReason as QuoteClosedReason] : null,
    isExpired: isQuoteExpired(facts, now),
    isPreQuote: q.isPreQuote,
    isVatRegistered: q.isVatRegistered,
    vatRate: Number(q.vatRate),
    vehicleMileage: q.vehicleMileage,
    jobTurnaround: q.jobTurnaround,
    notes: q.notes,
    dateCreatedUtc: new Date(q.createdAt).toISOString(),
    dateModifiedUtc: new Date(q.updatedAt).toISOString(),
    dateSentUtc: utc(q.sentAt),
    expiryDateUtc: utc(q.expiresAt),
    dateCreated: localDateTime(new Date(q.createdAt)),
    dateModified: localDateTime(new Date(q.updatedAt)),
    dateSent: local(q.sentAt),
    expiryDate: local(q.expiresAt),
    serviceDate: q.serviceDate,
    serviceDateUtc: q.serviceDate ? localDayStartUtc(q.serviceDate) : null,
    dropOffTime: q.dropOffTime?.slice(0, 5) ?? null,
    workshopCustomer: q.workshopCustomer,
    organizationOrderAttached: q.organizationOrderAttached,
    quoteRequestItems: [] as QuoteRequestItemView[],
    readyForCollectionUtc: utc(q.readyForCollectionAt),
    guarantee: quoteGuaranteeView(guaranteeFactsOf(q), now),
    quoteItems: quoteLines.map((i) => itemView(i, q)),
    totals: money(total),
    amendments,
    approvedTotals: money(totalsOf(approved, vat)),
    invoiceTotals: invoiceTotals ? money(invoiceTotals) : null,
    quoteTotalIncl: centsToRandNumber(
      invoiceTotals?.totalInclCents ?? totalsOf(approved, vat).totalInclCents,
    ),
    quoteStatuses: parts.history
      .filter((h) => h.quoteId === q.id)
      .map((h) => ({
        quoteStatus: h.quoteStatus,
        quoteStatusText: quoteStatusLabel(h.quoteStatus) ?? String(h.quoteStatus),
        note: h.note,
        actor: h.actor,
        dateCreatedUtc: new Date(h.createdAt).toISOString(),
      })),
    quoteMessages: messages,
    allowedActions: allowedQuoteActions(facts, actor, now),
  };
}

/** Fills the request item names lines refer to, and the request's items (quoteRequestItems). */
function withItemNames<
  T extends {
    quoteItems: QuoteItemView[];
    amendments: AmendmentView[];
    quoteRequestItems: QuoteRequestItemView[];
  },
>(view: T, parts: { items: RequestItemRow[] }): T {
  const byId = new Map(parts.items.map((i) => [i.id, i]));
  const fill = (i: QuoteItemView): QuoteItemView => {
    const info = i.quoteRequestItemId ? byId.get(i.quoteRequestItemId) : undefined;
    return info ? { ...i, itemName: info.name, itemQuery: info.query, itemQueryAnswer: info.queryAnswer } : i;
  };
  return {
    ...view,
    quoteItems: view.quoteItems.map(fill),
    amendments: view.amendments.map((a) => ({ ...a, items: a.items.map(fill) })),
    quoteRequestItems: parts.items.map(requestItemView),
  };
}

/** Which quotes a customer sees: every one sent, and the workshops that declined (without lines). */
export const visibleToCustomer = (q: repo.QuoteRow) =>
  q.quoteStatus !== QuoteStatus.Draft || q.closedReason === 'declined';

/**
 * The request's timeline (spec: Vehicle, Quote Request, Quote, Booked, Checked In, Amendment, Invoice;
 * events Created, Updated, Submitted, Received), from the request and its quotes' histories.
 */
export function timelineOf(
  request: QuoteRequestRow,
  all: repo.QuoteRow[],
  parts: QuoteParts,
): TimelineStep[] {
  const sent = all.filter((q) => q.quoteStatus !== QuoteStatus.Draft);
  const booked = all.find((q) => isBooked(q.quoteStatus));
  const historyOf = (quoteId: string | undefined, status: number) =>
    quoteId ? parts.history.find((h) => h.quoteId === quoteId && h.quoteStatus === status) : undefined;
  const firstSent = sent
    .map((q) => q.sentAt)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const anyUpdated = parts.history.some((h) => h.quoteStatus === QuoteStatus.Updated);
  const bookedAt = historyOf(booked?.id, QuoteStatus.Booked)?.createdAt;
  const checkedIn = historyOf(booked?.id, QuoteStatus.InProgress)?.createdAt;
  const amendment = booked ? parts.amendments.find((a) => a.quoteId === booked.id) : undefined;
  const invoicedAt = booked?.invoicedAt ?? null;
  const step = (label: string, event: string | null, at: Date | null | undefined): TimelineStep => ({
    label,
    event: at ? event : null,
    dateUtc: utc(at ?? null),
    done: Boolean(at),
  });
  return [
    step('Vehicle', 'Created', request.createdAt),
    step('Quote Request', 'Submitted', request.createdAt),
    step(
      'Quote',
      anyUpdated ? 'Updated' : 'Received',
      firstSent ?? (sent.length > 0 ? sent[0]!.updatedAt : null),
    ),
    step('Booked', 'Created', bookedAt),
    step('Checked In', 'Updated', checkedIn),
    step(
      'Amendment',
      amendment?.decidedAt ? 'Updated' : 'Submitted',
      amendment?.decidedAt ?? amendment?.submittedAt ?? null,
    ),
    step('Invoice', 'Received', invoicedAt),
  ];
}

/** What the answers read of the modules below (decision 058): files, addresses, workshops; wired in index.ts. */
export interface ViewsDeps {
  files: Pick<typeof files, 'findMany'>;
  places: Pick<typeof places, 'find'>;
  workshops: Pick<typeof workshops, 'certificationsOf' | 'findMany' | 'newestReviewsOf' | 'reviewsForQuotes'>;
  finder: Pick<WorkshopFinder, 'entries'>;
}

export function createViews({ files, places, workshops, finder }: ViewsDeps) {
  /** Everything stored about some quotes of one request, read once. */
  async function loadQuoteParts(db: DbOrTx, quoteIds: string[]) {
    const { items, amendments, history, messages } = await repo.quotePartsOf(db, quoteIds);
    const [photos, attachments] = await readsOf(
      db,
      () =>
        repo.photosOf(
          db,
          amendments.map((a) => a.id),
        ),
      () =>
        repo.messageAttachmentsOf(
          db,
          messages.map((m) => m.id),
        ),
    );
    const fileRows = await files.findMany(db, [
      ...new Set([...photos.map((p) => p.fileId), ...attachments.map((a) => a.fileId)]),
    ]);
    return { items, amendments, history, messages, photos, attachments, fileRows };
  }
  /** The customer's answer for the quotes of one request. */
  async function customerViews(
    db: DbOrTx,
    distances: DistanceProvider,
    request: QuoteRequestRow,
    all: repo.QuoteRow[],
    requestParts: { items: RequestItemRow[] },
    customerUserId: string | null,
    now: Date,
  ): Promise<QuoteView[]> {
    const shown = all.filter(visibleToCustomer);
    const ids = shown.map((q) => q.id);
    const workshopIds = [...new Set(shown.map((q) => q.workshopId))];
    const address = await places.find(db, request.addressId);
    const origin =
      address?.lat != null && address?.lng != null ? { lat: address.lat, lng: address.lng } : null;
    const [parts, rows, certs, newest, entries, reviews] = await readsOf(
      db,
      () => loadQuoteParts(db, ids),
      () => workshops.findMany(db, workshopIds),
      () => workshops.certificationsOf(db, workshopIds),
      () => workshops.newestReviewsOf(db, workshopIds),
      () => finder.entries(db, distances, workshopIds, origin),
      () => workshops.reviewsForQuotes(db, ids),
    );
    return shown.map((q) => {
      const w = rows.find((x) => x.id === q.workshopId);
      const entry = entries.find((e) => e.workshopId === q.workshopId);
      const facts = factsFromParts(q, request, all, parts);
      const core = coreView(
        q,
        request,
        parts,
        facts,
        'customer',
        w?.name ?? 'Workshop',
        now,
        q.quoteStatus === QuoteStatus.Draft,
      );
      const review = reviews.find((r) => r.quoteId === q.id) ?? null;
      return withItemNames(
        {
          ...core,
          workshop: {
            id: q.workshopId,
            name: w?.name ?? 'Workshop',
            logoUrl: w?.logoUrl ?? null,
            rating: w?.rating === null || w?.rating === undefined ? null : Number(w.rating),
            reviewCount: newest.counts.get(q.workshopId) ?? 0,
            workshopReviews: newest.reviews.filter((r) => r.workshopId === q.workshopId).map(reviewView),
            workshopCertifications: certs
              .filter((c) => c.workshopId === q.workshopId)
              .map((c) => ({ name: c.name, issuer: c.issuer })),
            isVatRegistered: w?.isVatRegistered ?? q.isVatRegistered,
            taxNumber: w?.taxNumber ?? null,
            suburb: entry?.suburb ?? null,
            city: entry?.city ?? null,
            contactPhone: isBooked(q.quoteStatus) ? (w?.contactPhone ?? null) : null,
            distance: entry?.distance ?? null,
            distanceText: entry?.distanceText ?? null,
            duration: entry?.duration ?? null,
            durationText: entry?.durationText ?? null,
            durationInTraffic: entry?.durationInTraffic ?? null,
            durationInTrafficText: entry?.durationInTrafficText ?? null,
            // How the customer pays it online (decision 024); its bank account stays in its own profile.
            hasPayfastAccount: w?.hasPayfastAccount ?? false,
            paystackSubaccountId: w?.paystackSubaccountId ?? null,
          },
          canReview: q.quoteStatus === QuoteStatus.Completed && review === null && customerUserId !== null,
          review: review ? reviewView(review) : null,
        },
        requestParts,
      );
    });
  }

  /** The workshop's answer for its own quote. */
  async function workshopView(
    db: DbOrTx,
    request: QuoteRequestRow,
    q: repo.QuoteRow,
    requestParts: { items: RequestItemRow[] },
    now: Date,
    /** What the caller read already: the other quotes booked on the request, and the workshop's name. */
    known?: { bookedElsewhere: boolean; workshopName: string | undefined },
  ): Promise<WorkshopQuote> {
    const [parts, booked, names] = await readsOf(
      db,
      () => loadQuoteParts(db, [q.id]),
      () => (known ? Promise.resolve(null) : repo.bookedOnRequest(db, request.id, q.id)),
      () => (known ? Promise.resolve(null) : workshops.findMany(db, [q.workshopId])),
    );
    const facts: QuoteFacts = {
      ...factsFromParts(q, request, [q], parts),
      otherQuoteBooked: known ? known.bookedElsewhere : (booked ?? []).length > 0,
    };
    const name = known ? known.workshopName : names?.[0]?.name;
    const core = coreView(q, request, parts, facts, 'workshop', name ?? 'Workshop', now, false);
    const approved = approvedLines(parts.items.filter((i) => i.quoteId === q.id));
    return withItemNames(
      {
        ...core,
        review: null,
        closeNote: q.closeNote,
        maxInvoiceTotalIncl: centsToRandNumber(totalsOf(approved, vatOf(q)).totalInclCents),
      },
      requestParts,
    );
  }

  return { loadQuoteParts, customerViews, workshopView };
}

export type Views = ReturnType<typeof createViews>;
