import { Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';

/** spec: /dashboard for someone who is not an organisation user lands here with the path they wanted. */
export function UnauthorizedRoute() {
  const params = useParams();
  const wanted = params['*'] ? `/${params['*']}` : null;
  // The admin area is for Motorwise's own staff (decision 059), not for organisation users.
  if (wanted && /^\/admin(\/|$)/i.test(wanted))
    return (
      <PageIntro
        eyebrow="Access"
        title="You do not have access to this page"
        lead={`${wanted} is for Motorwise administrators.`}
      />
    );
  return (
    <>
      <PageIntro
        eyebrow="Access"
        title="You do not have access to this page"
        lead={
          wanted
            ? `${wanted} is for organisation users, such as fleet, dealer and finance-recon teams.`
            : 'This page is for organisation users, such as fleet, dealer and finance-recon teams.'
        }
      />
      <Container size="lg" py="xl">
        <Paper withBorder radius="lg" p="xl">
          <Stack gap="sm">
            <Group gap="xs">
              <IconLock size={20} aria-hidden="true" />
              <Text fw={700}>Need organisation access?</Text>
            </Group>
            <Text c="dimmed">
              Ask your organisation’s Motorwise administrator to invite you, or contact us and we will help
              set up your organisation account.
            </Text>
            <Group mt="xs">
              <Button component={Link} to="/home">
                Back to home
              </Button>
              <Button component={Link} to="/contact" variant="default">
                Contact us
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
