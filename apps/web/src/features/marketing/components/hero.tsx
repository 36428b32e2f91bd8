import { Button, Container, Grid, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { BANNER_FLIP_MS, GOOGLE_RATING, SAVINGS_UP_TO_PERCENT } from '@motorwise/shared';
import { IconShieldCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import classes from './hero.module.css';

/**
 * The animated backdrop: drifting light and a road whose lane markings move. The spec's landing page
 * has a background video; this is lighter, works offline and stops for people who prefer reduced motion.
 */
function HeroScene() {
  return (
    <svg
      className={classes.scene}
      viewBox="0 0 1440 640"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#fd9a27" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fd9a27" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-glow-blue" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#5a7ebf" stopOpacity="0.45" />
          <stop offset="1" stopColor="#5a7ebf" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-road" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b1f3a" stopOpacity="0" />
          <stop offset="1" stopColor="#07152a" stopOpacity="0.9" />
        </linearGradient>
      </defs>
      <circle className={classes.glow} cx="1180" cy="140" r="320" fill="url(#hero-glow)" />
      <circle className={classes.glowSlow} cx="220" cy="560" r="380" fill="url(#hero-glow-blue)" />
      <g className={classes.sweep} stroke="#ffffff" strokeOpacity="0.12" fill="none">
        <path d="M-40 420 C 300 360 600 380 900 330 S 1300 250 1500 260" strokeWidth="1.5" />
        <path d="M-40 460 C 320 400 640 420 940 370 S 1320 300 1500 310" strokeWidth="1" />
      </g>
      <path d="M520 640 L700 430 L740 430 L1020 640 Z" fill="url(#hero-road)" />
      <path
        className={classes.lane}
        d="M720 640 L720 436"
        stroke="#fd9a27"
        strokeOpacity="0.8"
        strokeWidth="6"
      />
    </svg>
  );
}

/** The banner's lines; the first is what the heading says to a screen reader and a crawler. */
const BANNER = [
  `Save up to ${SAVINGS_UP_TO_PERCENT}%.`,
  `Rated ${GOOGLE_RATING.toFixed(1)} on Google.`,
  'Book and pay online.',
];

/** spec: the banner flips every 6.5 seconds (without movement for people who prefer reduced motion). */
function FlippingBanner() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % BANNER.length), BANNER_FLIP_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className={`${classes.highlight} ${classes.flip}`}>
      <VisuallyHidden>{BANNER[0]}</VisuallyHidden>
      {BANNER.map((line, i) => (
        <span
          key={line}
          className={classes.flipItem}
          data-active={i === index || undefined}
          aria-hidden="true"
        >
          {line}
        </span>
      ))}
    </span>
  );
}

const STEPS = ['Vehicle details', 'What to expect', 'Booking details', 'Personal details'];

/** The entry to the quote flow: the vehicle search widget the page composes into it. */
function QuoteEntryCard({ search }: { search: ReactNode }) {
  return (
    <section className={classes.entry} aria-labelledby="quote-entry-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="quote-entry-title">
            Get quotes for your vehicle
          </Title>
          <Text c="gray.7" fz="sm">
            Four short steps, about three minutes. No account needed.
          </Text>
        </div>
        <Stack gap={8} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {STEPS.map((step, index) => (
            <Group key={step} gap="sm" component="li" wrap="nowrap">
              <span className={classes.stepDot} aria-hidden="true">
                {index + 1}
              </span>
              <Text fz="sm" fw={600}>
                {step}
              </Text>
            </Group>
          ))}
        </Stack>
        {search}
      </Stack>
    </section>
  );
}

/** The landing hero; `search` is the vehicle search widget (composed by the home route). */
export function Hero({ search }: { search: ReactNode }) {
  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <HeroScene />
      <Container size="lg" className={classes.inner}>
        <Grid gap={{ base: 32, md: 56 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg" align="flex-start">
              <span className={classes.eyebrow}>
                <IconShieldCheck size={16} aria-hidden="true" />
                South Africa’s vehicle service marketplace
              </span>
              <Title order={1} id="home-title" className={classes.title}>
                Compare workshop quotes. <FlippingBanner />
              </Title>
              <Text className={classes.lead}>
                Tell us what your car needs once. Trusted workshops near you send itemised quotes in rand, VAT
                included. Choose, book and pay online.
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/new-quote" size="lg" color="ember.4" c="navy.9">
                  Get a quote
                </Button>
                <Button component="a" href="#how-it-works" size="lg" variant="outline" color="gray.0">
                  How it works
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <QuoteEntryCard search={search} />
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}
