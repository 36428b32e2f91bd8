import {
  type CancelPaidBooking,
  type MarkPayout,
  type MarkRefunded,
  OpenPaymentAnswerSchema,
  PAYMENTS_API,
  PayAnswerSchema,
  PaymentEventsSchema,
  PaymentResultSchema,
  PayoutSchema,
  RefundListSchema,
  type SandboxAction,
  type SandboxDecision,
  SandboxDecisionAnswerSchema,
  SandboxPaystackCheckoutSchema,
  WorkshopStatementSchema,
  WorkshopsOwedSchema,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const paymentKeys = {
  all: ['payments'] as const,
  result: (reference: string) => ['payments', 'result', reference] as const,
  open: (quoteId: string) => ['payments', 'open', quoteId] as const,
  refunds: ['payments', 'refunds'] as const,
  owed: ['payments', 'owed'] as const,
  refused: ['payments', 'refused'] as const,
  statement: (workshopId: string | null) => ['payments', 'statement', workshopId] as const,
  sandboxPaystack: (accessCode: string) => ['payments', 'sandbox-paystack', accessCode] as const,
};

/** How long /payment/success keeps asking while the gateway's confirmation has not arrived. */
export const PENDING_POLL_MS = 2000;
export const PENDING_POLL_LIMIT = 30;

/**
 * spec: POST /api/payment/Pay/{id}: the gateway's URL for the browser to go to. A guest (no session, on
 * the quote screen's e-mail link) pays with the same e-mail proof through the guest path (decision 029).
 */
export function payQuote(quoteId: string, guestEmail?: string | null) {
  const id = encodeURIComponent(quoteId);
  return guestEmail
    ? apiClient.call(PAYMENTS_API.guestPay, {
        params: { id },
        body: { emailAddress: guestEmail },
        schema: PayAnswerSchema,
        idempotent: true,
      })
    : apiClient.call(PAYMENTS_API.pay, { params: { id }, schema: PayAnswerSchema, idempotent: true });
}

/**
 * The quote's payment started at the gateway and not finished, if any (decision 050): when, where, until
 * when it is held, and whether this payer can go back to it. A guest asks with the e-mail proof.
 */
export function useOpenPayment(quoteId: string, guestEmail?: string | null) {
  const id = encodeURIComponent(quoteId);
  return useQuery({
    queryKey: [...paymentKeys.open(quoteId), guestEmail ?? null],
    queryFn: ({ signal }) =>
      guestEmail
        ? apiClient.call(PAYMENTS_API.getGuestOpenPayment, {
            params: { id },
            query: { emailAddress: guestEmail },
            schema: OpenPaymentAnswerSchema,
            signal,
          })
        : apiClient.call(PAYMENTS_API.getOpenPayment, {
            params: { id },
            schema: OpenPaymentAnswerSchema,
            signal,
          }),
  });
}

/** Continue payment: the same attempt's page at the gateway (decision 050). */
export function continuePayment(reference: string, guestEmail?: string | null) {
  const ref = encodeURIComponent(reference);
  return guestEmail
    ? apiClient.call(PAYMENTS_API.continueGuestPayment, {
        params: { reference: ref },
        body: { emailAddress: guestEmail },
        schema: PayAnswerSchema,
      })
    : apiClient.call(PAYMENTS_API.continuePayment, { params: { reference: ref }, schema: PayAnswerSchema });
}

/**
 * The payment as the server verified it. While it is pending (the notification has not arrived yet) it
 * is asked again every two seconds for a minute; the return URL's own words are never the answer.
 */
export function usePaymentResult(
  reference: string | null,
  cancelled: boolean,
  /** A guest's payment: the e-mail address of the request proves it theirs (decision 029). */
  guestEmail: string | null = null,
) {
  return useQuery({
    queryKey: [...paymentKeys.result(reference ?? ''), guestEmail],
    enabled: reference !== null,
    queryFn: ({ signal }) =>
      cancelled
        ? // The payer came back through the gateway's cancel link: the server closes a pending attempt
          // (never a paid one) and answers what it then knows.
          apiClient.call(guestEmail ? PAYMENTS_API.cancelGuestPayment : PAYMENTS_API.cancelPayment, {
            params: { reference: reference! },
            body: guestEmail ? { emailAddress: guestEmail } : undefined,
            schema: PaymentResultSchema,
            signal,
          })
        : apiClient.call(guestEmail ? PAYMENTS_API.getGuestPaymentResult : PAYMENTS_API.getPaymentResult, {
            params: { reference: reference! },
            query: guestEmail ? { emailAddress: guestEmail } : undefined,
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
  return apiClient.call(PAYMENTS_API.decideSandboxPayFast, {
    body: decision,
    schema: SandboxDecisionAnswerSchema,
  });
}

export function useWorkshopsOwed() {
  return useQuery({
    queryKey: paymentKeys.owed,
    queryFn: ({ signal }) =>
      apiClient.call(PAYMENTS_API.listWorkshopsOwed, { schema: WorkshopsOwedSchema, signal }),
  });
}

export function useMarkPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkPayout) =>
      apiClient.call(PAYMENTS_API.recordPayout, { body: input, schema: PayoutSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export function useWorkshopStatement(workshopId: string | null) {
  return useQuery({
    queryKey: paymentKeys.statement(workshopId),
    queryFn: ({ signal }) =>
      apiClient.call(PAYMENTS_API.getWorkshopStatement, {
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
      apiClient.call(PAYMENTS_API.listPaymentEvents, {
        query: { outcome: 'refused' },
        schema: PaymentEventsSchema,
        signal,
      }),
  });
}

// ---------------------------------------------------------------- refunds (decision 030)

export function useRefunds() {
  return useQuery({
    queryKey: paymentKeys.refunds,
    queryFn: ({ signal }) => apiClient.call(PAYMENTS_API.listRefunds, { schema: RefundListSchema, signal }),
  });
}

/** An admin marks a refund made, with the bank's or gateway's reference; the customer is mailed. */
export function useMarkRefunded() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, ...input }: MarkRefunded & { reference: string }) =>
      apiClient.call(PAYMENTS_API.markRefunded, {
        params: { reference },
        body: input,
        schema: RefundListSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

/** An admin cancels a paid booking: a refund becomes due and the workshop's credit is reversed. */
export function useCancelPaidBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, ...input }: CancelPaidBooking & { reference: string }) =>
      apiClient.call(PAYMENTS_API.cancelPaidBooking, {
        params: { reference },
        body: input,
        schema: RefundListSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

// ---------------------------------------------------------------- the sandbox's Paystack (decision 029)

export function useSandboxPaystackCheckout(accessCode: string) {
  return useQuery({
    queryKey: paymentKeys.sandboxPaystack(accessCode),
    queryFn: ({ signal }) =>
      apiClient.call(PAYMENTS_API.getSandboxPaystackCheckout, {
        params: { accessCode },
        schema: SandboxPaystackCheckoutSchema,
        signal,
      }),
    retry: false,
  });
}

export function decideSandboxPaystack(accessCode: string, action: SandboxAction) {
  return apiClient.call(PAYMENTS_API.decideSandboxPaystackCheckout, {
    params: { accessCode },
    body: { action },
    schema: SandboxDecisionAnswerSchema,
  });
}
