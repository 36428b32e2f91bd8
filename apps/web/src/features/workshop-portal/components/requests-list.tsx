import {
  Alert,
  Anchor,
  Box,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { formatDate, formatRelativeTime, travelText } from '@motorwise/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useIncomingRequests } from '../api/portal-api';
import { RequestQuoteBadge } from './status';

const STATES = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'draft', label: 'Drafts' },
  { value: 'sent', label: 'Sent' },
  { value: 'declined', label: 'Declined' },
  { value: 'closed', label: 'Closed' },
] as const;
type State = (typeof STATES)[number]['value'];
const PER_PAGE = 20;

/** /workshop/requests: the requests that chose this workshop, newest first. */
export function IncomingRequestsList({ initialState = 'all' }: { initialState?: State }) {
  const [state, setState] = useState<State>(initialState);
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter, 400);
  const list = useIncomingRequests({ state, page, itemsPerPage: PER_PAGE, filter: debounced });
  const now = new Date();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          value={state}
          onChange={(v) => {
            setState(v as State);
            setPage(1);
          }}
          data={STATES.map((s) => ({ value: s.value, label: s.label }))}
          aria-label="Show requests"
          // Six choices fit a phone's width only small and spread over it.
          size={phone ? 'xs' : 'sm'}
          fullWidth={phone}
          w={phone ? '100%' : undefined}
        />
        <TextInput
          placeholder="Reference, vehicle or item"
          aria-label="Search requests"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 280 }}
        />
      </Group>
      {list.isPending && <Loader aria-label="Loading requests" />}
      {list.isError && (
        <Alert color="red">
          {isApiError(list.error) ? list.error.message : 'The requests could not be loaded.'}
        </Alert>
      )}
      {list.data && list.data.items.length === 0 && (
        <Text c="dimmed">
          No requests here yet. New requests from customers nearby show up here as they arrive.
        </Text>
      )}
      {list.data && list.data.items.length > 0 && (
        <Stack gap="sm" role="list" aria-label="Requests">
          {list.data.items.map((r) => (
            <Paper key={r.id} withBorder radius="md" p="md" role="listitem">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/workshop/requests/${r.id}`} fw={700}>
                    {r.vehicleName}
                  </Anchor>
                  <Text fz="sm" lineClamp={2}>
                    {r.items.join(', ')}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {r.reference} · received {formatRelativeTime(r.dateCreatedUtc, now)}
                    {r.suburb ? ` · ${r.suburb}` : ''}
                    {r.distanceText ? ` (${travelText(r)})` : ''}
                  </Text>
                  {r.datesRequested.length > 0 && (
                    <Text fz="xs" c="dimmed">
                      Dates: {r.datesRequested.map((d) => formatDate(`${d}T12:00:00Z`)).join(', ')}
                    </Text>
                  )}
                </Stack>
                <Box style={{ flexShrink: 0 }}>
                  <RequestQuoteBadge progress={r.progress} />
                </Box>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {list.data && list.data.totalDisplayItems > PER_PAGE && (
        <Pagination
          value={page}
          onChange={setPage}
          total={Math.ceil(list.data.totalDisplayItems / PER_PAGE)}
          aria-label="Pages"
        />
      )}
    </Stack>
  );
}
