import {
  ActionIcon,
  Avatar,
  Card,
  Container,
  Group,
  Image,
  Rating,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { PublicWorkshop } from '@motorwise/shared';
import { IconChevronLeft, IconChevronRight, IconMapPin } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { usePublicWorkshops } from '../api/marketing-api';
import classes from './workshop-carousel.module.css';

export function workshopInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

function WorkshopCard({ workshop }: { workshop: PublicWorkshop }) {
  const place = [workshop.address?.suburb, workshop.address?.city].filter(Boolean).join(', ');
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component={Link}
      to={`/workshops/${encodeURIComponent(workshop.name)}`}
      className={classes.card}
    >
      <Stack gap="sm">
        {workshop.logoUrl ? (
          <Image
            src={workshop.logoUrl}
            alt={`${workshop.name} logo`}
            h={56}
            w="auto"
            fit="contain"
            maw={160}
          />
        ) : (
          <Avatar size={56} radius="md" color="navy" variant="filled" aria-hidden="true">
            {workshopInitials(workshop.name)}
          </Avatar>
        )}
        <Text fw={700} lineClamp={2}>
          {workshop.name}
        </Text>
        {typeof workshop.rating === 'number' && workshop.rating > 0 && (
          <Group gap={6}>
            <Rating
              value={workshop.rating}
              fractions={10}
              readOnly
              size="sm"
              color="ember.5"
              aria-hidden="true"
            />
            <Text fz="sm" c="dimmed">
              {workshop.rating.toFixed(1)}
              <VisuallyHidden> out of 5</VisuallyHidden>
            </Text>
          </Group>
        )}
        {place && (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden="true" color="var(--mantine-color-gray-6)" />
            <Text fz="sm" c="dimmed" lineClamp={1}>
              {place}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Partner workshops from GET /api/PublicWorkshop/GetWorkshops. Renders nothing when there are none. */
export function WorkshopCarousel() {
  const workshops = usePublicWorkshops();
  const track = useRef<HTMLUListElement>(null);
  if (!workshops.data || workshops.data.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <Container size="lg" pb={72} component="section" aria-labelledby="partners-title">
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title order={2} id="partners-title">
            Our workshop partners
          </Title>
          <Text c="dimmed">
            Independent and franchised workshops, checked by Motorwise and rated by customers.
          </Text>
        </div>
        <Group gap="xs">
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label="Previous workshops"
            onClick={() => scroll(-1)}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label="Next workshops"
            onClick={() => scroll(1)}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
      <ul className={classes.track} ref={track} aria-label="Partner workshops">
        {workshops.data.map((workshop) => (
          <li key={workshop.id} className={classes.item}>
            <WorkshopCard workshop={workshop} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
