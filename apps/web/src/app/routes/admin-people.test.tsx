import type { AdminRequestHistory, AdminSearchResults, AdminUser } from '@motorwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/app/router';
import { mockApi } from '@/test/server';
import { customer, renderRoutes, storeSession } from '@/test/utils';

// The whole route table, the part the app adds on its first navigation to it included (decision 082).
const routes = await allRoutes();

const admin = { ...customer, email: 'admin@motorwise.co.za', isAdmin: true };
const USER_ID = '22222222-2222-4222-8222-222222222222';
const REQUEST_ID = '33333333-3333-4333-8333-333333333333';

const results: AdminSearchResults = {
  q: 'nkosi',
  users: [
    {
      id: USER_ID,
      title: 'Thandi Nkosi',
      detail: 'thandi@example.co.za · +27825551234',
      requestId: null,
      userId: USER_ID,
      createdAt: '2026-11-01T08:00:00Z',
    },
  ],
  requests: [
    {
      id: REQUEST_ID,
      title: 'SMC-0042',
      detail: 'Toyota Corolla · CA 123-456 · thandi@example.co.za · Submitted',
      requestId: REQUEST_ID,
      userId: USER_ID,
      createdAt: '2026-11-02T08:00:00Z',
    },
  ],
  quotes: [],
  jobs: [
    {
      id: 'q-1',
      title: 'Q-0042',
      detail: 'Rosebank Auto Clinic · request SMC-0042 · Booked',
      requestId: REQUEST_ID,
      userId: USER_ID,
      createdAt: '2026-11-03T08:00:00Z',
    },
  ],
  payments: [],
};

describe('the admin’s search', () => {
  it('asks once the term is long enough, groups the results and links each to its page', async () => {
    storeSession(admin);
    const api = mockApi({ 'GET /api/admin/search': () => ({ status: 200, body: results }) });
    const { router } = renderRoutes(routes, '/admin/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'Find' })).toHaveAttribute('href', '/admin/search');

    const box = screen.getByRole('textbox', { name: 'Find' });
    await userEvent.type(box, 'nk');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type at least 3 characters.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/search')).toHaveLength(0);

    await userEvent.type(box, 'osi');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=nkosi'));
    const users = within(await screen.findByRole('region', { name: 'Users' }));
    expect(users.getByRole('link', { name: 'Thandi Nkosi' })).toHaveAttribute(
      'href',
      `/admin/users/${USER_ID}`,
    );
    const requests = within(screen.getByRole('region', { name: 'Requests' }));
    expect(requests.getByRole('link', { name: 'SMC-0042' })).toHaveAttribute(
      'href',
      `/admin/requests/${REQUEST_ID}`,
    );
    const jobs = within(screen.getByRole('region', { name: 'Jobs' }));
    expect(jobs.getByRole('link', { name: 'Q-0042' })).toHaveAttribute(
      'href',
      `/admin/requests/${REQUEST_ID}`,
    );
    expect(
      within(screen.getByRole('region', { name: 'Payments' })).getByText('None found.'),
    ).toBeInTheDocument();
    expect(new URL(api.callsTo('GET /api/admin/search')[0]!.url).searchParams.get('q')).toBe('nkosi');
  });

  it('says when nothing matches', async () => {
    storeSession(admin);
    mockApi({
      'GET /api/admin/search': () => ({
        status: 200,
        body: { q: 'zzz', users: [], requests: [], quotes: [], jobs: [], payments: [] },
      }),
    });
    renderRoutes(routes, '/admin/search?q=zzz');
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeInTheDocument();
  });
});

describe('a request’s history and a user', () => {
  it('shows the request, its quotes and the events in order', async () => {
    storeSession(admin);
    const history: AdminRequestHistory = {
      id: REQUEST_ID,
      reference: 'SMC-0042',
      status: 'Submitted',
      quoteType: 'Service',
      vehicleName: 'Toyota Corolla',
      registration: 'CA 123-456',
      vin: null,
      customerName: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      phone: null,
      userId: USER_ID,
      createdAt: '2026-11-02T08:00:00Z',
      quotes: [
        {
          id: 'q-1',
          reference: 'Q-0042',
          workshopId: 'w-1',
          workshopName: 'Rosebank Auto',
          status: 'Booked',
          totalIncl: 1150,
        },
      ],
      events: [
        {
          at: '2026-11-02T08:00:00Z',
          kind: 'request',
          quoteReference: null,
          workshopName: null,
          actor: 'customer',
          summary: 'Request made',
        },
        {
          at: '2026-11-02T09:00:00Z',
          kind: 'message',
          quoteReference: 'Q-0042',
          workshopName: 'Rosebank Auto',
          actor: 'customer',
          summary: 'Can you do Friday?',
        },
      ],
    };
    mockApi({ [`GET /api/admin/requests/${REQUEST_ID}`]: () => ({ status: 200, body: history }) });
    renderRoutes(routes, `/admin/requests/${REQUEST_ID}`);
    expect(await screen.findByText('Can you do Friday?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Thandi Nkosi' })).toHaveAttribute(
      'href',
      `/admin/users/${USER_ID}`,
    );
    const row = screen.getByText('Q-0042', { selector: 'td' }).closest('tr')!;
    expect(within(row).getByText('R 1 150.00')).toBeInTheDocument();
  });

  it('disables a user and shows them disabled', async () => {
    storeSession(admin);
    let disabled = false;
    const user = (): AdminUser => ({
      id: USER_ID,
      email: 'thandi@example.co.za',
      name: 'Thandi Nkosi',
      phone: null,
      disabled,
      deleted: false,
      twoFactor: false,
      emailConfirmed: true,
      roles: ['customer'],
      activeSessions: 1,
      sessions: 3,
      requests: 2,
      createdAt: '2026-01-01T08:00:00Z',
      lastSeenAt: null,
    });
    const api = mockApi({
      [`GET /api/admin/users/${USER_ID}`]: () => ({ status: 200, body: user() }),
      [`POST /api/admin/users/${USER_ID}/disable`]: () => {
        disabled = true;
        return { status: 200, body: { message: 'Disabled' } };
      },
    });
    renderRoutes(routes, `/admin/users/${USER_ID}`);
    expect(await screen.findByText('1 active of 3', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disable this user' }));
    expect(await screen.findByRole('button', { name: 'Re-enable this user' })).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/users/${USER_ID}/disable`)[0]?.body).toEqual({ disabled: true });
  });
});

describe('review moderation', () => {
  it('hides a review with a reason, which is asked for', async () => {
    storeSession(admin);
    const WORKSHOP = '44444444-4444-4444-8444-444444444444';
    let hidden: string | null = null;
    const list = () => [
      {
        id: 'r-1',
        workshopId: WORKSHOP,
        authorName: 'Troll',
        rating: 1,
        review: 'Abusive words',
        createdAt: '2026-10-01T08:00:00Z',
        hiddenAt: hidden ? '2026-11-01T08:00:00Z' : null,
        hiddenReason: hidden,
        reply: null,
      },
    ];
    const api = mockApi({
      [`GET /api/admin/workshops/${WORKSHOP}/reviews`]: () => ({ status: 200, body: list() }),
      'POST /api/admin/reviews/r-1/hide': (call) => {
        hidden = (call.body as { reason: string }).reason;
        return { status: 200, body: list()[0] };
      },
    });
    renderRoutes(routes, `/admin/workshops/${WORKSHOP}/reviews`);
    const form = await screen.findByRole('form', { name: 'Hide Troll’s review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Hide review' }));
    expect(await within(form).findByText(/Please say why/)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Why hide it/), 'Abusive language');
    await userEvent.click(within(form).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText(/: Abusive language$/)).toBeInTheDocument();
    expect(screen.getByText('Hidden', { selector: 'span' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/reviews/r-1/hide')[0]?.body).toEqual({ reason: 'Abusive language' });
  });
});

describe('POPIA requests', () => {
  it('lists every request with whose data, what and who did it', async () => {
    storeSession(admin);
    mockApi({
      'GET /api/admin/popia-requests': () => ({
        status: 200,
        body: [
          {
            id: 'p-1',
            kind: 'erasure',
            subjectUserId: USER_ID,
            subjectEmail: 'thandi@example.co.za',
            requestedBy: 'admin',
            actorEmail: 'admin@motorwise.co.za',
            createdAt: '2026-11-02T08:00:00Z',
            completedAt: '2026-11-02T08:00:00Z',
          },
        ],
      }),
    });
    renderRoutes(routes, '/admin/privacy');
    const row = await screen.findByRole('row', { name: /thandi@example\.co\.za/ });
    expect(within(row).getByText('Erasure')).toBeInTheDocument();
    expect(within(row).getByText('An admin')).toBeInTheDocument();
    expect(within(row).getByText('admin@motorwise.co.za')).toBeInTheDocument();
  });

  it('erases a user’s data on their behalf after a confirmation', async () => {
    storeSession(admin);
    const api = mockApi({
      [`GET /api/admin/users/${USER_ID}`]: () => ({
        status: 200,
        body: {
          id: USER_ID,
          email: 'thandi@example.co.za',
          name: 'Thandi Nkosi',
          phone: null,
          disabled: false,
          deleted: false,
          twoFactor: false,
          emailConfirmed: true,
          roles: ['customer'],
          activeSessions: 0,
          sessions: 0,
          requests: 0,
          createdAt: '2026-01-01T08:00:00Z',
          lastSeenAt: null,
        },
      }),
      [`POST /api/admin/users/${USER_ID}/erase`]: () => ({
        status: 200,
        body: { message: 'The personal information of thandi@example.co.za was erased.' },
      }),
    });
    renderRoutes(routes, `/admin/users/${USER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Erase their data…' }));
    expect(api.callsTo(`POST /api/admin/users/${USER_ID}/erase`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, erase their data' }));
    expect(
      await screen.findByText('The personal information of thandi@example.co.za was erased.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/users/${USER_ID}/erase`)[0]?.body).toEqual({ confirm: true });
  });
});
