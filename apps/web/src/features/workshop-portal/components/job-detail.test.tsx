import { QuoteStatus, type WorkshopJob } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { incomingRequest, line, quote } from '@/test/quote-fixtures';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { WorkshopJobDetail } from './job-detail';

function job(overrides: Partial<WorkshopJob['quote']> = {}): WorkshopJob {
  const {
    workshop: _w,
    canReview: _c,
    ...q
  } = quote({ quoteStatus: QuoteStatus.Booked, quoteStatusText: 'Booked' });
  return {
    request: (({ quote: _q, ...r }) => r)(
      incomingRequest({
        quoteId: 'q-1',
        quoteStatus: QuoteStatus.Booked,
        quoteStatusText: 'Booked',
        requestItems: [
          {
            id: 'i-brakes',
            name: 'Front brake pads',
            hasQuery: false,
            query: null,
            queryAnswer: null,
            templateLines: [],
          },
        ],
      }),
    ),
    quote: {
      ...q,
      closeNote: null,
      workshopCustomer: 'Thandi Nkosi',
      maxInvoiceTotalIncl: 1150,
      ...overrides,
    },
  };
}

const JOB = 'GET /api/workshop/jobs/q-1';

describe('workshop job', () => {
  it('checks the vehicle in with its mileage', async () => {
    const api = mockApi({
      [JOB]: () => ({ status: 200, body: job({ allowedActions: ['checkIn', 'cancelBooking'] }) }),
      'POST /api/workshop/jobs/q-1/check-in': () => ({
        status: 200,
        body: { message: 'Checked in. The customer was told.', quoteId: 'q-1', quoteStatus: 2 },
      }),
    });
    renderWithRouter(<WorkshopJobDetail quoteId="q-1" />, '/workshop/jobs/q-1');
    const panel = await screen.findByRole('region', { name: 'Check in' });
    const mileage = within(panel).getByLabelText('Mileage at check-in (km)');
    await userEvent.clear(mileage);
    await userEvent.type(mileage, '86120');
    await userEvent.click(within(panel).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Checked in. The customer was told.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workshop/jobs/q-1/check-in')[0]!.body).toEqual({ vehicleMileage: 86120 });
  });

  it('will not invoice more than the customer approved', async () => {
    const api = mockApi({
      [JOB]: () => ({
        status: 200,
        body: job({
          quoteStatus: QuoteStatus.InProgress,
          quoteStatusText: 'In Progress',
          allowedActions: ['submitAmendment', 'draftInvoice', 'invoice'],
          quoteItems: [line({ id: 'l-1' })],
        }),
      }),
      'POST /api/workshop/jobs/q-1/invoice': () => ({
        status: 200,
        body: {
          message: 'Invoiced R 1 000.00. The customer has the invoice.',
          quoteId: 'q-1',
          quoteStatus: 5,
        },
      }),
    });
    renderWithRouter(<WorkshopJobDetail quoteId="q-1" />, '/workshop/jobs/q-1');
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    expect(invoice).toHaveTextContent('Invoice total R 1 150.00 of at most R 1 150.00');
    const charge = within(invoice).getByLabelText('Charge for Brake pads (front set)');
    // More than approved: the total turns red and nothing can be issued.
    await userEvent.clear(charge);
    await userEvent.type(charge, '1200');
    expect(invoice).toHaveTextContent('Invoice total R 1 200.00 of at most R 1 150.00');
    expect(within(invoice).getByRole('button', { name: 'Issue invoice' })).toBeDisabled();
    await userEvent.clear(charge);
    await userEvent.type(charge, '1000');
    expect(invoice).toHaveTextContent('Invoice total R 1 000.00 of at most R 1 150.00');
    await userEvent.click(within(invoice).getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('Invoiced R 1 000.00. The customer has the invoice.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workshop/jobs/q-1/invoice')[0]!.body).toMatchObject({
      lines: [{ quoteItemId: 'l-1', totalIncl: 1000 }],
    });
  }, 60_000);
});
