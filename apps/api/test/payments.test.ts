import { QuoteStatus } from '@motorwise/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentEvents, quotes } from '../src/db/schema';
import { checkoutSignature, type ReceivedFields } from '../src/modules/payments/payfast';
import { paystackSignature } from '../src/modules/payments/paystack';
import { createSignedInUser, createTestApp, createTestApps, signIn, type TestApp } from './helpers';
import {
  checkoutOf,
  invoicedQuote,
  itnFor,
  localServer,
  MERCHANT,
  notify,
  PASSPHRASE,
  PAYFAST_IP,
  pay,
  receiptsTo,
  stateOf,
  TOTAL,
} from './payments-fixtures';

/**
 * Payments on real PostgreSQL through the HTTP layer (decision 023): the checkout, every check of PayFast's
 * ITN, Paystack's webhook and verify, exactly once in sequence and at once, the sandbox gateway, and the
 * money owed to workshops (decision 024). The gateways' other ends are local servers in this file.
 */

// ---------------------------------------------------------------- local stand-ins for the gateways' servers

/** PayFast's validate endpoint: answers as the test says. */
let validateMode: 'VALID' | 'INVALID' | 'error' | 'drop' = 'VALID';
const validator = await localServer((_req, _body, res) => {
  if (validateMode === 'drop') return res.socket?.destroy();
  if (validateMode === 'error') return res.writeHead(500).end('oops');
  res.writeHead(200, { 'content-type': 'text/plain' }).end(validateMode);
});
afterAll(() => validator.close());

const PROXY = '10.20.30.40';
const PAYFAST_ENV = {
  RATE_LIMIT_ENABLED: 'false',
  PUBLIC_URL: 'https://motorwise.test',
  PAYFAST_MERCHANT_ID: MERCHANT,
  PAYFAST_MERCHANT_KEY: '46f0cd694581a',
  PAYFAST_PASSPHRASE: PASSPHRASE,
  PAYFAST_PROCESS_URL: 'https://sandbox.payfast.co.za/eng/process',
  PAYFAST_VALIDATE_URL: `${validator.url}/eng/query/validate`,
  PAYFAST_SOURCE_RANGES: '197.97.145.144/28,41.74.179.192/27',
  PAYMENT_TRUSTED_PROXIES: PROXY,
  PAYMENT_COMMISSION_PERCENT: '10',
  ADMIN_EMAILS: 'payments-admin@example.co.za',
};

// ---------------------------------------------------------------- fixtures

// ---------------------------------------------------------------- PayFast

describe('PayFast', async () => {
  const t = await createTestApp(PAYFAST_ENV);
  beforeEach(() => {
    validateMode = 'VALID';
  });

  async function checkout() {
    const customer = await createSignedInUser(t);
    const q = await invoicedQuote(t, customer);
    const res = await pay(t, customer.headers, q.quoteId);
    expect(res.statusCode).toBe(200);
    return {
      customer,
      ...q,
      fields: checkoutOf(res.json().redirectUrl),
      redirectUrl: res.json().redirectUrl as string,
    };
  }

  it('Pay records an attempt, moves the quote to Checkout and answers a signed checkout in PayFast’s order', async () => {
    const c = await checkout();
    expect(c.redirectUrl.startsWith('https://sandbox.payfast.co.za/eng/process?merchant_id=10000100&')).toBe(
      true,
    );
    expect(c.fields.map(([k]) => k)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
      'name_first',
      'name_last',
      'email_address',
      'm_payment_id',
      'amount',
      'item_name',
      'item_description',
      'custom_str1',
      'signature',
    ]);
    const f = Object.fromEntries(c.fields);
    expect(f.amount).toBe('1150.00');
    expect(f.notify_url).toBe('https://motorwise.test/api/payment/payfast/notify');
    expect(f.return_url).toBe(`https://motorwise.test/payment/success?reference=${f.m_payment_id}`);
    const { signature, ...rest } = f;
    expect(signature).toBe(checkoutSignature(rest, PASSPHRASE));
    const state = await stateOf(t, c.quoteId);
    expect(state.status).toBe(QuoteStatus.Checkout);
    expect(state.payments).toMatchObject([{ status: 'pending', amountCents: TOTAL, provider: 'payfast' }]);
  });

  it('Pay: another person’s quote is not found; an unpaid job or a paid invoice cannot be paid', async () => {
    const customer = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const q = await invoicedQuote(t, customer);
    expect((await pay(t, stranger.headers, q.quoteId)).statusCode).toBe(404);
    await t.deps.db
      .update(quotes)
      .set({ quoteStatus: QuoteStatus.InProgress })
      .where(eq(quotes.id, q.quoteId));
    const early = await pay(t, customer.headers, q.quoteId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/no invoice to pay yet/);
    await t.deps.db.update(quotes).set({ quoteStatus: QuoteStatus.Paid }).where(eq(quotes.id, q.quoteId));
    expect((await pay(t, customer.headers, q.quoteId)).json().message).toBe('This invoice is already paid.');
    expect((await stateOf(t, q.quoteId)).payments).toHaveLength(0);
  });

  it('a verified COMPLETE notification pays the quote, marks the invoice paid, credits the workshop and mails one receipt', async () => {
    const c = await checkout();
    const res = await notify(t, itnFor(c.fields));
    expect(res.statusCode).toBe(200);
    const state = await stateOf(t, c.quoteId);
    expect(state.status).toBe(QuoteStatus.Paid);
    expect(state.payments[0]).toMatchObject({ status: 'paid', gatewayReference: '1089250' });
    expect(state.events).toMatchObject([{ outcome: 'accepted', signatureValid: true, sourceIp: PAYFAST_IP }]);
    expect(state.ledger).toMatchObject([
      {
        kind: 'payment',
        grossCents: TOTAL,
        commissionCents: 11_500,
        workshopCents: 103_500,
        settledByGateway: false,
      },
    ]);
    // The validate call carried the fields as received, without the signature.
    const last = validator.bodies.at(-1)!;
    expect(
      last.startsWith(`m_payment_id=${Object.fromEntries(c.fields).m_payment_id}&pf_payment_id=1089250`),
    ).toBe(true);
    expect(last).not.toContain('signature');
    const mails = await receiptsTo(t, c.customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('R 1 150.00');
    // The payer sees it paid.
    const result = await t.app.inject({
      method: 'GET',
      url: `/api/payment/result/${Object.fromEntries(c.fields).m_payment_id}`,
      headers: c.customer.headers,
    });
    expect(result.json()).toMatchObject({ status: 'paid', amountCents: TOTAL, isSandbox: false });
  });

  const refusals: [
    string,
    (f: [string, string][]) => { fields: ReceivedFields; from?: string; headers?: Record<string, string> },
    RegExp,
    typeof validateMode?,
  ][] = [
    ['a bad signature', (f) => ({ fields: itnFor(f, {}, 'wrong-passphrase') }), /signature does not match/],
    [
      'a field changed after signing',
      (f) => {
        const fields = itnFor(f);
        fields[5] = ['amount_gross', '1.00'];
        return { fields };
      },
      /signature does not match/,
    ],
    [
      'a sender outside the ranges',
      (f) => ({ fields: itnFor(f), from: '8.8.8.8' }),
      /sender 8\.8\.8\.8 is outside/,
    ],
    [
      'a Referer naming PayFast from outside the ranges',
      (f) => ({
        fields: itnFor(f),
        from: '8.8.8.8',
        headers: { referer: 'https://www.payfast.co.za/eng/process' },
      }),
      /outside the PayFast address ranges/,
    ],
    [
      'X-Forwarded-For from a peer that is not a trusted proxy',
      (f) => ({ fields: itnFor(f), from: '8.8.8.8', headers: { 'x-forwarded-for': PAYFAST_IP } }),
      /sender 8\.8\.8\.8/,
    ],
    [
      'another merchant',
      (f) => ({ fields: itnFor(f, { merchant_id: '10000999' }) }),
      /merchant_id 10000999 is not ours/,
    ],
    [
      'a wrong amount',
      (f) => ({ fields: itnFor(f, { amount_gross: '1149.99' }) }),
      /amount_gross 1149\.99 is not the invoice's 1150\.00/,
    ],
    [
      'a status other than COMPLETE',
      (f) => ({ fields: itnFor(f, { payment_status: 'PENDING' }) }),
      /payment_status PENDING is not COMPLETE/,
    ],
    [
      'validate answering INVALID',
      (f) => ({ fields: itnFor(f) }),
      /validate call answered INVALID/,
      'INVALID',
    ],
    ['validate failing', (f) => ({ fields: itnFor(f) }), /validate call answered unreachable/, 'error'],
    ['validate unreachable', (f) => ({ fields: itnFor(f) }), /validate call answered unreachable/, 'drop'],
  ];

  it.each(refusals)(
    'refuses %s: answers 200, changes nothing, logs why',
    async (_name, make, reason, mode) => {
      const c = await checkout();
      if (mode) validateMode = mode;
      const { fields, from, headers } = make(c.fields);
      const res = await notify(t, fields, from, headers);
      expect(res.statusCode).toBe(200);
      const state = await stateOf(t, c.quoteId);
      expect(state.status).toBe(QuoteStatus.Checkout);
      expect(state.payments[0]!.status).toBe('pending');
      expect(state.ledger).toHaveLength(0);
      expect(state.paidHistory).toHaveLength(0);
      expect(state.events).toHaveLength(1);
      expect(state.events[0]!.outcome).toBe('refused');
      expect(state.events[0]!.reason).toMatch(reason);
      expect(await receiptsTo(t, c.customer.email)).toHaveLength(0);
    },
  );

  it('logs a notification with NUL characters and unknown references without failing', async () => {
    const c = await checkout();
    const fields = itnFor(c.fields, { m_payment_id: 'MWP\u0000x', merchant_id: `${MERCHANT}\u0000` });
    expect((await notify(t, fields)).statusCode).toBe(200);
    const [logged] = await t.deps.db
      .select()
      .from(paymentEvents)
      .where(sql`${paymentEvents.payload}->>'m_payment_id' = ${'MWP\ufffdx'}`);
    expect(logged).toMatchObject({ outcome: 'refused', paymentId: null });
    expect(logged!.reason).toMatch(/merchant_id 10000100\ufffd is not ours/);
    expect((await stateOf(t, c.quoteId)).status).toBe(QuoteStatus.Checkout);
  });

  it('an admin reviews refused notifications with the reason; nobody else may', async () => {
    const c = await checkout();
    await notify(t, itnFor(c.fields, { amount_gross: '1.00' }));
    const admin = await createSignedInUser(t, { email: 'payments-admin@example.co.za' });
    const url = '/api/admin/payment-events?outcome=refused';
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({
      provider: 'payfast',
      outcome: 'refused',
      reference: Object.fromEntries(c.fields).m_payment_id,
      sourceIp: PAYFAST_IP,
      reason: "amount_gross 1.00 is not the invoice's 1150.00",
    });
    expect((await t.app.inject({ method: 'GET', url, headers: c.customer.headers })).statusCode).toBe(403);
  });

  it('believes X-Forwarded-For only from a trusted proxy, read from the right', async () => {
    const c = await checkout();
    // The client wrote a PayFast address first; the proxy appended the real sender.
    const spoofed = await notify(t, itnFor(c.fields), PROXY, { 'x-forwarded-for': `${PAYFAST_IP}, 8.8.4.4` });
    expect(spoofed.statusCode).toBe(200);
    expect((await stateOf(t, c.quoteId)).events[0]!.reason).toMatch(/sender 8\.8\.4\.4/);
    await notify(t, itnFor(c.fields), PROXY, { 'x-forwarded-for': PAYFAST_IP });
    expect((await stateOf(t, c.quoteId)).status).toBe(QuoteStatus.Paid);
  });

  it('a verified FAILED notification never pays, and closes the attempt so the invoice can be paid again', async () => {
    const c = await checkout();
    await notify(t, itnFor(c.fields, { payment_status: 'FAILED' }));
    const state = await stateOf(t, c.quoteId);
    expect(state.status).toBe(QuoteStatus.Invoiced);
    expect(state.payments[0]!.status).toBe('failed');
    expect(state.ledger).toHaveLength(0);
    expect(await receiptsTo(t, c.customer.email)).toHaveLength(0);
  });

  it('a notification repeated in sequence changes the payment once and sends one receipt', async () => {
    const c = await checkout();
    const itn = itnFor(c.fields);
    for (let i = 0; i < 3; i++) expect((await notify(t, itn)).statusCode).toBe(200);
    const state = await stateOf(t, c.quoteId);
    expect(state.status).toBe(QuoteStatus.Paid);
    expect(state.events.map((e) => e.outcome).sort()).toEqual(['accepted', 'duplicate', 'duplicate']);
    expect(state.ledger).toHaveLength(1);
    expect(state.paidHistory).toHaveLength(1);
    expect(await receiptsTo(t, c.customer.email)).toHaveLength(1);
  });

  it('a return to /payment/success without a notification shows pending and changes nothing; cancel closes the attempt', async () => {
    const c = await checkout();
    const ref = Object.fromEntries(c.fields).m_payment_id!;
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/payment/result/${ref}`,
      headers: c.customer.headers,
    });
    expect(shown.json()).toMatchObject({ status: 'pending', reference: ref });
    expect((await stateOf(t, c.quoteId)).status).toBe(QuoteStatus.Checkout);
    const stranger = await createSignedInUser(t);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payment/result/${ref}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/payment/result/${ref}/cancel`,
      headers: c.customer.headers,
    });
    expect(cancelled.json().status).toBe('cancelled');
    expect((await stateOf(t, c.quoteId)).status).toBe(QuoteStatus.Invoiced);
    // A real payment that still arrives for the cancelled attempt is money taken: it pays the quote.
    await notify(t, itnFor(c.fields));
    expect((await stateOf(t, c.quoteId)).status).toBe(QuoteStatus.Paid);
  });
});

describe('exactly once under concurrency (two app instances on one database)', async () => {
  const [a, b] = await createTestApps(2, PAYFAST_ENV);
  const apps = [a!, b!];

  it('the same notification delivered eight times at once pays once and mails one receipt', async () => {
    const customer = await createSignedInUser(a!);
    const q = await invoicedQuote(a!, customer);
    const fields = checkoutOf((await pay(a!, customer.headers, q.quoteId)).json().redirectUrl);
    const itn = itnFor(fields);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => notify(apps[i % 2]!, itn)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const state = await stateOf(a!, q.quoteId);
    expect(state.status).toBe(QuoteStatus.Paid);
    expect(state.events.filter((e) => e.outcome === 'accepted')).toHaveLength(1);
    expect(state.events.filter((e) => e.outcome === 'duplicate')).toHaveLength(7);
    expect(state.ledger).toHaveLength(1);
    expect(state.paidHistory).toHaveLength(1);
    expect(await receiptsTo(a!, customer.email)).toHaveLength(1);
  });

  it('two attempts of one quote completed at once: one pays, the other is a refund due', async () => {
    const customer = await createSignedInUser(a!);
    const q = await invoicedQuote(a!, customer);
    const first = checkoutOf((await pay(a!, customer.headers, q.quoteId)).json().redirectUrl);
    const second = checkoutOf((await pay(b!, customer.headers, q.quoteId)).json().redirectUrl);
    // Starting the second attempt closed the first; money that still arrives for it is real all the same.
    expect((await stateOf(a!, q.quoteId)).payments.map((p) => p.status).sort()).toEqual([
      'cancelled',
      'pending',
    ]);
    const answers = await Promise.all([notify(a!, itnFor(first)), notify(b!, itnFor(second))]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const state = await stateOf(a!, q.quoteId);
    expect(state.status).toBe(QuoteStatus.Paid);
    expect(state.payments.map((p) => p.status).sort()).toEqual(['paid', 'refund_due']);
    expect(state.ledger).toHaveLength(1);
    expect(state.paidHistory).toHaveLength(1);
    expect(await receiptsTo(a!, customer.email)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- Paystack

describe('Paystack', async () => {
  const SECRET = 'sk_test_motorwise_0123456789';
  let verifyAnswer: { status: string; amount: number; currency: string } = {
    status: 'success',
    amount: TOTAL,
    currency: 'ZAR',
  };
  const initialised: Record<string, unknown>[] = [];
  const paystack = await localServer((req, body, res) => {
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (req.headers.authorization !== `Bearer ${SECRET}`)
      return json(401, { status: false, message: 'Invalid key' });
    if (req.method === 'POST' && req.url === '/transaction/initialize') {
      const input = JSON.parse(body);
      initialised.push(input);
      return json(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${input.reference}`,
          access_code: 'ac_1',
          reference: input.reference,
        },
      });
    }
    const ref = req.url?.match(/^\/transaction\/verify\/(.+)$/)?.[1];
    if (ref)
      return json(200, {
        status: true,
        data: { id: 4099260516, reference: decodeURIComponent(ref), ...verifyAnswer },
      });
    json(404, { status: false });
  });
  afterAll(() => paystack.close());
  const t = await createTestApp({
    RATE_LIMIT_ENABLED: 'false',
    PUBLIC_URL: 'https://motorwise.test',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: paystack.url,
    PAYMENT_COMMISSION_PERCENT: '10',
  });

  const webhook = (body: string, signature = paystackSignature(body, SECRET)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body,
    });

  async function started() {
    verifyAnswer = { status: 'success', amount: TOTAL, currency: 'ZAR' };
    const customer = await createSignedInUser(t);
    const q = await invoicedQuote(t, customer, { payfast: false, subaccount: 'ACCT_mw000042' });
    const res = await pay(t, customer.headers, q.quoteId);
    expect(res.statusCode).toBe(200);
    const reference = initialised.at(-1)!.reference as string;
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference, amount: TOTAL, currency: 'ZAR', status: 'success' },
    });
    return { customer, ...q, reference, body, redirectUrl: res.json().redirectUrl as string };
  }

  it('initialises a ZAR transaction in cents with our reference and the workshop’s subaccount for the split', async () => {
    const s = await started();
    expect(s.redirectUrl).toBe(`https://checkout.paystack.com/${s.reference}`);
    expect(initialised.at(-1)).toMatchObject({
      amount: TOTAL,
      currency: 'ZAR',
      reference: s.reference,
      subaccount: 'ACCT_mw000042',
      transaction_charge: 11_500,
      callback_url: `https://motorwise.test/payment/success?reference=${s.reference}`,
    });
  });

  it('a signed charge.success, verified server-side, pays once; the split is settled by Paystack', async () => {
    const s = await started();
    expect((await webhook(s.body)).statusCode).toBe(200);
    expect((await webhook(s.body)).statusCode).toBe(200);
    const state = await stateOf(t, s.quoteId);
    expect(state.status).toBe(QuoteStatus.Paid);
    expect(state.events.map((e) => e.outcome).sort()).toEqual(['accepted', 'duplicate']);
    expect(state.ledger).toMatchObject([{ workshopCents: 103_500, settledByGateway: true }]);
    expect(await receiptsTo(t, s.customer.email)).toHaveLength(1);
  });

  it.each([
    [
      'a tampered body',
      (b: string) => ({ body: b.replace(`${TOTAL}`, '100'), signature: paystackSignature(b, SECRET) }),
    ],
    [
      'a re-serialised body',
      (b: string) => ({
        body: JSON.stringify(JSON.parse(b), null, 2),
        signature: paystackSignature(b, SECRET),
      }),
    ],
    ['another key', (b: string) => ({ body: b, signature: paystackSignature(b, 'sk_test_someone_else') })],
    ['no signature', (b: string) => ({ body: b, signature: '' })],
  ])('refuses %s and changes nothing', async (_name, make) => {
    const s = await started();
    const { body, signature } = make(s.body);
    expect((await webhook(body, signature)).statusCode).toBe(200);
    const state = await stateOf(t, s.quoteId);
    expect(state.status).toBe(QuoteStatus.Checkout);
    expect(state.events).toMatchObject([{ outcome: 'refused', signatureValid: false }]);
    expect(state.events[0]!.reason).toMatch(/x-paystack-signature does not match/);
  });

  it('refuses a signed webhook whose transaction Paystack’s verify does not confirm for the invoice amount', async () => {
    const s = await started();
    verifyAnswer = { status: 'success', amount: 100, currency: 'ZAR' };
    await webhook(s.body);
    const state = await stateOf(t, s.quoteId);
    expect(state.status).toBe(QuoteStatus.Checkout);
    expect(state.events[0]!.reason).toMatch(/not the invoice's ZAR 115000/);
  });

  it('the return page verifies a pending payment with Paystack before showing it paid', async () => {
    const s = await started();
    verifyAnswer = { status: 'abandoned', amount: TOTAL, currency: 'ZAR' };
    const url = `/api/payment/result/${s.reference}`;
    expect((await t.app.inject({ method: 'GET', url, headers: s.customer.headers })).json().status).toBe(
      'pending',
    );
    verifyAnswer = { status: 'success', amount: TOTAL, currency: 'ZAR' };
    expect((await t.app.inject({ method: 'GET', url, headers: s.customer.headers })).json().status).toBe(
      'paid',
    );
    expect((await stateOf(t, s.quoteId)).status).toBe(QuoteStatus.Paid);
  });
});

// ---------------------------------------------------------------- the sandbox gateway, and money owed

describe('the sandbox gateway (no gateway configured)', async () => {
  // The sandbox's validate call goes to this app; here through a local server that hands it to inject.
  let target: TestApp | null = null;
  const relay = await localServer(async (req, body, res) => {
    const answer = await target!.app.inject({
      method: 'POST',
      url: req.url!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
    res.writeHead(answer.statusCode, { 'content-type': 'text/plain' }).end(answer.body);
  });
  afterAll(() => relay.close());
  const t = await createTestApp({
    RATE_LIMIT_ENABLED: 'false',
    PUBLIC_URL: 'https://motorwise.test',
    PAYFAST_VALIDATE_URL: `${relay.url}/api/payment/sandbox/payfast/validate`,
    PAYMENT_COMMISSION_PERCENT: '10',
    ADMIN_EMAILS: 'payouts-admin@example.co.za',
  });
  target = t;
  const decide = (fields: [string, string][], action: string) =>
    t.app.inject({ method: 'POST', url: '/api/payment/sandbox/payfast/decide', payload: { action, fields } });

  it('pays through the sandbox pages, the same notify endpoint and checks, and its own validate call', async () => {
    const customer = await createSignedInUser(t);
    const q = await invoicedQuote(t, customer);
    const redirectUrl: string = (await pay(t, customer.headers, q.quoteId)).json().redirectUrl;
    expect(redirectUrl.startsWith('/sandbox/payfast?merchant_id=10000100&')).toBe(true);
    const fields = checkoutOf(redirectUrl);
    expect(Object.fromEntries(fields).return_url).toMatch(/^https:\/\/motorwise\.test\/payment\/success\?/);
    const answer = await decide(fields, 'pay');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().redirectUrl).toBe(
      `/payment/success?reference=${Object.fromEntries(fields).m_payment_id}`,
    );
    const state = await stateOf(t, q.quoteId);
    expect(state.status).toBe(QuoteStatus.Paid);
    expect(state.payments[0]).toMatchObject({ status: 'paid', provider: 'sandbox' });
    expect(state.events).toMatchObject([{ outcome: 'accepted', sourceIp: '127.0.0.1' }]);
    const mails = await receiptsTo(t, customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('SANDBOX');

    // The workshop sees it in its statement; the admin sees what is owed and marks it paid out.
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/workshop/statement',
      headers: (await signIn(t.app, q.owner.email)).headers,
    });
    expect(staff.json()).toMatchObject({
      owedCents: 103_500,
      entries: [{ grossCents: TOTAL, commissionCents: 11_500, settlement: 'owed' }],
    });
    const admin = await createSignedInUser(t, { email: 'payouts-admin@example.co.za' });
    const owed = await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: admin.headers });
    expect(owed.json().items).toContainEqual(
      expect.objectContaining({ workshopId: q.workshopId, owedCents: 103_500 }),
    );
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payouts',
      headers: admin.headers,
      payload: { workshopId: q.workshopId, bankReference: 'EFT 2026-11-23' },
    });
    expect(marked.statusCode).toBe(201);
    expect(marked.json().amountCents).toBe(103_500);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payouts',
      headers: admin.headers,
      payload: { workshopId: q.workshopId },
    });
    expect(again.statusCode).toBe(409);
    // The payout is in the audit trail with what was owed before; the refused repeat records nothing.
    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?action=payout.&targetId=${q.workshopId}`,
      headers: admin.headers,
    });
    expect(trail.json().items).toEqual([
      expect.objectContaining({
        action: 'payout.markPaid',
        actorEmail: 'payouts-admin@example.co.za',
        before: { owedCents: 103_500 },
        after: expect.objectContaining({ owedCents: 0, bankReference: 'EFT 2026-11-23' }),
      }),
    ]);
  });

  it('Decline sends a FAILED notification: nothing paid, the invoice can be paid again', async () => {
    const customer = await createSignedInUser(t);
    const q = await invoicedQuote(t, customer);
    const fields = checkoutOf((await pay(t, customer.headers, q.quoteId)).json().redirectUrl);
    expect((await decide(fields, 'fail')).statusCode).toBe(200);
    const state = await stateOf(t, q.quoteId);
    expect(state.status).toBe(QuoteStatus.Invoiced);
    expect(state.payments[0]!.status).toBe('failed');
  });

  it('refuses a checkout whose amount was changed in the browser, as PayFast would', async () => {
    const customer = await createSignedInUser(t);
    const q = await invoicedQuote(t, customer);
    const fields = checkoutOf((await pay(t, customer.headers, q.quoteId)).json().redirectUrl).map(
      ([k, v]): [string, string] => [k, k === 'amount' ? '1.00' : v],
    );
    const answer = await decide(fields, 'pay');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/checkout signature does not match/);
    expect((await stateOf(t, q.quoteId)).status).toBe(QuoteStatus.Checkout);
  });

  it('an ITN forged with the sandbox’s own passphrase is refused: its validate call answers INVALID', async () => {
    const customer = await createSignedInUser(t);
    const q = await invoicedQuote(t, customer);
    const fields = checkoutOf((await pay(t, customer.headers, q.quoteId)).json().redirectUrl);
    const forged = itnFor(fields, {}, 'motorwise-sandbox');
    await notify(t, forged, '127.0.0.1');
    const state = await stateOf(t, q.quoteId);
    expect(state.status).toBe(QuoteStatus.Checkout);
    expect(state.events[0]!.reason).toMatch(/validate call answered INVALID/);
  });
});
