import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  formatDate,
  type PublicWorkshopDetail,
  REQUEST_TYPE_OF_KIND,
  statedGuaranteeSummary,
} from '@motorwise/shared';
import {
  IconArrowLeft,
  IconCertificate,
  IconClock,
  IconMapPin,
  IconPhone,
  IconShieldCheck,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { AfterLoad } from '@/components/after-load';
import { RatingSummary } from '@/components/rating-summary';
import { usePageMeta } from '@/components/use-page-meta';
import { WhenVisible } from '@/components/when-visible';
import { WorkshopLogo } from '@/components/workshop-logo';
import { ApiError } from '@/lib/api-client';
import { useWorkshopProfile } from '../api/workshops-directory-api';

const WorkshopPin = lazy(() => import('./workshop-pin'));
const MAP_HEIGHT = 260;

/** What the workshop page hands to /new-quote: the workshop chosen for the request (decision 025). */
export interface ChosenWorkshopState {
  workshopId: string;
}

export function streetAddress(a: PublicWorkshopDetail['address']): string {
  const street = [a.streetNumber, a.streetName].filter(Boolean).join(' ');
  return [street, a.suburb, a.city, a.postalCode].filter(Boolean).join(', ');
}

export function workshopDescription(w: PublicWorkshopDetail): string {
  const place = [w.address.suburb, w.address.city].filter(Boolean).join(', ');
  const rated = w.rating ? ` Rated ${w.rating.toFixed(1)} out of 5 by Motorwise customers.` : '';
  return `${w.name}${place ? ` in ${place}` : ''}: compare its quote for your service or repair on Motorwise.${rated}`;
}

function Reviews({ reviews }: { reviews: PublicWorkshopDetail['workshopReviews'] }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {reviews.map((r) => (
        <Card key={r.id} component="li" withBorder radius="md" padding="md">
          <Group justify="space-between" gap="xs">
            <Text fw={700} fz="sm">
              {r.authorName}
            </Text>
            <Text fz="sm" c="gray.7">
              {formatDate(r.dateCreated)}
            </Text>
          </Group>
          <RatingSummary rating={r.rating} />
          <Text mt={4} lh={1.55}>
            {r.review}
          </Text>
          {r.reply && (
            <Paper
              component="section"
              mt="sm"
              p="sm"
              radius="sm"
              bg="gray.0"
              aria-label="The workshop’s reply"
            >
              <Text fz="sm" fw={600}>
                The workshop replied
              </Text>
              <Text fz="sm" lh={1.55}>
                {r.reply}
              </Text>
            </Paper>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** The workshop's workmanship guarantee as it states it now (decision 076): summary and terms. */
function Guarantee({ guarantee }: { guarantee: PublicWorkshopDetail['guarantee'] }) {
  const summary = statedGuaranteeSummary(guarantee);
  return (
    <section aria-labelledby="guarantee-title">
      <Title order={2} fz="h3" id="guarantee-title" mb="xs">
        Workmanship guarantee
      </Title>
      {!summary ? (
        <Text c="gray.7" fz="sm">
          None stated.
        </Text>
      ) : (
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconShieldCheck size={18} aria-hidden="true" color="var(--mantine-color-teal-7)" />
            <Text fz="sm">{summary}, whichever comes first, from the day the job is completed.</Text>
          </Group>
          {guarantee?.terms && (
            <Text fz="sm" c="gray.7" style={{ whiteSpace: 'pre-line' }}>
              {guarantee.terms}
            </Text>
          )}
          <Text fz="xs" c="gray.7">
            Each quote carries the guarantee in force when the workshop sends it.
          </Text>
        </Stack>
      )}
    </section>
  );
}

function RequestQuoteButton({ workshop }: { workshop: PublicWorkshopDetail }) {
  const navigate = useNavigate();
  const state: ChosenWorkshopState = { workshopId: workshop.id };
  return (
    <Button
      size="md"
      color="ember.4"
      c="navy.9"
      w={{ base: '100%', xs: 'auto' }}
      // On a phone the label wraps instead of being cut off at the button's edge.
      h="auto"
      mih={42}
      py={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      onClick={() => navigate('/new-quote', { state })}
    >
      Request a quote from this workshop
    </Button>
  );
}

/** /workshops/{slug}: a partner workshop's public page. */
export function WorkshopProfile({
  workshopKey,
  initial,
}: {
  workshopKey: string;
  /** The answer the route fetched before rendering, if it did (decision 048). */
  initial?: PublicWorkshopDetail;
}) {
  const profile = useWorkshopProfile(workshopKey, initial);
  const w = profile.data;
  usePageMeta(w?.name ?? (profile.isError ? 'Workshop not found' : null), w ? workshopDescription(w) : null);

  if (profile.isPending)
    return (
      // As tall as a screen: the footer stays below it and does not jump when the page arrives.
      <Center mih="100vh">
        <Loader aria-label="Loading the workshop" />
      </Center>
    );
  if (!w) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <Container size="sm" py={80}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>{missing ? 'Workshop not found' : 'We could not load this workshop'}</Title>
          <Text>
            {missing
              ? 'This workshop is not, or no longer, a Motorwise partner. Find another one in the directory.'
              : 'Please check your connection and try again.'}
          </Text>
          <Button component={Link} to="/workshops" variant="light" leftSection={<IconArrowLeft size={16} />}>
            All workshops
          </Button>
        </Stack>
      </Container>
    );
  }

  const a = w.address;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="xl">
        <Anchor component={Link} to="/workshops" fz="sm" c="navy.7">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" /> All workshops
          </Group>
        </Anchor>
        <Group gap="lg" align="flex-start" wrap="nowrap">
          <WorkshopLogo name={w.name} logoUrl={w.logoUrl} size={72} />
          <Stack gap={6}>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {w.name}
            </Title>
            <RatingSummary rating={w.rating} reviewCount={w.reviewCount} size="md" />
            <Group gap={4} wrap="nowrap">
              <IconMapPin
                size={16}
                aria-hidden="true"
                color="var(--mantine-color-gray-7)"
                style={{ flexShrink: 0 }}
              />
              <Text c="gray.8">{streetAddress(a)}</Text>
            </Group>
          </Stack>
        </Group>
        <div>
          <RequestQuoteButton workshop={w} />
          <Text fz="sm" c="gray.7" mt={6}>
            Choose your vehicle and what it needs; this workshop is chosen for you, and you can add others.
          </Text>
        </div>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="xl">
              {w.description && (
                <section aria-labelledby="about-title">
                  <Title order={2} fz="h3" id="about-title" mb="xs">
                    About the workshop
                  </Title>
                  <Text lh={1.6}>{w.description}</Text>
                </section>
              )}
              <section aria-labelledby="services-title">
                <Title order={2} fz="h3" id="services-title" mb="xs">
                  Services
                </Title>
                <Group gap={6}>
                  {w.services.map((s) => (
                    <Badge key={s} variant="light" color="navy" radius="sm" size="lg" tt="none">
                      {REQUEST_TYPE_OF_KIND[s]}
                    </Badge>
                  ))}
                </Group>
                <Text fz="sm" c="gray.8" mt="xs">
                  {w.brands.length ? `Specialises in ${w.brands.join(', ')}.` : 'Works on all makes.'}
                </Text>
              </section>
              <section aria-labelledby="reviews-title">
                <Title order={2} fz="h3" id="reviews-title" mb="xs">
                  Reviews from Motorwise customers
                </Title>
                {w.workshopReviews.length === 0 ? (
                  <Text c="gray.7">No reviews yet.</Text>
                ) : (
                  // Below the first screen on a phone: drawn after load, the footer kept off screen meanwhile.
                  <AfterLoad fallback={<div style={{ minHeight: '100vh' }} />}>
                    <Reviews reviews={w.workshopReviews} />
                  </AfterLoad>
                )}
              </section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              {a.lat !== null && a.lng !== null && (
                // Leaflet starts in one long task: only after load, and on a phone (where the map is at the
                // bottom of the page) only when scrolled near. Its room is kept, so nothing moves.
                <AfterLoad fallback={<div style={{ height: MAP_HEIGHT }} />}>
                  <WhenVisible minHeight={MAP_HEIGHT}>
                    <Suspense fallback={<div style={{ height: MAP_HEIGHT }} />}>
                      <WorkshopPin lat={a.lat} lng={a.lng} name={w.name} height={MAP_HEIGHT} />
                    </Suspense>
                  </WhenVisible>
                </AfterLoad>
              )}
              <Card withBorder radius="md" padding="lg">
                <Stack gap="sm">
                  {w.openingHours && (
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <IconClock size={18} aria-hidden="true" />
                      <Text fz="sm">{w.openingHours}</Text>
                    </Group>
                  )}
                  {w.workshopContact.phone && (
                    <Group gap="xs" wrap="nowrap">
                      <IconPhone size={18} aria-hidden="true" />
                      <Anchor href={`tel:${w.workshopContact.phone.replace(/\s+/g, '')}`} fz="sm">
                        {w.workshopContact.phone}
                      </Anchor>
                    </Group>
                  )}
                </Stack>
              </Card>
              <Guarantee guarantee={w.guarantee} />
              <section aria-labelledby="certifications-title">
                <Title order={2} fz="h3" id="certifications-title" mb="xs">
                  Certifications
                </Title>
                {w.workshopCertifications.length === 0 ? (
                  <Text c="gray.7" fz="sm">
                    None listed.
                  </Text>
                ) : (
                  <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {w.workshopCertifications.map((c) => (
                      <Group
                        key={`${c.issuer}-${c.name}`}
                        gap="xs"
                        wrap="nowrap"
                        component="li"
                        align="flex-start"
                      >
                        <IconCertificate size={18} aria-hidden="true" color="var(--mantine-color-navy-6)" />
                        <Text fz="sm">
                          <Text span inherit fw={700}>
                            {c.name}
                          </Text>{' '}
                          ({c.issuer}
                          {c.number ? `, no. ${c.number}` : ''})
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                )}
              </section>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
