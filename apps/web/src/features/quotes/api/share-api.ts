import { BranchShareListSchema, BranchShareSchema, type ShareQuoteBody } from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** An organisation's branch shares of a request's quotes (decision 032). */
const sharesKey = (uniqueId: string) => ['quotes', 'branch-shares', uniqueId] as const;

/** GET /api/QuoteRequests/organizationBranchShares/{id}: who shared which quote with which branch. */
export function useBranchShares(uniqueId: string, enabled: boolean) {
  return useQuery({
    queryKey: sharesKey(uniqueId),
    enabled,
    queryFn: ({ signal }) =>
      apiClient.get(`/api/QuoteRequests/organizationBranchShares/${encodeURIComponent(uniqueId)}`, {
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
      apiClient.post(
        `/api/QuoteRequests/shareOrganizationBranchQuote/${encodeURIComponent(uniqueId)}`,
        { organizationBranchId } satisfies ShareQuoteBody,
        { query: { quoteId }, schema: BranchShareSchema },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: sharesKey(uniqueId) }),
  });
}
