import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LANDING_STEPS } from '@motorwise/shared';
import { IconCalendarCheck, IconClipboardList, IconCreditCard, IconScale } from '@tabler/icons-react';

// The steps' words are shared with the server's HTML of /home (decision 082); the icons are the app's.
const ICONS = [IconClipboardList, IconScale, IconCalendarCheck, IconCreditCard];
const STEPS = LANDING_STEPS.map((step, index) => ({ ...step, icon: ICONS[index] ?? IconClipboardList }));

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
