import { LoginResult } from '@motorwise/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AUTH, applicationUser, publicWorkshopDetail, tokenPair } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { customer, organisationUser, renderRoutes, storeSession } from '@/test/utils';
import { AppProvider } from './provider';
import { allRoutes, discoverRoutes, routes as firstRoutes } from './router';

// The whole route table, the part the app adds on its first navigation to it included (decision 082).
const routes = await allRoutes();

describe('routes', () => {
  it('adds the rest of the table on the first navigation to one of its pages, as the app does (decision 082)', async () => {
    const router = createMemoryRouter(firstRoutes, {
      initialEntries: ['/no-such-page'],
      patchRoutesOnNavigation: discoverRoutes,
    });
    render(
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await router.navigate('/my-garage/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
  });

  it('shows a page-not-found screen with Back to home for unknown paths', async () => {
    const { router } = renderRoutes(routes, '/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('sends anonymous visitors of a login-required page to login with a returnUrl', async () => {
    const { router } = renderRoutes(routes, '/my-garage/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/my-garage/42');
    expect(screen.getByText('After you log in we will take you back to /my-garage/42.')).toBeInTheDocument();
  });

  it('a customer who signs in without a returnUrl lands in their own area, not on the marketing page', async () => {
    mockApi({
      [`GET ${AUTH}/providers`]: () => ({
        status: 200,
        body: { password: true, google: { enabled: false, clientId: null } },
      }),
      [`POST ${AUTH}/authenticate`]: () => ({
        status: 200,
        body: {
          result: LoginResult.success,
          message: 'You are signed in.',
          tokens: tokenPair(1),
          user: null,
        },
      }),
      'GET /api/user/GetApplicationUser': () => ({ status: 200, body: applicationUser() }),
    });
    const { router } = renderRoutes(routes, '/account/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'lerato@example.co.za');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/active-requests'));
  });

  it('sends a signed-in customer from /dashboard to the unauthorized page', async () => {
    storeSession(customer);
    const { router } = renderRoutes(routes, '/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/unauthorized/dashboard');
  });

  it('redirects / to /home for visitors and organisations to their active requests', async () => {
    const visitor = renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1, name: /Compare workshop quotes/ });
    expect(visitor.router.state.location.pathname).toBe('/home');
    visitor.unmount();

    storeSession(organisationUser);
    const org = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Active requests' })).toBeInTheDocument();
    expect(org.router.state.location.pathname).toBe('/active-requests');
  });

  it.each([
    ['/workshop/statement', 'Statement'],
    ['/workshop/requests', 'Requests'],
  ])('labels %s a page of the workshop portal', async (path, title) => {
    storeSession({ ...customer, isWorkshopUser: true });
    renderRoutes(routes, path);
    const intro = await screen.findByRole('region', { name: title });
    expect(within(intro).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(intro).getByText('Workshop portal')).toBeInTheDocument();
  });

  it('opens a workshop page with the answer its route fetched, without asking twice', async () => {
    const api = mockApi({
      'GET /api/PublicWorkshop/GetWorkshop/:id': () => ({ status: 200, body: publicWorkshopDetail() }),
    });
    renderRoutes(routes, '/workshops/rosebank-auto-clinic');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rosebank Auto Clinic' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Quick and fair.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('serves the register and invite aliases', async () => {
    renderRoutes(routes, '/account/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });
});
