import { ActionIcon, Anchor, Container, Group, Text, Title } from '@mantine/core';
import { LANDING_SECTIONS } from '@motorwise/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { WorkshopCard } from '@/features/workshops-directory';
import { usePublicWorkshops } from '../api/public-workshops-api';
import classes from './workshop-carousel.module.css';

/** Partner workshops from GET /api/PublicWorkshop/GetWorkshops. Renders nothing when there are none. */
export function WorkshopCarousel() {
  const workshops = usePublicWorkshops();
  const track = useRef<HTMLUListElement>(null);
  const items = workshops.data?.items ?? [];
  if (items.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <Container size="lg" pb={72} component="section" aria-labelledby="partners-title">
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title order={2} id="partners-title">
            {LANDING_SECTIONS.partnersTitle}
          </Title>
          <Text c="gray.7">
            {LANDING_SECTIONS.partnersLead}{' '}
            <Anchor component={Link} to="/workshops" fw={600} c="navy.7" td="underline">
              See all {workshops.data?.totalDisplayItems} workshops
            </Anchor>
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
        {items.map((workshop) => (
          <li key={workshop.id} className={classes.item}>
            <WorkshopCard workshop={workshop} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
