import {
  ADMIN_API,
  type AdminDashboardQuery,
  AdminDashboardSchema,
  type AdminFigure,
  AdminFigureListSchema,
  AuditPageSchema,
  type AuditQuery,
  PLACES_API,
  REMINDERS_API,
  RegionListSchema,
  ReminderFunnelSchema,
  STEP_UP_ERROR_KEY,
} from '@motorwise/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';

/** The funnel's range: two Johannesburg days, both included. */
export type ReminderFunnelQuery = { from: string; to: string };

/** The admin back office's query keys (one object per feature). */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: (query: AdminDashboardQuery) => ['admin', 'dashboard', query] as const,
  figure: (figure: AdminFigure, query: AdminDashboardQuery) => ['admin', 'figure', figure, query] as const,
  audit: (query: AuditQuery) => ['admin', 'audit', query] as const,
  regions: ['admin', 'regions'] as const,
  reminderFunnel: (query: ReminderFunnelQuery) => ['admin', 'reminder-funnel', query] as const,
};

/** The Admin Dashboard's figures for the range and filters. */
export function useAdminDashboard(query: AdminDashboardQuery) {
  return useQuery({
    queryKey: adminKeys.dashboard(query),
    queryFn: ({ signal }) =>
      apiClient.call(ADMIN_API.getAdminDashboard, { query, schema: AdminDashboardSchema, signal }),
  });
}

/** The records behind one figure, with the same filters. */
export function useAdminFigureList(figure: AdminFigure, query: AdminDashboardQuery) {
  return useQuery({
    queryKey: adminKeys.figure(figure, query),
    queryFn: ({ signal }) =>
      apiClient.call(ADMIN_API.getAdminDashboardByFigure, {
        params: { figure },
        query,
        schema: AdminFigureListSchema,
        signal,
      }),
  });
}

/** The reminders' funnel per kind for a range of days (decision 078). */
export function useReminderFunnel(query: ReminderFunnelQuery) {
  return useQuery({
    queryKey: adminKeys.reminderFunnel(query),
    queryFn: ({ signal }) =>
      apiClient.call(REMINDERS_API.getReminderFunnel, { query, schema: ReminderFunnelSchema, signal }),
  });
}

/** The audit trail, newest first, a page at a time ("Load more"). */
export function useAuditTrail(query: AuditQuery) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(query),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiClient.call(ADMIN_API.getAdminAudit, {
        query: pageParam ? { ...query, before: pageParam } : query,
        schema: AuditPageSchema,
        signal,
      }),
    getNextPageParam: (last) => last.next,
  });
}

/** The regions, for the dashboard's filter. */
export function useRegionChoices() {
  return useQuery({
    queryKey: adminKeys.regions,
    queryFn: ({ signal }) => apiClient.call(PLACES_API.getRegions, { schema: RegionListSchema, signal }),
    staleTime: 10 * 60_000,
  });
}

/** The API's step-up refusal (decision 059): an admin write needs a fresh sign-in. */
export function isStepUpError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && Boolean(error.errors?.[STEP_UP_ERROR_KEY]);
}
