import { QUOTES_API, REVIEWS_API, ReviewViewSchema, WorkshopReviewsSchema } from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { workshopHeaders } from './workshop-choice';

/** The chosen workshop's reviews and its replies (decision 065). */
export const reviewKeys = { all: ['workshop-portal', 'reviews'] as const };

export function useWorkshopReviews() {
  return useQuery({
    queryKey: reviewKeys.all,
    queryFn: ({ signal }) =>
      apiClient.call(QUOTES_API.workshopReviews, {
        headers: workshopHeaders(),
        schema: WorkshopReviewsSchema,
        signal,
      }),
  });
}

/** The workshop's one public reply to a review. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) =>
      apiClient.call(REVIEWS_API.postWorkshopReviewReply, {
        params: { id },
        body: { reply },
        headers: workshopHeaders(),
        schema: ReviewViewSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
