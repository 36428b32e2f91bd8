import { Avatar, Card, Group, Rating, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { LANDING_REVIEWS } from '@motorwise/shared';

// Shared with the server's HTML of /home (decision 082).
const REVIEWS = LANDING_REVIEWS;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function Reviews() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {REVIEWS.map((review) => (
        <Card key={review.name} withBorder radius="lg" padding="xl" shadow="xs" component="figure" m={0}>
          <Stack gap="md" h="100%" justify="space-between">
            <Stack gap="sm">
              <div>
                <Rating value={review.rating} readOnly color="ember.5" aria-hidden="true" />
                <VisuallyHidden>Rated {review.rating} out of 5</VisuallyHidden>
              </div>
              <Text component="blockquote" m={0} c="navy.8" lh={1.6}>
                “{review.text}”
              </Text>
            </Stack>
            <Group gap="sm" component="figcaption">
              <Avatar color="navy" radius="xl" aria-hidden="true">
                {initials(review.name)}
              </Avatar>
              <div>
                <Text fw={700} fz="sm">
                  {review.name}
                </Text>
                <Text fz="xs" c="gray.7">
                  {review.vehicle}, {review.place}
                </Text>
              </div>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
