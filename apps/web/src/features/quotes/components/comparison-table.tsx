import { Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type QuoteEstimate, type QuoteView, randToCents } from '@motorwise/shared';
import { guaranteeShort } from './guarantee-terms';
import { rand } from './money';

interface Row {
  id: string;
  name: string;
}

/** The sum of a quote's lines for one requested item, in cents; null when it quotes nothing for it. */
function itemCents(quote: QuoteView, itemId: string | null): number | null {
  const lines = quote.quoteItems.filter((l) => (l.quoteRequestItemId ?? null) === itemId);
  if (lines.length === 0) return null;
  return lines.reduce((sum, l) => sum + randToCents(l.totalIncl), 0);
}

function estimateText(e: QuoteEstimate | undefined): string {
  if (!e || e.estimateFromPriceIncl === null || e.estimateToPriceIncl === null) return '—';
  return `${rand(e.estimateFromPriceIncl)} – ${rand(e.estimateToPriceIncl)}`;
}

function PriceText({ cents, lowest }: { cents: number | null; lowest: number | null }) {
  if (cents === null)
    return (
      <Text fz="xs" c="dimmed">
        Not quoted
      </Text>
    );
  return (
    <Text fz="sm" fw={cents === lowest ? 700 : 400} c={cents === lowest ? 'teal' : undefined}>
      {rand(cents / 100)}
      {cents === lowest ? ' · lowest' : ''}
    </Text>
  );
}

/**
 * On a phone the quotes stack, one after the other: each workshop's prices item by item, with the usual
 * price under the item's name, so nothing scrolls sideways and the item names keep their width.
 */
function StackedComparison({
  quotes,
  rows,
}: {
  quotes: QuoteView[];
  rows: {
    id: string | null;
    name: string;
    estimate: string;
    cells: (number | null)[];
    lowest: number | null;
  }[];
}) {
  return (
    <Stack gap="sm" aria-label="Compare quotes by item" role="group">
      {quotes.map((q, i) => (
        <Paper key={q.id} withBorder radius="md" p="sm">
          <Table fz="sm" verticalSpacing={6} aria-label={`${q.workshop.name}, by item`}>
            <Table.Caption style={{ captionSide: 'top', textAlign: 'left', margin: 0, paddingBottom: 4 }}>
              <Text span fw={700} fz="md" c="var(--mantine-color-text)">
                {q.workshop.name}
              </Text>
            </Table.Caption>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id ?? 'other'}>
                  <Table.Th scope="row" fw={500}>
                    {row.name}
                    <Text fz="xs" c="dimmed" fw={400}>
                      Usual price {row.estimate}
                    </Text>
                  </Table.Th>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    <PriceText cents={row.cells[i] ?? null} lowest={row.lowest} />
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row">Quoted total incl. VAT</Table.Th>
                <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {rand(q.totals.totalIncl)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Guarantee</Table.Th>
                <Table.Td ta="right" fz="xs">
                  {/* Wraps within the price column's width: the item names keep theirs. */}
                  <Text fz="xs" maw="9rem" ml="auto">
                    {guaranteeShort(q.guarantee)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The quotes line by line against the request's items and the price estimate: a row per requested item,
 * a column per workshop, the lowest price of each row marked. On a phone the quotes stack instead (a
 * sideways scroll left the item column a few letters wide).
 */
export function ComparisonTable({
  quotes,
  items,
  estimates,
}: {
  quotes: QuoteView[];
  items: Row[];
  estimates: QuoteEstimate[];
}) {
  const other = quotes.some((q) => q.quoteItems.some((l) => !l.quoteRequestItemId));
  const rows: { id: string | null; name: string }[] = [
    ...items,
    ...(other ? [{ id: null, name: 'Other lines' }] : []),
  ];
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const table = rows.map((row) => {
    const cells = quotes.map((q) => itemCents(q, row.id));
    const priced = cells.filter((c): c is number => c !== null);
    const lowest = priced.length > 1 ? Math.min(...priced) : null;
    const estimate = estimateText(estimates.find((e) => e.quoteRequestItemName === row.name));
    return { ...row, cells, lowest, estimate };
  });
  if (phone) return <StackedComparison quotes={quotes} rows={table} />;
  const sticky = { position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1 } as const;
  return (
    <Table.ScrollContainer
      minWidth={Math.max(480, 200 + quotes.length * 150)}
      // Where it scrolls sideways a keyboard user must reach it to scroll it (axe scrollable-region-focusable).
      scrollAreaProps={{
        viewportProps: {
          tabIndex: 0,
          role: 'region',
          'aria-label': 'Compare quotes by item, scrolls sideways',
        },
      }}
    >
      <Table withTableBorder withColumnBorders fz="sm" aria-label="Compare quotes by item">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={sticky}>Item</Table.Th>
            <Table.Th>Usual price</Table.Th>
            {quotes.map((q) => (
              <Table.Th key={q.id} ta="right">
                {q.workshop.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.map((row) => (
            <Table.Tr key={row.id ?? 'other'}>
              <Table.Th scope="row" style={sticky} fw={500}>
                {row.name}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text fz="xs" c="dimmed">
                  {row.estimate}
                </Text>
              </Table.Td>
              {row.cells.map((cents, i) => (
                <Table.Td key={quotes[i]?.id} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <PriceText cents={cents} lowest={row.lowest} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row" style={sticky}>
              Quoted total incl. VAT
            </Table.Th>
            <Table.Td />
            {quotes.map((q) => (
              <Table.Td key={q.id} ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {/* As quoted, so quotes compare like for like (approved extra work is on the booking). */}
                {rand(q.totals.totalIncl)}
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" style={sticky}>
              Guarantee
            </Table.Th>
            <Table.Td />
            {quotes.map((q) => (
              <Table.Td key={q.id} ta="right" fz="xs">
                {/* As sent with each quote (decision 076). */}
                {guaranteeShort(q.guarantee)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
