import { Anchor, Badge, Group, Paper, Stack, Table, Text, Timeline } from '@mantine/core';
import { type AdminHistoryKind, formatDateTime, formatRand } from '@motorwise/shared';
import { Link } from 'react-router';
import { useAdminRequest } from '../api/people-api';
import { queryState } from './query-state';

const KIND_LABELS: Record<AdminHistoryKind, string> = {
  request: 'Request',
  status: 'Status',
  quote: 'Quote',
  message: 'Message',
  amendment: 'Amendment',
  payment: 'Payment',
  refund: 'Refund',
};

/** /admin/requests/{id}: a request, its quotes, and everything that happened on either side, oldest first. */
export function RequestHistory({ id }: { id: string }) {
  const query = useAdminRequest(id);
  const state = queryState(query, 'the request');
  if (state || !query.data) return state;
  const request = query.data;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-label="The request">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={700}>{request.reference}</Text>
            <Badge variant="light">{request.status}</Badge>
            <Text fz="sm">{request.quoteType}</Text>
          </Group>
          <Text fz="sm">
            {request.vehicleName}
            {request.registration ? ` · ${request.registration}` : ''}
            {request.vin ? ` · VIN ${request.vin}` : ''}
          </Text>
          <Text fz="sm">
            {request.userId ? (
              <Anchor component={Link} to={`/admin/users/${request.userId}`}>
                {request.customerName || request.email}
              </Anchor>
            ) : (
              request.customerName || request.email
            )}{' '}
            · {request.email}
            {request.phone ? ` · ${request.phone}` : ''}
          </Text>
          <Text fz="sm" c="dimmed">
            Made {formatDateTime(request.createdAt)}
          </Text>
        </Stack>
      </Paper>
      <Table aria-label="Quotes" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quote</Table.Th>
            <Table.Th>Workshop</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Quoted, incl. VAT</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {request.quotes.map((quote) => (
            <Table.Tr key={quote.id}>
              <Table.Td>{quote.reference}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/admin/workshops/${quote.workshopId}`}>
                  {quote.workshopName}
                </Anchor>
              </Table.Td>
              <Table.Td>{quote.status}</Table.Td>
              <Table.Td ta="right">{formatRand(Math.round(quote.totalIncl * 100))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Timeline bulletSize={14} lineWidth={2} aria-label="History">
        {request.events.map((event, index) => (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: the history is fixed and in time order
            key={index}
            title={
              <Group gap="xs">
                <Badge variant="light" size="sm">
                  {KIND_LABELS[event.kind]}
                </Badge>
                {event.quoteReference && (
                  <Text fz="sm" fw={600}>
                    {event.quoteReference} · {event.workshopName}
                  </Text>
                )}
              </Group>
            }
          >
            <Text fz="sm">{event.summary}</Text>
            <Text fz="xs" c="dimmed">
              {formatDateTime(event.at)}
              {event.actor ? ` · ${event.actor}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
