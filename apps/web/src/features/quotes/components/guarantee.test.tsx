import { type QuoteGuarantee, QuoteStatus } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quote, REQUEST_ID } from '@/test/quote-fixtures';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { BookingPanel } from './booking-panel';
import { ComparisonTable } from './comparison-table';

/** The workmanship guarantee sent with a quote (decision 076): shown, compared, and claimed within it. */
const G: QuoteGuarantee = {
  guarantee: {
    partsMonths: 12,
    partsKm: 20_000,
    labourMonths: 6,
    labourKm: 10_000,
    terms: 'Claims are inspected at our workshop first.',
  },
  completedOn: '2026-10-01',
  endsOn: '2027-10-01',
  checkInMileage: 85_000,
  inForce: true,
};

const invoiced = (guarantee: QuoteGuarantee | null) =>
  quote({
    quoteStatus: QuoteStatus.Paid,
    quoteStatusText: 'Paid',
    invoiceNumber: 'INV-000012',
    allowedActions: [],
    invoiceTotals: { totalExcl: 1000, totalVat: 150, totalIncl: 1150 },
    guarantee,
  });

function renderPanel(guarantee: QuoteGuarantee | null) {
  const api = mockApi({
    'GET /api/payment/open/q-1': () => ({ status: 200, body: { attempt: null } }),
    'GET /api/disputes': () => ({ status: 200, body: { items: [] } }),
    'POST /api/disputes': () => ({ status: 409, body: { message: 'Held for the test.' } }),
  });
  renderWithRouter(
    <BookingPanel quote={invoiced(guarantee)} uniqueId={REQUEST_ID} />,
    `/quotes/${REQUEST_ID}`,
  );
  return api;
}

describe('the guarantee on the booking', () => {
  it('shows the terms sent with the quote and opens a claim with the current mileage', async () => {
    const user = userEvent.setup();
    const api = renderPanel(G);
    const terms = screen.getByRole('group', { name: 'Workmanship guarantee' });
    expect(terms).toHaveTextContent('Parts 12 months / 20 000 km · Labour 6 months / 10 000 km');
    expect(terms).toHaveTextContent('Valid until 01/10/2027');
    expect(terms).toHaveTextContent('Claims are inspected at our workshop first.');

    await user.click(await screen.findByRole('button', { name: 'Claim under the guarantee' }));
    const claim = screen.getByRole('form', { name: 'Claim under the guarantee' });
    await user.type(within(claim).getByRole('textbox', { name: /subject/i }), 'Oil leak again');
    await user.type(
      within(claim).getByRole('textbox', { name: /what happened/i }),
      'Leaking since the service.',
    );
    await user.type(within(claim).getByRole('textbox', { name: /current mileage/i }), '92000');
    await user.click(within(claim).getByRole('button', { name: 'Open the claim' }));
    expect(await within(claim).findByText('Held for the test.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/disputes')[0]?.body).toMatchObject({
      quoteId: 'q-1',
      kind: 'guarantee',
      currentMileage: '92000',
      subject: 'Oil leak again',
    });
  });

  it('offers no claim once the guarantee ended, and says when', async () => {
    renderPanel({ ...G, endsOn: '2026-04-01', inForce: false });
    expect(
      await screen.findByText("The workshop's guarantee on this job ended on 01/04/2026."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open a dispute' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim under the guarantee' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Workmanship guarantee' })).toHaveTextContent(
      'Ended on 01/04/2026',
    );
  });
});

describe('the guarantee in the comparison', () => {
  it('has a line per workshop, as each quote was sent', () => {
    const a = quote({ guarantee: { ...G, completedOn: null, endsOn: null, inForce: false } });
    const b = quote({ id: 'q-2', workshop: { ...a.workshop, name: 'Linden Auto' }, guarantee: null });
    renderWithRouter(<ComparisonTable quotes={[a, b]} items={[]} estimates={[]} />);
    const row = screen.getByRole('rowheader', { name: 'Guarantee' }).closest('tr')!;
    expect(row).toHaveTextContent('Parts 12 months / 20 000 km · Labour 6 months / 10 000 km');
    expect(row).toHaveTextContent('No guarantee stated');
  });
});
