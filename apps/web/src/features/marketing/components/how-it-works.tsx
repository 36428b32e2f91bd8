import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarCheck, IconClipboardList, IconCreditCard, IconScale } from '@tabler/icons-react';

const STEPS = [
  {
    icon: IconClipboardList,
    title: 'Tell us what your car needs',
    body: 'Pick your vehicle, choose a service or describe the repair, and say where and when suits you.',
  },
  {
    icon: IconScale,
    title: 'Compare itemised quotes',
    body: 'Workshops near you send line-by-line quotes. Compare price, rating, distance and turnaround.',
  },
  {
    icon: IconCalendarCheck,
    title: 'Book in one click',
    body: 'Accept the quote you like and the workshop is booked. Message them any time from your quote page.',
  },
  {
    icon: IconCreditCard,
    title: 'Pay online and collect',
    body: 'Approve any extra work line by line, then pay securely through PayFast or Paystack before you collect.',
  },
];

/** The spec's "what we do" steps. */
export function HowItWorks() {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="xl"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {STEPS.map(({ icon: Icon, title, body }, index) => (
        <Stack key={title} gap="xs" component="li">
          <ThemeIcon size={52} radius="lg" color="navy.9" aria-hidden="true">
            <Icon size={26} color="var(--mantine-color-ember-4)" />
          </ThemeIcon>
          <Text fz="xs" fw={800} c="ember.8" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
            Step {index + 1}
          </Text>
          <Title order={3} fz="h4">
            {title}
          </Title>
          <Text c="gray.7">{body}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
