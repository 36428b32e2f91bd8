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
  username: z.string(),
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
  dateCreatedUtc: z.string(),
});
export type SharedWithBranch = z.infer<typeof SharedWithBranchSchema>;
