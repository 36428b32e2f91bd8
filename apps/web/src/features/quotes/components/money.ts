import { formatRand, QuoteStatus, randToCents } from '@motorwise/shared';

/** A rand amount from the wire (two decimals) as the spec writes money: 'R 1 234.50', zero 'R 0.00'. */
export function rand(amount: number | null | undefined): string {
  return formatRand(randToCents(amount ?? 0));
}

/** The badge colour of a quote status. */
export function statusColor(status: number, closed: boolean): string {
  if (closed) return 'gray';
  switch (status) {
    case QuoteStatus.Booked:
    case QuoteStatus.InProgress:
      return 'blue';
    case QuoteStatus.AmendmentPending:
    case QuoteStatus.Invoiced:
    case QuoteStatus.Checkout:
      return 'orange';
    case QuoteStatus.Paid:
    case QuoteStatus.Completed:
      return 'teal';
    default:
      return 'navy';
  }
}
