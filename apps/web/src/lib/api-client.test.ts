import { ACCOUNTS_API, QUOTES_API } from '@motorwise/shared';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/server';
import { customer, storeSession } from '@/test/utils';
import { ApiError, apiClient, NETWORK_ERROR_MESSAGE, request } from './api-client';

const answer = (status: number, body?: unknown) => () => ({ status, body });

describe('apiClient', () => {
  it('sends JSON headers, and the bearer token and c-username once signed in', async () => {
    storeSession(customer);
    const api = mockApi({ 'POST /api/x': answer(200, 42) });
    await expect(request('POST', '/api/x', { body: { a: 1 } })).resolves.toBe(42);
    expect(api.calls[0]?.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer access-token',
      'c-username': 'thandi@example.co.za',
    });
  });

  it("calls through a contract entry: its verb, its path with the parameters filled in, this site's code", async () => {
    const api = mockApi({
      'POST /api/workshop/jobs/q%201/check-in': answer(200, { message: 'Checked in' }),
      'POST /api/sites/motorwise/authentication/authenticate': answer(200, {}),
    });
    await apiClient.call(QUOTES_API.workshopCheckIn, { params: { id: 'q 1' }, body: { vehicleMileage: 1 } });
    await apiClient.call(ACCOUNTS_API.authenticate, { body: { username: 'a@b.co', password: 'x' } });
    expect(api.calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /api/workshop/jobs/q%201/check-in',
      'POST /api/sites/motorwise/authentication/authenticate',
    ]);
    expect(api.calls[0]?.body).toEqual({ vehicleMileage: 1 });
  });

  it("leaves GETs to the browser's HTTP cache: no cache mode that would skip the lists' ETags (decision 081)", async () => {
    mockApi({ 'GET /api/regions': answer(200, []) });
    const fetched = vi.spyOn(globalThis, 'fetch');
    await request('GET', '/api/regions');
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched.mock.calls[0]?.[1]?.cache).toBeUndefined();
    fetched.mockRestore();
  });

  it('sends no credentials for anonymous visitors', async () => {
    const api = mockApi({ 'GET /api/y': answer(200, []) });
    await request('GET', '/api/y', { query: { page: 1, skip: undefined } });
    const call = api.calls[0];
    expect(call && new URL(call.url).search).toBe('?page=1');
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers['c-username']).toBeUndefined();
  });

  it('parses an answer by its shared schema and refuses one that does not fit', async () => {
    const schema = {
      safeParse: (data: unknown) =>
        typeof data === 'number'
          ? { success: true as const, data }
          : { success: false as const, error: new Error('not a number') },
    };
    mockApi({ 'GET /api/n': answer(200, 7), 'GET /api/s': answer(200, 'seven') });
    await expect(request('GET', '/api/n', { schema })).resolves.toBe(7);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(request('GET', '/api/s', { schema })).rejects.toMatchObject({
      status: 200,
      message: 'The server sent an answer we could not read.',
    });
    expect(errors).toHaveBeenCalledWith(
      'The answer of GET /api/s does not match its schema',
      expect.anything(),
    );
  });

  it('turns a 400 body into an ApiError with field messages and the request id', async () => {
    mockApi({
      'POST /api/contact/post': answer(400, {
        message: 'Check the form.',
        errors: { email: ['Email must be a valid email address.'] },
        requestId: 'r-1',
      }),
    });
    const error = await request('POST', '/api/contact/post', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Check the form.',
      errors: { email: ['Email must be a valid email address.'] },
      requestId: 'r-1',
    });
  });

  it('explains a network failure in words', async () => {
    // No handler: the test network fails the request as an offline browser would.
    await expect(request('GET', '/api/z')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});
