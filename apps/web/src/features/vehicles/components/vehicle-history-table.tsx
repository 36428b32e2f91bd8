import { Anchor, ScrollArea, Table, Text } from '@mantine/core';
import {
  customerQuoteStatusLabel,
  formatDate,
  parseStoredQuoteType,
  QuoteRequestStatus,
  quoteStatusValue,
  quoteTypeDisplayName,
  type VehicleHistoryEntry,
} from '@motorwise/shared';
import { Link } from 'react-router';
import { UNKNOWN } from '@/lib/format';
import classes from './vehicle-history-table.module.css';

function typeName(stored: string): string {
  const parsed = parseStoredQuoteType(stored);
  return parsed ? quoteTypeDisplayName(parsed.quoteType) : stored || UNKNOWN;
}

/** The first quote's status as its customer reads it (the API answers the spec's label). */
function quoteText(label: string | null): string | null {
  if (!label) return null;
  return customerQuoteStatusLabel(quoteStatusValue(label)) ?? label;
}

/**
 * spec: the vehicle history table: reference, type, date (DD/MM/YYYY), request status, first quote's status. The
 * request status reads where the request stands (decision 051), a quote waiting for the customer as theirs.
 */
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
      <Table verticalSpacing={6} fz="sm" aria-label="Vehicle history" className={classes.table}>
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
              <Table.Td fw={600} data-label="Reference">
                <Anchor component={Link} to={`/quotes/${encodeURIComponent(entry.id)}`}>
                  {entry.reference}
                </Anchor>
              </Table.Td>
              <Table.Td data-label="Type">{typeName(entry.quoteType)}</Table.Td>
              <Table.Td data-label="Date">{formatDate(entry.dateCreated) || UNKNOWN}</Table.Td>
              <Table.Td data-label="Request status">{entry.progress.label}</Table.Td>
              <Table.Td data-label="Quote status">{quoteText(entry.quoteStatusText) ?? UNKNOWN}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
