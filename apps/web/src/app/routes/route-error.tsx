import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';

/** Shown when a page fails to load or render (for example a new release replaced its code chunk). */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container size="sm" py={80} component="main">
      <Stack gap="md" align="flex-start">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">
          This page could not be shown. Reloading usually fixes it; if it keeps happening, please contact
          support@motorwise.co.za.
        </Text>
        {detail && <Text fz="sm">{detail}</Text>}
        <Group>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button component={Link} to="/home" variant="default" reloadDocument>
            Back to home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
