import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { LANDING_SECTIONS } from '@motorwise/shared';
import { Link } from 'react-router';
import {
  Claims,
  HowItWorks,
  MediaMentions,
  Reviews,
  TrustBadges,
  WorkshopCarousel,
} from '@/features/marketing';
import classes from './home.module.css';

/**
 * Everything on the landing page below the hero. None of it is on the first screen, so its code loads and
 * renders after the page's `load` event (home.tsx, decision 042).
 */
export function HomeSections() {
  return (
    <>
      <Container size="lg" className={classes.claims}>
        <section aria-label="Motorwise in numbers">
          <Claims />
        </section>
        <section aria-label="Motorwise in the media" className={classes.media}>
          <MediaMentions />
        </section>
      </Container>

      <Container size="lg" className={classes.section} id="how-it-works" style={{ scrollMarginTop: 80 }}>
        <section aria-labelledby="how-title">
          <Stack gap={4} mb={40}>
            <Text fw={800} c="ember.8" tt="uppercase" fz="sm" style={{ letterSpacing: '0.08em' }}>
              {LANDING_SECTIONS.stepsEyebrow}
            </Text>
            <Title order={2} id="how-title" className={classes.sectionTitle}>
              {LANDING_SECTIONS.stepsTitle}
            </Title>
          </Stack>
          <HowItWorks />
        </section>
      </Container>

      <div className={classes.tinted}>
        <Container size="lg" py={40}>
          <section aria-labelledby="trust-title">
            <Text id="trust-title" ta="center" fw={700} c="gray.7" mb="md">
              {LANDING_SECTIONS.trustTitle}
            </Text>
            <TrustBadges />
          </section>
        </Container>
      </div>

      <Container size="lg" className={classes.section}>
        <section aria-labelledby="reviews-title">
          <Stack gap={4} mb={32}>
            <Text fw={800} c="ember.8" tt="uppercase" fz="sm" style={{ letterSpacing: '0.08em' }}>
              {LANDING_SECTIONS.reviewsEyebrow}
            </Text>
            <Title order={2} id="reviews-title" className={classes.sectionTitle}>
              {LANDING_SECTIONS.reviewsTitle}
            </Title>
          </Stack>
          <Reviews />
        </section>
      </Container>

      <WorkshopCarousel />

      <Container size="lg" pb={72}>
        <div className={classes.cta}>
          <Group justify="space-between" gap="lg" pos="relative">
            <div>
              <Title order={2} c="white" className={classes.sectionTitle}>
                {LANDING_SECTIONS.organisationTitle}
              </Title>
              <Text c="navy.1" maw={560}>
                {LANDING_SECTIONS.organisationLead}
              </Text>
            </div>
            <Group gap="sm">
              <Button component={Link} to="/contact" color="ember.4" c="navy.9" size="md">
                Talk to our team
              </Button>
              <Button component={Link} to="/about" variant="outline" color="gray.0" size="md">
                About Motorwise
              </Button>
            </Group>
          </Group>
        </div>
      </Container>
    </>
  );
}
