import { Table, Text } from '@mantine/core';
import { type QuoteEstimate, type QuoteView, randToCents } from '@motorwise/shared';
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

/**
 * The quotes line by line against the request's items and the price estimate: a row per requested item,
 * a column per workshop, the lowest price of each row marked. On a phone it scrolls sideways with the
 * item column kept in view.
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
          {rows.map((row) => {
            const cells = quotes.map((q) => itemCents(q, row.id));
            const priced = cells.filter((c): c is number => c !== null);
            const lowest = priced.length > 1 ? Math.min(...priced) : null;
            const estimate = estimates.find((e) => e.quoteRequestItemName === row.name);
            return (
              <Table.Tr key={row.id ?? 'other'}>
                <Table.Th scope="row" style={sticky} fw={500}>
                  {row.name}
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text fz="xs" c="dimmed">
                    {estimateText(estimate)}
                  </Text>
                </Table.Td>
                {cells.map((cents, i) => (
                  <Table.Td key={quotes[i]?.id} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {cents === null ? (
                      <Text fz="xs" c="dimmed">
                        Not quoted
                      </Text>
                    ) : (
                      <Text
                        fz="sm"
                        fw={cents === lowest ? 700 : 400}
                        c={cents === lowest ? 'teal' : undefined}
                      >
                        {rand(cents / 100)}
                        {cents === lowest ? ' · lowest' : ''}
                      </Text>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
