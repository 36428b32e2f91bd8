import type {
  Notification,
  RecentAction,
  RecentActionRow,
  SetMessageRead,
  SetNotificationRead,
  SetNotificationsSeen,
  UpsertBranch,
} from '@motorwise/shared';
import { NOTIFICATIONS_API, ORGANISATIONS_API, WORKSPACE_API } from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The organisation feature's query keys (its header tools and dashboard). */
export const organisationKeys = {
  recentActions: (ownerId: OwnerId, searchTerm: string) => ['recent-actions', ownerId, searchTerm] as const,
  messages: ['recent-messages'] as const,
  recentMessages: (ownerId: OwnerId, box: InboxBox) => ['recent-messages', ownerId, box] as const,
  globalSearch: (searchTerm: string) => ['global-search', searchTerm] as const,
  dashboard: ['dashboard'] as const,
  dashboardList: (figure: string) => ['dashboard', 'list', figure] as const,
};

/** POST /api/user/upsertOrganizationBranch: makes this branch the one the user works in. */
export function changeBranch(body: UpsertBranch) {
  return apiClient.call(ORGANISATIONS_API.upsertOrganizationBranch, { body: body });
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

type OwnerId = string | number | null | undefined;

/** One of the owner's recent lists (actions or messages), as RecentAction rows. */
async function getRecentList(
  call: 'queryUserRecentActions' | 'queryUserRecentMessages',
  ownerId: OwnerId,
  query: Record<string, string | boolean>,
  signal: AbortSignal,
): Promise<RecentAction[]> {
  const data = await apiClient.call(NOTIFICATIONS_API[call], {
    params: { id: String(ownerId) },
    query,
    signal,
  });
  return asList<RecentAction>(data);
}

/** GET /api/user/queryUserRecentActions/{id}?searchTerm=: the events list and the global search. */
export function useRecentActions(ownerId: OwnerId, searchTerm: string, enabled: boolean) {
  return useQuery({
    queryKey: organisationKeys.recentActions(ownerId, searchTerm),
    enabled: enabled && ownerId != null,
    queryFn: ({ signal }) => getRecentList('queryUserRecentActions', ownerId, { searchTerm }, signal),
  });
}

export type InboxBox = 'unread' | 'read' | 'sent';

/** GET /api/user/queryUserRecentMessages/{id}?isOpen=&isSent=: the three inbox tabs. */
export function useRecentMessages(ownerId: OwnerId, box: InboxBox, enabled: boolean) {
  return useQuery({
    queryKey: organisationKeys.recentMessages(ownerId, box),
    enabled: enabled && ownerId != null,
    queryFn: async ({ signal }) =>
      (await getRecentList(
        'queryUserRecentMessages',
        ownerId,
        { isOpen: box === 'read', isSent: box === 'sent' },
        signal,
      )) as RecentActionRow[],
  });
}

/** POST /api/user/setMessageRead: Mark as Read; the inbox lists refresh after it. */
export function useMarkMessageRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.call(NOTIFICATIONS_API.setMessageRead, { body: { id } satisfies SetMessageRead }),
    onSuccess: () => client.invalidateQueries({ queryKey: organisationKeys.messages }),
  });
}

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** GET /api/user/loadNotifications: the unread notifications (the branch's last 5 at most). */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    enabled,
    // Not cancelled when the header unmounts: the answer is tiny, and the cache keeps it for the next page.
    queryFn: async () => asList<Notification>(await apiClient.call(NOTIFICATIONS_API.loadNotifications)),
  });
}

/** POST /api/user/setNotificationRead: closed (by id) or its request opened (by quoteRequestId). */
export function markNotificationRead(which: SetNotificationRead) {
  return apiClient.call(NOTIFICATIONS_API.setNotificationRead, { body: which });
}

/**
 * POST /api/user/setNotificationsSeen: the person has seen their notifications up to this one's date, so
 * no page load, tab or device toasts them again (decision 052).
 */
export function markNotificationsSeen(body: SetNotificationsSeen) {
  return apiClient.call(NOTIFICATIONS_API.setNotificationsSeen, { body: body });
}

/** GET /api/user/globalSearch?searchTerm=: the branch's requests, vehicles and workshops, grouped. */
export function useGlobalSearch(searchTerm: string, enabled: boolean) {
  return useQuery({
    queryKey: organisationKeys.globalSearch(searchTerm),
    enabled,
    queryFn: ({ signal }) => apiClient.call(WORKSPACE_API.globalSearch, { query: { searchTerm }, signal }),
  });
}
