import type { WorkshopSummary } from '@motorwise/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { renderWithRouter, storeSession } from '@/test/utils';
import { WorkshopHome } from './workshop-home';
import { WorkshopSwitcher } from './workshop-switcher';

const WORKSHOPS = [
  { id: 'w-1', name: 'Hatfield Auto Care' },
  { id: 'w-2', name: 'Menlyn Service Centre' },
];

const summaryOf = (id: string): WorkshopSummary => ({
  workshops: [{ ...WORKSHOPS.find((w) => w.id === id)!, rating: null, reviewCount: 0 }],
  newRequests: id === 'w-1' ? 3 : 7,
  drafts: 0,
  awaitingCustomer: 0,
  bookedToday: 0,
  inProgress: 0,
  amendmentsPending: 0,
  toInvoice: 0,
  unpaid: 0,
});

function portal(choices = WORKSHOPS) {
  storeSession({ id: 'u-9', email: 'lerato@hatfieldauto.co.za', isWorkshopUser: true });
  const api = mockApi({
    'GET /api/workshop/workshops': () => ({ status: 200, body: choices }),
    // The server answers for the workshop the header names, else the user's first.
    'GET /api/workshop/summary': ({ headers }) => ({
      status: 200,
      body: summaryOf(headers['x-workshop-id'] ?? 'w-1'),
    }),
  });
  renderWithRouter(
    <>
      <WorkshopSwitcher />
      <WorkshopHome />
    </>,
    '/workshop',
  );
  return api;
}

describe('workshop switcher', () => {
  it('lets a user of two workshops work in the other one: the portal then asks for that workshop', async () => {
    const api = portal();
    expect(await screen.findByRole('heading', { name: 'Hatfield Auto Care' })).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Workshop' });
    expect(picker).toHaveValue('Hatfield Auto Care');
    expect(api.callsTo('GET /api/workshop/summary')[0]!.headers['x-workshop-id']).toBeUndefined();

    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Menlyn Service Centre', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Menlyn Service Centre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '7 New requests to quote' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hatfield Auto Care' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/workshop/summary').at(-1)!.headers['x-workshop-id']).toBe('w-2');
    expect(picker).toHaveValue('Menlyn Service Centre');
  });

  it('is not shown to a user of one workshop', async () => {
    const api = portal(WORKSHOPS.slice(0, 1));
    expect(await screen.findByRole('heading', { name: 'Hatfield Auto Care' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/workshop/workshops')).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: 'Workshop' })).not.toBeInTheDocument();
  });
});
