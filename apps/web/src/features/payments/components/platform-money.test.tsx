import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { customer, renderWithRouter, storeSession } from '@/test/utils';
import { CommissionInvoices, CommissionRates } from './platform-money';

const settings = (currentPercent: number, globalRates: unknown[] = []) => ({
  defaultPercent: 7.5,
  currentPercent,
  globalRates,
  workshopRates: [
    {
      id: 'r-2',
      workshopId: '0b6f2c7e-1d1a-4f0e-9c1e-2f8f5d7a9b01',
      workshopName: 'Randburg Auto Clinic',
      percent: 5,
      effectiveFromUtc: '2026-11-01T08:00:00.000Z',
      setAtUtc: '2026-11-01T08:00:00.000Z',
    },
  ],
});

describe('commission rates (admin)', () => {
  it('shows the rate in force and each workshop’s own, and sets a new global rate', async () => {
    storeSession({ ...customer, isAdmin: true });
    let current = settings(7.5);
    const api = mockApi({
      'GET /api/admin/commission': () => ({ status: 200, body: current }),
      'POST /api/admin/commission': () => {
        current = settings(9, [
          {
            id: 'r-3',
            workshopId: null,
            workshopName: null,
            percent: 9,
            effectiveFromUtc: '2026-12-01T00:00:00.000Z',
            setAtUtc: '2026-11-27T08:00:00.000Z',
          },
        ]);
        return { status: 200, body: current };
      },
      'GET /api/admin/workshops': () => ({
        status: 200,
        body: { items: [], totalDisplayItems: 0, page: 1, itemsPerPage: 20 },
      }),
    });
    renderWithRouter(<CommissionRates />);
    expect(await screen.findByText('7.5%')).toBeInTheDocument();
    const own = screen.getByRole('table', { name: "Workshops' own rates" });
    expect(within(own).getByText('Randburg Auto Clinic')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /New global rate/ }), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Set global rate' }));
    expect(await screen.findByText('9%', { selector: 'h3' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/commission')[0]?.body).toEqual({ percent: 9 });
  });
});

describe('commission invoices (workshop)', () => {
  it('lists the workshop’s monthly invoices with the VAT and total', async () => {
    storeSession(customer);
    mockApi({
      'GET /api/workshop/commission-invoices': () => ({
        status: 200,
        body: {
          items: [
            {
              id: 'i-2',
              kind: 'credit_note',
              number: 'MWC-000002',
              workshopId: 'w-1',
              workshopName: 'Randburg Auto Clinic',
              month: '2026-10',
              payments: 1,
              grossCents: -115_000,
              commissionExclCents: -11_500,
              vatCents: -1_725,
              totalInclCents: -13_225,
              issuedAtUtc: '2026-11-01T00:30:00.000Z',
            },
            {
              id: 'i-1',
              kind: 'invoice',
              number: 'MW-000007',
              workshopId: 'w-1',
              workshopName: 'Randburg Auto Clinic',
              month: '2026-10',
              payments: 2,
              grossCents: 230_000,
              commissionExclCents: 23_000,
              vatCents: 3_450,
              totalInclCents: 26_450,
              issuedAtUtc: '2026-11-01T00:30:00.000Z',
            },
          ],
        },
      }),
    });
    renderWithRouter(<CommissionInvoices scope={{ workshopId: null }} />);
    const row = (await screen.findByText('MW-000007')).closest('tr')!;
    expect(within(row).getByText('2026-10')).toBeInTheDocument();
    expect(within(row).getByText('R 34.50')).toBeInTheDocument();
    expect(within(row).getByText('R 264.50')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'PDF' })).toBeInTheDocument();
    // A credit note for a refund of an earlier month's payment (decision 073): said so, amounts negative.
    const note = (await screen.findByText('MWC-000002')).closest('tr')!;
    expect(within(note).getByText(/Credit note/)).toBeInTheDocument();
    expect(within(note).getByText('-R 132.25')).toBeInTheDocument();
  });
});
