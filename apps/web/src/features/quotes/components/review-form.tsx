import { Alert, Button, Group, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import type { QuoteView } from '@motorwise/shared';
import { useState } from 'react';
import { firstErrorMessageOf } from '@/lib/api-client';
import { useReviewWorkshop } from '../api/quotes-api';

/**
 * Each star's name as a screen reader says it. Mantine names the radios by their value, so they were read
 * as "0" to "5"; its first radio (value 0) is no rating at all.
 */
export const starLabel = (value: number) =>
  value === 0 ? 'No rating' : `${value} ${value === 1 ? 'star' : 'stars'}`;

/** After a completed job the customer rates the workshop and writes a review, once. */
export function ReviewForm({
  quote,
  uniqueId,
  emailAddress,
}: {
  quote: QuoteView;
  uniqueId: string;
  emailAddress?: string;
}) {
  const review = useReviewWorkshop(uniqueId, emailAddress);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (quote.review) {
    return (
      <Stack gap={4}>
        <Title order={3} fz="h5">
          Your review
        </Title>
        <Rating
          value={quote.review.rating}
          readOnly
          role="img"
          aria-label={`${quote.review.rating} out of 5 stars`}
        />
        <Text fz="sm">{quote.review.review}</Text>
      </Stack>
    );
  }
  if (!quote.canReview) return null;

  const submit = async () => {
    if (rating < 1) return setProblem('Please choose a rating from 1 to 5.');
    if (!text.trim()) return setProblem('Please write a few words about the job.');
    setProblem(null);
    try {
      await review.mutateAsync({ quoteId: quote.id, rating, review: text.trim() });
    } catch (error) {
      setProblem(firstErrorMessageOf(error));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-label="Review the workshop">
      <Title order={3} fz="h5">
        How did {quote.workshop.name} do?
      </Title>
      <Rating
        value={rating}
        onChange={setRating}
        size="lg"
        role="radiogroup"
        aria-label="Your rating"
        getSymbolLabel={starLabel}
      />
      <Textarea
        label="Your review"
        autosize
        minRows={3}
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={submit} loading={review.isPending}>
          Post review
        </Button>
      </Group>
    </Stack>
  );
}
