import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { type Call, mockApi } from '@/test/server';
import { customer, renderWithRouter, storeSession } from '@/test/utils';
import { WorkshopStatementRoute } from './workshop';

const CHOSEN = '7c3e9a10-5b2d-4e8f-a6c4-1d9b8e7f6a02';

/** The chosen workshop has R 1 950.92 owed and one invoice; the default workshop (no choice sent) has neither. */
const forChosen = (call: Call) => new URL(call.url).searchParams.get('workshopId') === CHOSEN;

describe('/workshop/statement for a user of two workshops', () => {
  it('shows the statement and the commission invoices of the workshop chosen in the switcher', async () => {
    storeSession(customer);
    localStorage.setItem(STORAGE_KEYS.workshop, CHOSEN);
    const api = mockApi({
      'GET /api/workshop/statement': (call) => ({
        status: 200,
        body: { owedCents: forChosen(call) ? 195_092 : 0, paidOutCents: 0, entries: [], payouts: [] },
      }),
      'GET /api/workshop/commission-invoices': (call) => ({
        status: 200,
        body: {
          items: forChosen(call)
            ? [
                {
                  id: 'ci-1',
                  workshopId: CHOSEN,
                  workshopName: 'Bra Sipho Garage',
                  number: 'MW-000042',
                  month: '2026-10',
                  kind: 'invoice',
                  payments: 1,
                  grossCents: 210_910,
                  commissionExclCents: 15_818,
                  vatCents: 2_373,
                  totalInclCents: 18_191,
                  issuedAtUtc: '2026-11-01T00:30:00.000Z',
                },
              ]
            : [],
        },
      }),
    });
    renderWithRouter(<WorkshopStatementRoute />, '/workshop/statement');
    expect(await screen.findByText('R 1 950.92')).toBeInTheDocument();
    expect(await screen.findByText('MW-000042')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/workshop/commission-invoices')).not.toHaveLength(0));
    for (const call of [
      ...api.callsTo('GET /api/workshop/statement'),
      ...api.callsTo('GET /api/workshop/commission-invoices'),
    ])
      expect(forChosen(call), call.url).toBe(true);
  });
});
