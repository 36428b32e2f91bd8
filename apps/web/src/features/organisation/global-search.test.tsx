import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/server';
import { organisationUser, renderWithRouter, storeSession } from '@/test/utils';
import { GlobalSearch } from './index';

describe('header search', () => {
  it('waits for 3 characters, groups the answer and opens a result from the keyboard', async () => {
    storeSession(organisationUser);
    const api = mockApi({
      'GET /api/user/globalSearch': () => ({
        status: 200,
        body: {
          requests: [
            {
              id: 'r1',
              uniqueId: 'uniq-1',
              reference: 'SMC-1001',
              vehicleName: '2020 Ford Ranger',
              quoteRequestStatus: 0,
              dateCreatedUtc: '2026-11-23T08:00:00Z',
            },
          ],
          vehicles: [{ id: 'v1', name: 'Bakkie 7', licensePlate: 'CA 123-456', vinNumber: null }],
          workshops: [],
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderWithRouter(<GlobalSearch />, '/dashboard');
    // A combobox to assistive technology (issue 20, item 11): closed until it has something to show.
    const box = screen.getByRole('combobox', { name: 'Search requests, vehicles and workshops' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await user.type(box, 'SM');
    expect(await screen.findByText('Type at least 3 characters to search.')).toBeInTheDocument();
    await user.type(box, 'C');
    expect(await screen.findByText('SMC-1001', {}, { timeout: 2000 })).toBeInTheDocument();
    // One call for the settled term, not one per key.
    expect(
      api.callsTo('GET /api/user/globalSearch').map((c) => new URL(c.url).searchParams.get('searchTerm')),
    ).toEqual(['SMC']);
    expect(screen.getByText('Requests')).toBeInTheDocument();
    expect(screen.getByText('Vehicles')).toBeInTheDocument();
    expect(screen.queryByText('Workshops')).not.toBeInTheDocument();
    expect(screen.getByText('CA 123-456')).toBeInTheDocument();
    // The open list is named and controlled by the box; how many results came is said (jsdom leaves the
    // dropdown's transition at display: none, hence hidden).
    const list = screen.getByRole('listbox', { name: 'Search results', hidden: true });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(screen.getByText('2 results found')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    const active = box.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveAttribute('role', 'option');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-garage/v1'));
  });
});
