import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { UI_LABELS } from '@motorwise/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';

export function NotFoundRoute() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <Container size="sm" py={{ base: 56, md: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <Text
          aria-hidden="true"
          fw={900}
          fz={{ base: 88, md: 120 }}
          lh={1}
          c="navy.1"
          style={{ letterSpacing: '-0.04em' }}
        >
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" maw={460}>
          We could not find{' '}
          <Text span fw={600} c="navy.8" style={{ wordBreak: 'break-all' }}>
            {pathname}
          </Text>
          . It may have moved, or the link may be mistyped.
        </Text>
        <Button
          component={Link}
          to="/home"
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        >
          {UI_LABELS.backToHome}
        </Button>
        <Group gap="lg" mt="xs" justify="center">
          <Anchor component={Link} to="/new-quote" fz="sm">
            Get a quote
          </Anchor>
          <Anchor component={Link} to="/faq" fz="sm">
            FAQs
          </Anchor>
          <Anchor component={Link} to="/contact" fz="sm">
            Contact us
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
