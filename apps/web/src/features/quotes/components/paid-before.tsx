import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, PRICE_LOOKUP_LEVEL_TEXT } from '@motorwise/shared';
import { Link } from 'react-router';
import { usePriceLookup } from '../api/organisation-quotes-api';
import { rand } from './money';

/**
 * What the organisation paid before for this request's items on alike vehicles (decision 032), beside
 * the quotes: a fleet manager reads a quote against its own history, not only the market's.
 */
export function PaidBefore({ uniqueId }: { uniqueId: string }) {
  const lookup = usePriceLookup(uniqueId, true);
  if (!lookup.data || lookup.data.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="paid-before-title">
      <Title order={2} fz="h5" id="paid-before-title" mb="xs">
        Paid before
      </Title>
      <Stack gap="sm">
        {lookup.data.map((item) => (
          <Stack key={item.quoteRequestItemName} gap={2}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm" fw={600}>
                {item.quoteRequestItemName}
              </Text>
              {item.level && (
                <Badge size="xs" variant="light" color="gray">
                  {PRICE_LOOKUP_LEVEL_TEXT[item.level]}
                </Badge>
              )}
            </Group>
            {item.last ? (
              <>
                <Text fz="xs">
                  Last paid {rand(item.last.priceIncl)} at {item.last.workshopName} on{' '}
                  {formatDate(item.last.datePaidUtc)} (
                  {item.last.quoteRequestUniqueId ? (
                    <Anchor component={Link} to={`/quotes/${item.last.quoteRequestUniqueId}`} fz="xs">
                      {item.last.reference}
                    </Anchor>
                  ) : (
                    'another branch'
                  )}
                  , {item.last.vehicleName})
                </Text>
                {item.paidCount > 1 && (
                  <Text fz="xs" c="dimmed">
                    Average {rand(item.averagePriceIncl)} over {item.paidCount} jobs (
                    {rand(item.lowestPriceIncl)} to {rand(item.highestPriceIncl)})
                  </Text>
                )}
              </>
            ) : (
              <Text fz="xs" c="dimmed">
                Not paid for before on a similar vehicle.
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
