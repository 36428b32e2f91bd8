import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applicationUser } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { customer, organisationUser, renderRoutes, renderWithRouter, storeSession } from '@/test/utils';
import { Header } from './header';
import { RootLayout } from './root-layout';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('Header', () => {
  it('offers visitors Register, Login, the information pages and a QUOTE button', () => {
    renderWithRouter(<Header />);
    const header = within(screen.getByRole('banner'));
    for (const label of ['FAQs', 'Contact', 'About', 'My Garage', 'Active Requests']) {
      expect(mainNav().getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/account/register');
    expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/account/login');
    expect(header.getAllByRole('link', { name: 'QUOTE' })[0]).toHaveAttribute('href', '/new-quote');
    expect(header.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('gives a signed-in customer Account and Logout instead of Register and Login', () => {
    storeSession(customer);
    renderWithRouter(<Header />);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(header.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: 'My Garage' })).toBeInTheDocument();
    expect(header.getAllByRole('link', { name: 'QUOTE' }).length).toBeGreaterThan(0);
  });

  it('gives organisation users the dashboard, branch picker, search, events and inbox', async () => {
    storeSession(organisationUser);
    renderWithRouter(<Header />);
    const header = within(screen.getByRole('banner'));
    expect(mainNav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(mainNav().getByRole('link', { name: 'Active Requests' })).toBeInTheDocument();
    // The organisation tools load after the first screen (decision 034).
    expect(await header.findByRole('button', { name: 'Events' })).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Inbox' })).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await header.findByLabelText('Branch')).toHaveValue('Sandton');
    expect(await header.findByRole('combobox', { name: /search requests/i })).toBeInTheDocument();
    // Organisation users do not see the customer's information links.
    expect(header.queryByRole('link', { name: 'My Garage' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    // A member who is not the organisation's admin has no Organisation page (decision 038).
    expect(header.queryByRole('link', { name: 'Organisation' })).not.toBeInTheDocument();
  });

  it('lists in the branch picker only the branches the person may work in (issue 19 item 7)', async () => {
    // Stored before an admin restricted them: both branches. The page load's user answers the server's rule.
    storeSession(organisationUser);
    const branch = (id: string, branchName: string) => ({ id, branchName, address: null });
    mockApi({
      'GET /api/user/GetApplicationUser': () => ({
        status: 200,
        body: applicationUser({
          id: organisationUser.id,
          email: organisationUser.email,
          isOrganisationUser: true,
          organization: {
            id: 'o-1',
            name: 'FleetCo',
            registrationNumber: null,
            taxNumber: null,
            kind: 'fleet',
            authUser: {
              id: 'u-2',
              email: organisationUser.email,
              organizationBranchId: '12',
              role: 'member',
            },
            organizationBranches: [branch('12', 'Pretoria East')],
            allOrganizationBranches: [branch('12', 'Pretoria East'), branch('11', 'Sandton')],
          },
        }),
      }),
    });
    renderRoutes([{ path: '/', element: <RootLayout />, children: [{ index: true, element: null }] }], '/');
    const picker = await within(screen.getByRole('banner')).findByLabelText('Branch');
    await waitFor(() => expect(picker).toHaveValue('Pretoria East'));
    await userEvent.click(picker);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Pretoria East']);
  });

  it('links organisation admins to the Organisation page from the account area', () => {
    const admin = organisationUser.organization!;
    storeSession({
      ...organisationUser,
      organization: { ...admin, authUser: { organizationBranchId: 11, role: 'admin' } },
    });
    renderWithRouter(<Header />);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Organisation' })).toHaveAttribute('href', '/organisation');
  });

  it('labels the dashboard Admin Dashboard when the server says the user is an admin', () => {
    // spec: the server compares the lower-cased e-mail with its configured list; the web uses its flag.
    storeSession({ ...organisationUser, isAdmin: true });
    renderWithRouter(<Header />);
    expect(mainNav().getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(mainNav().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('gives workshop users their portal, statement included, and no customer garage', () => {
    storeSession({ ...customer, isWorkshopUser: true });
    renderWithRouter(<Header />);
    expect(mainNav().getByRole('link', { name: 'Requests' })).toHaveAttribute('href', '/workshop/requests');
    expect(mainNav().getByRole('link', { name: 'Statement' })).toHaveAttribute('href', '/workshop/statement');
    expect(mainNav().queryByRole('link', { name: 'My Garage' })).not.toBeInTheDocument();
  });

  it('offers workshop users no QUOTE button, in the bar or in the phone menu', async () => {
    storeSession({ ...customer, isWorkshopUser: true });
    renderWithRouter(<Header />);
    expect(screen.queryByRole('link', { name: 'QUOTE' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Menu' });
    expect(screen.queryByRole('link', { name: 'QUOTE' })).not.toBeInTheDocument();
  });

  it('gives Motorwise administrators the Admin Dashboard besides the customer links', () => {
    storeSession({ ...customer, isAdmin: true });
    renderWithRouter(<Header />);
    // Payouts and refunds are in the admin area's own navigation (decision 059).
    expect(mainNav().getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it.each([
    ['an organisation user', organisationUser, ['Home', 'Dashboard', 'Active Requests']],
    ['a customer', customer, ['Home', 'FAQs', 'Contact', 'About', 'My Garage', 'Active Requests']],
    [
      'a workshop user',
      { ...customer, isWorkshopUser: true },
      ['Home', 'Overview', 'Requests', 'Jobs', 'Statement', 'Profile'],
    ],
  ])('gives every page in the phone menu an icon, as for %s', async (_who, user, labels) => {
    storeSession(user);
    renderWithRouter(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Menu' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(labels);
    for (const label of labels) {
      expect(menu.getByRole('link', { name: label }).querySelector('svg')).not.toBeNull();
    }
  });
});
