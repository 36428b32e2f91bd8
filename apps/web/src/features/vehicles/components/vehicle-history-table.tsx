import { Anchor, ScrollArea, Table, Text } from '@mantine/core';
import {
  formatDate,
  parseStoredQuoteType,
  QuoteRequestStatus,
  quoteRequestStatusLabel,
  quoteTypeDisplayName,
  type VehicleHistoryEntry,
} from '@motorwise/shared';
import { Link } from 'react-router';
import { UNKNOWN } from '@/lib/format';

function typeName(stored: string): string {
  const parsed = parseStoredQuoteType(stored);
  return parsed ? quoteTypeDisplayName(parsed.quoteType) : stored || UNKNOWN;
}

/** spec: the vehicle history table: reference, type, date (DD/MM/YYYY), request status, first quote's status. */
export function VehicleHistoryTable({ entries }: { entries: VehicleHistoryEntry[] }) {
  if (entries.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        No quote requests for this vehicle yet.
      </Text>
    );
  }
  return (
    <ScrollArea type="auto">
      <Table verticalSpacing={6} fz="sm" aria-label="Vehicle history" miw={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Request status</Table.Th>
            <Table.Th>Quote status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr
              key={entry.id}
              style={
                entry.quoteRequestStatus === QuoteRequestStatus.Cancelled
                  ? { textDecoration: 'line-through' }
                  : undefined
              }
            >
              <Table.Td fw={600}>
                <Anchor component={Link} to={`/quotes/${encodeURIComponent(entry.id)}`}>
                  {entry.reference}
                </Anchor>
              </Table.Td>
              <Table.Td>{typeName(entry.quoteType)}</Table.Td>
              <Table.Td>{formatDate(entry.dateCreated) || UNKNOWN}</Table.Td>
              <Table.Td>{quoteRequestStatusLabel(entry.quoteRequestStatus) ?? UNKNOWN}</Table.Td>
              <Table.Td>{entry.quoteStatusText ?? UNKNOWN}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
