import {
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDate, isWaitingForCollection, type WorkshopJobSummary } from '@motorwise/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { rand, statusColor } from '@/features/quotes';
import { isApiError } from '@/lib/api-client';
import { useWorkshopJobs } from '../api/portal-api';

type State = 'open' | 'invoiced' | 'done' | 'all';

/** Jobs grouped by their drop-off day: the coming ones earliest first, finished ones newest first. */
function byDay(jobs: WorkshopJobSummary[], newestFirst: boolean) {
  const days = new Map<string, WorkshopJobSummary[]>();
  const order = (a: WorkshopJobSummary, b: WorkshopJobSummary) =>
    (a.serviceDate ?? '9999').localeCompare(b.serviceDate ?? '9999') * (newestFirst ? -1 : 1);
  for (const job of [...jobs].sort(order)) {
    const key = job.serviceDate ?? '';
    days.set(key, [...(days.get(key) ?? []), job]);
  }
  return [...days.entries()];
}

/** /workshop/jobs: booked jobs by date, each with its status and what it comes to. */
export function WorkshopJobsList() {
  const [state, setState] = useState<State>('open');
  const jobs = useWorkshopJobs(state);
  return (
    <Stack gap="md">
      <SegmentedControl
        value={state}
        onChange={(v) => setState(v as State)}
        aria-label="Show jobs"
        data={[
          { value: 'open', label: 'On the floor' },
          { value: 'invoiced', label: 'Invoiced' },
          { value: 'done', label: 'Done' },
          { value: 'all', label: 'All' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {jobs.isPending && <Loader aria-label="Loading jobs" />}
      {jobs.isError && (
        <Alert color="red">
          {isApiError(jobs.error) ? jobs.error.message : 'The jobs could not be loaded.'}
        </Alert>
      )}
      {jobs.data?.length === 0 && (
        <Text c="dimmed">No jobs here. Accepted quotes become jobs on their drop-off day.</Text>
      )}
      {jobs.data &&
        byDay(jobs.data, state === 'done' || state === 'all').map(([day, list]) => (
          <Stack
            key={day || 'none'}
            gap="xs"
            component="section"
            aria-label={day ? formatDate(`${day}T12:00:00Z`) : 'No date'}
          >
            <Title order={2} fz="h5">
              {day ? formatDate(`${day}T12:00:00Z`) : 'No date'}
            </Title>
            {list.map((job) => (
              <Paper key={job.quoteId} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/workshop/jobs/${job.quoteId}`} fw={700}>
                      {job.vehicleName}
                    </Anchor>
                    <Text fz="xs" c="dimmed">
                      {job.reference} · {job.customerName ?? 'Customer'}
                      {isWaitingForCollection(job) ? ' · ready for collection' : ''}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                    <Badge variant="light" color={statusColor(job.quoteStatus, false)}>
                      {job.quoteStatusText}
                    </Badge>
                    <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {rand(job.quoteTotalIncl)}
                    </Text>
                    {job.unreadMessages > 0 && (
                      <Badge size="xs" color="red">
                        {job.unreadMessages} new {job.unreadMessages === 1 ? 'message' : 'messages'}
                      </Badge>
                    )}
                  </Stack>
                </Group>
              </Paper>
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
