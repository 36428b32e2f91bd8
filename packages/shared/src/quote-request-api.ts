import { z } from 'zod';
import { EmailOnlySchema } from './auth';
import { MAX_RADIUS_KM, UI_MESSAGES } from './constants';
import { InnovationPolicySchema } from './garage-records';
import { messages } from './messages';
import { BranchShareSchema } from './organisation-quotes';
import { QuoteTypeSchema, RequestCategorySchema } from './quote-types';
import { RequestProgressSchema } from './request-progress';
import { formatDate } from './time-format';
import { VehicleSchema } from './vehicle-record';

/**
 * The quote request calls around the four steps (spec: the Quote requests and Lookups call tables):
 * lookups for the steps, the submit's extra fields, the lists, the price estimate and the funnel events.
 * Request schemas are what the API validates; answer schemas are allowlists.
 */

const uuidText = z.string().trim().max(100);
const coercedNumber = (label: string) =>
  z.coerce.number({ error: `${label} must be a number.` }).refine(Number.isFinite, {
    error: `${label} must be a number.`,
  });

// ---------------------------------------------------------------- lookups

/** GET /api/repairItems?quoteType= */
export const RepairItemsQuerySchema = z.object({ quoteType: QuoteTypeSchema });

/**
 * GET /api/PublicWorkshop/GetWorkshopAddresses?quoteType=&lat=&lng=&radius=
 * With a point, only the workshops within radius km (default and maximum 50) of it, nearest first.
 */
export const WorkshopAddressesQuerySchema = z
  .object({
    quoteType: QuoteTypeSchema,
    lat: coercedNumber('Latitude').pipe(z.number().min(-90).max(90)).optional(),
    lng: coercedNumber('Longitude').pipe(z.number().min(-180).max(180)).optional(),
    radius: coercedNumber('Radius')
      .pipe(
        z
          .number()
          .gt(0, { error: 'Radius must be greater than 0.' })
          .max(MAX_RADIUS_KM, { error: `Radius must be at most ${MAX_RADIUS_KM} km.` }),
      )
      .optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    error: 'Send both lat and lng, or neither.',
    path: ['lat'],
  });
export type WorkshopAddressesQuery = z.infer<typeof WorkshopAddressesQuerySchema>;

/** Distance and drive time from the request's address (the places module's DistanceProvider). */
export const TravelInfoSchema = z.object({
  /** Metres in a straight line, the radius filter's measure (decision 052). */
  distance: z.number().nullable(),
  distanceText: z.string().nullable(),
  /** Seconds. */
  duration: z.number().nullable(),
  durationText: z.string().nullable(),
  durationInTraffic: z.number().nullable(),
  durationInTrafficText: z.string().nullable(),
});

/** spec: Workshop map entry: workshopId, name, regionIds, suburb, lat, lng, distance, referenceNumber, isOrganization, workshopLogoUrl. */
export const WorkshopAddressSchema = TravelInfoSchema.extend({
  workshopId: z.string(),
  name: z.string(),
  regionIds: z.array(z.string()),
  suburb: z.string().nullable(),
  city: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** Straight-line kilometres from the point asked about (null without one). */
  straightLineKm: z.number().nullable(),
  /** spec: referenceNumber is the number of the workshop's jobs in progress. */
  referenceNumber: z.number(),
  isOrganization: z.boolean(),
  workshopLogoUrl: z.string().nullable(),
  rating: z.number().nullable(),
});
export type WorkshopAddress = z.infer<typeof WorkshopAddressSchema>;

/** GET /api/PublicWorkshop/GetOrganisationWorkshops?quoteType=&search=&page= (step 3's list view). */
export const OrganisationWorkshopsQuerySchema = z
  .object({
    quoteType: QuoteTypeSchema,
    search: z.string().trim().max(100).optional(),
    page: coercedNumber('Page').pipe(z.number().int().min(1).max(10_000)).default(1),
    lat: coercedNumber('Latitude').pipe(z.number().min(-90).max(90)).optional(),
    lng: coercedNumber('Longitude').pipe(z.number().min(-180).max(180)).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    error: 'Send both lat and lng, or neither.',
    path: ['lat'],
  });

export const WorkshopPageSchema = z.object({
  items: z.array(WorkshopAddressSchema),
  totalDisplayItems: z.number(),
  page: z.number(),
  itemsPerPage: z.number(),
});

// ---------------------------------------------------------------- submit

/**
 * Fields the submit takes besides the steps and the envelope: the organisation user's request category
 * and the guest's bot-check solution (ALTCHA payload).
 */
export const QuoteRequestSubmitExtrasSchema = z.object({
  requestCategory: RequestCategorySchema.nullish(),
  altcha: z.string().max(4000).nullish(),
});

/**
 * spec: key Duplicate, "a similar earlier request exists", with its reference and date. It names the
 * choices the dialog offers: replacing is for signed-in users only (spec), so a guest is not told of it.
 */
export function duplicateRequestMessage(
  reference: string,
  dateCreated: Date | string,
  canReplace = true,
): string {
  const choices = canReplace
    ? 'View your previous requests, replace it, or keep both.'
    : 'View your previous requests or keep both.';
  return `A similar request (${reference}) was submitted on ${formatDate(dateCreated)} and is still open. ${choices}`;
}
/** spec: key DuplicateQuote, as written. */
export const DUPLICATE_QUOTE_MESSAGE = UI_MESSAGES.duplicateQuote;

/**
 * A guest's '2' (view previous requests): a guest has no list to open, so the links to their open
 * requests go to the e-mail address they were made with, which only its owner reads (decision 015).
 */
export const EmailPreviousRequestsBodySchema = EmailOnlySchema;
export const EmailPreviousRequestsAnswerSchema = z.object({
  status: z.number(),
  data: z.object({ message: z.string() }),
});
/** The same answer whether or not the address has open requests, so it tells nobody whose they are. */
export function previousRequestsMailedMessage(email: string): string {
  return `If ${email} has open requests with us, we have e-mailed it a link to each of them.`;
}

// ---------------------------------------------------------------- reading requests

export const QuoteRequestIdParamsSchema = z.object({ id: uuidText });
export const GetQuoteRequestQuerySchema = z.object({
  emailAddress: z.string().trim().max(254).optional(),
});
export const GetQuoteRequestsQuerySchema = z.object({ vehicleId: uuidText.optional() });

const AddressViewSchema = z.object({
  streetNumber: z.string().nullable(),
  streetName: z.string().nullable(),
  suburb: z.string().nullable(),
  town: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
  postalCode: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});

/** spec: Quote request item. */
export const QuoteRequestItemViewSchema = z.object({
  id: z.string(),
  repairItemTemplateId: z.string().nullable(),
  name: z.string(),
  hasQuery: z.boolean(),
  query: z.string().nullable(),
  queryAnswer: z.string().nullable(),
  keyword: z.string().nullable(),
});
export type QuoteRequestItemView = z.infer<typeof QuoteRequestItemViewSchema>;

/** A request in a list (GetQuoteRequests, ActiveRequests). */
export const QuoteRequestSummarySchema = z.object({
  id: z.string(),
  uniqueId: z.string(),
  reference: z.string(),
  quoteType: z.string(),
  quoteRequestStatus: z.number(),
  quoteRequestStatusUsername: z.string().nullable(),
  vehicleId: z.number().nullable(),
  vehicleMappingId: z.string().nullable(),
  vehicleName: z.string(),
  vehicleMileage: z.number().nullable(),
  items: z.array(z.string()),
  workshopCount: z.number(),
  quoteCount: z.number(),
  organizationBranchId: z.string().nullable(),
  dateCreated: z.string(),
  dateCreatedUtc: z.string(),
  /** Why the applicant cancelled it (decision 051); null otherwise. */
  quoteRequestStatusReason: z.string().nullable(),
  /** Where the request stands, from its status and its quotes (decision 051); the status keeps the spec's value. */
  progress: RequestProgressSchema,
});
export type QuoteRequestSummary = z.infer<typeof QuoteRequestSummarySchema>;

/** spec: Quote request (GET /api/QuoteRequests/GetQuoteRequest/{id}). */
export const QuoteRequestViewSchema = QuoteRequestSummarySchema.extend({
  /**
   * True for a branch a quote was shared with (decision 049): it reads the vehicle, the items and the shared
   * quotes' workshops; the applicant's details, files and references are left out and nothing can be done.
   */
  readOnly: z.boolean(),
  vehicle: VehicleSchema.nullable(),
  existingVehicleMileage: z.number().nullable(),
  vehicleVinNumber: z.string().nullable(),
  vehicleEngineNumber: z.string().nullable(),
  vehicleLicensePlate: z.string().nullable(),
  hasLicenseDiskPhoto: z.boolean(),
  partsPreference: z.string().nullable(),
  serviceType: z.string().nullable(),
  requestCategory: z.string().nullable(),
  address: AddressViewSchema.nullable(),
  travelDistance: z.number().nullable(),
  regionIds: z.array(z.string()),
  datesRequested: z.array(z.string()),
  notes: z.string().nullable(),
  attachments: z.array(
    z.object({ index: z.number(), fileName: z.string(), mimeType: z.string(), sizeBytes: z.number() }),
  ),
  quoteCustomerReferences: z.array(z.object({ index: z.number(), name: z.string(), reference: z.string() })),
  quoteRequestWorkshopMappings: z.array(z.object({ workshopId: z.string(), workshopName: z.string() })),
  requestItems: z.array(QuoteRequestItemViewSchema),
  /** The applicant as given on step 4; null for a branch a quote was shared with (decision 049). */
  applicationUser: z
    .object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string(),
      phone: z.string().nullable(),
      businessName: z.string().nullable(),
      businessRegistrationNumber: z.string().nullable(),
      businessTaxNumber: z.string().nullable(),
    })
    .nullable(),
  isPolicyQuote: z.boolean(),
  isForBusiness: z.boolean(),
  hidePrice: z.boolean(),
  includeAdminFee: z.boolean(),
  serviceReminder: z.boolean(),
  isExpired: z.boolean(),
  innovationPolicy: InnovationPolicySchema.nullable(),
  /** spec: userId, the account the request is filed under; null for a branch a quote was shared with. */
  userId: z.string().nullable(),
  /** spec: licenseDiskPhotoUrl, where the applicant's side downloads the licence disk; null without one or when shared. */
  licenseDiskPhotoUrl: z.string().nullable(),
  /** spec: quoteRequestOrganizationBranchShare, the shares of its quotes (a shared branch: those made to it). */
  quoteRequestOrganizationBranchShare: z.array(BranchShareSchema),
  /** spec: quotes, the request's quotes the customer sees (a shared branch: the shared ones). */
  quotes: z.array(
    z.object({
      id: z.string(),
      uniqueId: z.string(),
      workshopId: z.string(),
      workshopName: z.string(),
      reference: z.string(),
      quoteStatus: z.number(),
      closedReason: z.string().nullable(),
      dateCreatedUtc: z.string(),
    }),
  ),
});
export type QuoteRequestView = z.infer<typeof QuoteRequestViewSchema>;

/** POST /api/QuoteRequests/ActiveRequests/{id}: paging body (id: branch id or the user's own id). */
export const ActiveRequestsBodySchema = z
  .object({
    page: z.number().int().min(1).max(10_000).default(1),
    itemsPerPage: z.number().int().min(1).max(50).default(10),
    filter: z.string().trim().max(100).nullish(),
  })
  .nullish()
  .transform((b) => b ?? { page: 1, itemsPerPage: 10, filter: null });

export const ActiveRequestsPageSchema = z.object({
  items: z.array(QuoteRequestSummarySchema),
  totalDisplayItems: z.number(),
  page: z.number(),
  itemsPerPage: z.number(),
});

/** GET /api/QuoteRequests/ActiveRequestsWorkshops/{id} */
export const RequestWorkshopSchema = z.object({
  workshopId: z.string(),
  name: z.string(),
  workshopLogoUrl: z.string().nullable(),
  suburb: z.string().nullable(),
  city: z.string().nullable(),
  rating: z.number().nullable(),
  /** The workshop's quote on this request, when it has sent one. */
  quoteStatus: z.number().nullable(),
});

/** POST /api/QuoteRequests/completeQuoteRequest/{id}: the sentence and the request's new status. */
export const CompleteQuoteRequestAnswerSchema = z.object({
  message: z.string(),
  quoteRequestStatus: z.number(),
});

/** GET /api/QuoteRequests/GetCustomersCount: a bare whole number (the landing page's figure). */
export const CustomersCountSchema = z.number();

// ---------------------------------------------------------------- funnel tracking

/** quote_request_submitted: the request went in (the funnel's last step; decision 078 counts it per reminder). */
export const TRACKING_EVENTS = [
  'quote_flow_started',
  'quote_step_loaded',
  'quote_request_submitted',
] as const;
/** POST /api/tracking/events (spec: "a tracking event fires on starting the create flow and on each step load"). */
export const TrackingEventSchema = z.object({
  event: z.enum(TRACKING_EVENTS, { error: messages.arrayRequired() }),
  step: z.number().int().min(1).max(4).nullish(),
  quoteType: QuoteTypeSchema.nullish(),
  sessionId: z.string().trim().min(8).max(100),
  /** The reminder whose link started the flow (decision 078). */
  reminderId: z.uuid().nullish(),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;
/** Its answer (202): accepted before the event is written. */
export const TrackingEventAnswerSchema = z.object({ accepted: z.boolean() });
