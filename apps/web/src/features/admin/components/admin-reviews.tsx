import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AdminReview, formatDateTime, type HideReview, HideReviewSchema } from '@motorwise/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { applyApiError } from '@/lib/form-errors';
import { useAdminWorkshopReviews, useHideReview } from '../api/people-api';
import { queryState } from './query-state';

function HideForm({ review, workshopId }: { review: AdminReview; workshopId: string }) {
  const hide = useHideReview(workshopId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<HideReview>({ resolver: zodResolver(HideReviewSchema), defaultValues: { reason: '' } });
  const onSubmit = async (values: HideReview) => {
    setFormError(null);
    try {
      await hide.mutateAsync({ id: review.id, reason: values.reason });
      notifications.show({
        color: 'teal',
        title: 'Review hidden',
        message: 'The workshop has been told by mail.',
      });
    } catch (error) {
      setFormError(applyApiError(error, setError, ['reason']));
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={`Hide ${review.authorName}’s review`}>
      <Stack gap="xs" mt="sm">
        {formError && (
          <FormAlert kind="error" title="Review not hidden">
            {formError}
          </FormAlert>
        )}
        <Textarea
          label="Why hide it"
          description="The workshop is told this by mail."
          autosize
          minRows={1}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <Group>
          <Button type="submit" color="red" variant="light" loading={hide.isPending}>
            Hide review
          </Button>
        </Group>
      </Stack>
    </form>
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
