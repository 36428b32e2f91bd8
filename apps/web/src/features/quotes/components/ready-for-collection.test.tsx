import { QuoteStatus } from '@motorwise/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quote, REQUEST_ID } from '@/test/quote-fixtures';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { BookingPanel } from './booking-panel';

/**
 * "Ready for collection" is news while the vehicle waits at the workshop (issue 20, item 8): the
 * workshop's date stays on the quote, but once the job is completed (collected) the booking no longer
 * says the vehicle is waiting.
 */
const ready = (quoteStatus: number, quoteStatusText: string) =>
  quote({
    quoteStatus,
    quoteStatusText,
    invoiceNumber: 'INV-000012',
    allowedActions: [],
    invoiceTotals: { totalExcl: 1000, totalVat: 150, totalIncl: 1150 },
    readyForCollectionUtc: '2026-11-24T13:30:00.000Z',
  });

function render(q: ReturnType<typeof quote>) {
  mockApi({ 'GET /api/payment/open/q-1': () => ({ status: 200, body: { attempt: null } }) });
  return renderWithRouter(<BookingPanel quote={q} uniqueId={REQUEST_ID} />, `/quotes/${REQUEST_ID}`);
}

describe('BookingPanel: ready for collection', () => {
  it('says the vehicle is ready while it waits, paid or not', async () => {
    render(ready(QuoteStatus.Paid, 'Paid'));
    await screen.findByRole('region', { name: 'Your booking' });
    expect(screen.getByText('Ready for collection')).toBeInTheDocument();
    expect(screen.getByText(/Your vehicle has been ready since/)).toBeInTheDocument();
  });

  it('no longer says so once the job is completed', async () => {
    render(ready(QuoteStatus.Completed, 'Completed'));
    await screen.findByRole('region', { name: 'Your booking' });
    expect(screen.queryByText('Ready for collection')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your vehicle has been ready since/)).not.toBeInTheDocument();
  });
});
