import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AdminReview, formatDateTime, HideReviewSchema } from '@motorwise/shared';
import { TextNoteForm } from '@/components/text-note-form';
import { useAdminWorkshopReviews, useHideReview } from '../api/people-api';
import { queryState } from './query-state';

function HideForm({ review, workshopId }: { review: AdminReview; workshopId: string }) {
  const hide = useHideReview(workshopId);
  return (
    <TextNoteForm
      schema={HideReviewSchema}
      field="reason"
      label="Why hide it"
      description="The workshop is told this by mail."
      submitLabel="Hide review"
      errorTitle="Review not hidden"
      ariaLabel={`Hide ${review.authorName}’s review`}
      color="red"
      onSubmit={async (reason) => {
        await hide.mutateAsync({ id: review.id, reason });
        notifications.show({
          color: 'teal',
          title: 'Review hidden',
          message: 'The workshop has been told by mail.',
        });
      }}
    />
  );
}

/** A workshop's reviews for moderation: hide one with a reason (decision 065). */
export function AdminWorkshopReviews({ workshopId }: { workshopId: string }) {
  const reviews = useAdminWorkshopReviews(workshopId);
  const state = queryState(reviews, 'the reviews');
  if (state || !reviews.data) return state;
  if (reviews.data.length === 0) return <Text c="dimmed">No reviews yet.</Text>;
  return (
    <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {reviews.data.map((review) => (
        <Card key={review.id} component="li" withBorder radius="md" padding="md">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Text fw={700}>
                {review.authorName} · {review.rating} of 5
              </Text>
              {review.hiddenAt && <Badge color="gray">Hidden</Badge>}
            </Group>
            <Text fz="sm" c="dimmed">
              {formatDateTime(review.createdAt)}
            </Text>
          </Group>
          <Text mt={4}>{review.review}</Text>
          {review.reply && (
            <Text fz="sm" mt="xs">
              <Text span fw={600} fz="sm">
                The workshop replied:
              </Text>{' '}
              {review.reply}
            </Text>
          )}
          {review.hiddenAt ? (
            <Text fz="sm" c="dimmed" mt="xs">
              Hidden {formatDateTime(review.hiddenAt)}: {review.hiddenReason}
            </Text>
          ) : (
            <HideForm review={review} workshopId={workshopId} />
          )}
        </Card>
      ))}
    </Stack>
  );
}
