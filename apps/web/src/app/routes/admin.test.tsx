import type { AdminDashboard, AdminFigureList, AuditPage } from '@motorwise/shared';
import { STEP_UP_ERROR_KEY, STEP_UP_MESSAGES } from '@motorwise/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/app/router';
import { mockApi } from '@/test/server';
import { customer, organisationUser, renderRoutes, storeSession } from '@/test/utils';

// The whole route table, the part the app adds on its first navigation to it included (decision 082).
const routes = await allRoutes();

const admin = { ...customer, email: 'admin@motorwise.co.za', isAdmin: true };

const figures: AdminDashboard = {
  from: '2026-10-29',
  to: '2026-11-27',
  requests: 30,
  quotesSent: 75,
  quotesPerRequest: 2.5,
  quotedRequests: 24,
  medianHoursToFirstQuote: 5.5,
  acceptedRequests: 12,
  acceptanceRate: 0.5,
  bookedQuotes: 12,
  grossValue: 54_321.5,
  commissionPayments: 9,
  commission: 3_074.11,
  refunds: 1,
  refundedValue: 1_150,
  days: [
    { day: '2026-11-26', requests: 3, quotesSent: 7, grossValue: 4_000 },
    { day: '2026-11-27', requests: 1, quotesSent: 2, grossValue: 0 },
  ],
};

const regions = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Pretoria East',
    province: 'Gauteng',
    metro: 'Tshwane',
    coordinates: [],
    dateCreated: '2026-01-01T00:00:00Z',
    dateModified: '2026-01-01T00:00:00Z',
  },
];

describe('the admin area', () => {
  it('shows the Admin Dashboard at /admin, each figure a link to its list with the filters', async () => {
    storeSession(admin);
    const api = mockApi({
      'GET /api/admin/dashboard': () => ({ status: 200, body: figures }),
      'GET /api/regions': () => ({ status: 200, body: regions }),
    });
    renderRoutes(routes, '/admin?quoteType=SMC_Service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/admin/audit');
    expect(nav.getByRole('link', { name: 'Payouts and refunds' })).toHaveAttribute('href', '/admin/payouts');

    const link = (name: RegExp) => screen.getByRole('link', { name });
    expect(await screen.findByRole('link', { name: /^Requests/ })).toHaveAttribute(
      'href',
      '/admin/figures/requests?quoteType=SMC_Service',
    );
    expect(within(link(/^Quotes per request/)).getByText('2.50')).toBeInTheDocument();
    expect(within(link(/^Time to first quote/)).getByText('5.5 h')).toBeInTheDocument();
    expect(within(link(/^Acceptance rate/)).getByText('50%')).toBeInTheDocument();
    expect(within(link(/^Acceptance rate/)).getByText('12 of 24 quoted requests')).toBeInTheDocument();
    expect(within(link(/^Gross value/)).getByText('R 54 321.50')).toBeInTheDocument();
    expect(link(/^Commission/)).toHaveAttribute('href', '/admin/figures/commission?quoteType=SMC_Service');
    expect(within(link(/^Refunds/)).getByText('1 refunded on these days')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/dashboard')[0]?.url).toContain('quoteType=SMC_Service');

    // A filter changes the address and the figures asked for.
    // The dates show the range read until one is chosen (a date field's value is set whole, as a picker does).
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-29');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/dashboard').at(-1)?.url).toContain('from=2026-11-01'),
    );
  });

  it('lists the records behind a figure', async () => {
    storeSession(admin);
    const list: AdminFigureList = {
      figure: 'gross-value',
      title: 'Booked quotes',
      total: 1,
      items: [
        {
          id: 'q-1',
          reference: 'Q-0042',
          requestReference: 'SMC-0042',
          quoteType: 'Service - SMC_Service',
          workshopName: 'Rosebank Auto Clinic',
          date: '2026-11-20T08:00:00Z',
          value: 1150,
        },
      ],
    };
    mockApi({ 'GET /api/admin/dashboard/gross-value': () => ({ status: 200, body: list }) });
    renderRoutes(routes, '/admin/figures/gross-value?from=2026-11-01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booked quotes' })).toBeInTheDocument();
    const row = (await screen.findByText('Q-0042')).closest('tr')!;
    expect(within(row).getByText('R 1 150.00')).toBeInTheDocument();
    expect(within(row).getByText('Rosebank Auto Clinic')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin?from=2026-11-01',
    );
  });

  it('sends an admin’s /dashboard to the Admin Dashboard', async () => {
    storeSession(admin);
    mockApi({
      'GET /api/admin/dashboard': () => ({ status: 200, body: figures }),
      'GET /api/regions': () => ({ status: 200, body: regions }),
    });
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it.each([
    ['a customer', customer],
    ['an organisation user', organisationUser],
    ['a workshop user', { ...customer, isWorkshopUser: true }],
  ])('is not shown to %s', async (_who, user) => {
    storeSession(user);
    mockApi({});
    const { router } = renderRoutes(routes, '/admin/audit');
    expect(await screen.findByText('/admin/audit is for Motorwise administrators.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/unauthorized/admin/audit');
  });
});

const entry = (n: number) => ({
  id: `e-${n}`,
  at: '2026-11-27T08:00:00Z',
  actorUserId: 'u-9',
  actorEmail: 'admin@motorwise.co.za',
  action: 'user.disable',
  targetType: 'user',
  targetId: `user-${n}`,
  before: null,
  after: { isDisabled: true },
  requestId: `req-${n}`,
  ip: '10.0.0.1',
});

describe('the audit page', () => {
  it('lists admin actions newest first, searches them, loads more, and shows before and after', async () => {
    storeSession(admin);
    const pages: Record<string, AuditPage> = {
      first: { items: [entry(1)], next: '41' },
      more: { items: [entry(2)], next: null },
    };
    const api = mockApi({
      'GET /api/admin/audit': (call) => ({
        status: 200,
        body: new URL(call.url).searchParams.get('before') === '41' ? pages.more : pages.first,
      }),
    });
    renderRoutes(routes, '/admin/audit');
    const list = await screen.findByRole('list', { name: 'Admin actions' });
    expect(within(list).getByText('user user-1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('user user-2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(within(list).getAllByRole('button', { name: 'Before and after' })[0]!);
    expect((await within(list).findAllByText(/"isDisabled": true/)).length).toBeGreaterThan(0);

    await userEvent.type(screen.getByLabelText('Who'), 'admin@');
    await userEvent.type(screen.getByLabelText('Action'), 'user.');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const searched = new URL(api.callsTo('GET /api/admin/audit').at(-1)!.url).searchParams;
    expect(searched.get('actor')).toBe('admin@');
    expect(searched.get('action')).toBe('user.');
  });

  it('asks an admin to sign in again when a write is refused for step-up, and comes back to the page', async () => {
    storeSession(admin);
    mockApi({
      'GET /api/admin/payouts': () => ({
        status: 200,
        body: {
          items: [
            {
              workshopId: 'w-1',
              workshopName: 'Randburg Auto Clinic',
              owedCents: 10_000,
              entries: 1,
              oldestAt: '2026-11-23T08:00:00.000Z',
            },
          ],
        },
      }),
      'GET /api/admin/refunds': () => ({ status: 200, body: { items: [] } }),
      'GET /api/admin/payment-events': () => ({ status: 200, body: { items: [] } }),
      'POST /api/admin/payouts': () => ({
        status: 403,
        body: {
          message: STEP_UP_MESSAGES.stale,
          errors: { [STEP_UP_ERROR_KEY]: [STEP_UP_MESSAGES.stale] },
          requestId: 'r-1',
        },
      }),
    });
    renderRoutes(routes, '/admin/payouts');
    const row = (await screen.findByText('Randburg Auto Clinic')).closest('tr')!;
    await userEvent.type(
      within(row).getByRole('textbox', { name: 'Bank reference for Randburg Auto Clinic' }),
      'EFT 1',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Mark paid out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please sign in again' });
    expect(within(dialog).getByText(STEP_UP_MESSAGES.stale)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      `/account/login?returnUrl=${encodeURIComponent('/admin/payouts')}`,
    );
  });

  it('leads from a workshop’s page to its fixed prices, filtered to that workshop', async () => {
    storeSession(admin);
    const id = '22222222-2222-4222-8222-222222222222';
    const api = mockApi({
      'GET /api/admin/menu-prices': () => ({
        status: 200,
        body: { items: [], total: 0, workshops: [{ id, name: 'Sandton Service Centre' }], jobs: [] },
      }),
    });
    renderRoutes(routes, `/admin/workshops/${id}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Its fixed prices' }));
    expect(await screen.findByRole('heading', { level: 1, name: /fixed prices/i })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        new URL(api.callsTo('GET /api/admin/menu-prices').at(-1)?.url ?? 'http://x/').searchParams.get(
          'workshopId',
        ),
      ).toBe(id),
    );
  });
});
