import { type DashboardList, DashboardListSchema, DashboardSchema, WORKSPACE_API } from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { organisationKeys } from './organisation-api';

/**
 * The dashboard's calls (decision 031), apart from organisation-api.ts: that one loads with every page's
 * header and carries no zod; these answers are parsed by their shared schemas.
 */

/** GET /api/user/dashboard: the current branch's figures. */
export function useDashboard() {
  return useQuery({
    queryKey: organisationKeys.dashboard,
    queryFn: ({ signal }) => apiClient.call(WORKSPACE_API.getDashboard, { schema: DashboardSchema, signal }),
  });
}

/** GET /api/user/dashboardList/{figure}: the quotes behind one figure. */
export function useDashboardList(figure: DashboardList) {
  return useQuery({
    queryKey: organisationKeys.dashboardList(figure),
    queryFn: ({ signal }) =>
      apiClient.call(WORKSPACE_API.dashboardList, {
        params: { figure },
        schema: DashboardListSchema,
        signal,
      }),
  });
}
