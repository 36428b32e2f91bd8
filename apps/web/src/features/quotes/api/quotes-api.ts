import {
  type AcceptAmendmentInput,
  type CancelBookingInput,
  type ContractEntry,
  PAYMENTS_API,
  type PathParams,
  QUOTE_REQUESTS_API,
  QUOTES_API,
  QuoteActionAnswerSchema,
  type QuoteEstimate,
  QuoteEstimateSchema,
  QuoteRequestViewSchema,
  RequestQuotesSchema,
  type RescheduleBookingInput,
  ReviewViewSchema,
  type ReviewWorkshopInput,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dropOffSlotsKeys } from '@/features/workshops-directory';
import { apiClient } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { saveFile } from '@/lib/save-file';

/**
 * The customer's quote calls (spec: the Quotes call table; decision 020's paths). A guest is known by the
 * applicant's e-mail, sent with every call as `emailAddress`.
 */
export const quoteKeys = {
  request: (id: string, email: string | undefined) => ['quotes', 'request', id, email ?? ''] as const,
  quotes: (id: string, email: string | undefined) => ['quotes', 'list', id, email ?? ''] as const,
  estimate: (id: string) => ['quotes', 'estimate', id] as const,
  branchShares: (id: string) => ['quotes', 'branch-shares', id] as const,
  priceLookup: (id: string) => ['quotes', 'price-lookup', id] as const,
};

export function useRequestQuotes(uniqueId: string, emailAddress?: string) {
  return useQuery({
    queryKey: quoteKeys.quotes(uniqueId, emailAddress),
    queryFn: ({ signal }) =>
      apiClient.call(QUOTES_API.requestQuotes, {
        params: { id: uniqueId },
        query: { emailAddress },
        schema: RequestQuotesSchema,
        signal,
      }),
  });
}

/** spec: GET /api/QuoteRequests/GetQuoteRequest/{id}?emailAddress=: the request's items, vehicle and dates. */
export function useQuoteRequestView(uniqueId: string, emailAddress?: string) {
  return useQuery({
    queryKey: quoteKeys.request(uniqueId, emailAddress),
    queryFn: ({ signal }) =>
      apiClient.call(QUOTE_REQUESTS_API.getQuoteRequest, {
        params: { id: uniqueId },
        query: { emailAddress },
        schema: QuoteRequestViewSchema,
        signal,
      }),
  });
}

const EstimateListSchema = {
  safeParse(data: unknown) {
    if (!Array.isArray(data)) return { success: false as const, error: 'not a list' };
    const out: QuoteEstimate[] = [];
    for (const entry of data) {
      const parsed = QuoteEstimateSchema.safeParse(entry);
      if (!parsed.success) return { success: false as const, error: parsed.error };
      out.push(parsed.data);
    }
    return { success: true as const, data: out };
  },
};

/** spec: POST /api/QuoteRequests/GetQuoteEstimate: what these items usually cost, to read the quotes against. */
export function useItemEstimates(
  requestId: string,
  vehicleId: number | null | undefined,
  items: string[] | undefined,
) {
  return useQuery({
    queryKey: [...quoteKeys.estimate(requestId), vehicleId ?? null, items ?? []],
    queryFn: ({ signal }) =>
      apiClient.call(QUOTE_REQUESTS_API.getQuoteEstimate, {
        // Sent only once there are items (enabled below).
        body: { vehicleId, items: items ?? [] },
        schema: EstimateListSchema,
        signal,
      }),
    enabled: Boolean(vehicleId && items && items.length > 0),
    // An estimate is a guide: without one, the comparison still works.
    retry: false,
    staleTime: 10 * 60_000,
  });
}

/** After a step: the request's quotes, and the workshops' days with room (a booking takes or frees one). */
function useRefresh(uniqueId: string, emailAddress?: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: quoteKeys.quotes(uniqueId, emailAddress) }),
      client.invalidateQueries({ queryKey: dropOffSlotsKeys.all }),
    ]);
}

function formWith(fields: Record<string, string | undefined>, files: File[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== '') form.append(key, value);
  for (const file of files) form.append('attachmentFiles', file, file.name);
  return form;
}

/** spec: POST /api/quotes/AcceptQuote (multipart, attachmentFiles): books the quote on a date. */
export function useAcceptQuote(uniqueId: string, emailAddress?: string) {
  const refresh = useRefresh(uniqueId, emailAddress);
  return useMutation({
    mutationFn: (input: {
      quoteId: string;
      serviceDate: string;
      dropOffTime?: string;
      note?: string;
      files: File[];
    }) =>
      apiClient.call(QUOTES_API.acceptQuote, {
        body: formWith(
          {
            quoteId: input.quoteId,
            serviceDate: input.serviceDate,
            dropOffTime: input.dropOffTime,
            note: input.note,
            emailAddress,
          },
          input.files,
        ),
        schema: QuoteActionAnswerSchema,
        idempotent: true,
      }),
    onSuccess: refresh,
  });
}

/** spec: POST /api/quotes/MessageWorkshop (multipart). */
export function useMessageWorkshop(uniqueId: string, emailAddress?: string) {
  const refresh = useRefresh(uniqueId, emailAddress);
  return useMutation({
    mutationFn: (input: { quoteId: string; message: string; files: File[] }) =>
      apiClient.call(QUOTES_API.messageWorkshop, {
        body: formWith({ quoteId: input.quoteId, message: input.message, emailAddress }, input.files),
        idempotent: true,
      }),
    onSuccess: refresh,
  });
}

/** spec: POST /api/quotes/AcceptQuoteAmendment: every line approved or declined. */
export function useAnswerAmendment(uniqueId: string, emailAddress?: string) {
  const refresh = useRefresh(uniqueId, emailAddress);
  return useMutation({
    mutationFn: (input: Omit<AcceptAmendmentInput, 'emailAddress'>) =>
      apiClient.call(QUOTES_API.acceptAmendment, {
        body: { ...input, emailAddress },
        schema: QuoteActionAnswerSchema,
      }),
    onSuccess: refresh,
  });
}

/** spec: POST /api/quotes/CancelQuoteBooking. */
export function useCancelBooking(uniqueId: string, emailAddress?: string) {
  const refresh = useRefresh(uniqueId, emailAddress);
  return useMutation({
    mutationFn: (input: Omit<CancelBookingInput, 'emailAddress'>) =>
      apiClient.call(QUOTES_API.cancelBooking, {
        body: { ...input, emailAddress },
        schema: QuoteActionAnswerSchema,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/quotes/RescheduleQuoteBooking (decision 075): the booking moves to another day with room. */
export function useRescheduleBooking(uniqueId: string, emailAddress?: string) {
  const refresh = useRefresh(uniqueId, emailAddress);
  return useMutation({
    mutationFn: (input: Omit<RescheduleBookingInput, 'emailAddress'>) =>
      apiClient.call(QUOTES_API.rescheduleBooking, {
        body: { ...input, emailAddress },
        schema: QuoteActionAnswerSchema,
      }),
    onSuccess: refresh,
  });
}

export function useReviewWorkshop(uniqueId: string, emailAddress?: string) {
  const refresh = useRefresh(uniqueId, emailAddress);
  return useMutation({
    mutationFn: (input: ReviewWorkshopInput) =>
      apiClient.call(QUOTES_API.reviewWorkshop, { body: input, schema: ReviewViewSchema }),
    onSuccess: refresh,
  });
}

/**
 * spec: POST /api/payment/Pay/{id}: the answer's redirectUrl is the gateway's payment page. On the e-mail
 * link (a guest, no account needed) the request's address is the proof, through the guest path.
 */
export function usePay(emailAddress?: string) {
  return useMutation({
    mutationFn: async (quoteId: string) => {
      const params = { id: quoteId };
      const answer: { redirectUrl?: unknown } = emailAddress
        ? await apiClient.call(PAYMENTS_API.guestPay, { params, body: { emailAddress }, idempotent: true })
        : await apiClient.call(PAYMENTS_API.pay, { params, body: {}, idempotent: true });
      if (typeof answer?.redirectUrl !== 'string') throw new Error('The payment page could not be opened.');
      return answer.redirectUrl;
    },
    onSuccess: (redirectUrl) => browser.assign(redirectUrl),
  });
}

/** Downloads a file the API answers (an invoice, a message attachment) and saves it. */
export async function downloadTo(
  entry: ContractEntry,
  params: PathParams,
  query: Record<string, string | undefined>,
  fallbackName: string,
) {
  const file = await apiClient.download(entry, { params, query });
  saveFile(file.blob, file.fileName ?? fallbackName);
}

/** An authenticated picture (an amendment photo) as an object URL the page can show. */
export async function pictureUrl(
  entry: ContractEntry,
  params: PathParams,
  query: Record<string, string | undefined>,
): Promise<string> {
  const file = await apiClient.download(entry, { params, query });
  return URL.createObjectURL(file.blob);
}
