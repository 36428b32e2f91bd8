import type { Dispute } from '@motorwise/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { customer, renderWithRouter, storeSession } from '@/test/utils';
import { DisputesPage } from './disputes-page';

const first: Dispute = {
  id: 'a1',
  name: 'First',
  status: 'active',
  dateCreatedUtc: '2026-01-06T08:00:00.000Z',
  dateArchivedUtc: null,
};
const page = (items: Dispute[]) => ({ items, totalDisplayItems: items.length, page: 1, itemsPerPage: 50 });

describe('DisputesPage', () => {
  it('lists the person’s disputes and archives an active one', async () => {
    storeSession(customer);
    let items = [first];
    const api = mockApi({
      'GET /api/disputes': () => ({ status: 200, body: page(items) }),
      'POST /api/disputes/a1/archive': () => {
        items = [{ ...first, status: 'archived', dateArchivedUtc: '2026-01-07T08:00:00.000Z' }];
        return { status: 200, body: items[0] };
      },
    });
    renderWithRouter(<DisputesPage />);
    expect(await screen.findByText('First')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archive First' }));
    expect(await screen.findByText('Archived')).toBeInTheDocument();
    expect(api.callsTo('POST /api/disputes/a1/archive')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Archive First' })).not.toBeInTheDocument();
  });

  it('says so when there are none, and shows the shared schema’s message for an empty name', async () => {
    storeSession(customer);
    const api = mockApi({ 'GET /api/disputes': () => ({ status: 200, body: page([]) }) });
    renderWithRouter(<DisputesPage />);
    expect(await screen.findByText('You have no disputes yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add dispute' }));
    expect(await screen.findByText('Cannot be empty.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/disputes')).toHaveLength(0);
  });

  it('adds one, sends the form and lists it', async () => {
    storeSession(customer);
    let items: Dispute[] = [];
    const api = mockApi({
      'GET /api/disputes': () => ({ status: 200, body: page(items) }),
      'POST /api/disputes': () => {
        items = [first];
        return { status: 201, body: first };
      },
    });
    renderWithRouter(<DisputesPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /name/i }), 'First');
    await user.click(screen.getByRole('button', { name: 'Add dispute' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(api.callsTo('POST /api/disputes')[0]?.body).toEqual({ name: 'First' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /name/i })).toHaveValue(''));
  });
});
