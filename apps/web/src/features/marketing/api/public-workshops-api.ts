import { PublicWorkshopPageSchema, WORKSHOPS_API } from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

export { marketingKeys };

/** The carousel shows the best rated partners; the directory has them all. */
export const CAROUSEL_WORKSHOPS = 12;

/** GET /api/PublicWorkshop/GetWorkshops: the first page of the directory, for the landing page's carousel. */
export function usePublicWorkshops() {
  return useQuery({
    queryKey: marketingKeys.publicWorkshops(CAROUSEL_WORKSHOPS),
    queryFn: ({ signal }) =>
      apiClient.call(WORKSHOPS_API.getWorkshops, {
        query: { pageSize: CAROUSEL_WORKSHOPS },
        schema: PublicWorkshopPageSchema,
        signal,
      }),
    staleTime: 10 * 60_000,
    retry: 1,
  });
}
