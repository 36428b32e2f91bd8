import { QUOTE_REQUESTS_API, QUOTES_API } from '@motorwise/shared';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/server';
import { ApiError, apiClient, IDEMPOTENT_RETRY, request } from './api-client';

/**
 * Idempotent writes (decision 070): one Idempotency-Key per attempt (a call), the same on each retry of
 * that attempt after a lost answer, a new one for the next attempt.
 */

type Step = 'network' | 'in-flight' | 'busy' | 'ok' | 'conflict';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SUBMIT = '/api/QuoteRequests/PostQuoteRequest';
const ANSWER = { status: 201, data: { reference: 'MW-2611-0001', uniqueId: 'u-1', isFulfilled: false } };

/** Answers `path` with the steps in turn (the last one repeats) and records each call's key. */
function scripted(path: string, steps: Step[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post(path, ({ request: req }) => {
      keys.push(req.headers.get('Idempotency-Key'));
      const step = steps[Math.min(keys.length - 1, steps.length - 1)];
      if (step === 'network') return HttpResponse.error();
      if (step === 'in-flight')
        return HttpResponse.json(
          { message: 'still being processed', requestId: 'r' },
          { status: 409, headers: { 'Retry-After': '0' } },
        );
      if (step === 'conflict') return HttpResponse.json({ message: 'already booked' }, { status: 409 });
      if (step === 'busy') return HttpResponse.json({ message: 'Bad gateway' }, { status: 502 });
      return HttpResponse.json(ANSWER, { status: 201 });
    }),
  );
  return keys;
}

/** One press of Submit, as the submit sends it (features/quote-requests: a form, idempotent). */
const submitOnce = () => {
  const form = new FormData();
  form.append('quoteRequest', JSON.stringify({ quoteType: 'SMC_Service' }));
  return apiClient.call(QUOTE_REQUESTS_API.postQuoteRequest, { body: form, idempotent: true });
};

const pause = IDEMPOTENT_RETRY.pauseMs;
beforeEach(() => {
  IDEMPOTENT_RETRY.pauseMs = 1;
});
afterEach(() => {
  IDEMPOTENT_RETRY.pauseMs = pause;
});

describe('idempotent writes', () => {
  it('a write sends one key, and the same key again when its answer was lost', async () => {
    const keys = scripted(SUBMIT, ['network', 'busy', 'ok']);
    await expect(submitOnce()).resolves.toEqual(ANSWER);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);
  });

  it('a new attempt (the person pressing again) has a new key', async () => {
    const keys = scripted(SUBMIT, ['ok']);
    await submitOnce();
    await submitOnce();
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('retries a first request still being processed (409 with Retry-After) with its key; not another 409', async () => {
    const path = QUOTES_API.acceptQuote.path;
    const keys = scripted(path, ['in-flight', 'ok']);
    await apiClient.call(QUOTES_API.acceptQuote, {
      body: { quoteId: 'q', serviceDate: '2026-12-01' },
      idempotent: true,
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    server.resetHandlers();
    const refused = scripted(path, ['conflict', 'ok']);
    await expect(
      apiClient.call(QUOTES_API.acceptQuote, {
        body: { quoteId: 'q', serviceDate: '2026-12-01' },
        idempotent: true,
      }),
    ).rejects.toMatchObject({ status: 409, message: 'already booked' });
    expect(refused).toHaveLength(1);
  });

  it(`gives up after ${IDEMPOTENT_RETRY.times} retries of one attempt`, async () => {
    const keys = scripted(SUBMIT, ['network']);
    await expect(submitOnce()).rejects.toBeInstanceOf(ApiError);
    expect(keys).toHaveLength(IDEMPOTENT_RETRY.times + 1);
    expect(new Set(keys).size).toBe(1);
  });

  it('other calls send no key and are not retried', async () => {
    const keys = scripted('/api/other', ['network', 'ok']);
    await expect(request('POST', '/api/other', { body: {} })).rejects.toMatchObject({ status: 0 });
    expect(keys).toEqual([null]);
  });
});
