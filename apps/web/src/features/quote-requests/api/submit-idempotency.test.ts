import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/server';
import { postQuoteRequest } from './quote-requests-api';

const ANSWER = { status: 201, data: { reference: 'MW-2611-0001', uniqueId: 'u-1', isFulfilled: false } };

describe('postQuoteRequest (decision 070)', () => {
  it('sends an Idempotency-Key, the same on the retry of a lost answer, a new one on the next press', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/QuoteRequests/PostQuoteRequest', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1 ? HttpResponse.error() : HttpResponse.json(ANSWER, { status: 201 });
      }),
    );
    const press = () =>
      postQuoteRequest({
        quoteRequest: { quoteType: 'SMC_Service' },
        attachments: [],
        licenseDiskPhoto: null,
      });
    await expect(press()).resolves.toEqual(ANSWER);
    await press();
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
