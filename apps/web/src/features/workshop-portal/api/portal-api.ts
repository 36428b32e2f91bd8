import {
  type AmendmentInput,
  type ContractEntry,
  type IncomingRequest,
  IncomingRequestPageSchema,
  IncomingRequestSchema,
  type InvoiceInput,
  type PathParams,
  QUOTES_API,
  QuoteActionAnswerSchema,
  type SaveQuoteInput,
  WorkshopJobListSchema,
  WorkshopJobSchema,
  type WorkshopListQuery,
  WorkshopSummarySchema,
} from '@motorwise/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getQuoteEstimate } from '@/features/quote-requests';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { workshopHeaders } from './workshop-choice';

/** The workshop portal's calls (decision 020's /api/workshop paths). */
export const portalKeys = {
  all: ['workshop-portal'] as const,
  summary: ['workshop-portal', 'summary'] as const,
  requests: (q: Partial<WorkshopListQuery>) => ['workshop-portal', 'requests', q] as const,
  request: (id: string) => ['workshop-portal', 'request', id] as const,
  jobs: (state: string) => ['workshop-portal', 'jobs', state] as const,
  job: (id: string) => ['workshop-portal', 'job', id] as const,
  /** The diary's bookings of a range of days (decision 075). */
  diary: (from: string, to: string) => ['workshop-portal', 'diary', from, to] as const,
  estimates: (requestId: string, items: string[]) =>
    ['workshop-portal', 'estimates', requestId, items] as const,
};

export function useWorkshopSummary() {
  return useQuery({
    queryKey: portalKeys.summary,
    queryFn: ({ signal }) =>
      apiClient.call(QUOTES_API.workshopSummary, {
        headers: workshopHeaders(),
        schema: WorkshopSummarySchema,
        signal,
      }),
  });
}

export function useIncomingRequests(q: Partial<WorkshopListQuery>) {
  return useQuery({
    queryKey: portalKeys.requests(q),
    queryFn: ({ signal }) =>
      apiClient.call(QUOTES_API.workshopRequests, {
        headers: workshopHeaders(),
        query: { page: q.page, itemsPerPage: q.itemsPerPage, state: q.state, filter: q.filter || undefined },
        schema: IncomingRequestPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useIncomingRequest(id: string) {
  return useQuery({
    queryKey: portalKeys.request(id),
    queryFn: ({ signal }) =>
      apiClient.call(QUOTES_API.workshopRequest, {
        params: { id },
        headers: workshopHeaders(),
        schema: IncomingRequestSchema,
        signal,
      }),
  });
}

/**
 * What workshops usually charge for each requested item on vehicles of this brand (the price estimate the
 * customer's compare table shows, decision 015), for the editor's check of a price far from it. Only a
 * help: when it cannot be had, nothing is checked.
 */
export function useItemEstimates(request: IncomingRequest) {
  const items = request.requestItems.map((i) => i.name);
  return useQuery({
    queryKey: portalKeys.estimates(request.id, items),
    queryFn: () =>
      getQuoteEstimate({ vehicle: { brand: request.vehicle.brand ?? request.vehicleName }, items }),
    enabled: items.length > 0,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useWorkshopJobs(state: 'open' | 'invoiced' | 'done' | 'all') {
  return useQuery({
    queryKey: portalKeys.jobs(state),
    queryFn: ({ signal }) =>
      apiClient.call(QUOTES_API.workshopJobs, {
        headers: workshopHeaders(),
        query: { state },
        schema: WorkshopJobListSchema,
        signal,
      }),
  });
}

export function useWorkshopJob(quoteId: string) {
  return useQuery({
    queryKey: portalKeys.job(quoteId),
    queryFn: ({ signal }) =>
      apiClient.call(QUOTES_API.workshopJob, {
        params: { id: quoteId },
        headers: workshopHeaders(),
        schema: WorkshopJobSchema,
        signal,
      }),
  });
}

function useInvalidateAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: portalKeys.all });
}

/** Saves, sends, pre-quotes or revises this workshop's quote on a request. */
export function useSaveQuote(requestId: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: SaveQuoteInput) =>
      // The API answers the request as it is now, with the saved quote (not an action answer).
      apiClient.call(QUOTES_API.workshopSaveQuote, {
        params: { id: requestId },
        body: body,
        headers: workshopHeaders(),
        schema: IncomingRequestSchema,
      }),
    onSuccess: invalidate,
  });
}

/** A step of the portal on a request or a job: its call, and the request's or the quote's id. */
export interface PortalStep {
  entry: ContractEntry;
  params: { id: string };
}

/** POSTs a JSON body to one of the portal's action calls and refreshes the portal. */
export function usePortalAction() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ entry, params, body }: PortalStep & { body?: unknown }) =>
      apiClient.call(entry, {
        params,
        body: body ?? {},
        headers: workshopHeaders(),
        schema: QuoteActionAnswerSchema,
      }),
    onSuccess: invalidate,
  });
}

/** An amendment with photos of what was found: multipart, the amendment as a JSON field. */
export function useSubmitAmendment(quoteId: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ amendment, photos }: { amendment: AmendmentInput; photos: File[] }) => {
      const form = new FormData();
      form.append('amendment', JSON.stringify(amendment));
      for (const photo of photos) form.append('photoFiles', photo, photo.name);
      return apiClient.call(QUOTES_API.workshopAmendment, {
        params: { id: quoteId },
        body: form,
        headers: workshopHeaders(),
        schema: QuoteActionAnswerSchema,
      });
    },
    onSuccess: invalidate,
  });
}

export function useInvoice(quoteId: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ final, body }: { final: boolean; body: InvoiceInput }) =>
      apiClient.call(final ? QUOTES_API.workshopInvoice : QUOTES_API.workshopDraftInvoice, {
        params: { id: quoteId },
        body,
        headers: workshopHeaders(),
        schema: QuoteActionAnswerSchema,
      }),
    onSuccess: invalidate,
  });
}

export function useWorkshopMessage(quoteId: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ message, files }: { message: string; files: File[] }) => {
      const form = new FormData();
      form.append('message', message);
      for (const file of files) form.append('attachmentFiles', file, file.name);
      return apiClient.call(QUOTES_API.workshopMessage, {
        params: { id: quoteId },
        body: form,
        headers: workshopHeaders(),
      });
    },
    onSuccess: invalidate,
  });
}

export async function downloadFile(
  entry: ContractEntry,
  params: PathParams,
  query: Record<string, string | undefined>,
  fallback: string,
) {
  const file = await apiClient.download(entry, { params, query });
  saveFile(file.blob, file.fileName ?? fallback);
}
