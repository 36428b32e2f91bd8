import { Badge } from '@mantine/core';
import { QUOTE_CLOSED_TEXT, type QuoteClosedReason } from '@motorwise/shared';
import { statusColor } from '@/features/quotes';

/** Where this workshop stands on a request: new, its quote's status, closed, or booked elsewhere. */
export function RequestQuoteBadge({
  quoteStatus,
  quoteStatusText,
  closedReason,
  bookedElsewhere,
}: {
  quoteStatus: number | null;
  quoteStatusText: string | null;
  closedReason: QuoteClosedReason | null;
  bookedElsewhere: boolean;
}) {
  if (closedReason)
    return (
      <Badge variant="outline" color="gray">
        {QUOTE_CLOSED_TEXT[closedReason]}
      </Badge>
    );
  if (bookedElsewhere && quoteStatus === null)
    return (
      <Badge variant="outline" color="gray">
        Booked elsewhere
      </Badge>
    );
  if (quoteStatus === null) return <Badge color="ember.6">New</Badge>;
  return (
    <Badge variant="light" color={statusColor(quoteStatus, false)}>
      {quoteStatusText}
    </Badge>
  );
}
