import { z } from 'zod';
import { NOTES_MAX_LENGTH } from './constants';
import { formatKm } from './numbers';
import { QuoteActionSchema, QuoteClosedReasonSchema } from './quote-lifecycle';
import { QUOTE_LINE_KINDS } from './quote-lines';
import { QuoteRequestItemViewSchema } from './quote-request-api';
import { RequestProgressSchema } from './request-progress';
import { AmendmentChangeType } from './statuses';

/**
 * The quotes contract (issue 10, decision 020): the customer's quote calls of the spec's Quotes table,
 * the workshop portal under /api/workshop, invoices and reviews. Paths are constants so the web imports
 * them; request schemas are what the API validates, answer schemas are allowlists. Money is rand with two
 * decimals on the wire (integer cents inside); dates are ISO (UTC) with a `...Utc` twin where the spec
 * names one, requested dates YYYY-MM-DD.
 *
 * Who may act: the customer side (`/api/quotes/...`, public) answers the request's applicant (signed in)
 * or, for a guest, whoever sends the applicant's e-mail as `emailAddress`; anyone else gets 404. The
 * workshop side (`/api/workshop/...`, workshop users) sees only requests that chose one of the user's
 * workshops and that workshop's own quote; anything else is 404. An action the lifecycle refuses is 409
 * with a sentence (`{ message }`).
 */

const id = z.string().trim().min(1, { error: 'Cannot be empty.' }).max(100);
const optionalEmail = z.string().trim().max(254).optional();
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please select a date' });

/**
 * The most one line, or one quote, amendment or invoice, may come to (incl. VAT): far above any real
 * vehicle repair, and far below what the cents columns hold (a 32-bit integer, R 21 474 836.47), so that a
 * mistyped or hostile amount is a field's message instead of a 500 (issue 20 item 9: 1e308 answered 500).
 */
export const MONEY_MAX_RAND = 10_000_000;
export const MONEY_MAX_MESSAGE = 'An amount cannot be more than R 10 000 000.';
const money = (negativeMessage: string) =>
  z
    .number({ error: 'Please enter an amount in rand.' })
    .min(0, { error: negativeMessage })
    .max(MONEY_MAX_RAND, { error: MONEY_MAX_MESSAGE });
/** A line's total incl. VAT as the quote will store it (within a cent: VAT rounds per line). */
const lineTotalIncl = (l: {
  quantity: number;
  priceExcl?: number | null;
  priceIncl?: number | null;
  noVat?: boolean;
}) => l.quantity * (l.priceIncl ?? (l.priceExcl ?? 0) * (l.noVat ? 1 : 1.15));
const rand = z.number();

// ---------------------------------------------------------------- paths

/** Every path of this contract; `{id}` style segments are filled by `quotePath`. */
export const QUOTE_PATHS = {
  // customer (spec: the Quotes call table, plus the reading call the quotes screen needs)
  requestQuotes: '/api/quotes/GetQuoteRequestQuotes/{id}',
  acceptQuote: '/api/quotes/AcceptQuote',
  messageWorkshop: '/api/quotes/MessageWorkshop',
  downloadMessageAttachment: '/api/Quotes/DownloadQuoteMessageAttachment/{id}',
  acceptAmendment: '/api/quotes/AcceptQuoteAmendment',
  cancelBooking: '/api/quotes/CancelQuoteBooking',
  /** The customer declines a quote; cancels a request with no booked quote (decision 051). */
  declineQuote: '/api/quotes/DeclineQuote',
  cancelRequest: '/api/quotes/CancelQuoteRequest',
  vehicleActiveQuotes: '/api/quotes/GetCustomerVehicleActiveQuotes/{id}',
  downloadInvoice: '/api/quotes/DownloadInvoice/{id}',
  downloadRequestAttachment: '/api/quotes/DownloadRequestAttachment/{id}/{index}',
  downloadLicenseDiskPhoto: '/api/quotes/DownloadLicenseDiskPhoto/{id}',
  downloadAmendmentPhoto: '/api/quotes/DownloadAmendmentPhoto/{id}',
  reviewWorkshop: '/api/quotes/ReviewWorkshop',
  // workshop portal
  workshopSummary: '/api/workshop/summary',
  workshopRequests: '/api/workshop/requests',
  workshopRequest: '/api/workshop/requests/{id}',
  workshopSaveQuote: '/api/workshop/requests/{id}/quote',
  workshopDecline: '/api/workshop/requests/{id}/decline',
  workshopWithdraw: '/api/workshop/quotes/{id}/withdraw',
  workshopJobs: '/api/workshop/jobs',
  workshopJob: '/api/workshop/jobs/{id}',
  workshopCheckIn: '/api/workshop/jobs/{id}/check-in',
  workshopAmendment: '/api/workshop/jobs/{id}/amendments',
  workshopDraftInvoice: '/api/workshop/jobs/{id}/draft-invoice',
  workshopReopen: '/api/workshop/jobs/{id}/reopen',
  workshopInvoice: '/api/workshop/jobs/{id}/invoice',
  workshopReady: '/api/workshop/jobs/{id}/ready',
  workshopPaid: '/api/workshop/jobs/{id}/paid',
  workshopComplete: '/api/workshop/jobs/{id}/complete',
  workshopCancelBooking: '/api/workshop/jobs/{id}/cancel',
  workshopMessage: '/api/workshop/quotes/{id}/messages',
  workshopReviews: '/api/workshop/reviews',
  workshopChoices: '/api/workshop/workshops',
} as const;
export type QuotePathName = keyof typeof QUOTE_PATHS;

/** quotePath('workshopJob', { id }) -> '/api/workshop/jobs/<id>' (segments URI-encoded). */
export function quotePath(name: QuotePathName, params: Record<string, string | number> = {}): string {
  return QUOTE_PATHS[name].replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`quotePath(${name}): missing ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** The web screens every mail links to (the quotes-web routes). */
export const QUOTE_SCREENS = {
  customerQuotes: (requestUniqueId: string, guestEmail?: string | null) =>
    `/quotes/${encodeURIComponent(requestUniqueId)}${guestEmail ? `?emailAddress=${encodeURIComponent(guestEmail)}` : ''}`,
  workshopRequest: (requestId: string) => `/workshop/requests/${encodeURIComponent(requestId)}`,
  workshopJob: (quoteId: string) => `/workshop/jobs/${encodeURIComponent(quoteId)}`,
} as const;

// ---------------------------------------------------------------- shared pieces of answers

export const IdParamsSchema = z.object({ id });
export const GuestQuerySchema = z.object({ emailAddress: optionalEmail });

/** A sentence and the quote's status after an action. */
export const QuoteActionAnswerSchema = z.object({
  message: z.string(),
  quoteId: z.string(),
  quoteStatus: z.number(),
});
export type QuoteActionAnswer = z.infer<typeof QuoteActionAnswerSchema>;

/** spec: Quote item (amounts in rand). */
export const QuoteItemViewSchema = z.object({
  id: z.string(),
  quoteRequestItemId: z.string().nullable(),
  /** The request item's name, query and answer, when the line answers one. */
  itemName: z.string().nullable(),
  itemQuery: z.string().nullable(),
  itemQueryAnswer: z.string().nullable(),
  kind: z.enum(QUOTE_LINE_KINDS),
  description: z.string(),
  note: z.string().nullable(),
  quantity: z.number(),
  previousQuantity: z.number().nullable(),
  priceExcl: rand,
  priceIncl: rand,
  previousPriceIncl: rand.nullable(),
  totalExcl: rand,
  totalVat: rand,
  totalIncl: rand,
  /** The invoiced total of the line, once the workshop drafted or issued the invoice. */
  verifiedTotalIncl: rand.nullable(),
  noVat: z.boolean(),
  amendmentId: z.string().nullable(),
  amendmentType: z.number().nullable(),
  amendmentStatus: z.number().nullable(),
});
export type QuoteItemView = z.infer<typeof QuoteItemViewSchema>;

export const QuoteTotalsSchema = z.object({
  totalExcl: rand,
  totalVat: rand,
  totalIncl: rand,
});

export const AmendmentViewSchema = z.object({
  id: z.string(),
  amendmentStatus: z.number(),
  note: z.string().nullable(),
  submittedAtUtc: z.string().nullable(),
  decidedAtUtc: z.string().nullable(),
  photos: z.array(z.object({ id: z.string(), fileName: z.string(), mimeType: z.string() })),
  /** The lines of this amendment (added, modified with their previous price and quantity, removed). */
  items: z.array(QuoteItemViewSchema),
});
export type AmendmentView = z.infer<typeof AmendmentViewSchema>;

export const QuoteMessageViewSchema = z.object({
  id: z.string(),
  senderRole: z.enum(['customer', 'workshop', 'system']),
  senderName: z.string().nullable(),
  message: z.string(),
  dateCreatedUtc: z.string(),
  readAtUtc: z.string().nullable(),
  attachments: z.array(z.object({ attachmentName: z.string(), mimeType: z.string(), sizeBytes: z.number() })),
});
export type QuoteMessageView = z.infer<typeof QuoteMessageViewSchema>;

/** spec: quoteStatuses: every status the quote passed through, with who moved it. */
export const QuoteStatusEntrySchema = z.object({
  quoteStatus: z.number(),
  quoteStatusText: z.string(),
  note: z.string().nullable(),
  /** 'customer' | 'workshop' | 'system' | 'admin' */
  actor: z.string().nullable(),
  dateCreatedUtc: z.string(),
});

export const ReviewViewSchema = z.object({
  id: z.string(),
  workshopId: z.string(),
  rating: z.number(),
  review: z.string(),
  authorName: z.string(),
  dateCreatedUtc: z.string(),
});
export type ReviewView = z.infer<typeof ReviewViewSchema>;

/** spec: Workshop (as the customer compares it). */
export const QuoteWorkshopSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  /** The newest reviews (at most 5). */
  workshopReviews: z.array(ReviewViewSchema),
  workshopCertifications: z.array(z.object({ name: z.string(), issuer: z.string() })),
  isVatRegistered: z.boolean(),
  taxNumber: z.string().nullable(),
  suburb: z.string().nullable(),
  city: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** Straight-line distance (m; decision 052) and estimated drive time (s) from the request's address. */
  distance: z.number().nullable(),
  distanceText: z.string().nullable(),
  duration: z.number().nullable(),
  durationText: z.string().nullable(),
  /** spec: durationInTraffic (s) and its text; null while no provider estimates traffic. */
  durationInTraffic: z.number().nullable(),
  durationInTrafficText: z.string().nullable(),
  /**
   * spec: hasPayfastAccount and paystackSubaccountId, how the workshop is paid online (which gateway the
   * customer is sent to). Never its bank account: that is the workshop's own and the admins' (profile).
   */
  hasPayfastAccount: z.boolean(),
  paystackSubaccountId: z.string().nullable(),
});

/** spec: Quote, as the customer's quotes screen shows it. */
export const QuoteViewSchema = z.object({
  id: z.string(),
  uniqueId: z.string(),
  quoteRequestId: z.string(),
  workshopId: z.string(),
  reference: z.string(),
  externalReference: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  quoteStatus: z.number(),
  quoteStatusText: z.string(),
  closedReason: QuoteClosedReasonSchema.nullable(),
  closedReasonText: z.string().nullable(),
  isExpired: z.boolean(),
  isPreQuote: z.boolean(),
  isVatRegistered: z.boolean(),
  vatRate: z.number(),
  vehicleMileage: z.number().nullable(),
  jobTurnaround: z.number().nullable(),
  notes: z.string().nullable(),
  dateCreatedUtc: z.string(),
  dateModifiedUtc: z.string(),
  dateSentUtc: z.string().nullable(),
  expiryDateUtc: z.string().nullable(),
  /** spec: the same dates in local time (Africa/Johannesburg, 'YYYY-MM-DDTHH:mm:ss+02:00'). */
  dateCreated: z.string(),
  dateModified: z.string(),
  dateSent: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** The booked day (YYYY-MM-DD, local). */
  serviceDate: z.string().nullable(),
  /** When the booked day starts (Johannesburg midnight), in UTC. */
  serviceDateUtc: z.string().nullable(),
  /** spec: workshopCustomer, the applicant's name as the workshop knows it; null in a shared view (decision 049). */
  workshopCustomer: z.string().nullable(),
  /** spec: organizationOrderAttached, an organisation's order is attached to the booking. */
  organizationOrderAttached: z.boolean(),
  /** spec: quoteRequestItems, the request's items the quote answers. */
  quoteRequestItems: z.array(QuoteRequestItemViewSchema),
  readyForCollectionUtc: z.string().nullable(),
  /** The quote's own lines (not amendments), and what they add up to. */
  quoteItems: z.array(QuoteItemViewSchema),
  totals: QuoteTotalsSchema,
  amendments: z.array(AmendmentViewSchema),
  /** Quote plus approved amendment lines: the most the invoice may charge. */
  approvedTotals: QuoteTotalsSchema,
  /** The invoice's totals once drafted or issued. */
  invoiceTotals: QuoteTotalsSchema.nullable(),
  /** spec: quoteTotalIncl (total is totalIncl, else verifiedTotalIncl). */
  quoteTotalIncl: rand,
  quoteStatuses: z.array(QuoteStatusEntrySchema),
  quoteMessages: z.array(QuoteMessageViewSchema),
  workshop: QuoteWorkshopSchema,
  /** What the caller may do now (from the shared lifecycle), and whether they may review. */
  allowedActions: z.array(QuoteActionSchema),
  canReview: z.boolean(),
  review: ReviewViewSchema.nullable(),
});
export type QuoteView = z.infer<typeof QuoteViewSchema>;

/** A timeline step (spec: Vehicle, Quote Request, Quote, Booked, Checked In, Amendment, Invoice). */
export const TimelineStepSchema = z.object({
  label: z.string(),
  /** spec event labels: Created, Updated, Submitted, Received (null: not reached). */
  event: z.string().nullable(),
  dateUtc: z.string().nullable(),
  done: z.boolean(),
});
export type TimelineStep = z.infer<typeof TimelineStepSchema>;

/** GET /api/quotes/GetQuoteRequestQuotes/{uniqueId}?emailAddress= : the quotes of one request. */
export const RequestQuotesSchema = z.object({
  quoteRequestId: z.string(),
  uniqueId: z.string(),
  reference: z.string(),
  quoteRequestStatus: z.number(),
  /** The booked (or later) quote, if any: one at most. */
  bookedQuoteId: z.string().nullable(),
  /** How many workshops the request went to, and how many have answered. */
  workshopCount: z.number(),
  /** True for a branch a quote was shared with: it sees the shared quotes only and cannot act (decision 049). */
  readOnly: z.boolean(),
  quotes: z.array(QuoteViewSchema),
  timeline: z.array(TimelineStepSchema),
});
export type RequestQuotes = z.infer<typeof RequestQuotesSchema>;

// ---------------------------------------------------------------- customer calls

/**
 * POST /api/quotes/AcceptQuote, multipart (or JSON without files): fields `quoteId`, `serviceDate`
 * (YYYY-MM-DD, one of the request's dates or a later weekday), optional `note`, `emailAddress` for a guest;
 * files `attachmentFiles` (at most 5, 8000 KB each, checked by content), kept with the booking note.
 */
export const AcceptQuoteSchema = z.object({
  quoteId: id,
  serviceDate: isoDate,
  note: text(NOTES_MAX_LENGTH).optional(),
  emailAddress: optionalEmail,
});
export type AcceptQuoteInput = z.infer<typeof AcceptQuoteSchema>;

/** POST /api/quotes/MessageWorkshop, multipart: `quoteId`, `message`, `emailAddress`?, `attachmentFiles`. */
export const MessageWorkshopSchema = z.object({
  quoteId: id,
  message: text(2000).min(1, { error: 'Please write a message.' }),
  emailAddress: optionalEmail,
});
export type MessageWorkshopInput = z.infer<typeof MessageWorkshopSchema>;

/** GET /api/Quotes/DownloadQuoteMessageAttachment/{messageId}?attachmentName=&emailAddress= */
export const DownloadMessageAttachmentQuerySchema = z.object({
  attachmentName: text(255).min(1, { error: 'Cannot be empty.' }),
  emailAddress: optionalEmail,
});

/**
 * POST /api/quotes/AcceptQuoteAmendment (JSON or multipart with a `decisions` JSON field): every line of
 * the waiting amendment approved or declined. Lines not named are declined.
 */
export const AcceptAmendmentSchema = z.object({
  quoteId: id,
  amendmentId: id,
  decisions: z
    .array(z.object({ quoteItemId: id, approved: z.boolean() }))
    .max(200)
    .default([]),
  emailAddress: optionalEmail,
});
export type AcceptAmendmentInput = z.infer<typeof AcceptAmendmentSchema>;

/** POST /api/quotes/CancelQuoteBooking (before check-in). */
export const CancelBookingSchema = z.object({
  quoteId: id,
  reason: text(NOTES_MAX_LENGTH).optional(),
  emailAddress: optionalEmail,
});
export type CancelBookingInput = z.infer<typeof CancelBookingSchema>;

/** POST /api/quotes/DeclineQuote (decision 051): the customer says no to a quote; the reason is optional. */
export const DeclineQuoteSchema = z.object({
  quoteId: id,
  reason: text(NOTES_MAX_LENGTH).optional(),
  emailAddress: optionalEmail,
});
export type DeclineQuoteInput = z.infer<typeof DeclineQuoteSchema>;

/** POST /api/quotes/CancelQuoteRequest (decision 051): the applicant cancels a request with no booked quote. */
export const CancelRequestSchema = z.object({
  quoteRequestId: id,
  reason: text(NOTES_MAX_LENGTH).min(1, { error: 'Please give a reason.' }),
  emailAddress: optionalEmail,
});
export type CancelRequestInput = z.infer<typeof CancelRequestSchema>;

/** GET /api/quotes/GetCustomerVehicleActiveQuotes/{garageVehicleId} */
export const VehicleActiveQuotesSchema = z.object({
  quotes: z.array(
    z.object({
      quoteId: z.string(),
      quoteRequestId: z.string(),
      requestUniqueId: z.string(),
      reference: z.string(),
      workshopName: z.string(),
      quoteStatus: z.number(),
      quoteStatusText: z.string(),
      serviceDate: z.string().nullable(),
      quoteTotalIncl: rand,
      dateModifiedUtc: z.string(),
    }),
  ),
  /** Amendment lines the customer declined: recommended work for next time. */
  recommendedWork: z.array(
    z.object({
      quoteItemId: z.string(),
      description: z.string(),
      workshopName: z.string(),
      totalIncl: rand,
      dateDeclinedUtc: z.string().nullable(),
    }),
  ),
});
export type VehicleActiveQuotes = z.infer<typeof VehicleActiveQuotesSchema>;

/** POST /api/quotes/ReviewWorkshop: once per completed job, by its customer. */
export const ReviewWorkshopSchema = z.object({
  quoteId: id,
  rating: z
    .number({ error: 'Please choose a rating from 1 to 5.' })
    .int({ error: 'Please choose a rating from 1 to 5.' })
    .min(1, { error: 'Please choose a rating from 1 to 5.' })
    .max(5, { error: 'Please choose a rating from 1 to 5.' }),
  review: text(2000).min(1, { error: 'Please write a few words about the job.' }),
});
export type ReviewWorkshopInput = z.infer<typeof ReviewWorkshopSchema>;

// ---------------------------------------------------------------- workshop portal: requests

export const WorkshopListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(50).default(20),
  /** Reference, vehicle or item words. */
  filter: text(100).optional(),
  /** new: not quoted yet; draft; sent; declined; all (default). */
  state: z.enum(['all', 'new', 'draft', 'sent', 'declined', 'closed']).default('all'),
});
export type WorkshopListQuery = z.infer<typeof WorkshopListQuerySchema>;

export const IncomingRequestSummarySchema = z.object({
  id: z.string(),
  uniqueId: z.string(),
  reference: z.string(),
  quoteType: z.string(),
  quoteRequestStatus: z.number(),
  vehicleName: z.string(),
  items: z.array(z.string()),
  datesRequested: z.array(z.string()),
  suburb: z.string().nullable(),
  /** Straight-line distance in metres from the workshop to the request's address (decision 052). */
  distance: z.number().nullable(),
  distanceText: z.string().nullable(),
  dateCreatedUtc: z.string(),
  /** This workshop's quote, when it has one. */
  quoteId: z.string().nullable(),
  quoteStatus: z.number().nullable(),
  quoteStatusText: z.string().nullable(),
  closedReason: QuoteClosedReasonSchema.nullable(),
  /** Another workshop's quote was booked. */
  bookedElsewhere: z.boolean(),
  /** Where the request stands for this workshop (decision 051): never who won or for how much. */
  progress: RequestProgressSchema,
});
export type IncomingRequestSummary = z.infer<typeof IncomingRequestSummarySchema>;

export const IncomingRequestPageSchema = z.object({
  items: z.array(IncomingRequestSummarySchema),
  totalDisplayItems: z.number(),
  page: z.number(),
  itemsPerPage: z.number(),
});

/** The workshop's own quote, with everything the editor and the job screen need. */
export const WorkshopQuoteSchema = QuoteViewSchema.omit({ workshop: true, canReview: true }).extend({
  closeNote: z.string().nullable(),
  /** The next invoice may charge at most this (quote plus approved amendment lines). */
  maxInvoiceTotalIncl: rand,
});
export type WorkshopQuote = z.infer<typeof WorkshopQuoteSchema>;

/** One requested item with the workshop's template lines for it (repair-item template items). */
export const IncomingRequestItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  hasQuery: z.boolean(),
  query: z.string().nullable(),
  queryAnswer: z.string().nullable(),
  templateLines: z.array(z.object({ description: z.string() })),
});

export const IncomingRequestSchema = IncomingRequestSummarySchema.extend({
  vehicle: z.object({
    name: z.string(),
    brand: z.string().nullable(),
    year: z.number().nullable(),
    mileage: z.number().nullable(),
    vinNumber: z.string().nullable(),
    engineNumber: z.string().nullable(),
    licensePlate: z.string().nullable(),
  }),
  partsPreference: z.string().nullable(),
  serviceType: z.string().nullable(),
  isInspection: z.boolean(),
  requestItems: z.array(IncomingRequestItemSchema),
  notes: z.string().nullable(),
  hasLicenseDiskPhoto: z.boolean(),
  attachments: z.array(
    z.object({ index: z.number(), fileName: z.string(), mimeType: z.string(), sizeBytes: z.number() }),
  ),
  customer: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
  /** The workshop's defaults for a new quote. */
  defaults: z.object({
    workshopId: z.string(),
    isVatRegistered: z.boolean(),
    vatRate: z.number(),
    labourRateExcl: rand.nullable(),
    jobTurnaround: z.number().nullable(),
    /** Days a quote stays valid unless the workshop says otherwise. */
    expiryDays: z.number(),
  }),
  quote: WorkshopQuoteSchema.nullable(),
});
export type IncomingRequest = z.infer<typeof IncomingRequestSchema>;

/** A line as the workshop types it: a unit price excluding or including VAT (one of the two). */
export const QuoteLineInputSchema = z
  .object({
    quoteRequestItemId: id.nullish(),
    kind: z.enum(QUOTE_LINE_KINDS),
    description: text(300).min(1, { error: 'Please describe the line.' }),
    note: text(NOTES_MAX_LENGTH).nullish(),
    quantity: z
      .number({ error: 'Quantity must be a number.' })
      .gt(0, { error: 'Quantity must be more than 0.' })
      .max(10_000, { error: 'Quantity must be at most 10 000.' })
      .refine(
        (q) => Number.isInteger(Math.round(q * 1000)) && Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6,
        {
          error: 'Quantity may have at most three decimals.',
        },
      ),
    priceExcl: money('A price cannot be negative.').nullish(),
    priceIncl: money('A price cannot be negative.').nullish(),
    noVat: z.boolean().default(false),
  })
  .refine((l) => (l.priceExcl ?? null) !== null || (l.priceIncl ?? null) !== null, {
    error: 'Please enter a price.',
    path: ['priceExcl'],
  })
  .refine((l) => lineTotalIncl(l) <= MONEY_MAX_RAND, {
    error: 'A line cannot come to more than R 10 000 000.',
    path: ['quantity'],
  });
export type QuoteLineInput = z.infer<typeof QuoteLineInputSchema>;

/**
 * POST /api/workshop/requests/{requestId}/quote: the quote editor. `action` says what to do with it:
 * saveDraft (a draft only the workshop sees), send, sendPreQuote (inspection: the assessment first),
 * revise (a sent quote: becomes Updated and the customer is told).
 */
export const SaveQuoteSchema = z.object({
  action: z.enum(['saveDraft', 'send', 'sendPreQuote', 'revise']),
  lines: z
    .array(QuoteLineInputSchema)
    .max(200, { error: 'At most 200 lines.' })
    .refine((lines) => lines.reduce((sum, l) => sum + lineTotalIncl(l), 0) <= MONEY_MAX_RAND, {
      error: 'A quote cannot come to more than R 10 000 000.',
    }),
  /** The quote is valid until the end of this day (Johannesburg). */
  expiryDate: isoDate.nullish(),
  jobTurnaround: z.number().int().min(0).max(365).nullish(),
  notes: text(2000).nullish(),
  externalReference: text(100).nullish(),
});
export type SaveQuoteInput = z.infer<typeof SaveQuoteSchema>;

/** POST /api/workshop/requests/{requestId}/decline and /api/workshop/quotes/{quoteId}/withdraw */
export const ReasonSchema = z.object({
  reason: text(NOTES_MAX_LENGTH).min(1, { error: 'Please give a reason.' }),
});

// ---------------------------------------------------------------- workshop portal: jobs

export const WorkshopJobsQuerySchema = z.object({
  /** Booked day range, YYYY-MM-DD (inclusive); default: everything open. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  state: z.enum(['open', 'invoiced', 'done', 'all']).default('open'),
});

export const WorkshopJobSummarySchema = z.object({
  quoteId: z.string(),
  quoteRequestId: z.string(),
  reference: z.string(),
  requestReference: z.string(),
  vehicleName: z.string(),
  customerName: z.string().nullable(),
  serviceDate: z.string().nullable(),
  quoteStatus: z.number(),
  quoteStatusText: z.string(),
  quoteTotalIncl: rand,
  readyForCollectionUtc: z.string().nullable(),
  unreadMessages: z.number(),
});
export type WorkshopJobSummary = z.infer<typeof WorkshopJobSummarySchema>;

export const WorkshopJobSchema = z.object({
  request: IncomingRequestSchema.omit({ quote: true }),
  quote: WorkshopQuoteSchema,
});
export type WorkshopJob = z.infer<typeof WorkshopJobSchema>;

export const CheckInSchema = z.object({
  vehicleMileage: z
    .number({ error: 'Please enter the mileage.' })
    .int({ error: 'Mileage must be a whole number.' })
    .min(0)
    .max(1_000_000, { error: 'Mileage must be at most 1 000 000.' }),
});

/**
 * An odometer does not run backwards: the mileage at check-in cannot be below the mileage the customer gave
 * on the request. The sentence for the `vehicleMileage` field, or null when it is fine.
 */
export function checkInMileageProblem(mileage: number, requestMileage: number | null): string | null {
  if (requestMileage === null || mileage >= requestMileage) return null;
  return `The mileage cannot be lower than the ${formatKm(requestMileage)} given on the request.`;
}

/** An amendment line: a new line, a change to a line (keeping its previous price and quantity), or removing one. */
export const AmendmentLineInputSchema = z.discriminatedUnion('changeType', [
  z.object({ changeType: z.literal(AmendmentChangeType.added), line: QuoteLineInputSchema }),
  z.object({
    changeType: z.literal(AmendmentChangeType.modified),
    quoteItemId: id,
    line: QuoteLineInputSchema,
  }),
  z.object({ changeType: z.literal(AmendmentChangeType.removed), quoteItemId: id }),
]);

/**
 * POST /api/workshop/jobs/{quoteId}/amendments: multipart with an `amendment` JSON field of this shape and
 * `photoFiles` (at most 5 photos of what was found, 8000 KB each), or JSON without photos. Sent for the
 * customer's approval at once (In Progress -> Amendment Pending).
 */
export const AmendmentInputSchema = z.object({
  note: text(NOTES_MAX_LENGTH).nullish(),
  lines: z
    .array(AmendmentLineInputSchema)
    .min(1, { error: 'Add at least one line.' })
    .max(50)
    .refine(
      (lines) =>
        lines.reduce((sum, l) => sum + ('line' in l ? lineTotalIncl(l.line) : 0), 0) <= MONEY_MAX_RAND,
      { error: 'An amendment cannot come to more than R 10 000 000.' },
    ),
});
export type AmendmentInput = z.infer<typeof AmendmentInputSchema>;

/**
 * POST /api/workshop/jobs/{quoteId}/draft-invoice and /invoice: the charged total of each approved line
 * (the work done may cost less than quoted, never more). Lines left out are charged as approved.
 */
export const InvoiceInputSchema = z.object({
  lines: z
    .array(z.object({ quoteItemId: id, totalIncl: money('A charge cannot be negative.') }))
    .max(300)
    .refine((lines) => lines.reduce((sum, l) => sum + l.totalIncl, 0) <= MONEY_MAX_RAND, {
      error: 'An invoice cannot come to more than R 10 000 000.',
    })
    .default([]),
  externalReference: text(100).nullish(),
});
export type InvoiceInput = z.infer<typeof InvoiceInputSchema>;

/** POST /api/workshop/jobs/{quoteId}/paid: money taken at the counter. */
export const PaidAtWorkshopSchema = z.object({ method: z.enum(['cash', 'card', 'eft']) });

/** POST /api/workshop/quotes/{quoteId}/messages, multipart: `message`, `attachmentFiles`. */
export const WorkshopMessageSchema = z.object({
  message: text(2000).min(1, { error: 'Please write a message.' }),
});

export const WorkshopSummarySchema = z.object({
  workshops: z.array(
    z.object({ id: z.string(), name: z.string(), rating: z.number().nullable(), reviewCount: z.number() }),
  ),
  newRequests: z.number(),
  drafts: z.number(),
  awaitingCustomer: z.number(),
  bookedToday: z.number(),
  inProgress: z.number(),
  amendmentsPending: z.number(),
  toInvoice: z.number(),
  unpaid: z.number(),
});
export type WorkshopSummary = z.infer<typeof WorkshopSummarySchema>;

/**
 * GET /api/workshop/workshops: every workshop the user works for, the default (first by id) first. The
 * portal sends the chosen one's id as the `X-Workshop-Id` header; every other /api/workshop call answers
 * for that workshop only.
 */
export const WorkshopChoicesSchema = z.array(z.object({ id: z.string(), name: z.string() }));
export type WorkshopChoices = z.infer<typeof WorkshopChoicesSchema>;
export const WORKSHOP_CHOICE_HEADER = 'X-Workshop-Id';

/** GET /api/workshop/reviews: the workshop's reviews, newest first. */
export const WorkshopReviewsSchema = z.array(ReviewViewSchema);
