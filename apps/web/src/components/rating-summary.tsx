import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

interface RatingSummaryProps {
  rating: number | null;
  reviewCount?: number;
  size?: 'sm' | 'md';
}

/**
 * A rating as one star and its number ("4.6 out of 5 · 12 reviews"): a handful of elements where a row of
 * fractional stars drew over two hundred per card. Unrated workshops say so.
 */
export function RatingSummary({ rating, reviewCount, size = 'sm' }: RatingSummaryProps) {
  const reviews =
    reviewCount === undefined ? '' : ` · ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  if (rating === null || rating <= 0)
    return (
      <Text fz={size} c="gray.7">
        Not rated yet{reviews}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <IconStarFilled
        size={size === 'sm' ? 16 : 20}
        color="var(--mantine-color-ember-6)"
        aria-hidden="true"
      />
      <Text fz={size} c="gray.8">
        <Text span inherit fw={700}>
          {rating.toFixed(1)}
        </Text>{' '}
        out of 5{reviews}
      </Text>
    </Group>
  );
}
