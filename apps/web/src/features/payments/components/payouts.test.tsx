import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { customer, renderWithRouter, storeSession } from '@/test/utils';
import { RefusedNotifications, WorkshopPayouts, WorkshopStatementPanel } from './payouts';

const W1 = '0b6f2c7e-1d1a-4f0e-9c1e-2f8f5d7a9b01';

describe('admin payouts', () => {
  it('lists what each workshop is owed and records a payout with the bank reference', async () => {
    storeSession({ ...customer, isAdmin: true });
    let owed = [
      {
        workshopId: W1,
        workshopName: 'Randburg Auto Clinic',
        owedCents: 195_092,
        entries: 1,
        oldestAt: '2026-11-23T08:00:00.000Z',
      },
    ];
    const api = mockApi({
      'GET /api/admin/payouts': () => ({ status: 200, body: { items: owed } }),
      'POST /api/admin/payouts': () => {
        owed = [];
        return {
          status: 201,
          body: {
            id: 'p-1',
            workshopId: W1,
            amountCents: 195_092,
            bankReference: 'EFT 42',
            createdAt: '2026-11-23T09:00:00.000Z',
          },
        };
      },
    });
    renderWithRouter(<WorkshopPayouts />);
    const row = (await screen.findByText('Randburg Auto Clinic')).closest('tr')!;
    expect(within(row).getByText('R 1 950.92')).toBeInTheDocument();
    await userEvent.type(
      within(row).getByRole('textbox', { name: 'Bank reference for Randburg Auto Clinic' }),
      'EFT 42',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Mark paid out' }));
    expect(await screen.findByText('Nothing is owed to any workshop.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/payouts')[0]?.body).toEqual({
      workshopId: W1,
      bankReference: 'EFT 42',
    });
  });

  it('shows the server’s refusal when nothing is owed any more', async () => {
    storeSession({ ...customer, isAdmin: true });
    mockApi({
      'GET /api/admin/payouts': () => ({
        status: 200,
        body: {
          items: [
            {
              workshopId: W1,
              workshopName: 'Randburg Auto Clinic',
              owedCents: 100,
              entries: 1,
              oldestAt: null,
            },
          ],
        },
      }),
      'POST /api/admin/payouts': () => ({
        status: 409,
        body: { message: 'Nothing is owed to this workshop.', requestId: 'r' },
      }),
    });
    renderWithRouter(<WorkshopPayouts />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark paid out' }));
    expect(await screen.findByText('Nothing is owed to this workshop.')).toBeInTheDocument();
  });
});

describe('workshop statement', () => {
  it('shows the totals and each payment with the commission and how it was settled', async () => {
    storeSession(customer);
    mockApi({
      'GET /api/workshop/statement': () => ({
        status: 200,
        body: {
          owedCents: 195_092,
          paidOutCents: 92_500,
          entries: [
            {
              id: 'e-1',
              kind: 'payment',
              quoteId: 'q-1',
              paymentReference: 'MWP-AAAA-1',
              grossCents: 210_910,
              commissionCents: 15_818,
              workshopCents: 195_092,
              settlement: 'owed',
              refund: null,
              refundedAt: null,
              createdAt: '2026-11-23T08:00:00.000Z',
            },
            {
              id: 'e-2',
              kind: 'payment',
              quoteId: 'q-2',
              paymentReference: 'MWP-BBBB-2',
              grossCents: 100_000,
              commissionCents: 7_500,
              workshopCents: 92_500,
              settlement: 'settled by Paystack',
              refund: null,
              refundedAt: null,
              createdAt: '2026-11-20T08:00:00.000Z',
            },
            {
              id: 'e-3',
              kind: 'refund',
              quoteId: 'q-3',
              paymentReference: 'MWP-CCCC-3',
              grossCents: -50_000,
              commissionCents: -3_750,
              workshopCents: -46_250,
              settlement: 'owed',
              refund: 'refunded',
              refundedAt: '2026-11-22T08:00:00.000Z',
              createdAt: '2026-11-21T08:00:00.000Z',
            },
          ],
          payouts: [],
        },
      }),
    });
    renderWithRouter(<WorkshopStatementPanel />);
    expect(await screen.findByText('MWP-AAAA-1')).toBeInTheDocument();
    expect(screen.getAllByText('R 1 950.92')).toHaveLength(2); // the balance and the entry
    const paystack = screen.getByText('MWP-BBBB-2').closest('tr')!;
    expect(within(paystack).getByText('settled by Paystack')).toBeInTheDocument();
    expect(within(paystack).getByText('R 75.00')).toBeInTheDocument();
    // spec: dates read DD/MM/YYYY (the browser's en-ZA default would say 2026/11/20).
    expect(within(paystack).getByText('20/11/2026')).toBeInTheDocument();
    expect(screen.getAllByText('R 925.00')).toHaveLength(2); // paid out, and the Paystack entry's share
    // A cancelled paid booking: the credit reversed, and when the customer got the money back.
    const refund = screen.getByText('MWP-CCCC-3 (refund)').closest('tr')!;
    expect(within(refund).getByText('-R 462.50')).toBeInTheDocument();
    expect(
      within(refund).getByText('refunded to the customer 22/11/2026', { exact: false }),
    ).toBeInTheDocument();
  });
});

describe('refused notifications', () => {
  it('lists each refusal with the sender and the reason', async () => {
    storeSession({ ...customer, isAdmin: true });
    const api = mockApi({
      'GET /api/admin/payment-events': () => ({
        status: 200,
        body: {
          items: [
            {
              id: 'ev-1',
              provider: 'payfast',
              outcome: 'refused',
              reason: 'The sender 8.8.8.8 is outside the PayFast address ranges',
              reference: 'MWP-AAAA-1',
              sourceIp: '8.8.8.8',
              signatureValid: true,
              receivedAt: '2026-11-23T08:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderWithRouter(<RefusedNotifications />);
    const table = await screen.findByRole('table', { name: 'Refused notifications' });
    expect(
      within(table).getByText('The sender 8.8.8.8 is outside the PayFast address ranges'),
    ).toBeInTheDocument();
    expect(within(table).getByText('MWP-AAAA-1')).toBeInTheDocument();
    expect(new URL(api.callsTo('GET /api/admin/payment-events')[0]!.url).searchParams.get('outcome')).toBe(
      'refused',
    );
  });
});
