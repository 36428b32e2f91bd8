import { type DashboardList, DashboardListSchema, DashboardSchema } from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * The dashboard's calls (decision 031), apart from organisation-api.ts: that one loads with every page's
 * header and carries no zod; these answers are parsed by their shared schemas.
 */

/** GET /api/user/dashboard: the current branch's figures. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => apiClient.get('/api/user/dashboard', { schema: DashboardSchema, signal }),
  });
}

/** GET /api/user/dashboardList/{figure}: the quotes behind one figure. */
export function useDashboardList(figure: DashboardList) {
  return useQuery({
    queryKey: ['dashboard', 'list', figure],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/user/dashboardList/${figure}`, { schema: DashboardListSchema, signal }),
  });
}
