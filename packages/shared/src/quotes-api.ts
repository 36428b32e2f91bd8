import { z } from 'zod';
import { NOTES_MAX_LENGTH } from './constants';
import { QuoteGuaranteeSchema } from './guarantee';
import { QuoteActionSchema, QuoteClosedReasonSchema } from './quote-lifecycle';
import { QUOTE_LINE_KINDS } from './quote-lines';
import { QuoteRequestItemViewSchema } from './quote-request-api';
import { id, isoDate, optionalEmail, rand, text } from './quotes-api-fields';
import { TimeOfDaySchema } from './workshop-availability';

/**
 * The quotes contract (issue 10, decision 020): the customer's quote calls of the spec's Quotes table,
 * the workshop portal under /api/workshop (its schemas in workshop-portal-api.ts), invoices and reviews. Their
 * paths and verbs are QUOTES_API (contract/quotes.ts, decision 056); request schemas are what the API validates, answer schemas are allowlists. Money is rand with two
 * decimals on the wire (integer cents inside); dates are ISO (UTC) with a `...Utc` twin where the spec
 * names one, requested dates YYYY-MM-DD.
 *
 * Who may act: the customer side (`/api/quotes/...`, public) answers the request's applicant (signed in)
 * or, for a guest, whoever sends the applicant's e-mail as `emailAddress`; anyone else gets 404. The
 * workshop side (`/api/workshop/...`, workshop users) sees only requests that chose one of the user's
 * workshops and that workshop's own quote; anything else is 404. An action the lifecycle refuses is 409
 * with a sentence (`{ message }`).
 */

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
  /** The workshop's one public reply (decision 065). */
  reply: z.string().nullish(),
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
  /** The drop-off time booked on that day, 'HH:MM' (decision 075); null: none given. */
  dropOffTime: z.string().nullable(),
  /** spec: workshopCustomer, the applicant's name as the workshop knows it; null in a shared view (decision 049). */
  workshopCustomer: z.string().nullable(),
  /** spec: organizationOrderAttached, an organisation's order is attached to the booking. */
  organizationOrderAttached: z.boolean(),
  /** spec: quoteRequestItems, the request's items the quote answers. */
  quoteRequestItems: z.array(QuoteRequestItemViewSchema),
  readyForCollectionUtc: z.string().nullable(),
  /** The workmanship guarantee as sent with the quote, and until when (decision 076); null: none stated. */
  guarantee: QuoteGuaranteeSchema.nullable(),
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
 * (YYYY-MM-DD, a day the workshop has room), optional `dropOffTime` ('HH:MM', one of that day's drop-off
 * times; decision 075: left out or empty by older clients, the booking has a day only), optional `note`,
 * `emailAddress` for a guest; files `attachmentFiles` (at most 5, 8000 KB each, checked by content), kept with
 * the booking note.
 */
/** A drop-off time, 'HH:MM'; empty or left out: none. */
const dropOffTime = z
  .union([z.literal(''), TimeOfDaySchema])
  .optional()
  .transform((t) => t || undefined);

export const AcceptQuoteSchema = z.object({
  quoteId: id,
  serviceDate: isoDate,
  dropOffTime,
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

/**
 * POST /api/quotes/RescheduleQuoteBooking (decision 075): a booking not yet checked in moves to another day
 * with room (and drop-off time), within the workshop's terms.
 */
export const RescheduleBookingSchema = z.object({
  quoteId: id,
  serviceDate: isoDate,
  dropOffTime,
  emailAddress: optionalEmail,
});
export type RescheduleBookingInput = z.infer<typeof RescheduleBookingSchema>;

/** POST /api/quotes/CancelQuoteBooking (before check-in, within the workshop's terms). */
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
/** What cancelling a request answers: a sentence and the request's status after it. */
export const CancelRequestAnswerSchema = z.object({ message: z.string(), quoteRequestStatus: z.number() });

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
