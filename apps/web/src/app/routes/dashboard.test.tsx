import type { Dashboard, DashboardListAnswer } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/app/router';
import { mockApi } from '@/test/server';
import { organisationUser, renderRoutes, storeSession } from '@/test/utils';

// The whole route table, the part the app adds on its first navigation to it included (decision 082).
const routes = await allRoutes();

const figures: Dashboard = {
  branchName: 'Sandton',
  openRequests: 4,
  awaitingDecision: 2,
  jobsInProgress: 3,
  amendmentsWaiting: 1,
  invoicesToPay: 1,
  invoicesToPayTotal: 1200,
  spendThisMonth: 1500,
  spendLastMonth: 1000,
  spendByMonth: [
    { month: '2026-06', total: 0, jobs: 0 },
    { month: '2026-07', total: 0, jobs: 0 },
    { month: '2026-08', total: 200, jobs: 1 },
    { month: '2026-09', total: 0, jobs: 0 },
    { month: '2026-10', total: 1000, jobs: 1 },
    { month: '2026-11', total: 1500, jobs: 2 },
  ],
  averageTurnaroundHours: 60,
  quotesReceived: 3,
  sharedWithBranch: [
    {
      quoteRequestUniqueId: 'uniq-77',
      reference: 'SMC-0077',
      vehicleName: '2019 VW Polo',
      quoteReference: 'Q-0077',
      workshopName: 'Midrand Motor Works',
      fromBranchName: 'Pretoria East',
      username: 'anna@fleetco.co.za',
      sharedByName: 'Anna Dlamini',
      dateCreatedUtc: '2026-11-21T09:30:00Z',
    },
    {
      quoteRequestUniqueId: 'uniq-78',
      reference: 'SMC-0078',
      vehicleName: '2020 Ford Ranger',
      quoteReference: 'Q-0078',
      workshopName: 'Midrand Motor Works',
      fromBranchName: 'Pretoria East',
      username: 'ops@fleetco.co.za',
      sharedByName: null,
      dateCreatedUtc: '2026-11-20T09:30:00Z',
    },
  ],
};

const toPay: DashboardListAnswer = {
  figure: 'to-pay',
  title: 'Invoices to pay',
  items: [
    {
      quoteId: 'q-1',
      quoteReference: 'Q-0042',
      quoteRequestUniqueId: 'uniq-42',
      reference: 'SMC-0042',
      vehicleName: '2021 Toyota Hilux',
      workshopName: 'Rosebank Auto Clinic',
      quoteStatus: 5,
      amount: 1200,
      date: '2026-11-20T08:00:00Z',
      turnaroundHours: 6,
    },
  ],
};

describe('organisation dashboard', () => {
  it("shows the branch's figures, each a link to the list behind it, and opens a list", async () => {
    storeSession(organisationUser);
    mockApi({
      'GET /api/user/dashboard': () => ({ status: 200, body: figures }),
      'GET /api/user/dashboardList/to-pay': () => ({ status: 200, body: toPay }),
      'GET /api/user/loadNotifications': () => ({ status: 200, body: [] }),
    });
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sandton branch' })).toBeInTheDocument();

    const link = (name: RegExp) => screen.getByRole('link', { name });
    expect(link(/^Open requests/)).toHaveAttribute('href', '/active-requests');
    expect(link(/^Quotes to decide on/)).toHaveAttribute('href', '/dashboard/awaiting-decision');
    expect(link(/^Amendments waiting/)).toHaveAttribute('href', '/dashboard/amendments');
    expect(within(link(/^Spend this month/)).getByText('R 1 500.00')).toBeInTheDocument();
    expect(within(link(/^Spend this month/)).getByText('50% more than last month')).toBeInTheDocument();
    expect(within(link(/^Average quote turnaround/)).getByText('2.5 days')).toBeInTheDocument();
    expect(within(link(/^Invoices to pay/)).getByText('R 1 200.00 in total')).toBeInTheDocument();

    const shared = screen.getByRole('region', { name: 'Shared with this branch' });
    expect(within(shared).getByRole('link', { name: /SMC-0077/ })).toHaveAttribute('href', '/quotes/uniq-77');
    // Who shared it, by name; by e-mail address only when the account has no name.
    expect(within(shared).getByText(/shared by Anna Dlamini \(Pretoria East\) on/)).toBeInTheDocument();
    expect(within(shared).queryByText(/anna@fleetco\.co\.za/)).not.toBeInTheDocument();
    expect(
      within(shared).getByText(/shared by ops@fleetco\.co\.za \(Pretoria East\) on/),
    ).toBeInTheDocument();

    await userEvent.setup().click(link(/^Invoices to pay/));
    expect(router.state.location.pathname).toBe('/dashboard/to-pay');
    const row = (await screen.findByText('SMC-0042')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'SMC-0042' })).toHaveAttribute('href', '/quotes/uniq-42');
    expect(within(row).getByText('Rosebank Auto Clinic')).toBeInTheDocument();
    expect(within(row).getByText('Invoiced')).toBeInTheDocument();
    expect(within(row).getByText('R 1 200.00')).toBeInTheDocument();
  });

  it('a non-admin sees "Dashboard", and a failed load says so', async () => {
    storeSession(organisationUser);
    mockApi({
      'GET /api/user/dashboard': () => ({
        status: 503,
        body: { message: 'The database is busy. Please try again.' },
      }),
      'GET /api/user/loadNotifications': () => ({ status: 200, body: [] }),
    });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('The database is busy. Please try again.')).toBeInTheDocument();
  });
});
