import { z } from 'zod';

/**
 * An organisation's own calls on quotes (issue 12 item 7, decision 032): sharing a quote with another
 * branch, and what the organisation has paid before for the same items.
 */

/** spec: POST /api/QuoteRequests/shareOrganizationBranchQuote/{id}?quoteId= */
export const ShareQuoteQuerySchema = z.object({
  quoteId: z.uuid({ error: 'The quote is not valid.' }),
});

/** The branch the quote is shared with (the spec leaves the payload "not shown"). */
export const ShareQuoteBodySchema = z.object({
  organizationBranchId: z.uuid({ error: 'Please choose a branch.' }),
});
export type ShareQuoteBody = z.infer<typeof ShareQuoteBodySchema>;

/** spec: Quote view record / organisation branch share, with the branch it went to. */
export const BranchShareSchema = z.object({
  id: z.string(),
  quoteId: z.string(),
  quoteReference: z.string(),
  workshopId: z.string(),
  workshopName: z.string(),
  workshopLogoUrl: z.string().nullable(),
  organizationBranchId: z.string(),
  branchName: z.string(),
  /** spec: who shared it, by e-mail address. */
  username: z.string(),
  /** Their name, as the web shows it (null when the account is gone or has no name: show username). */
  sharedByName: z.string().nullable(),
  dateCreated: z.string(),
  dateCreatedUtc: z.string(),
  isSuccess: z.boolean(),
});
export type BranchShare = z.infer<typeof BranchShareSchema>;
export const BranchShareListSchema = z.array(BranchShareSchema);

/** A quote shared with the caller's branch, as the dashboard lists it. */
export const SharedWithBranchSchema = z.object({
  quoteRequestUniqueId: z.string(),
  reference: z.string(),
  vehicleName: z.string(),
  quoteReference: z.string(),
  workshopName: z.string(),
  fromBranchName: z.string().nullable(),
  username: z.string(),
  sharedByName: z.string().nullable(),
  dateCreatedUtc: z.string(),
});
export type SharedWithBranch = z.infer<typeof SharedWithBranchSchema>;

/**
 * spec: POST /api/QuoteRequests/queryQuotesPriceLookup (payload "not shown"): a request's items (by its
 * quoteRequestId), or item names with a vehicleId, as the request and the estimate name them.
 */
export const PriceLookupBodySchema = z
  .object({
    quoteRequestId: z.uuid({ error: 'The quote request is not valid.' }).optional(),
    vehicleId: z.coerce.number().int().positive().optional(),
    items: z
      .array(z.string().trim().min(1).max(200, { error: 'An item name may be at most 200 characters.' }))
      .max(60, { error: 'Please ask about at most 60 items.' })
      .optional(),
  })
  .refine((v) => Boolean(v.quoteRequestId || (v.items && v.items.length > 0)), {
    error: 'Say which request or items to look up.',
    path: ['quoteRequestId'],
  });
export type PriceLookupBody = z.infer<typeof PriceLookupBodySchema>;

/** How alike the vehicles of the prices are: the same model, the same range, or the same make. */
export const PRICE_LOOKUP_LEVELS = ['model', 'range', 'brand'] as const;
export const PRICE_LOOKUP_LEVEL_TEXT: Record<(typeof PRICE_LOOKUP_LEVELS)[number], string> = {
  model: 'Same model',
  range: 'Same range',
  brand: 'Same make',
};

export const PriceLookupSchema = z.object({
  quoteRequestItemName: z.string(),
  /** Null when the organisation has not paid for this item on a similar vehicle before. */
  level: z.enum(PRICE_LOOKUP_LEVELS).nullable(),
  paidCount: z.number().int(),
  /** Rand incl. VAT. */
  averagePriceIncl: z.number().nullable(),
  lowestPriceIncl: z.number().nullable(),
  highestPriceIncl: z.number().nullable(),
  last: z
    .object({
      priceIncl: z.number(),
      datePaidUtc: z.string(),
      workshopName: z.string(),
      vehicleName: z.string(),
      /** The request's reference and link: for the caller's own branch's request only, else null (049). */
      reference: z.string().nullable(),
      quoteRequestUniqueId: z.string().nullable(),
    })
    .nullable(),
});
export type PriceLookup = z.infer<typeof PriceLookupSchema>;
export const PriceLookupListSchema = z.array(PriceLookupSchema);
