import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { type PublicWorkshop, REQUEST_TYPE_OF_KIND } from '@motorwise/shared';
import { IconMapPin, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RatingSummary } from '@/components/rating-summary';
import { WorkshopLogo } from '@/components/workshop-logo';
import classes from './workshops-directory.module.css';

/** The page of a workshop: /workshops/{slug}, readable from its name. */
export const workshopPath = (w: { slug: string }) => `/workshops/${w.slug}`;

export const placeOf = (a: { suburb: string | null; city: string | null } | null) =>
  [a?.suburb, a?.city].filter(Boolean).join(', ');

const SHOWN_SERVICES = 3;

/** A directory card: the whole card is the link to the workshop's page. */
export function WorkshopCard({ workshop }: { workshop: PublicWorkshop }) {
  const place = placeOf(workshop.address);
  const extra = workshop.services.length - SHOWN_SERVICES;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component={Link}
      to={workshopPath(workshop)}
      className={classes.card}
    >
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <WorkshopLogo name={workshop.name} logoUrl={workshop.logoUrl} size={48} />
          <div style={{ minWidth: 0 }}>
            <Text fw={700} lineClamp={2}>
              {workshop.name}
            </Text>
            {place && (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={14} aria-hidden="true" color="var(--mantine-color-gray-7)" />
                <Text fz="sm" c="gray.7" lineClamp={1}>
                  {place}
                </Text>
              </Group>
            )}
          </div>
        </Group>
        <RatingSummary rating={workshop.rating} reviewCount={workshop.reviewCount} />
        {workshop.guaranteeSummary && (
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconShieldCheck
              size={14}
              aria-hidden="true"
              color="var(--mantine-color-teal-7)"
              style={{ flexShrink: 0, marginTop: 3 }}
            />
            <Text fz="sm" c="gray.8">
              Guarantee: {workshop.guaranteeSummary}
            </Text>
          </Group>
        )}
        {workshop.services.length > 0 && (
          <Group gap={6}>
            {workshop.services.slice(0, SHOWN_SERVICES).map((s) => (
              <Badge key={s} variant="light" color="navy" radius="sm" size="md" tt="none">
                {REQUEST_TYPE_OF_KIND[s]}
              </Badge>
            ))}
            {extra > 0 && (
              <Text fz="sm" c="gray.7">
                +{extra} more
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
