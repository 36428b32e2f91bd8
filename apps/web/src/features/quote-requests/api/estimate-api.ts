import {
  QUOTE_REQUESTS_API,
  QuoteEstimateListSchema,
  type QuoteEstimateRequest,
  type QuoteType,
  REPAIR_ITEMS_API,
  RepairItemTreeSchema,
} from '@motorwise/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * What /quote-estimate calls (the repair items, which the request flow's step 2 reads too, and the
 * estimate), apart from the request flow's other calls: a page loads and evaluates every schema a module
 * it imports names, and quote-requests-api.ts names the submit's, the lists' and the workshops' (decision
 * 082, session 16). quote-requests-api.ts re-exports these.
 */

/** The repair items' query key (also `quoteRequestKeys.repairItems`). */
export const repairItemsKey = (quoteType: QuoteType) => ['repair-items', quoteType] as const;

/** spec: "Region and repair-item loads return an empty list on failure". */
export async function getRepairItems(quoteType: QuoteType, signal?: AbortSignal) {
  try {
    return await apiClient.call(REPAIR_ITEMS_API.getRepairItems, {
      query: { quoteType },
      schema: RepairItemTreeSchema,
      signal,
    });
  } catch {
    return [];
  }
}

export function useRepairItems(quoteType: QuoteType) {
  return useQuery({
    queryKey: repairItemsKey(quoteType),
    queryFn: ({ signal }) => getRepairItems(quoteType, signal),
  });
}

// ---------------------------------------------------------------- price estimate

/** POST /api/QuoteRequests/GetQuoteEstimate: per item, from, to and average incl. VAT (decision 015). */
export function getQuoteEstimate(body: QuoteEstimateRequest) {
  return apiClient.call(QUOTE_REQUESTS_API.getQuoteEstimate, { body: body, schema: QuoteEstimateListSchema });
}

export function useQuoteEstimate() {
  return useMutation({ mutationFn: getQuoteEstimate });
}
