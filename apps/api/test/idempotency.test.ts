import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, calendarDate, PAYMENTS_API, pathOf, QUOTES_API, QuoteStatus } from '@motorwise/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  idempotencyKeys,
  payments,
  quoteMessages,
  quoteRequests,
  quoteStatusHistory,
  quotes,
} from '../src/db/schema';
import { KEY_MESSAGES, keptAnswerRead } from '../src/lib/idempotency';
import { quotedRequest } from './fixtures/quoted-request';
import { createServiceWorld, type ServiceWorld, serviceRequestBody } from './fixtures/service-request';
import { createSignedInUser, createTestApps, solveBotCheck } from './helpers';
import { invoicedQuote, MERCHANT, PASSPHRASE } from './payments-fixtures';
import { bookingDay, quoteFixtures } from './quote-fixtures';

/**
 * Idempotency keys on the writes that matter (decision 070), on two instances of one database: a retry
 * with the key gets the first answer and writes nothing; another request with the key is a 422; a key
 * whose first request is still running is a 409; no key is today's behaviour.
 */

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-idempotency-files-'));
const instances = await createTestApps(2, {
  FILES_DIR: filesDir,
  RATE_LIMIT_ENABLED: 'false',
  PUBLIC_URL: 'https://motorwise.test',
  PAYFAST_MERCHANT_ID: MERCHANT,
  PAYFAST_MERCHANT_KEY: '46f0cd694581a',
  PAYFAST_PASSPHRASE: PASSPHRASE,
  PAYFAST_PROCESS_URL: 'https://sandbox.payfast.co.za/eng/process',
});
const a = instances[0]!;
const b = instances[1]!;
const db = a.deps.db;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let world: ServiceWorld;

beforeAll(async () => {
  world = await createServiceWorld(db, { ranges: ['Hilux', 'Corolla', 'Fortuner'] });
});

/** A guest's request for one of the three vehicles, with one attachment. */
function requestBody(vehicle = 0, over: Record<string, unknown> = {}) {
  const email = `guest-${randomUUID().slice(0, 8)}@example.co.za`;
  return serviceRequestBody(
    world,
    { email },
    { vehicleId: String(world.vehicleIds[vehicle]), attachments: [{ index: 0 }], ...over },
  );
}

/** The submit as the web sends it: multipart, the request as JSON, one attachment's file. */
async function form(body: Record<string, unknown>, file = PNG, altcha?: string) {
  const data = new FormData();
  data.append('quoteRequest', JSON.stringify(body));
  if (altcha) data.append('altcha', altcha);
  data.append('attachmentFiles[0]', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'photo.png');
  const response = new Response(data);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

type Instance = typeof a;
const submit = (
  t: Instance,
  sent: Awaited<ReturnType<typeof form>>,
  headers: Record<string, string>,
  key?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/QuoteRequests/PostQuoteRequest',
    headers: { ...headers, 'content-type': sent.contentType, ...(key ? { 'idempotency-key': key } : {}) },
    payload: sent.payload,
  });

const requestsOf = async (userId: string) =>
  (await db.select().from(quoteRequests).where(eq(quoteRequests.userId, userId))).length;

describe('the request submission', () => {
  it('the same submission twice with one key (through both instances) makes one request; both answers are equal', async () => {
    const user = await createSignedInUser(a);
    const key = randomUUID();
    const sent = await form(requestBody());
    const first = await submit(a, sent, user.headers, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await submit(b, sent, user.headers, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await requestsOf(user.id)).toBe(1);
    // Without a key the same submission is what it is today: refused as a duplicate of the first.
    const plain = await submit(b, sent, user.headers);
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors.Duplicate[0]).toContain(first.json().data.reference);
    expect(await requestsOf(user.id)).toBe(1);
  });

  it('two at once on two instances: one request; the other is told to wait (409) or gets the same answer', async () => {
    const user = await createSignedInUser(a);
    const key = randomUUID();
    const sent = await form(requestBody(1));
    const answers = await Promise.all([
      submit(a, sent, user.headers, key),
      submit(b, sent, user.headers, key),
    ]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const waiting = answers.find((r) => r.statusCode === 409);
    if (waiting) {
      expect(waiting.json().message).toBe(KEY_MESSAGES.inFlight);
      expect(waiting.headers['retry-after']).toBe('1');
    } else expect(answers[0]!.body).toBe(answers[1]!.body);
    expect(await requestsOf(user.id)).toBe(1);
  });

  it('a key still held by a running request answers 409 with Retry-After', async () => {
    const user = await createSignedInUser(a);
    const key = randomUUID();
    const held = await a.deps.pool.connect();
    try {
      await held.query('select pg_advisory_lock(7004070, hashtext($1))', [`user:${user.id} ${key}`]);
      const res = await submit(b, await form(requestBody(2)), user.headers, key);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: KEY_MESSAGES.inFlight });
      expect(res.headers['retry-after']).toBe('1');
      expect(await requestsOf(user.id)).toBe(0);
    } finally {
      await held.query('select pg_advisory_unlock_all()');
      held.release();
    }
  });

  it('the same key with another request (another file, other fields) is a 422 and writes nothing', async () => {
    const user = await createSignedInUser(a);
    const key = randomUUID();
    const body = requestBody(2);
    expect((await submit(a, await form(body), user.headers, key)).statusCode).toBe(201);
    const otherFile = await submit(
      b,
      await form(body, Buffer.concat([PNG, Buffer.from([0])])),
      user.headers,
      key,
    );
    expect(otherFile.statusCode).toBe(422);
    expect(otherFile.json()).toMatchObject({
      message: KEY_MESSAGES.reused,
      errors: { 'Idempotency-Key': [expect.stringContaining('other fields, files or path')] },
      requestId: expect.any(String),
    });
    const otherFields = await submit(a, await form({ ...body, notes: 'Another' }), user.headers, key);
    expect(otherFields.statusCode).toBe(422);
    expect(await requestsOf(user.id)).toBe(1);
  });

  it('a refused submission keeps nothing: the corrected one with the same key goes through', async () => {
    const user = await createSignedInUser(a);
    const key = randomUUID();
    const body = requestBody(0, { acceptTerms: false });
    const refused = await submit(a, await form(body), user.headers, key);
    expect(refused.statusCode).toBe(400);
    const corrected = await submit(b, await form({ ...body, acceptTerms: true }), user.headers, key);
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await requestsOf(user.id)).toBe(1);
  });

  it('an expired key is forgotten: the key works again as a new one', async () => {
    const user = await createSignedInUser(a);
    const key = randomUUID();
    const first = await submit(a, await form(requestBody(0)), user.headers, key);
    expect(first.statusCode).toBe(201);
    await db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    const other = await submit(b, await form(requestBody(1)), user.headers, key);
    expect(other.statusCode, other.body).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().data.uniqueId).not.toBe(first.json().data.uniqueId);
    expect(await requestsOf(user.id)).toBe(2);
    const rows = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  it("a keyed write forgets others' expired keys and keeps the live ones", async () => {
    const caller = `sweep-${randomUUID()}`;
    const kept = (k: string, expiresAt: SQL) => ({
      caller,
      key: k,
      route: 'POST /api/QuoteRequests/PostQuoteRequest',
      requestHash: 'h',
      status: 201,
      body: '{}',
      expiresAt,
    });
    await db
      .insert(idempotencyKeys)
      .values([
        kept('old-1', sql`now() - interval '1 minute'`),
        kept('old-2', sql`now() - interval '1 hour'`),
        kept('live', sql`now() + interval '1 hour'`),
      ]);
    const user = await createSignedInUser(a);
    expect((await submit(a, await form(requestBody(0)), user.headers, randomUUID())).statusCode).toBe(201);
    const left = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.caller, caller));
    expect(left.map((r) => r.key)).toEqual(['live']);
  });

  it('the kept answer is read, and expired ones forgotten, through indexes: never a scan of every key', async () => {
    // With sequential scans priced out, a statement still scanning has no index to use (as the one that
    // read the whole table on every keyed write had).
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await tx.execute<{ 'QUERY PLAN': unknown }>(
        sql`explain (format json) ${keptAnswerRead('user:someone', randomUUID())}`,
      );
      return JSON.stringify(explained.rows[0]!['QUERY PLAN']);
    });
    expect(plan).toContain('idempotency_keys');
    expect(plan).not.toContain('Seq Scan');
  });

  it("a guest's key is theirs (scoped by e-mail); a malformed key is a 400", async () => {
    const key = randomUUID();
    const body = requestBody(0);
    const sent = await form(body, PNG, await solveBotCheck(a.app));
    const first = await submit(a, sent, {}, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await submit(b, sent, {}, key);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row!.caller).toBe(`guest:${body.email}`);
    expect(row!.route).toBe('POST /api/QuoteRequests/PostQuoteRequest');

    const bad = await submit(a, sent, {}, 'x'.repeat(256));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['Idempotency-Key']).toEqual([KEY_MESSAGES.invalid]);
  });
});

const fixtures = quoteFixtures(a, { referencePrefix: 'MW-IDEM' });

describe('AcceptQuote', () => {
  const accept = (t: Instance, headers: Record<string, string>, quoteId: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: QUOTES_API.acceptQuote.path,
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { quoteId, serviceDate: bookingDay() },
    });

  const acceptances = async (quoteId: string) =>
    (
      await db
        .select()
        .from(quoteStatusHistory)
        .where(
          and(
            eq(quoteStatusHistory.quoteId, quoteId),
            eq(quoteStatusHistory.quoteStatus, QuoteStatus.Booked),
          ),
        )
    ).length;

  it('accepted twice with one key: one booking, the same answer twice; without a key the second is refused as today', async () => {
    const { customer, quoteId } = await quotedRequest(a, fixtures);
    const key = randomUUID();
    const first = await accept(a, customer.headers, quoteId, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await accept(b, customer.headers, quoteId, key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await acceptances(quoteId)).toBe(1);
    expect((await accept(b, customer.headers, quoteId)).statusCode).toBe(409);
    expect(await acceptances(quoteId)).toBe(1);
  });

  it('refused after its booking was written (the workshop is closed that Sunday): nothing of it stays, the key books another day', async () => {
    const { customer, quoteId } = await quotedRequest(a, fixtures);
    let sunday = addDays(calendarDate(new Date()), 1);
    while (new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    const key = randomUUID();
    const refused = await a.app.inject({
      method: 'POST',
      url: QUOTES_API.acceptQuote.path,
      headers: { ...customer.headers, 'idempotency-key': key },
      payload: { quoteId, serviceDate: sunday },
    });
    // The diary refuses once the lifecycle has written the booking and its step: both are rolled back.
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors.serviceDate[0]).toMatch(/^The workshop is closed/);
    expect(await acceptances(quoteId)).toBe(0);
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote?.quoteStatus).toBe(QuoteStatus.PendingApproval);
    expect(quote?.serviceDate).toBeNull();
    const booked = await accept(b, customer.headers, quoteId, key);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.headers['idempotent-replayed']).toBeUndefined();
    expect(await acceptances(quoteId)).toBe(1);
  });

  it('at once on two instances: one booking; the same key for another quote is a 422', async () => {
    const { customer, quoteId } = await quotedRequest(a, fixtures);
    const key = randomUUID();
    const answers = await Promise.all([
      accept(a, customer.headers, quoteId, key),
      accept(b, customer.headers, quoteId, key),
    ]);
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(answers.map((r) => r.statusCode).sort());
    expect(await acceptances(quoteId)).toBe(1);
    const other = await quotedRequest(a, fixtures);
    const reused = await a.app.inject({
      method: 'POST',
      url: QUOTES_API.acceptQuote.path,
      headers: { ...customer.headers, 'idempotency-key': key },
      payload: { quoteId: other.quoteId, serviceDate: bookingDay() },
    });
    expect(reused.statusCode).toBe(422);
  });
});

describe('MessageWorkshop', () => {
  it('a message sent twice with one key (with its file) is posted once; the same answer twice', async () => {
    const { customer, quoteId } = await quotedRequest(a, fixtures);
    const key = randomUUID();
    const data = new FormData();
    data.append('quoteId', quoteId);
    data.append('message', 'Can you also check the wipers?');
    data.append('attachmentFiles', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'wipers.png');
    const response = new Response(data);
    const payload = Buffer.from(await response.arrayBuffer());
    const send = (t: Instance) =>
      t.app.inject({
        method: 'POST',
        url: QUOTES_API.messageWorkshop.path,
        headers: {
          ...customer.headers,
          'content-type': response.headers.get('content-type')!,
          'idempotency-key': key,
        },
        payload,
      });
    const first = await send(a);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(b);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await db.select().from(quoteMessages).where(eq(quoteMessages.quoteId, quoteId))).toHaveLength(1);
  });
});

describe('Pay', () => {
  const pay = (t: Instance, headers: Record<string, string>, quoteId: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: pathOf(PAYMENTS_API.pay, { id: quoteId }),
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const attempts = async (quoteId: string) => db.select().from(payments).where(eq(payments.quoteId, quoteId));

  it('started twice with one key: one attempt, the same checkout; without a key each call starts again as today', async () => {
    const customer = await createSignedInUser(a);
    const q = await invoicedQuote(a, customer);
    const key = randomUUID();
    const first = await pay(a, customer.headers, q.quoteId, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await pay(b, customer.headers, q.quoteId, key);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await attempts(q.quoteId)).toHaveLength(1);

    expect((await pay(a, customer.headers, q.quoteId)).statusCode).toBe(200);
    const rows = await attempts(q.quoteId);
    expect(rows.map((p) => p.status).sort()).toEqual(['cancelled', 'pending']);
  });

  it("at once on two instances: one attempt; a guest's key is scoped by the e-mail it proves", async () => {
    const customer = await createSignedInUser(a);
    const q = await invoicedQuote(a, customer);
    const key = randomUUID();
    const answers = await Promise.all([
      pay(a, customer.headers, q.quoteId, key),
      pay(b, customer.headers, q.quoteId, key),
    ]);
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(answers.map((r) => r.statusCode).sort());
    expect(await attempts(q.quoteId)).toHaveLength(1);

    const email = `guest-${randomUUID().slice(0, 8)}@example.co.za`;
    const guest = await invoicedQuote(a, { id: null, email });
    const guestPay = (t: Instance) =>
      t.app.inject({
        method: 'POST',
        url: pathOf(PAYMENTS_API.guestPay, { id: guest.quoteId }),
        headers: { 'idempotency-key': key },
        payload: { emailAddress: email },
      });
    const first = await guestPay(a);
    expect(first.statusCode, first.body).toBe(200);
    const again = await guestPay(b);
    expect(again.body).toBe(first.body);
    expect(await attempts(guest.quoteId)).toHaveLength(1);
  });
});

describe('the API description', () => {
  it('lists the optional Idempotency-Key header on exactly the writes that take it', async () => {
    const doc = (await a.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>
      >;
    };
    const keyed = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) =>
          (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key' && !p.required),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(keyed.sort()).toEqual(
      [
        'POST /api/QuoteRequests/PostQuoteRequest',
        'POST /api/quotes/AcceptQuote',
        'POST /api/quotes/MessageWorkshop',
        'POST /api/quotes/RescheduleQuoteBooking',
        'POST /api/instant-prices/book',
        'POST /api/payment/Pay/{id}',
        'POST /api/payment/guest/Pay/{id}',
      ].sort(),
    );
  });
});
