import { z } from 'zod';
import { GarageVehicleSchema } from './garage-records';
import { QuoteRequestSummarySchema, RequestWorkshopSchema, WorkshopAddressSchema } from './quote-request-api';

/**
 * GET /api/QuoteRequests/GetQuoteRequests?vehicleId= (spec: "quoteRequests and customerVehicleMapping"):
 * the requests of one vehicle, or all of the caller's without a vehicle, with the garage vehicle when one
 * was asked for.
 */
export const QuoteRequestListSchema = z.object({
  quoteRequests: z.array(QuoteRequestSummarySchema),
  customerVehicleMapping: GarageVehicleSchema.nullable(),
});
export type QuoteRequestList = z.infer<typeof QuoteRequestListSchema>;

/** The submit's answer when it is refused: validation messages keyed by name (spec: each an array of strings). */
export const SUBMIT_DUPLICATE_KEYS = ['Duplicate', 'DuplicateQuote'] as const;
export type SubmitDuplicateKey = (typeof SUBMIT_DUPLICATE_KEYS)[number];

/** GET /api/PublicWorkshop/GetWorkshopAddresses as a list (the regions' and repair items' lists: lookups.ts). */
export const WorkshopAddressListSchema = z.array(WorkshopAddressSchema);

/** GET /api/QuoteRequests/ActiveRequestsWorkshops/{id}: the workshops a request went to. */
export const RequestWorkshopListSchema = z.array(RequestWorkshopSchema);
