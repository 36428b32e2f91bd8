import {
  Alert,
  Group,
  Loader,
  Paper,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useWorkshopSummary } from '../api/portal-api';

function Count({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    // Named by what it shows, the figure then its label ("3 New requests to quote"): WCAG 2.5.3.
    <UnstyledButton component={Link} to={to}>
      <Paper withBorder radius="md" p="md" h="100%">
        <Text fz={32} fw={800} lh={1} c={value > 0 ? 'navy.8' : 'dimmed'}>
          {value}
        </Text>
        <Text fz="sm" mt={4}>
          {label}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

/** /workshop: what needs the workshop's attention today. */
export function WorkshopHome() {
  const summary = useWorkshopSummary();
  if (summary.isPending) return <Loader aria-label="Loading" />;
  if (summary.isError)
    return (
      <Alert color="red">
        {isApiError(summary.error) ? summary.error.message : 'The overview could not be loaded.'}
      </Alert>
    );
  const s = summary.data;
  return (
    <Stack gap="lg">
      {s.workshops.map((w) => (
        <Group key={w.id} gap="sm">
          <Title order={2} fz="h3">
            {w.name}
          </Title>
          {w.rating !== null && (
            <Group gap={4}>
              <Rating value={w.rating} fractions={10} readOnly size="sm" aria-hidden="true" />
              <Text fz="sm" c="dimmed">
                {w.rating.toFixed(1)} from {w.reviewCount} {w.reviewCount === 1 ? 'review' : 'reviews'}
              </Text>
            </Group>
          )}
        </Group>
      ))}
      <Stack gap="xs">
        <Title order={3} fz="h5">
          Quotes
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Count label="New requests to quote" value={s.newRequests} to="/workshop/requests" />
          <Count label="Draft quotes" value={s.drafts} to="/workshop/requests" />
          <Count label="Quotes waiting for customers" value={s.awaitingCustomer} to="/workshop/requests" />
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          Jobs
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          <Count label="Booked for today" value={s.bookedToday} to="/workshop/jobs" />
          <Count label="In progress" value={s.inProgress} to="/workshop/jobs" />
          <Count label="Amendments waiting" value={s.amendmentsPending} to="/workshop/jobs" />
          <Count label="To invoice" value={s.toInvoice} to="/workshop/jobs" />
          <Count label="Invoiced, unpaid" value={s.unpaid} to="/workshop/jobs" />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
