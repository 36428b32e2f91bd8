import { z } from 'zod';
import { NOTES_MAX_LENGTH } from './constants';
import { WorkshopGuaranteeSchema } from './guarantee';
import { formatKm } from './numbers';
import { QuoteClosedReasonSchema } from './quote-lifecycle';
import { QUOTE_LINE_KINDS } from './quote-lines';
import { QuoteViewSchema, ReviewViewSchema } from './quotes-api';
import { id, isoDate, lineTotalIncl, MONEY_MAX_RAND, money, rand, text } from './quotes-api-fields';
import { RequestProgressSchema } from './request-progress';
import { AmendmentChangeType } from './statuses';

/**
 * The quotes contract's workshop portal (decision 020, `/api/workshop/...`, workshop users): incoming
 * requests, the quote editor, the job (check-in, amendments, invoice), the summary. Paths are in
 * QUOTES_API (contract/quotes.ts); who may act is described there.
 */

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
    /** The workshop's guarantee now: what a quote carries when it is sent (decision 076); null: none. */
    guarantee: WorkshopGuaranteeSchema.nullable(),
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
  /** The drop-off time booked, 'HH:MM' (decision 075); null: none given. */
  dropOffTime: z.string().nullable(),
  quoteStatus: z.number(),
  quoteStatusText: z.string(),
  quoteTotalIncl: rand,
  readyForCollectionUtc: z.string().nullable(),
  unreadMessages: z.number(),
});
export type WorkshopJobSummary = z.infer<typeof WorkshopJobSummarySchema>;
/** GET /api/workshop/jobs: the workshop's jobs (accepted quotes). */
export const WorkshopJobListSchema = z.array(WorkshopJobSummarySchema);

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
/** The invoice calls' body: a call without one is an invoice of no lines (decision 056). */
export const InvoiceInputBodySchema = InvoiceInputSchema.nullish().transform(
  (v): InvoiceInput => v ?? { lines: [] },
);
export type InvoiceInputBody = z.input<typeof InvoiceInputBodySchema>;

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
