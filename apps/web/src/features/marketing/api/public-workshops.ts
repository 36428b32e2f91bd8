import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface PublicWorkshop {
  id: string | number;
  name: string;
  rating: number | null;
  logoUrl: string | null;
  address: { suburb?: string | null; city?: string | null; province?: string | null } | null;
}

/** GET /api/PublicWorkshop/GetWorkshops: the partner carousel on the landing page. */
export function usePublicWorkshops() {
  return useQuery({
    queryKey: ['public-workshops'],
    queryFn: async ({ signal }) => {
      const data = await apiClient.get<unknown>('/api/PublicWorkshop/GetWorkshops', { signal });
      return Array.isArray(data)
        ? (data as PublicWorkshop[]).filter((w) => w && typeof w.name === 'string')
        : [];
    },
    staleTime: 10 * 60_000,
    retry: 1,
  });
}
