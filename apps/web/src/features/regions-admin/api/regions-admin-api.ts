import { PLACES_API, type RegionInput, RegionListSchema, RegionSchema } from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quoteRequestKeys } from '@/features/quote-requests';
import { apiClient } from '@/lib/api-client';

/** The administrators' regions (decision 066). The list is the public one, read without a fallback. */
export const regionsAdminKeys = { list: ['regions-admin'] as const };

/** GET /api/regions, errors shown (the wizard's read answers an empty list on failure). */
export function useAdminRegions() {
  return useQuery({
    queryKey: regionsAdminKeys.list,
    queryFn: ({ signal }) => apiClient.call(PLACES_API.getRegions, { schema: RegionListSchema, signal }),
  });
}

function useRefreshRegions() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: regionsAdminKeys.list });
    // This browser's wizard map too.
    await queryClient.invalidateQueries({ queryKey: quoteRequestKeys.regions });
  };
}

/** POST /api/admin/regions, or PUT /api/admin/regions/{id} when editing one. */
export function useSaveRegion() {
  const refresh = useRefreshRegions();
  return useMutation({
    mutationFn: ({ id, region }: { id: string | null; region: RegionInput }) =>
      id
        ? apiClient.call(PLACES_API.updateRegion, { params: { id }, body: region, schema: RegionSchema })
        : apiClient.call(PLACES_API.createRegion, { body: region, schema: RegionSchema }),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/regions/{id} (refused with 409 while a workshop or a request uses it). */
export function useDeleteRegion() {
  const refresh = useRefreshRegions();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.call(PLACES_API.deleteRegion, { params: { id }, schema: RegionListSchema }),
    onSuccess: refresh,
  });
}
