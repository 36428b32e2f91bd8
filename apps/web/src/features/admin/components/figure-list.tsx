import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import {
  type AdminFigure,
  formatDateTime,
  parseStoredQuoteType,
  quoteTypeDisplayName,
} from '@motorwise/shared';
import { Link } from 'react-router';
import { SidewaysTable } from '@/components/sideways-table';
import { rand } from '@/features/quotes';
import { useAdminFigureList } from '../api/admin-api';
import { hoursText, queryString, useDashboardQuery } from './admin-dashboard';
import { queryState } from './query-state';

const MONEY: readonly AdminFigure[] = ['gross-value', 'commission', 'refunds'];

const typeName = (stored: string) => {
  const parsed = parseStoredQuoteType(stored);
  return parsed ? quoteTypeDisplayName(parsed.quoteType) : stored;
};

/** The records one figure counts, with the dashboard's filters (issue 22 item 8). */
export function AdminFigureList({ figure }: { figure: AdminFigure }) {
  const [query] = useDashboardQuery();
  const list = useAdminFigureList(figure, query);
  const back = (
    <Anchor component={Link} to={`/admin${queryString(query)}`} fz="sm">
      Back to the dashboard
    </Anchor>
  );
  const state = queryState(list, 'the list');
  if (state || !list.data) return state;
  const { items, total } = list.data;
  const valueLabel = figure === 'first-quotes' ? 'Time to quote' : MONEY.includes(figure) ? 'Amount' : null;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>
          {total} {total === 1 ? 'record' : 'records'}
          {items.length < total ? ` (the newest ${items.length} shown)` : ''}
        </Text>
        {back}
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">Nothing in this range with these filters.</Text>
      ) : (
        <SidewaysTable label="Records">
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Reference</Table.Th>
                <Table.Th>Request</Table.Th>
                <Table.Th>Quote type</Table.Th>
                <Table.Th>Workshop</Table.Th>
                <Table.Th>When</Table.Th>
                {valueLabel && <Table.Th ta="right">{valueLabel}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.reference}</Table.Td>
                  <Table.Td>{item.requestReference}</Table.Td>
                  <Table.Td>{typeName(item.quoteType)}</Table.Td>
                  <Table.Td>{item.workshopName ?? '—'}</Table.Td>
                  <Table.Td>{formatDateTime(item.date)}</Table.Td>
                  {valueLabel && (
                    <Table.Td ta="right">
                      {figure === 'first-quotes' ? hoursText(item.value) : rand(item.value)}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SidewaysTable>
      )}
    </Stack>
  );
}
