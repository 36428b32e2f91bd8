import { Alert, Card, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatDate, REVIEW_REPLY_MAX, ReviewReplySchema, type ReviewView } from '@motorwise/shared';
import { TextNoteForm } from '@/components/text-note-form';
import { useReplyToReview, useWorkshopReviews } from '../api/reviews-api';

function ReplyForm({ review }: { review: ReviewView }) {
  const reply = useReplyToReview();
  return (
    <TextNoteForm
      schema={ReviewReplySchema}
      field="reply"
      label="Your public reply"
      description={`Shown under the review on your public page. You can reply once (at most ${REVIEW_REPLY_MAX} characters).`}
      submitLabel="Post reply"
      errorTitle="Reply not posted"
      ariaLabel={`Reply to ${review.authorName}`}
      onSubmit={(text) => reply.mutateAsync({ id: review.id, reply: text })}
    />
  );
}

/** /workshop/reviews: the chosen workshop's reviews, each with its one public reply (decision 065). */
export function WorkshopReviews() {
  const reviews = useWorkshopReviews();
  if (reviews.isPending) return <Loader aria-label="Loading your reviews" />;
  if (reviews.isError)
    return (
      <Alert color="red" role="alert">
        Your reviews could not be loaded. Please try again.
      </Alert>
    );
  if (reviews.data.length === 0) return <Text c="dimmed">No reviews yet.</Text>;
  return (
    <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {reviews.data.map((review) => (
        <Card key={review.id} component="li" withBorder radius="md" padding="md">
          <Group justify="space-between" gap="xs">
            <Text fw={700}>
              {review.authorName} · {review.rating} of 5
            </Text>
            <Text fz="sm" c="dimmed">
              {formatDate(review.dateCreatedUtc)}
            </Text>
          </Group>
          <Text mt={4}>{review.review}</Text>
          {review.reply ? (
            <Paper component="section" mt="sm" p="sm" radius="sm" bg="gray.0" aria-label="Your reply">
              <Text fz="sm" fw={600}>
                Your reply
              </Text>
              <Text fz="sm">{review.reply}</Text>
            </Paper>
          ) : (
            <ReplyForm review={review} />
          )}
        </Card>
      ))}
    </Stack>
  );
}
