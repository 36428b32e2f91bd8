import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/server';
import { customer, storeSession } from '@/test/utils';
import { ApiError, apiClient, NETWORK_ERROR_MESSAGE } from './api-client';

const answer = (status: number, body?: unknown) => () => ({ status, body });

describe('apiClient', () => {
  it('sends JSON headers, and the bearer token and c-username once signed in', async () => {
    storeSession(customer);
    const api = mockApi({ 'POST /api/x': answer(200, 42) });
    await expect(apiClient.post('/api/x', { a: 1 })).resolves.toBe(42);
    expect(api.calls[0]?.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer access-token',
      'c-username': 'thandi@example.co.za',
    });
  });

  it('sends no credentials for anonymous visitors', async () => {
    const api = mockApi({ 'GET /api/y': answer(200, []) });
    await apiClient.get('/api/y', { query: { page: 1, skip: undefined } });
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
    await expect(apiClient.get('/api/n', { schema })).resolves.toBe(7);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(apiClient.get('/api/s', { schema })).rejects.toMatchObject({
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
    // No handler: the test network fails the request as an offline browser would.
    await expect(apiClient.get('/api/z')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});
