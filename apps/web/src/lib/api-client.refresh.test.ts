import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH, tokenPair } from '@/test/fixtures';
import { mockApi } from '@/test/server';
import { customer, storeSession } from '@/test/utils';
import { ApiError, request, resetApiClientState } from './api-client';
import { browser } from './browser';
import { readStoredTokens, readStoredUser } from './session-storage';

/** spec part 2, section 8: on a 401 with tokens present, refresh once and retry; if that fails, log out. */
describe('apiClient on a 401', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetApiClientState();
    assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    window.history.replaceState(null, '', '/my-garage?tab=1');
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  /** The data call: 401 for the old token, 200 for the refreshed one. */
  const protectedCall = ({ headers }: { headers: Record<string, string> }) =>
    headers.authorization === 'Bearer access-2'
      ? { status: 200, body: { ok: true } }
      : { status: 401, body: { message: 'Your session has expired. Please sign in again.' } };

  it('refreshes once with both tokens, stores the new pair and retries with it', async () => {
    storeSession(customer);
    const api = mockApi({
      'GET /api/x': protectedCall,
      [`POST ${AUTH}/refreshToken`]: () => ({ status: 200, body: tokenPair(2) }),
    });
    await expect(request('GET', '/api/x')).resolves.toEqual({ ok: true });
    const refreshes = api.callsTo(`POST ${AUTH}/refreshToken`);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ accessToken: 'access-token', refreshToken: 'refresh-token' });
    expect(refreshes[0]?.headers.authorization).toBeUndefined();
    const retried = api.callsTo('GET /api/x')[1];
    expect(retried?.headers).toMatchObject({
      authorization: 'Bearer access-2',
      'c-username': customer.email,
    });
    expect(readStoredTokens()?.refreshToken.token).toBe('refresh-2');
    expect(assign).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s (a refresh token works only once)', async () => {
    storeSession(customer);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      'GET /api/a': protectedCall,
      'GET /api/b': protectedCall,
      'GET /api/c': protectedCall,
      [`POST ${AUTH}/refreshToken`]: async () => {
        await gate;
        return { status: 200, body: tokenPair(2) };
      },
    });
    const results = Promise.all([
      request('GET', '/api/a'),
      request('GET', '/api/b'),
      request('GET', '/api/c'),
    ]);
    await vi.waitFor(() => expect(api.callsTo(`POST ${AUTH}/refreshToken`)).toHaveLength(1));
    release();
    await expect(results).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(api.callsTo(`POST ${AUTH}/refreshToken`)).toHaveLength(1);
    expect(api.calls.filter((c) => c.headers.authorization === 'Bearer access-2')).toHaveLength(3);
  });

  it('does not refresh again for a 401 that answers a call sent before the last refresh', async () => {
    storeSession(customer);
    const api = mockApi({
      'GET /api/x': protectedCall,
      [`POST ${AUTH}/refreshToken`]: () => ({ status: 200, body: tokenPair(2) }),
    });
    await request('GET', '/api/x');
    await request('GET', '/api/x');
    expect(api.callsTo(`POST ${AUTH}/refreshToken`)).toHaveLength(1);
  });

  it('logs out and goes to /account/login with the way back when the refresh fails', async () => {
    storeSession(customer);
    localStorage.setItem('motorwise.quote-draft', '{"currentStep":2}');
    const api = mockApi({
      'GET /api/a': protectedCall,
      'GET /api/b': protectedCall,
      [`POST ${AUTH}/refreshToken`]: () => ({ status: 401, body: { message: 'Your session has expired.' } }),
    });
    const outcomes = await Promise.allSettled([request('GET', '/api/a'), request('GET', '/api/b')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect((outcomes[0] as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    expect(api.callsTo(`POST ${AUTH}/refreshToken`)).toHaveLength(1);
    expect(readStoredTokens()).toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem('motorwise.quote-draft')).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(`/account/login?returnUrl=${encodeURIComponent('/my-garage?tab=1')}`);
  });

  it('keeps the session when the refresh cannot reach the server, and says so', async () => {
    storeSession(customer);
    mockApi({
      'GET /api/x': protectedCall,
      [`POST ${AUTH}/refreshToken`]: () => ({ status: 503, body: { message: 'down' } }),
    });
    await expect(request('GET', '/api/x')).rejects.toMatchObject({ status: 0 });
    expect(readStoredTokens()).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not refresh for anonymous visitors or for calls that opt out', async () => {
    const api = mockApi({ 'GET /api/x': protectedCall });
    await expect(request('GET', '/api/x')).rejects.toMatchObject({ status: 401 });
    storeSession(customer);
    await expect(request('GET', '/api/x', { skipRefresh: true })).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo(`POST ${AUTH}/refreshToken`)).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });
});
