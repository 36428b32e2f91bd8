import {
  ADMIN_API,
  ADMIN_PEOPLE_API,
  AdminRequestHistorySchema,
  AdminReviewListSchema,
  AdminReviewSchema,
  AdminSearchResultsSchema,
  AdminUserSchema,
  MessageSchema,
  PopiaRequestListSchema,
  PRIVACY_API,
  REVIEWS_API,
} from '@motorwise/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** People and trust's query keys (issue 22 item 7). */
export const peopleKeys = {
  all: ['admin', 'people'] as const,
  search: (q: string) => ['admin', 'people', 'search', q] as const,
  request: (id: string) => ['admin', 'people', 'request', id] as const,
  user: (id: string) => ['admin', 'people', 'user', id] as const,
};

/** Users, requests, quotes, jobs and payments matching the term (asked for once it is long enough). */
export function useAdminSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.search(q),
    queryFn: ({ signal }) =>
      apiClient.call(ADMIN_PEOPLE_API.getAdminSearch, {
        query: { q },
        schema: AdminSearchResultsSchema,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** A request's whole history across both sides. */
export function useAdminRequest(id: string) {
  return useQuery({
    queryKey: peopleKeys.request(id),
    queryFn: ({ signal }) =>
      apiClient.call(ADMIN_PEOPLE_API.getAdminRequest, {
        params: { id },
        schema: AdminRequestHistorySchema,
        signal,
      }),
  });
}

/** A user with their roles and sessions. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: peopleKeys.user(id),
    queryFn: ({ signal }) =>
      apiClient.call(ADMIN_PEOPLE_API.getAdminUser, { params: { id }, schema: AdminUserSchema, signal }),
  });
}

/** Disable or re-enable a user (audited by the API). */
export function useSetUserDisabled(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) =>
      apiClient.call(ADMIN_API.postAdminUsersDisable, {
        params: { id },
        body: { disabled },
        schema: MessageSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.user(id) }),
  });
}

/** A workshop's reviews, hidden ones included (moderation). */
export function useAdminWorkshopReviews(workshopId: string) {
  return useQuery({
    queryKey: [...peopleKeys.all, 'reviews', workshopId] as const,
    queryFn: ({ signal }) =>
      apiClient.call(REVIEWS_API.getAdminWorkshopReviews, {
        params: { id: workshopId },
        schema: AdminReviewListSchema,
        signal,
      }),
  });
}

/** Hide a review with a reason (audited; the workshop is mailed). */
export function useHideReview(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiClient.call(REVIEWS_API.postAdminReviewHide, {
        params: { id },
        body: { reason },
        schema: AdminReviewSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...peopleKeys.all, 'reviews', workshopId] }),
  });
}

/** The POPIA requests recorded, newest first. */
export function usePopiaRequests() {
  return useQuery({
    queryKey: [...peopleKeys.all, 'popia'] as const,
    queryFn: ({ signal }) =>
      apiClient.call(PRIVACY_API.getAdminPopiaRequests, { schema: PopiaRequestListSchema, signal }),
  });
}

/** Exports everything held about a user, on their behalf, and saves the file (recorded and audited). */
export function useAdminExport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const file = await apiClient.download(PRIVACY_API.getAdminUserExport, { params: { id } });
      saveFile(file.blob, file.fileName ?? `motorwise-user-data-${id}.json`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...peopleKeys.all, 'popia'] }),
  });
}

/** Erases a user's personal data on their behalf (recorded and audited). */
export function useAdminErase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.call(PRIVACY_API.postAdminUserErase, {
        params: { id },
        body: { confirm: true },
        schema: MessageSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
