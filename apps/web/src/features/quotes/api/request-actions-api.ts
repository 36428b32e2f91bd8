import {
  type CancelRequestInput,
  type DeclineQuoteInput,
  QUOTES_API,
  QuoteActionAnswerSchema,
} from '@motorwise/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { requestListKeys } from '@/lib/query-keys';
import { quoteKeys } from './quotes-api';

/** After the customer acted on a request: its screen and every list it appears in read again. */
function useRefreshRequest(uniqueId: string, emailAddress?: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: quoteKeys.quotes(uniqueId, emailAddress) }),
      client.invalidateQueries({ queryKey: quoteKeys.request(uniqueId, emailAddress) }),
      client.invalidateQueries({ queryKey: requestListKeys.lists }),
      client.invalidateQueries({ queryKey: requestListKeys.active }),
    ]);
}

/** POST /api/quotes/DeclineQuote (decision 051): the customer says no to a quote. */
export function useDeclineQuote(uniqueId: string, emailAddress?: string) {
  const refresh = useRefreshRequest(uniqueId, emailAddress);
  return useMutation({
    mutationFn: (input: Omit<DeclineQuoteInput, 'emailAddress'>) =>
      apiClient.call(QUOTES_API.declineQuote, {
        body: { ...input, emailAddress },
        schema: QuoteActionAnswerSchema,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/quotes/CancelQuoteRequest (decision 051): the applicant cancels a request with no booking. */
export function useCancelRequest(uniqueId: string, emailAddress?: string) {
  const refresh = useRefreshRequest(uniqueId, emailAddress);
  return useMutation({
    mutationFn: (input: Omit<CancelRequestInput, 'emailAddress'>) =>
      apiClient.call(QUOTES_API.cancelRequest, {
        body: {
          ...input,
          emailAddress,
        },
      }),
    onSuccess: refresh,
  });
}
