import {
  type MarkPayout,
  PayAnswerSchema,
  PaymentEventsSchema,
  PaymentResultSchema,
  PayoutSchema,
  type SandboxDecision,
  SandboxDecisionAnswerSchema,
  WorkshopStatementSchema,
  WorkshopsOwedSchema,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const paymentKeys = {
  result: (reference: string) => ['payments', 'result', reference] as const,
  owed: ['payments', 'owed'] as const,
  refused: ['payments', 'refused'] as const,
  statement: (workshopId: string | null) => ['payments', 'statement', workshopId] as const,
};

/** How long /payment/success keeps asking while the gateway's confirmation has not arrived. */
export const PENDING_POLL_MS = 2000;
export const PENDING_POLL_LIMIT = 30;

/** spec: POST /api/payment/Pay/{id}: the gateway's URL for the browser to go to. */
export function payQuote(quoteId: string) {
  return apiClient.post(`/api/payment/Pay/${encodeURIComponent(quoteId)}`, undefined, {
    schema: PayAnswerSchema,
  });
}

/**
 * The payment as the server verified it. While it is pending (the notification has not arrived yet) it
 * is asked again every two seconds for a minute; the return URL's own words are never the answer.
 */
export function usePaymentResult(reference: string | null, cancelled: boolean) {
  return useQuery({
    queryKey: paymentKeys.result(reference ?? ''),
    enabled: reference !== null,
    queryFn: ({ signal }) =>
      cancelled
        ? // The payer came back through the gateway's cancel link: the server closes a pending attempt
          // (never a paid one) and answers what it then knows.
          apiClient.post(`/api/payment/result/${encodeURIComponent(reference!)}/cancel`, undefined, {
            schema: PaymentResultSchema,
            signal,
          })
        : apiClient.get(`/api/payment/result/${encodeURIComponent(reference!)}`, {
            schema: PaymentResultSchema,
            signal,
          }),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < PENDING_POLL_LIMIT
        ? PENDING_POLL_MS
        : false,
  });
}

/** The sandbox gateway's page reports the payer's choice; the answer is where the gateway sends them. */
export function decideSandboxPayment(decision: SandboxDecision) {
  return apiClient.post('/api/payment/sandbox/payfast/decide', decision, {
    schema: SandboxDecisionAnswerSchema,
  });
}

export function useWorkshopsOwed() {
  return useQuery({
    queryKey: paymentKeys.owed,
    queryFn: ({ signal }) => apiClient.get('/api/admin/payouts', { schema: WorkshopsOwedSchema, signal }),
  });
}

export function useMarkPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkPayout) => apiClient.post('/api/admin/payouts', input, { schema: PayoutSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['payments'] }),
  });
}

export function useWorkshopStatement(workshopId: string | null) {
  return useQuery({
    queryKey: paymentKeys.statement(workshopId),
    queryFn: ({ signal }) =>
      apiClient.get('/api/workshop/statement', {
        query: workshopId ? { workshopId } : undefined,
        schema: WorkshopStatementSchema,
        signal,
      }),
  });
}

/** Notifications the checks refused, newest first, for an admin to review. */
export function useRefusedNotifications() {
  return useQuery({
    queryKey: paymentKeys.refused,
    queryFn: ({ signal }) =>
      apiClient.get('/api/admin/payment-events', {
        query: { outcome: 'refused' },
        schema: PaymentEventsSchema,
        signal,
      }),
  });
}
