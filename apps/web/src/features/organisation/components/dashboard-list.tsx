import { Alert, Anchor, Badge, Loader, Stack, Table, Text } from '@mantine/core';
import { type DashboardList, formatDate, quoteStatusLabel } from '@motorwise/shared';
import { Link } from 'react-router';
import { rand, statusColor } from '@/features/quotes';
import { isApiError } from '@/lib/api-client';
import { useDashboardList } from '../api/dashboard-api';
import { turnaroundText } from './dashboard';

/** The quotes behind one dashboard figure, each opening its request's quote screen. */
export function DashboardFigureList({ figure }: { figure: DashboardList }) {
  const list = useDashboardList(figure);
  if (list.isPending)
    return (
      <Stack align="center" py="xl">
        <Loader aria-label="Loading the list" />
      </Stack>
    );
  if (list.isError)
    return (
      <Alert color="red" title="List not loaded">
        {isApiError(list.error) ? list.error.message : 'The list could not be loaded. Please try again.'}
      </Alert>
    );
  const { items } = list.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/dashboard" fz="sm">
        ← Back to the dashboard
      </Anchor>
      {items.length === 0 ? (
        <Text c="dimmed">Nothing here at the moment.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Request</Table.Th>
                <Table.Th>Vehicle</Table.Th>
                <Table.Th>Workshop</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>{figure === 'quoted' ? 'Turnaround' : 'Date'}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((q) => (
                <Table.Tr key={q.quoteId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/quotes/${q.quoteRequestUniqueId}`} fw={600}>
                      {q.reference}
                    </Anchor>
                    <Text fz="xs" c="dimmed">
                      Quote {q.quoteReference}
                    </Text>
                  </Table.Td>
                  <Table.Td>{q.vehicleName}</Table.Td>
                  <Table.Td>{q.workshopName ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColor(q.quoteStatus, false)}>
                      {quoteStatusLabel(q.quoteStatus) ?? '—'}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {rand(q.amount)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {figure === 'quoted' ? turnaroundText(q.turnaroundHours) : formatDate(q.date)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
