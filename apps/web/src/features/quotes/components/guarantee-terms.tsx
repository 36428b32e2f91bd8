import { Stack, Text } from '@mantine/core';
import { formatDate, guaranteeSummary, type QuoteGuarantee } from '@motorwise/shared';

/** The short text of a quote's guarantee (a comparison cell): "No guarantee stated" without one. */
export function guaranteeShort(g: QuoteGuarantee | null): string {
  return g ? guaranteeSummary(g.guarantee) : 'No guarantee stated';
}

/**
 * The workmanship guarantee sent with a quote (decision 076): what it covers, whichever comes first, from
 * completion (once completed: until when) and the workshop's terms.
 */
export function GuaranteeTerms({ guarantee }: { guarantee: QuoteGuarantee | null }) {
  if (!guarantee) return null;
  const { guarantee: g, endsOn } = guarantee;
  return (
    <Stack gap={2} aria-label="Workmanship guarantee" role="group">
      <Text fz="sm" fw={600}>
        Workmanship guarantee
      </Text>
      <Text fz="sm">
        {guaranteeSummary(g)}
        {g.partsMonths + g.labourMonths > 0 && ', whichever comes first'}
      </Text>
      <Text fz="xs" c="dimmed">
        {endsOn
          ? `${guarantee.inForce ? 'Valid until' : 'Ended on'} ${formatDate(endsOn)}`
          : 'Counted from the day the job is completed (kilometres from the mileage at check-in).'}
      </Text>
      {g.terms && (
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {g.terms}
        </Text>
      )}
    </Stack>
  );
}
