import type { RecentAction } from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { OrganisationBranch } from '@/lib/session-storage';

/** POST /api/user/upsertOrganizationBranch: makes this branch the one the user works in. */
export function changeBranch(branch: OrganisationBranch) {
  return apiClient.post('/api/user/upsertOrganizationBranch', branch);
}

/**
 * Typed by the shared RecentActionSchema but not parsed: the header's menus load with every page, which
 * carries no zod. Lists sometimes come bare and sometimes wrapped in { items }; accept both.
 */
function asList<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as { items?: unknown }).items)) {
    return (data as { items: T[] }).items;
  }
  return [];
}

/** A stable React key: the same record can appear once per action type and date. */
export function actionKey(action: RecentAction): string {
  return [action.actionSource, action.navigationId, action.actionType, action.actionDate].join('|');
}

export function recentActionPath(action: RecentAction): string {
  const id = encodeURIComponent(String(action.navigationId));
  return action.actionSource === 0 ? `/my-garage/${id}` : `/quotes/${id}`;
}

/** GET /api/user/queryUserRecentActions/{id}?searchTerm=: the events list and the global search. */
export function useRecentActions(
  ownerId: string | number | null | undefined,
  searchTerm: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['recent-actions', ownerId, searchTerm],
    enabled: enabled && ownerId != null,
    queryFn: async ({ signal }) =>
      asList<RecentAction>(
        await apiClient.get<unknown>(
          `/api/user/queryUserRecentActions/${encodeURIComponent(String(ownerId))}`,
          {
            query: { searchTerm },
            signal,
          },
        ),
      ),
  });
}

export type InboxBox = 'unread' | 'read' | 'sent';

/** GET /api/user/queryUserRecentMessages/{id}?isOpen=&isSent=: the three inbox tabs. */
export function useRecentMessages(
  ownerId: string | number | null | undefined,
  box: InboxBox,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['recent-messages', ownerId, box],
    enabled: enabled && ownerId != null,
    queryFn: async ({ signal }) =>
      asList<RecentAction>(
        await apiClient.get<unknown>(
          `/api/user/queryUserRecentMessages/${encodeURIComponent(String(ownerId))}`,
          {
            query: { isOpen: box === 'read', isSent: box === 'sent' },
            signal,
          },
        ),
      ),
  });
}
