import { afterEach, describe, expect, it, vi } from 'vitest';
import { customer, storeSession } from '@/test/utils';
import { ApiError, apiClient, NETWORK_ERROR_MESSAGE } from './api-client';

function respond(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiClient', () => {
  it('sends JSON headers, and the bearer token and c-username once signed in', async () => {
    storeSession(customer);
    const fetchMock = respond(200, 42);
    await expect(apiClient.post<number>('/api/x', { a: 1 })).resolves.toBe(42);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer access-token',
      'c-username': 'thandi@example.co.za',
    });
  });

  it('sends no credentials for anonymous visitors', async () => {
    const fetchMock = respond(200, []);
    await apiClient.get('/api/y', { query: { page: 1, skip: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/y?page=1');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['c-username']).toBeUndefined();
  });

  it('turns a 400 body into an ApiError with field messages and the request id', async () => {
    respond(400, {
      message: 'Check the form.',
      errors: { email: ['Email must be a valid email address.'] },
      requestId: 'r-1',
    });
    const error = await apiClient.post('/api/contact/post', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Check the form.',
      errors: { email: ['Email must be a valid email address.'] },
      requestId: 'r-1',
    });
  });

  it('explains a network failure in words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiClient.get('/api/z')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});
