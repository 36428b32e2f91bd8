import {
  PLACES_API,
  PUBLIC_WORKSHOPS_PAGE_SIZE,
  type PublicWorkshopDetail,
  PublicWorkshopDetailSchema,
  PublicWorkshopPageSchema,
  type PublicWorkshopsQuery,
  RegionListSchema,
  WORKSHOPS_API,
} from '@motorwise/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const directoryKeys = {
  page: (q: PublicWorkshopsQuery) => ['workshop-directory', q] as const,
  workshop: (key: string) => ['workshop-profile', key.toLowerCase()] as const,
  areas: ['workshop-directory-areas'] as const,
};

/** GET /api/PublicWorkshop/GetWorkshops: one page of the directory (decision 025). */
export function getWorkshopPage(q: PublicWorkshopsQuery, signal?: AbortSignal) {
  return apiClient.call(WORKSHOPS_API.getWorkshops, {
    query: { pageSize: PUBLIC_WORKSHOPS_PAGE_SIZE, ...q },
    schema: PublicWorkshopPageSchema,
    signal,
  });
}

export function useWorkshopPage(q: PublicWorkshopsQuery) {
  return useQuery({
    queryKey: directoryKeys.page(q),
    queryFn: ({ signal }) => getWorkshopPage(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET /api/PublicWorkshop/GetWorkshop/{id}: the key is the workshop's slug (or id). */
export function getWorkshopProfile(key: string, signal?: AbortSignal) {
  return apiClient.call(WORKSHOPS_API.getWorkshop, {
    params: { id: key },
    schema: PublicWorkshopDetailSchema,
    signal,
  });
}

/** One workshop's profile; `initial` is the answer the page's route already fetched (decision 048). */
export function useWorkshopProfile(key: string, initial?: PublicWorkshopDetail) {
  return useQuery({
    queryKey: directoryKeys.workshop(key),
    queryFn: ({ signal }) => getWorkshopProfile(key, signal),
    initialData: initial,
    staleTime: 60_000,
    retry: false,
  });
}

/** The areas to filter by: the marketplace's regions (GET /api/regions), by province then name. */
export function useAreas() {
  return useQuery({
    queryKey: directoryKeys.areas,
    queryFn: async ({ signal }) => {
      const regions = await apiClient.call(PLACES_API.getRegions, { schema: RegionListSchema, signal });
      // In the API's order, by province then name: sorting again here built ICU's collator (decision 082).
      return regions.map((r) => ({ value: r.id, label: r.name, group: r.province }));
    },
    staleTime: 10 * 60_000,
  });
}
