import { QuoteStatus } from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { audit } from '../src/modules/audit/index';
import { closeAbandonedCheckouts, paymentServiceWith } from '../src/modules/payments/index';
import { paystackSignature } from '../src/modules/payments/paystack';
import { quotes } from '../src/modules/quotes/index';
import { createSignedInUser, createTestApp, type TestApp } from './helpers';
import {
  checkoutOf,
  invoicedQuote,
  itnFor,
  localServer,
  MERCHANT,
  mailsTo,
  notify,
  PASSPHRASE,
  pay,
  receiptsTo,
  relayTo,
  stateOf,
  TOTAL,
} from './payments-fixtures';

/**
 * A payment left half-way (issue 20 item 2, decision 050): the payer reached the gateway and left. The
 * quote screen shows the open attempt; Continue payment goes back to the same attempt at the gateway;
 * Start again closes it (at the gateway's side first where the gateway can: only the sandbox) and opens a
 * new one; a notification for the old attempt that still arrives is honoured exactly once, and money taken
 * for both is a refund due. On real PostgreSQL through the HTTP layer, as payments.test.ts.
 */

const validator = await localServer((_req, _body, res) =>
  res.writeHead(200, { 'content-type': 'text/plain' }).end('VALID'),
);
afterAll(() => validator.close());

const open = (t: TestApp, headers: Record<string, string>, quoteId: string) =>
  t.app.inject({ method: 'GET', url: `/api/payment/open/${quoteId}`, headers });
const continueAt = (t: TestApp, headers: Record<string, string>, reference: string) =>
  t.app.inject({ method: 'POST', url: `/api/payment/result/${reference}/continue`, headers });
const referenceOf = (redirectUrl: string) => Object.fromEntries(checkoutOf(redirectUrl)).m_payment_id!;

describe('PayFast, which cannot close a checkout', async () => {
  const t = await createTestApp({
    RATE_LIMIT_ENABLED: 'false',
    PUBLIC_URL: 'https://motorwise.test',
    PAYFAST_MERCHANT_ID: MERCHANT,
    PAYFAST_MERCHANT_KEY: '46f0cd694581a',
    PAYFAST_PASSPHRASE: PASSPHRASE,
    PAYFAST_PROCESS_URL: 'https://sandbox.payfast.co.za/eng/process',
    PAYFAST_VALIDATE_URL: `${validator.url}/eng/query/validate`,
    PAYFAST_SOURCE_RANGES: '197.97.145.144/28',
  });

  async function left() {
    const customer = await createSignedInUser(t);
    const q = await invoicedQuote(t, customer);
    const res = await pay(t, customer.headers, q.quoteId);
    expect(res.statusCode).toBe(200);
    const redirectUrl: string = res.json().redirectUrl;
    return { customer, ...q, redirectUrl, reference: referenceOf(redirectUrl) };
  }

  it('shows the open attempt to its payer: when it started, the gateway, until when it is held', async () => {
    const c = await left();
    const answer = await open(t, c.customer.headers, c.quoteId);
    expect(answer.statusCode).toBe(200);
    const attempt = answer.json().attempt;
    expect(attempt).toMatchObject({
      reference: c.reference,
      gateway: 'PayFast',
      isSandbox: false,
      amountCents: TOTAL,
      canContinue: true,
      startedByOther: false,
    });
    // Held for PAYMENT_ABANDON_AFTER_MINUTES (two hours) after it started, when the job closes it.
    expect(Date.parse(attempt.heldUntil) - Date.parse(attempt.startedAt)).toBe(120 * 60_000);
    // Nobody else sees it; a quote with no attempt open has none.
    const stranger = await createSignedInUser(t);
    expect((await open(t, stranger.headers, c.quoteId)).statusCode).toBe(404);
    const fresh = await invoicedQuote(t, c.customer);
    expect((await open(t, c.customer.headers, fresh.quoteId)).json()).toEqual({ attempt: null });
  });

  it('Continue payment answers the same attempt’s checkout, which pays the quote once', async () => {
    const c = await left();
    const again = await continueAt(t, c.customer.headers, c.reference);
    expect(again.statusCode).toBe(200);
    // The same m_payment_id, amount and signature: the same checkout, not a new attempt.
    expect(again.json().redirectUrl).toBe(c.redirectUrl);
    expect((await stateOf(t, c.quoteId)).payments).toHaveLength(1);
    const stranger = await createSignedInUser(t);
    expect((await continueAt(t, stranger.headers, c.reference)).statusCode).toBe(404);

    await notify(t, itnFor(checkoutOf(again.json().redirectUrl)));
    const state = await stateOf(t, c.quoteId);
    expect(state.status).toBe(QuoteStatus.Paid);
    expect(state.payments).toMatchObject([{ status: 'paid' }]);
    // Paid: nothing open any more, and nothing to continue.
    expect((await open(t, c.customer.headers, c.quoteId)).json()).toEqual({ attempt: null });
    const paid = await continueAt(t, c.customer.headers, c.reference);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toMatch(/went through/);
  });

  it('Start again opens a new attempt; the old one’s late notification pays once, and the new one paid too is a refund due', async () => {
    const c = await left();
    const restarted = await pay(t, c.customer.headers, c.quoteId);
    expect(restarted.statusCode).toBe(200);
    const second = checkoutOf(restarted.json().redirectUrl);
    const secondRef = Object.fromEntries(second).m_payment_id!;
    expect(secondRef).not.toBe(c.reference);

    let state = await stateOf(t, c.quoteId);
    expect(state.status).toBe(QuoteStatus.Checkout);
    const old = state.payments.find((p) => p.merchantReference === c.reference)!;
    expect(old.status).toBe('cancelled');
    // Said as it is: PayFast has no call to close the old checkout, so money taken there still counts.
    expect(old.statusReason).toMatch(/PayFast cannot close a checkout/);
    expect((await open(t, c.customer.headers, c.quoteId)).json().attempt.reference).toBe(secondRef);
    expect((await continueAt(t, c.customer.headers, c.reference)).statusCode).toBe(409);

    // The payer had paid in the old tab after all: its notification arrives after Start again, twice.
    await notify(t, itnFor(checkoutOf(c.redirectUrl)));
    await notify(t, itnFor(checkoutOf(c.redirectUrl)));
    state = await stateOf(t, c.quoteId);
    expect(state.status).toBe(QuoteStatus.Paid);
    expect(state.payments.find((p) => p.merchantReference === c.reference)!.status).toBe('paid');
    expect(state.events.map((e) => e.outcome).sort()).toEqual(['accepted', 'duplicate']);

    // And the new attempt is paid too: money taken twice, the second is a refund due and credits nobody.
    await notify(t, itnFor(second));
    state = await stateOf(t, c.quoteId);
    expect(state.payments.find((p) => p.merchantReference === secondRef)!.status).toBe('refund_due');
    expect(state.ledger).toHaveLength(1);
    expect(state.paidHistory).toHaveLength(1);
    expect(await receiptsTo(t, c.customer.email)).toHaveLength(1);
  });
});

describe('Paystack, which cannot close a transaction', async () => {
  const SECRET = 'sk_test_motorwise_resume_01';
  const gateway = await localServer((req, body, res) => {
    const json = (value: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (req.method === 'POST') {
      const input = JSON.parse(body);
      return json({
        status: true,
        data: {
          authorization_url: `https://checkout.paystack.com/ac_${input.reference.toLowerCase()}`,
          access_code: `ac_${input.reference}`,
          reference: input.reference,
        },
      });
    }
    const reference = decodeURIComponent(req.url!.split('/').pop()!);
    json({
      status: true,
      data: { id: 5100, reference, status: 'success', amount: TOTAL, currency: 'ZAR' },
    });
  });
  afterAll(() => gateway.close());
  const t = await createTestApp({
    RATE_LIMIT_ENABLED: 'false',
    PUBLIC_URL: 'https://motorwise.test',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: gateway.url,
  });
  const webhook = (reference: string) => {
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference, amount: TOTAL, currency: 'ZAR', status: 'success' },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/payment/paystack/webhook',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature(body, SECRET),
      },
      payload: body,
    });
  };

  it('Continue payment answers the same authorization_url; after Start again the old one’s webhook pays once', async () => {
    const customer = await createSignedInUser(t);
    const q = await invoicedQuote(t, customer, { payfast: false, subaccount: 'ACCT_resume01' });
    const first = (await pay(t, customer.headers, q.quoteId)).json().redirectUrl as string;
    const attempt = (await open(t, customer.headers, q.quoteId)).json().attempt;
    expect(attempt).toMatchObject({ gateway: 'Paystack', isSandbox: false, canContinue: true });
    const again = await continueAt(t, customer.headers, attempt.reference);
    expect(again.json().redirectUrl).toBe(first);

    const second = (await pay(t, customer.headers, q.quoteId)).json().redirectUrl as string;
    expect(second).not.toBe(first);
    const state = await stateOf(t, q.quoteId);
    expect(state.payments.find((p) => p.merchantReference === attempt.reference)!.statusReason).toMatch(
      /Paystack cannot close a checkout/,
    );
    // The old transaction completes at Paystack after all: its webhook, verified, pays the quote once.
    await webhook(attempt.reference);
    await webhook(attempt.reference);
    const after = await stateOf(t, q.quoteId);
    expect(after.status).toBe(QuoteStatus.Paid);
    expect(after.payments.find((p) => p.merchantReference === attempt.reference)!.status).toBe('paid');
    expect(after.events.map((e) => e.outcome).sort()).toEqual(['accepted', 'duplicate']);
    expect(await receiptsTo(t, customer.email)).toHaveLength(1);
  });
});

describe('the sandbox, which closes the old checkout first', async () => {
  let target: TestApp | null = null;
  const relay = await relayTo(() => target!);
  afterAll(() => relay.close());
  const t = await createTestApp({
    RATE_LIMIT_ENABLED: 'false',
    PUBLIC_URL: 'https://motorwise.test',
    PAYFAST_VALIDATE_URL: `${relay.url}/api/payment/sandbox/payfast/validate`,
    PAYSTACK_BASE_URL: `${relay.url}/api/payment/sandbox/paystack`,
  });
  target = t;
  const decide = (fields: [string, string][], action: 'pay' | 'cancel') =>
    t.app.inject({ method: 'POST', url: '/api/payment/sandbox/payfast/decide', payload: { action, fields } });
  const guestPay = (quoteId: string, emailAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api/payment/guest/Pay/${quoteId}`, payload: { emailAddress } });
  const guestOpen = (quoteId: string, emailAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/payment/guest/open/${quoteId}?emailAddress=${encodeURIComponent(emailAddress)}`,
    });
  const guestContinue = (reference: string, emailAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/guest/result/${reference}/continue`,
      payload: { emailAddress },
    });

  it('Start again: the old checkout is closed at the sandbox first, its page refuses to pay it; the new one pays', async () => {
    const customer = await createSignedInUser(t);
    const q = await invoicedQuote(t, customer);
    const old = checkoutOf((await pay(t, customer.headers, q.quoteId)).json().redirectUrl);
    expect((await open(t, customer.headers, q.quoteId)).json().attempt).toMatchObject({
      gateway: 'PayFast',
      isSandbox: true,
    });
    const fresh = checkoutOf((await pay(t, customer.headers, q.quoteId)).json().redirectUrl);

    const refused = await decide(old, 'pay');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/merchant closed this checkout.*No money was taken/);
    let state = await stateOf(t, q.quoteId);
    expect(state.status).toBe(QuoteStatus.Checkout);
    expect(state.payments.find((p) => p.status === 'cancelled')!.statusReason).toMatch(
      /closed at the sandbox gateway first/,
    );
    // Its cancel link still works: the payer goes back, nothing changes.
    expect((await decide(old, 'cancel')).statusCode).toBe(200);

    expect((await decide(fresh, 'pay')).statusCode).toBe(200);
    state = await stateOf(t, q.quoteId);
    expect(state.status).toBe(QuoteStatus.Paid);
    expect(state.payments.map((p) => p.status).sort()).toEqual(['cancelled', 'paid']);
    expect(await receiptsTo(t, customer.email)).toHaveLength(1);
  });

  it('the sandbox’s Paystack: Continue goes back to the same page; after Start again the old page is closed', async () => {
    const customer = await createSignedInUser(t);
    const q = await invoicedQuote(t, customer, { payfast: false, subaccount: 'ACCT_sandbox02' });
    const first = (await pay(t, customer.headers, q.quoteId)).json().redirectUrl as string;
    expect(first).toMatch(/^\/sandbox\/paystack\/[0-9a-f]{16}$/);
    const attempt = (await open(t, customer.headers, q.quoteId)).json().attempt;
    expect(attempt).toMatchObject({ gateway: 'Paystack', isSandbox: true, canContinue: true });
    expect((await continueAt(t, customer.headers, attempt.reference)).json().redirectUrl).toBe(first);

    await pay(t, customer.headers, q.quoteId);
    const accessCode = first.split('/').pop()!;
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payment/sandbox/paystack/checkout/${accessCode}`,
    });
    expect(page.json().status).toBe('closed');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/paystack/checkout/${accessCode}/decide`,
      payload: { action: 'pay' },
    });
    expect(refused.statusCode).toBe(409);
    expect((await stateOf(t, q.quoteId)).status).toBe(QuoteStatus.Checkout);
  });

  it('a guest on the e-mail link sees the open attempt, continues it and starts again; only for a request made as guest', async () => {
    const email = `resume-guest-${Date.now()}@example.co.za`;
    const q = await invoicedQuote(t, { id: null, email });
    const started = (await guestPay(q.quoteId, email)).json().redirectUrl as string;
    const seen = await guestOpen(q.quoteId, email.toUpperCase());
    expect(seen.statusCode).toBe(200);
    expect(seen.json().attempt).toMatchObject({ reference: referenceOf(started), canContinue: true });
    expect((await guestOpen(q.quoteId, 'someone.else@example.co.za')).statusCode).toBe(404);
    expect((await guestContinue(referenceOf(started), 'someone.else@example.co.za')).statusCode).toBe(404);
    const again = await guestContinue(referenceOf(started), email);
    expect(again.json().redirectUrl).toBe(started);

    const fresh = (await guestPay(q.quoteId, email)).json().redirectUrl as string;
    expect((await guestOpen(q.quoteId, email)).json().attempt.reference).toBe(referenceOf(fresh));
    expect((await decide(checkoutOf(started), 'pay')).statusCode).toBe(409);
    expect((await decide(checkoutOf(fresh), 'pay')).statusCode).toBe(200);
    expect((await stateOf(t, q.quoteId)).status).toBe(QuoteStatus.Paid);
    expect(await mailsTo(t, email, 'Payment received')).toHaveLength(1);

    // A request made signed in is not the e-mail link's (decision 049), even with its address.
    const customer = await createSignedInUser(t);
    const signedIn = await invoicedQuote(t, customer);
    await pay(t, customer.headers, signedIn.quoteId);
    expect((await guestOpen(signedIn.quoteId, customer.email)).statusCode).toBe(404);
    const [attempt] = await t.deps.db.select().from(payments).where(eq(payments.quoteId, signedIn.quoteId));
    expect((await guestContinue(attempt!.merchantReference, customer.email)).statusCode).toBe(404);
  });
});

describe('the time rule, on a controlled clock', async () => {
  const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', PUBLIC_URL: 'https://motorwise.test' });
  let clock = new Date();
  const service = paymentServiceWith({
    db: t.deps.db,
    config: t.deps.config,
    quotes,
    audit,
    now: () => clock,
  });
  beforeEach(() => {
    clock = new Date();
  });

  it('five minutes after the payer left, Continue takes them back; nothing closes it before the held time', async () => {
    // A guest's request (the e-mail proof is the payer), so no session is needed at this level.
    const email = `clock-${Date.now()}@example.co.za`;
    const q = await invoicedQuote(t, { id: null, email });
    const payer = { email };
    const { redirectUrl } = await service.pay(payer, q.quoteId);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.quoteId, q.quoteId));
    const started = row!.createdAt.getTime();

    clock = new Date(started + 5 * 60_000);
    // The abandoned-checkout job runs meanwhile (every ten minutes): it leaves the attempt alone.
    await closeAbandonedCheckouts(t.deps.db, quotes, 120, clock);
    expect((await service.openPayment(payer, q.quoteId)).attempt).toMatchObject({ canContinue: true });
    expect((await service.continuePayment(payer, row!.merchantReference)).redirectUrl).toBe(redirectUrl);

    // A minute before the held time: still.
    clock = new Date(started + 119 * 60_000);
    await closeAbandonedCheckouts(t.deps.db, quotes, 120, clock);
    expect((await service.continuePayment(payer, row!.merchantReference)).redirectUrl).toBe(redirectUrl);

    // At the held time it is no longer offered, even before the job has closed it.
    clock = new Date(started + 120 * 60_000);
    expect((await service.openPayment(payer, q.quoteId)).attempt).toMatchObject({ canContinue: false });
    await expect(service.continuePayment(payer, row!.merchantReference)).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/too long ago/),
    });
    // The job closes it then; the quote can be paid again.
    clock = new Date(started + 121 * 60_000);
    await closeAbandonedCheckouts(t.deps.db, quotes, 120, clock);
    expect((await stateOf(t, q.quoteId)).status).toBe(QuoteStatus.Invoiced);
    expect((await service.openPayment(payer, q.quoteId)).attempt).toBeNull();
  });
});
