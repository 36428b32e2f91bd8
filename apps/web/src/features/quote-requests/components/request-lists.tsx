import {
  Anchor,
  Badge,
  Center,
  Group,
  Loader,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  formatDate,
  parseStoredQuoteType,
  QuoteRequestStatus,
  type QuoteRequestSummary,
  quoteTypeDisplayName,
  type RequestProgress,
  UI_LABELS,
} from '@motorwise/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { isApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { ACTIVE_REQUESTS_PAGE_SIZE, useActiveRequests, useQuoteRequests } from '../api/quote-requests-api';

const LIST_PAGE_SIZE = 10;

function typeName(stored: string): string {
  const parsed = parseStoredQuoteType(stored);
  return parsed ? quoteTypeDisplayName(parsed.quoteType) : stored;
}

export const LIST_FAILED_MESSAGE = 'We could not load your requests right now. Please try again later.';

function errorText(error: unknown): string {
  if (!isApiError(error)) return NETWORK_ERROR_MESSAGE;
  // A 404 here means the list is not there to read, not that the person did something wrong.
  return error.status === 404 || error.status >= 500 ? LIST_FAILED_MESSAGE : error.message;
}

const PROGRESS_COLOR: Partial<Record<RequestProgress['stage'], string>> = {
  waiting: 'gray',
  quotesReceived: 'navy',
  noOpenQuotes: 'gray',
  booked: 'blue',
  inProgress: 'blue',
  awaitingApproval: 'orange',
  invoiced: 'orange',
  paid: 'teal',
  completed: 'teal',
  cancelled: 'gray',
};

/**
 * Where a request stands, as a person reads it (decision 051): quotes received, booked with whom, in
 * progress, waiting for your approval, invoiced, paid, completed. spec: a cancelled request shows struck
 * through, with a 'Cancelled' marker.
 */
export function RequestStatus({ status, progress }: { status: number; progress: RequestProgress }) {
  if (status === QuoteRequestStatus.Cancelled)
    return (
      <Badge color="gray" variant="light">
        {UI_LABELS.cancelled}
      </Badge>
    );
  return (
    <Badge color={PROGRESS_COLOR[progress.stage] ?? 'navy'} variant="light" maw="none">
      {progress.label}
    </Badge>
  );
}

function RequestsTable({ requests, label }: { requests: QuoteRequestSummary[]; label: string }) {
  return (
    <ScrollArea type="auto">
      <Table verticalSpacing="xs" fz="sm" aria-label={label} miw={640} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Vehicle</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Quotes</Table.Th>
            <Table.Th>Where it stands</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((r) => {
            const cancelled = r.quoteRequestStatus === QuoteRequestStatus.Cancelled;
            return (
              <Table.Tr key={r.id} style={cancelled ? { textDecoration: 'line-through' } : undefined}>
                <Table.Td fw={600}>
                  <Anchor component={Link} to={`/quotes/${encodeURIComponent(r.uniqueId)}`}>
                    {r.reference}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {r.vehicleName}
                  {r.items.length > 0 && (
                    <Text fz="xs" c="dimmed" lineClamp={1}>
                      {r.items.join(', ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{typeName(r.quoteType)}</Table.Td>
                <Table.Td>{formatDate(r.dateCreated)}</Table.Td>
                <Table.Td>
                  {r.quoteCount} of {r.workshopCount}
                </Table.Td>
                <Table.Td style={{ textDecoration: 'none' }}>
                  <RequestStatus status={r.quoteRequestStatus} progress={r.progress} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function Pager({ pages, page, onChange }: { pages: number; page: number; onChange: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination total={pages} value={page} onChange={onChange} />
    </Group>
  );
}

function Loading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading requests" />
    </Center>
  );
}

/** spec: /quote-requests/{vehicleId?}: the caller's quote requests, of one vehicle or all, a page at a time. */
export function QuoteRequestList({ vehicleId }: { vehicleId?: string }) {
  const list = useQuoteRequests(vehicleId);
  const [page, setPage] = useState(1);
  if (list.isPending) return <Loading />;
  if (list.isError) return <FormAlert kind="error">{errorText(list.error)}</FormAlert>;
  const requests = list.data.quoteRequests;
  const pages = Math.max(1, Math.ceil(requests.length / LIST_PAGE_SIZE));
  const shown = requests.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);
  const mapping = list.data.customerVehicleMapping;
  return (
    <Stack gap="md">
      {mapping && (
        <Text>
          Requests for{' '}
          <Anchor component={Link} to={`/my-garage/${mapping.id}`} fw={700}>
            {mapping.name !== 'VEHICLE' ? mapping.name : `${mapping.vehicle.brand} ${mapping.vehicle.model}`}
          </Anchor>
        </Text>
      )}
      {requests.length === 0 ? (
        <Text c="dimmed">
          No quote requests yet.{' '}
          <Anchor component={Link} to="/new-quote">
            Request a quote
          </Anchor>
        </Text>
      ) : (
        <>
          <RequestsTable requests={shown} label="Quote requests" />
          <Pager pages={pages} page={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

/**
 * spec: /active-requests: the open requests of the organisation user's branch, or of the signed-in
 * customer, a page at a time (POST ActiveRequests/{id}).
 */
export function ActiveRequestList() {
  const { user } = useSession();
  const branchId = user?.organization?.authUser?.organizationBranchId;
  const ownerId = branchId != null ? String(branchId) : user ? String(user.id) : null;
  const [page, setPage] = useState(1);
  const active = useActiveRequests(ownerId, page);
  if (active.isPending) return <Loading />;
  if (active.isError) return <FormAlert kind="error">{errorText(active.error)}</FormAlert>;
  const pages = Math.max(1, Math.ceil(active.data.totalDisplayItems / ACTIVE_REQUESTS_PAGE_SIZE));
  return (
    <Stack gap="md">
      {active.data.items.length === 0 ? (
        <Text c="dimmed">
          No open requests.{' '}
          <Anchor component={Link} to="/new-quote">
            Request a quote
          </Anchor>
        </Text>
      ) : (
        <>
          <Text fz="sm" c="dimmed">
            {active.data.totalDisplayItems} open{' '}
            {active.data.totalDisplayItems === 1 ? 'request' : 'requests'}
          </Text>
          <RequestsTable requests={active.data.items} label="Active requests" />
          <Pager pages={pages} page={page} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
