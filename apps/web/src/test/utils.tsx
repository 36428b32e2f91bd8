import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import type { SessionUser } from '@/lib/session-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** Stores a session the way sign-in will, so the app starts signed in. */
export function storeSession(user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(
    STORAGE_KEYS.tokens,
    JSON.stringify({
      accessToken: { token: 'access-token', expiryUtc: '2099-01-01T00:00:00Z' },
      refreshToken: { token: 'refresh-token', expiryUtc: '2099-01-01T00:00:00Z' },
    }),
  );
}

export const customer: SessionUser = {
  id: 'u-1',
  firstName: 'Thandi',
  lastName: 'Nkosi',
  email: 'thandi@example.co.za',
};

export const organisationUser: SessionUser = {
  id: 'u-2',
  firstName: 'Pieter',
  lastName: 'Botha',
  email: 'pieter@fleetco.co.za',
  organization: {
    name: 'FleetCo',
    authUser: { organizationBranchId: 11 },
    organizationBranches: [
      { id: 11, branchName: 'Sandton' },
      { id: 12, branchName: 'Pretoria East' },
    ],
  },
};

function providers(ui: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return <AppProvider queryClient={queryClient}>{ui}</AppProvider>;
}

/** Renders one element inside a data router (the header needs one), at the given path. */
export function renderWithRouter(element: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return { router, ...render(providers(<RouterProvider router={router} />)) };
}

/** Renders a route table (the real one, or a feature under its path) at the given path or entry. */
export function renderRoutes(routes: RouteObject[], entry: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  return { router, ...render(providers(<RouterProvider router={router} />)) };
}
