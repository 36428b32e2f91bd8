import { PublicWorkshopSchema } from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const PublicWorkshopListSchema = z.array(PublicWorkshopSchema);

/** GET /api/PublicWorkshop/GetWorkshops: the partner carousel on the landing page. */
export function usePublicWorkshops() {
  return useQuery({
    queryKey: ['public-workshops'],
    queryFn: ({ signal }) =>
      apiClient.get('/api/PublicWorkshop/GetWorkshops', { schema: PublicWorkshopListSchema, signal }),
    staleTime: 10 * 60_000,
    retry: 1,
  });
}
