import { Button, Container, Grid, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { BANNER_FLIP_MS, GOOGLE_RATING, SAVINGS_UP_TO_PERCENT } from '@motorwise/shared';
import { IconShieldCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import classes from './hero.module.css';

const POSTER = '/media/hero-traffic-poster.webp';
const CLIPS = [
  { src: '/media/hero-traffic.webm', type: 'video/webm' },
  { src: '/media/hero-traffic.mp4', type: 'video/mp4' },
];

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the background clip may play: not for people who prefer reduced motion, who asked their browser
 * to save data, or whose connection is slow (2G or 3G as the browser measures it).
 */
export function mayPlayBackgroundVideo(win: Window = window): boolean {
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  const connection = (win.navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return false;
  return !['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '');
}

/**
 * The hero's background: a still image first; once the page has loaded, and only where it may play, a
 * short, light, silent clip (8 s, 46 KB, made by us) that loops behind it, with a pause button.
 */
function HeroBackdrop() {
  const [play, setPlay] = useState(false);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!mayPlayBackgroundVideo()) return;
    const start = () => setPlay(true);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  const toggle = () => {
    const el = video.current;
    if (!el) return;
    if (el.paused) void el.play();
    else el.pause();
    setPaused(el.paused);
  };
  return (
    <>
      <div className={classes.backdrop} style={{ backgroundImage: `url("${POSTER}")` }} aria-hidden="true">
        {play && (
          <video
            ref={video}
            className={classes.video}
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
            poster={POSTER}
            data-testid="hero-video"
          >
            {CLIPS.map((clip) => (
              <source key={clip.src} src={clip.src} type={clip.type} />
            ))}
          </video>
        )}
      </div>
      <div className={classes.shade} aria-hidden="true" />
      {play && (
        <button type="button" className={classes.pause} onClick={toggle}>
          {paused ? 'Play background video' : 'Pause background video'}
        </button>
      )}
    </>
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
      <HeroBackdrop />
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
