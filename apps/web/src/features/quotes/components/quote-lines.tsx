import { Stack, Table, Text } from '@mantine/core';
import { QUOTE_LINE_KIND_TEXT, type QuoteItemView } from '@motorwise/shared';
import { rand } from './money';

/** Lines grouped under the requested item they answer (lines for no item last, as "Other"). */
export function groupByItem(lines: QuoteItemView[]): { name: string; lines: QuoteItemView[] }[] {
  const groups = new Map<string, { name: string; lines: QuoteItemView[] }>();
  for (const line of lines) {
    const key = line.quoteRequestItemId ?? '';
    const group = groups.get(key) ?? { name: line.itemName ?? 'Other', lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : 0)).map(([, g]) => g);
}

/** A quote's lines: per requested item, each line's kind, quantity, unit price and total incl. VAT. */
export function QuoteLinesTable({
  lines,
  caption,
  isVatRegistered = true,
}: {
  lines: QuoteItemView[];
  caption: string;
  /** A workshop that is not VAT registered charges no VAT on any line: no line is marked. */
  isVatRegistered?: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing={6} fz="sm" striped={false} aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            {/* On a phone the unit price gives way to the total (the quantity stays). */}
            <Table.Th ta="right" visibleFrom="xs">
              Unit incl.
            </Table.Th>
            <Table.Th ta="right">Total incl.</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groupByItem(lines).map((group) => (
            <GroupRows key={group.name} name={group.name} lines={group.lines} markNoVat={isVatRegistered} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function GroupRows({ name, lines, markNoVat }: { name: string; lines: QuoteItemView[]; markNoVat: boolean }) {
  return (
    <>
      <Table.Tr>
        <Table.Td colSpan={4} bg="gray.0">
          <Text fw={600} fz="sm">
            {name}
          </Text>
        </Table.Td>
      </Table.Tr>
      {lines.map((line) => (
        <Table.Tr key={line.id}>
          <Table.Td>
            <Stack gap={0}>
              <Text fz="sm">{line.description}</Text>
              <Text fz="xs" c="dimmed">
                {QUOTE_LINE_KIND_TEXT[line.kind]}
                {markNoVat && line.noVat ? ' · no VAT' : ''}
                {line.note ? ` · ${line.note}` : ''}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td ta="right">{String(line.quantity)}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} visibleFrom="xs">
            {rand(line.priceIncl)}
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {rand(line.totalIncl)}
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}

/** Excl., VAT and incl. totals, as a tax invoice lists them. */
export function TotalsBlock({
  totals,
  isVatRegistered,
  vatRate,
}: {
  totals: { totalExcl: number; totalVat: number; totalIncl: number };
  isVatRegistered: boolean;
  vatRate: number;
}) {
  return (
    <Stack gap={2} align="flex-end">
      <Text fz="sm">Total excl. VAT {rand(totals.totalExcl)}</Text>
      <Text fz="sm">
        {isVatRegistered ? `VAT (${vatRate}%) ${rand(totals.totalVat)}` : 'Not VAT registered'}
      </Text>
      <Text fw={700}>Total incl. VAT {rand(totals.totalIncl)}</Text>
    </Stack>
  );
}
