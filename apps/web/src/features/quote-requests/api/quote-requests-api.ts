import {
  ActiveRequestsPageSchema,
  EmailPreviousRequestsAnswerSchema,
  PLACES_API,
  PostQuoteRequestAnswerSchema,
  QUOTE_REQUESTS_API,
  QuoteRequestListSchema,
  type QuoteType,
  RegionListSchema,
  type TrackingEvent,
  WORKSHOP_LIST_PAGE_SIZE,
  WORKSHOPS_API,
  WorkshopAddressListSchema,
  WorkshopPageSchema,
} from '@motorwise/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { requestListKeys } from '@/lib/query-keys';
import { repairItemsKey } from './estimate-api';

export { getQuoteEstimate, getRepairItems, useQuoteEstimate, useRepairItems } from './estimate-api';

/**
 * Quote requests: every call the request flow and the request lists make, with their query hooks
 * (one precedent per job, decision 011). Answers are parsed by the shared schemas.
 */

export const quoteRequestKeys = {
  repairItems: repairItemsKey,
  workshopAddresses: (q: WorkshopAddressesArgs) => ['workshop-addresses', q] as const,
  organisationWorkshops: (q: OrganisationWorkshopsArgs) => ['organisation-workshops', q] as const,
  list: requestListKeys.list,
  active: requestListKeys.activePage,
  regions: ['regions'] as const,
};

// ---------------------------------------------------------------- lookups

/** spec: GET /api/regions; "Region and repair-item loads return an empty list on failure". */
export async function getRegions(signal?: AbortSignal) {
  try {
    return await apiClient.call(PLACES_API.getRegions, { schema: RegionListSchema, signal });
  } catch {
    return [];
  }
}

/** The regions step 3 draws on its map (they change with the admin's edits only: kept 5 minutes). */
export function useRegions(enabled = true) {
  return useQuery({
    queryKey: quoteRequestKeys.regions,
    queryFn: ({ signal }) => getRegions(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export interface WorkshopAddressesArgs {
  quoteType: QuoteType;
  lat: number;
  lng: number;
  radius: number;
}

/** The map's workshops within the radius of the address, nearest first. */
export function getWorkshopAddresses(args: WorkshopAddressesArgs, signal?: AbortSignal) {
  return apiClient.call(WORKSHOPS_API.getWorkshopAddresses, {
    query: { ...args },
    schema: WorkshopAddressListSchema,
    signal,
  });
}

export function useWorkshopAddresses(args: WorkshopAddressesArgs | null) {
  return useQuery({
    queryKey: quoteRequestKeys.workshopAddresses(args as WorkshopAddressesArgs),
    queryFn: ({ signal }) => getWorkshopAddresses(args as WorkshopAddressesArgs, signal),
    enabled: args !== null,
    placeholderData: keepPreviousData,
  });
}

export interface OrganisationWorkshopsArgs {
  quoteType: QuoteType;
  search: string;
  lat?: number;
  lng?: number;
}

/** Step 3's list view: the organisation's workshops, pages of 8 (spec), with a search. */
export function getOrganisationWorkshops(
  args: OrganisationWorkshopsArgs,
  page: number,
  signal?: AbortSignal,
) {
  return apiClient.call(WORKSHOPS_API.getOrganisationWorkshops, {
    query: { ...args, search: args.search || undefined, page, itemsPerPage: WORKSHOP_LIST_PAGE_SIZE },
    schema: WorkshopPageSchema,
    signal,
  });
}

export function useOrganisationWorkshops(args: OrganisationWorkshopsArgs, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: quoteRequestKeys.organisationWorkshops(args),
    queryFn: ({ pageParam, signal }) => getOrganisationWorkshops(args, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.itemsPerPage < last.totalDisplayItems ? last.page + 1 : undefined,
    enabled,
  });
}

// ---------------------------------------------------------------- submit

/**
 * POST /api/QuoteRequests/PostQuoteRequest, multipart (decision 015): the request as JSON in
 * `quoteRequest`, attachment rows as `attachmentFiles[n]`, the licence disk photo as `LicenseDiskPhoto`.
 * A refusal comes back as an ApiError whose `errors` are the validation messages keyed by name.
 */
export function postQuoteRequest(input: {
  quoteRequest: Record<string, unknown>;
  attachments: { index: number; file: File }[];
  licenseDiskPhoto: File | null;
}) {
  const form = new FormData();
  form.append('quoteRequest', JSON.stringify(input.quoteRequest));
  for (const row of input.attachments) form.append(`attachmentFiles[${row.index}]`, row.file, row.file.name);
  if (input.licenseDiskPhoto)
    form.append('LicenseDiskPhoto', input.licenseDiskPhoto, input.licenseDiskPhoto.name);
  // One Idempotency-Key per press of Submit: a retry of a lost answer cannot file the request twice.
  return apiClient.call(QUOTE_REQUESTS_API.postQuoteRequest, {
    body: form,
    schema: PostQuoteRequestAnswerSchema,
    idempotent: true,
  });
}

/** spec: a tracking event on starting the create flow and on each step load. Never in the way: failures are dropped. */
export function trackQuoteEvent(event: TrackingEvent): void {
  apiClient.call(QUOTE_REQUESTS_API.trackEvent, { body: event }).catch(() => undefined);
}

/** POST /api/QuoteRequests/EmailPreviousRequests: a guest's '2', the links mailed to their address. */
export function emailPreviousRequests(email: string) {
  return apiClient.call(QUOTE_REQUESTS_API.emailPreviousRequests, {
    body: { email },
    schema: EmailPreviousRequestsAnswerSchema,
  });
}

// ---------------------------------------------------------------- lists

/** GET /api/QuoteRequests/GetQuoteRequests?vehicleId= */
export function getQuoteRequests(vehicleId: string | undefined, signal?: AbortSignal) {
  return apiClient.call(QUOTE_REQUESTS_API.getQuoteRequests, {
    query: { vehicleId },
    schema: QuoteRequestListSchema,
    signal,
  });
}

export function useQuoteRequests(vehicleId: string | undefined) {
  return useQuery({
    queryKey: quoteRequestKeys.list(vehicleId),
    queryFn: ({ signal }) => getQuoteRequests(vehicleId, signal),
  });
}

export const ACTIVE_REQUESTS_PAGE_SIZE = 10;

/** POST /api/QuoteRequests/ActiveRequests/{id}: id is the branch id (organisation users) or the user's id. */
export function getActiveRequests(ownerId: string, page: number, signal?: AbortSignal) {
  return apiClient.call(QUOTE_REQUESTS_API.activeRequests, {
    params: { id: ownerId },
    body: { page, itemsPerPage: ACTIVE_REQUESTS_PAGE_SIZE },
    schema: ActiveRequestsPageSchema,
    signal,
  });
}

export function useActiveRequests(ownerId: string | null, page: number) {
  return useQuery({
    queryKey: quoteRequestKeys.active(ownerId ?? '', page),
    queryFn: ({ signal }) => getActiveRequests(ownerId as string, page, signal),
    enabled: ownerId !== null,
    placeholderData: keepPreviousData,
  });
}
