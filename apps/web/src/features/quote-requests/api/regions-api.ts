import { PLACES_API, RegionListSchema } from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { quoteRequestKeys } from './quote-requests-api';

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
