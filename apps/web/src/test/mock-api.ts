import { vi } from 'vitest';

export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (
  call: Call,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * Stubs fetch with handlers keyed by 'METHOD /path' (the query string ignored); records every call.
 * An unknown path answers 404, so a test sees what it forgot.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = String(input);
    const path = url.split('?')[0] ?? url;
    const call: Call = {
      method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    const answer = handler
      ? await handler(call)
      : { status: 404, body: { message: `No mock for ${method} ${path}` } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.url.split('?')[0]}` === key),
  };
}

export const AUTH = '/api/sites/motorwise/authentication';

export const tokenPair = (n = 1) => ({
  accessToken: `access-${n}`,
  accessTokenExpiresUtc: '2099-01-01T00:00:00.000Z',
  accessTokenExpires: '2099-01-01T02:00:00.000+02:00',
  refreshToken: `refresh-${n}`,
  refreshTokenExpiresUtc: '2099-01-15T00:00:00.000Z',
  refreshTokenExpires: '2099-01-15T02:00:00.000+02:00',
});

export const applicationUser = (overrides: Record<string, unknown> = {}) => ({
  id: 'u-10',
  firstName: 'Lerato',
  lastName: 'Mokoena',
  email: 'lerato@example.co.za',
  phoneNumber: '+27825550123',
  phone: '+27825550123',
  phoneWithoutPrefix: '825550123',
  phoneDisplay: '082 555 0123',
  businessName: null,
  businessRegistrationNumber: null,
  businessTaxNumber: null,
  businessAddress: null,
  organization: null,
  isAdmin: false,
  isOrganisationUser: false,
  isWorkshopUser: false,
  workshopIds: [],
  emailConfirmed: true,
  hasPassword: true,
  hasGoogleLogin: false,
  twoFactorEnabled: false,
  termsAcceptedUtc: '2026-01-01T00:00:00.000Z',
  dateCreatedUtc: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
