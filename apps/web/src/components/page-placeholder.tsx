import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageIntro } from './page-intro';

interface PagePlaceholderProps {
  title: string;
  purpose: string;
  eyebrow?: string;
  /** Extra context, for example the id or e-mail the route received. */
  details?: ReactNode;
}

/**
 * A page whose full screen arrives in a later release: it still says what it is for and offers a way
 * on, so nobody lands on a blank screen.
 */
export function PagePlaceholder({ title, purpose, eyebrow, details }: PagePlaceholderProps) {
  return (
    <>
      <PageIntro title={title} lead={purpose} {...(eyebrow ? { eyebrow } : {})} />
      <Container size="lg" py={{ base: 'xl', md: 48 }}>
        <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} shadow="xs">
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <ThemeIcon size={48} radius="xl" color="ember" variant="light" aria-hidden="true">
              <IconTool size={26} />
            </ThemeIcon>
            <Stack gap="xs">
              <Title order={2} fz="h3">
                We are finishing this page
              </Title>
              <Text c="dimmed">
                Our team is putting the final touches to this part of Motorwise. In the meantime you can
                request quotes, browse our information pages or contact our support team.
              </Text>
              {details}
              <Group mt="sm" gap="sm">
                <Button component={Link} to="/new-quote" color="ember.4" c="navy.9">
                  Get a quote
                </Button>
                <Button component={Link} to="/contact" variant="default">
                  Contact support
                </Button>
              </Group>
            </Stack>
          </Group>
        </Paper>
      </Container>
    </>
  );
}
