import { QuoteStatus } from '@motorwise/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notifications, payments, quoteStatusHistory, workshopLedger } from '../src/db/schema';
import { closeAbandonedCheckouts } from '../src/modules/payments/index';
import { paystackSignature } from '../src/modules/payments/paystack';
import { SANDBOX_PAYSTACK_SECRET } from '../src/modules/payments/settings';
import { quotes, transitionQuote } from '../src/modules/quotes/index';
import { createSignedInUser, createTestApp, createUser, signIn, type TestApp } from './helpers';
import {
  checkoutOf,
  invoicedQuote,
  mailsTo,
  pay,
  receiptsTo,
  relayTo,
  stateOf,
  TOTAL,
} from './payments-fixtures';

/**
 * Payments after the first cut (decisions 029, 030), on real PostgreSQL through the HTTP layer with the
 * sandbox gateway playing PayFast and Paystack: abandoned checkouts, the workshop's one "paid" message,
 * guests paying with the e-mail proof, refunds due and made, and the sandbox's Paystack.
 */

// The sandbox calls itself over loopback (PayFast's validate, Paystack's API); here a local server hands
// those calls to the app under test.
let target: TestApp | null = null;
const relay = await relayTo(() => target!);
afterAll(() => relay.close());

const PUBLIC_URL = 'https://motorwise.test';
const ADMIN = 'refunds-admin@example.co.za';
const t = await createTestApp({
  RATE_LIMIT_ENABLED: 'false',
  PUBLIC_URL,
  PAYFAST_VALIDATE_URL: `${relay.url}/api/payment/sandbox/payfast/validate`,
  PAYSTACK_BASE_URL: `${relay.url}/api/payment/sandbox/paystack`,
  PAYMENT_COMMISSION_PERCENT: '10',
  ADMIN_EMAILS: ADMIN,
});
target = t;

const decide = (fields: [string, string][], action: 'pay' | 'fail' | 'cancel') =>
  t.app.inject({ method: 'POST', url: '/api/payment/sandbox/payfast/decide', payload: { action, fields } });

/** A signed-in customer's invoiced quote, started through the sandbox PayFast: its checkout fields. */
async function checkout() {
  const customer = await createSignedInUser(t);
  const q = await invoicedQuote(t, customer);
  const res = await pay(t, customer.headers, q.quoteId);
  expect(res.statusCode).toBe(200);
  const fields = checkoutOf(res.json().redirectUrl);
  return { customer, ...q, fields, reference: Object.fromEntries(fields).m_payment_id! };
}

const result = (headers: Record<string, string>, reference: string) =>
  t.app.inject({ method: 'GET', url: `/api/payment/result/${reference}`, headers });

describe('an abandoned checkout', () => {
  const job = (now: Date) => closeAbandonedCheckouts(t.deps.db, quotes, 120, now);

  it('is closed after two hours without a verified payment: the quote is back to Invoiced, the attempt abandoned', async () => {
    const c = await checkout();
    expect((await stateOf(t, c.quoteId)).status).toBe(QuoteStatus.Checkout);
    const started = (await stateOf(t, c.quoteId)).payments[0]!.createdAt.getTime();

    // An hour later it is still open.
    await job(new Date(started + 60 * 60_000));
    expect((await stateOf(t, c.quoteId)).status).toBe(QuoteStatus.Checkout);

    expect(await job(new Date(started + 121 * 60_000))).toBeGreaterThanOrEqual(1);
    const state = await stateOf(t, c.quoteId);
    expect(state.status).toBe(QuoteStatus.Invoiced);
    expect(state.payments[0]).toMatchObject({ status: 'abandoned' });
    expect(state.payments[0]!.statusReason).toMatch(/within 2 hours/);
    // Through the quotes module's writer: the history says who and why.
    const history = await t.deps.db
      .select()
      .from(quoteStatusHistory)
      .where(
        and(
          eq(quoteStatusHistory.quoteId, c.quoteId),
          eq(quoteStatusHistory.quoteStatus, QuoteStatus.Invoiced),
        ),
      );
    expect(history.map((h) => h.note)).toContainEqual(expect.stringMatching(/within 2 hours/));
    // The payer's result page says so, and the invoice can be paid again.
    expect((await result(c.customer.headers, c.reference)).json().status).toBe('abandoned');
    expect((await pay(t, c.customer.headers, c.quoteId)).statusCode).toBe(200);
  });

  it('a verified payment arriving late for it is still honoured: the quote is paid, one receipt', async () => {
    const c = await checkout();
    const started = (await stateOf(t, c.quoteId)).payments[0]!.createdAt.getTime();
    await job(new Date(started + 3 * 60 * 60_000));
    expect((await stateOf(t, c.quoteId)).payments[0]!.status).toBe('abandoned');

    // The gateway took the money after all: its notification (signed, validated) arrives now.
    expect((await decide(c.fields, 'pay')).statusCode).toBe(200);
    const state = await stateOf(t, c.quoteId);
    expect(state.status).toBe(QuoteStatus.Paid);
    expect(state.payments[0]!.status).toBe('paid');
    expect(state.ledger).toMatchObject([{ kind: 'payment', workshopCents: 103_500 }]);
    expect(await receiptsTo(t, c.customer.email)).toHaveLength(1);
    expect((await result(c.customer.headers, c.reference)).json().status).toBe('paid');
  });

  it('a paid attempt or one still young is left alone', async () => {
    const c = await checkout();
    await decide(c.fields, 'pay');
    const started = (await stateOf(t, c.quoteId)).payments[0]!.createdAt.getTime();
    await job(new Date(started + 5 * 60 * 60_000));
    const state = await stateOf(t, c.quoteId);
    expect(state.status).toBe(QuoteStatus.Paid);
    expect(state.payments[0]!.status).toBe('paid');
  });
});

describe('the workshop hears of a payment', () => {
  it('once by mail and in the app, however often the notification comes; the customer gets only the receipt', async () => {
    const c = await checkout();
    expect((await decide(c.fields, 'pay')).statusCode).toBe(200);
    // The gateway notifies again (a new, signed and validated notification of the same payment).
    expect((await decide(c.fields, 'pay')).statusCode).toBe(200);
    const state = await stateOf(t, c.quoteId);
    expect(state.events.map((e) => e.outcome).sort()).toEqual(['accepted', 'duplicate']);

    const staffMails = await mailsTo(t, c.owner.email, 'Paid: INV-');
    expect(staffMails).toHaveLength(1);
    expect(staffMails[0]!.text).toContain('R 1 150.00');
    expect(staffMails[0]!.text).toContain(`/workshop/jobs/${c.quoteId}`);
    const inApp = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, c.owner.id), eq(notifications.title, 'The customer paid')));
    expect(inApp).toHaveLength(1);

    expect(await receiptsTo(t, c.customer.email)).toHaveLength(1);
    expect(await mailsTo(t, c.customer.email, 'Payment received for')).toHaveLength(0);
  });
});

describe('a payment of a quote already paid another way', () => {
  it('is a refund due: the quote, its history and the workshop hear nothing of it, and no receipt goes', async () => {
    const c = await checkout();
    // Paid at the counter meanwhile, through the lifecycle, while the card payment was on its way.
    await t.deps.db.transaction((tx) =>
      transitionQuote(tx, c.quoteId, QuoteStatus.Paid, { actor: 'admin', username: 'counter' }, 'Cash'),
    );
    expect((await decide(c.fields, 'pay')).statusCode).toBe(200);
    const state = await stateOf(t, c.quoteId);
    expect(state.status).toBe(QuoteStatus.Paid);
    expect(state.payments).toMatchObject([
      { status: 'refund_due', statusReason: 'The quote was already paid another way: refund this payment' },
    ]);
    expect(state.events).toMatchObject([
      { outcome: 'accepted', reason: 'Quote already paid another way: refund due' },
    ]);
    expect(state.ledger).toHaveLength(0);
    expect(state.paidHistory.map((h) => h.note)).toEqual(['Cash']);
    expect(await mailsTo(t, c.owner.email, 'Paid: ')).toHaveLength(0);
    expect(await receiptsTo(t, c.customer.email)).toHaveLength(0);
  });
});

describe('a guest pays with the e-mail proof', () => {
  const guestPay = (quoteId: string, emailAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api/payment/guest/Pay/${quoteId}`, payload: { emailAddress } });
  const guestResult = (reference: string, emailAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/payment/guest/result/${reference}?emailAddress=${encodeURIComponent(emailAddress)}`,
    });

  it('pays through the sandbox with the request’s address; another address is not found', async () => {
    const email = `guest-${Date.now()}@example.co.za`;
    const q = await invoicedQuote(t, { id: null, email });

    expect((await guestPay(q.quoteId, 'someone.else@example.co.za')).statusCode).toBe(404);
    expect((await guestPay(q.quoteId, '')).statusCode).toBe(400);
    expect((await stateOf(t, q.quoteId)).payments).toHaveLength(0);

    // The address as typed in another case is the same address.
    const started = await guestPay(q.quoteId, email.toUpperCase());
    expect(started.statusCode).toBe(200);
    const fields = checkoutOf(started.json().redirectUrl);
    const checkoutMap = Object.fromEntries(fields);
    expect(checkoutMap.return_url).toContain(`emailAddress=${encodeURIComponent(email.toUpperCase())}`);
    const state = await stateOf(t, q.quoteId);
    expect(state.status).toBe(QuoteStatus.Checkout);
    expect(state.payments[0]).toMatchObject({ payerUserId: null, provider: 'sandbox' });

    const back = await decide(fields, 'pay');
    expect(back.json().redirectUrl).toMatch(/^\/payment\/success\?reference=MWP-.*&emailAddress=/);
    const reference = checkoutMap.m_payment_id!;

    const seen = await guestResult(reference, email);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ status: 'paid', amountCents: TOTAL, isSandbox: true });
    // The guest's way back to the quote carries the proof.
    expect(seen.json().quotePath).toBe(
      `/quotes/${q.requestUniqueId}?emailAddress=${encodeURIComponent(email)}`,
    );
    expect((await guestResult(reference, 'someone.else@example.co.za')).statusCode).toBe(404);
    // A signed-in stranger does not see it either.
    const stranger = await createSignedInUser(t);
    expect((await result(stranger.headers, reference)).statusCode).toBe(404);
    expect(await receiptsTo(t, email)).toHaveLength(1);
  });

  it('a guest who cancels at the gateway closes only their attempt', async () => {
    const email = `guest-cancel-${Date.now()}@example.co.za`;
    const q = await invoicedQuote(t, { id: null, email });
    const fields = checkoutOf((await guestPay(q.quoteId, email)).json().redirectUrl);
    const reference = Object.fromEntries(fields).m_payment_id!;
    const cancel = (emailAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payment/guest/result/${reference}/cancel`,
        payload: { emailAddress },
      });
    expect((await cancel('someone.else@example.co.za')).statusCode).toBe(404);
    expect((await stateOf(t, q.quoteId)).status).toBe(QuoteStatus.Checkout);
    expect((await cancel(email)).json().status).toBe('cancelled');
    expect((await stateOf(t, q.quoteId)).status).toBe(QuoteStatus.Invoiced);
  });
});

describe('refunds', () => {
  let signedInAdmin: ReturnType<typeof createSignedInUser> | null = null;
  const adminUser = () => {
    signedInAdmin ??= createSignedInUser(t, { email: ADMIN });
    return signedInAdmin;
  };
  it('an admin cancels a paid booking, sees the refund due, marks it refunded; ledger, statement and customer follow', async () => {
    const c = await checkout();
    await decide(c.fields, 'pay');
    const admin = await adminUser();
    const staff = (await signIn(t.app, c.owner.email)).headers;
    const statement = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/workshop/statement', headers: staff })).json();
    expect((await statement()).owedCents).toBe(103_500);

    // Nobody else may.
    const cancelBooking = (headers: Record<string, string>, reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${c.reference}/cancel-booking`,
        headers,
        payload: { reason },
      });
    const denied = await cancelBooking(c.customer.headers, 'The part is not available');
    expect([403, 404]).toContain(denied.statusCode);

    const cancelled = await cancelBooking(admin.headers, 'The workshop cannot get the part');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().items).toContainEqual(
      expect.objectContaining({
        reference: c.reference,
        status: 'due',
        amountCents: TOTAL,
        customerEmail: c.customer.email,
        reason: expect.stringMatching(/cannot get the part/),
      }),
    );
    // The workshop's credit is reversed: nothing is owed for the job any more.
    const due = await statement();
    expect(due.owedCents).toBe(0);
    expect(due.entries).toContainEqual(
      expect.objectContaining({ kind: 'refund', workshopCents: -103_500, refund: 'due' }),
    );
    // Twice is refused.
    expect((await cancelBooking(admin.headers, 'Again')).statusCode).toBe(409);

    const mark = (refundReference: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/refunds/${c.reference}`,
        headers: admin.headers,
        payload: { refundReference },
      });
    expect((await mark('  ')).statusCode).toBe(400);
    const marked = await mark('EFT REF 99812');
    expect(marked.statusCode).toBe(200);
    expect(marked.json().items).toContainEqual(
      expect.objectContaining({
        reference: c.reference,
        status: 'refunded',
        refundReference: 'EFT REF 99812',
      }),
    );
    expect((await mark('EFT REF 99813')).statusCode).toBe(409);
    // Both admin actions are in the audit trail, once each (the refused repeats record nothing).
    const trail = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=payment.',
      headers: admin.headers,
    });
    expect(
      trail
        .json()
        .items.filter((e: { targetType: string }) => e.targetType === 'payment')
        .map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after]),
    ).toEqual([
      [
        'payment.markRefunded',
        { status: 'refund_due' },
        expect.objectContaining({ status: 'refunded', refundReference: 'EFT REF 99812' }),
      ],
      ['payment.cancelPaidBooking', { status: 'paid' }, expect.objectContaining({ status: 'refund_due' })],
    ]);

    const after = await statement();
    expect(after.entries).toContainEqual(
      expect.objectContaining({ kind: 'refund', refund: 'refunded', refundedAt: expect.any(String) }),
    );
    const ledger = await t.deps.db
      .select()
      .from(workshopLedger)
      .where(eq(workshopLedger.workshopId, c.workshopId));
    expect(ledger.map((e) => e.workshopCents).sort()).toEqual([-103_500, 103_500]);

    const mails = await mailsTo(t, c.customer.email, 'Refund made');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('EFT REF 99812');
    expect(mails[0]!.text).toContain('R 1 150.00');
    expect((await result(c.customer.headers, c.reference)).json().status).toBe('refunded');
  });

  it('money taken twice for one quote is listed as a refund due and credits nobody', async () => {
    const c = await checkout();
    // The first attempt was closed as abandoned (Start again closes an open one at the sandbox first,
    // decision 050, so it could not be paid there); a second attempt, then both complete at the gateway.
    const started = (await stateOf(t, c.quoteId)).payments[0]!.createdAt.getTime();
    await closeAbandonedCheckouts(t.deps.db, quotes, 120, new Date(started + 3 * 60 * 60_000));
    const second = checkoutOf((await pay(t, c.customer.headers, c.quoteId)).json().redirectUrl);
    await decide(second, 'pay');
    await decide(c.fields, 'pay');
    const admin = await adminUser();
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/refunds', headers: admin.headers });
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ reference: c.reference, status: 'due' }),
    );
    const state = await stateOf(t, c.quoteId);
    expect(state.ledger).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/refunds', headers: c.customer.headers }))
        .statusCode,
    ).not.toBe(200);
  });
});

describe('the sandbox plays Paystack', () => {
  const api = (method: 'GET' | 'POST', url: string, payload?: object, key = SANDBOX_PAYSTACK_SECRET) =>
    t.app.inject({
      method,
      url: `/api/payment/sandbox/paystack${url}`,
      headers: { authorization: `Bearer ${key}` },
      ...(payload ? { payload } : {}),
    });

  async function paystackCheckout() {
    const customer = await createSignedInUser(t);
    const q = await invoicedQuote(t, customer, { payfast: false, subaccount: 'ACCT_sandbox01' });
    const res = await pay(t, customer.headers, q.quoteId);
    expect(res.statusCode).toBe(200);
    const redirectUrl: string = res.json().redirectUrl;
    const accessCode = redirectUrl.match(/^\/sandbox\/paystack\/([0-9a-f]{16})$/)?.[1];
    expect(accessCode).toBeDefined();
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.quoteId, q.quoteId));
    return { customer, ...q, accessCode: accessCode!, reference: payment!.merchantReference };
  }
  const choose = (accessCode: string, action: 'pay' | 'fail' | 'cancel') =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/paystack/checkout/${accessCode}/decide`,
      payload: { action },
    });

  it('answers its API as Paystack does: the key, initialise, verify', async () => {
    expect((await api('GET', '/transaction/verify/MWP-NOPE-1', undefined, 'sk_test_wrong')).json()).toEqual({
      status: false,
      message: 'Invalid key',
    });
    const unknown = await api('GET', '/transaction/verify/MWP-NOPE-1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ status: false, message: 'Transaction reference not found' });
    const started = await api('POST', '/transaction/initialize', {
      email: 'payer@example.co.za',
      amount: '50000',
      reference: 'MWP-SANDBOX-API-1',
      callback_url: `${PUBLIC_URL}/payment/success?reference=MWP-SANDBOX-API-1`,
    });
    expect(started.json()).toMatchObject({
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: expect.stringMatching(
          /^https:\/\/motorwise\.test\/sandbox\/paystack\/[0-9a-f]{16}$/,
        ),
        reference: 'MWP-SANDBOX-API-1',
      },
    });
    expect(
      (
        await api('POST', '/transaction/initialize', {
          email: 'payer@example.co.za',
          amount: 50000,
          reference: 'MWP-SANDBOX-API-1',
        })
      ).json(),
    ).toEqual({ status: false, message: 'Duplicate Transaction Reference' });
    const verified = await api('GET', '/transaction/verify/MWP-SANDBOX-API-1');
    expect(verified.json()).toMatchObject({
      status: true,
      data: { reference: 'MWP-SANDBOX-API-1', status: 'abandoned', amount: 50_000, currency: 'ZAR' },
    });
  });

  it('a workshop without PayFast is paid through it: the page, a signed webhook through the same checks, once', async () => {
    const c = await paystackCheckout();
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payment/sandbox/paystack/checkout/${c.accessCode}`,
    });
    expect(page.json()).toMatchObject({
      reference: c.reference,
      amountCents: TOTAL,
      currency: 'ZAR',
      subaccount: 'ACCT_sandbox01',
    });
    const back = await choose(c.accessCode, 'pay');
    expect(back.json().redirectUrl).toBe(`/payment/success?reference=${c.reference}&trxref=${c.reference}`);
    // Pressed again: nothing more happens.
    await choose(c.accessCode, 'pay');
    const state = await stateOf(t, c.quoteId);
    expect(state.status).toBe(QuoteStatus.Paid);
    expect(state.payments[0]).toMatchObject({ status: 'paid', provider: 'sandbox-paystack' });
    expect(state.events).toMatchObject([{ provider: 'paystack', outcome: 'accepted', signatureValid: true }]);
    // A split payment: Paystack settles the workshop's share itself.
    expect(state.ledger).toMatchObject([{ workshopCents: 103_500, settledByGateway: true }]);
    const seen = (await result(c.customer.headers, c.reference)).json();
    expect(seen).toMatchObject({ status: 'paid', isSandbox: true });
    expect(await receiptsTo(t, c.customer.email)).toHaveLength(1);
  });

  it('a webhook not signed with its key is refused through the same endpoint', async () => {
    const c = await paystackCheckout();
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: c.reference, amount: TOTAL, currency: 'ZAR', status: 'success' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/paystack/webhook',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature(body, 'sk_x_12345678'),
      },
      payload: body,
    });
    const state = await stateOf(t, c.quoteId);
    expect(state.status).toBe(QuoteStatus.Checkout);
    expect(state.events).toMatchObject([{ outcome: 'refused', signatureValid: false }]);
  });

  it('Decline: the return page asks verify, which says failed; the invoice can be paid again', async () => {
    const c = await paystackCheckout();
    expect((await choose(c.accessCode, 'fail')).statusCode).toBe(200);
    expect((await result(c.customer.headers, c.reference)).json().status).toBe('failed');
    expect((await stateOf(t, c.quoteId)).status).toBe(QuoteStatus.Invoiced);
  });

  it('Cancel sends the payer back with cancelled=1', async () => {
    const c = await paystackCheckout();
    expect((await choose(c.accessCode, 'cancel')).json().redirectUrl).toMatch(/&cancelled=1$/);
    expect((await stateOf(t, c.quoteId)).status).toBe(QuoteStatus.Checkout);
  });

  it('an unknown checkout is not found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payment/sandbox/paystack/checkout/0123456789abcdef',
    });
    expect(res.statusCode).toBe(404);
    expect((await choose('0123456789abcdef', 'pay')).statusCode).toBe(404);
  });
});

it('a workshop user who is not staff of the quote’s workshop gets no paid message', async () => {
  const c = await checkout();
  const other = await createUser(t.deps.db, { workshop: true });
  await decide(c.fields, 'pay');
  expect(await mailsTo(t, other.email, 'Paid: ')).toHaveLength(0);
});
