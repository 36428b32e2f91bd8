import {
  BranchShareListSchema,
  BranchShareSchema,
  type PriceLookupBody,
  PriceLookupListSchema,
  QUOTES_API,
  type ShareQuoteBody,
  WORKSPACE_API,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { quoteKeys } from './quotes-api';

/** An organisation's own quote calls (decision 032): branch shares and the price lookup. */

/** GET /api/QuoteRequests/organizationBranchShares/{id}: who shared which quote with which branch. */
export function useBranchShares(uniqueId: string, enabled: boolean) {
  return useQuery({
    queryKey: quoteKeys.branchShares(uniqueId),
    enabled,
    queryFn: ({ signal }) =>
      apiClient.call(QUOTES_API.organizationBranchShares, {
        params: { id: uniqueId },
        schema: BranchShareListSchema,
        signal,
      }),
  });
}

/** spec: POST /api/QuoteRequests/shareOrganizationBranchQuote/{id}?quoteId= with the branch chosen. */
export function useShareQuote(uniqueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, organizationBranchId }: ShareQuoteBody & { quoteId: string }) =>
      apiClient.call(QUOTES_API.shareOrganizationBranchQuote, {
        params: { id: uniqueId },
        body: { organizationBranchId } satisfies ShareQuoteBody,
        query: { quoteId },
        schema: BranchShareSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: quoteKeys.branchShares(uniqueId) }),
  });
}

/** spec: POST /api/QuoteRequests/queryQuotesPriceLookup: what the organisation paid before for these items. */
export function usePriceLookup(uniqueId: string, enabled: boolean) {
  return useQuery({
    queryKey: quoteKeys.priceLookup(uniqueId),
    enabled,
    queryFn: ({ signal }) =>
      apiClient.call(WORKSPACE_API.queryQuotesPriceLookup, {
        body: { quoteRequestId: uniqueId } satisfies PriceLookupBody,
        schema: PriceLookupListSchema,
        signal,
      }),
  });
}
