import { TEXT_CONSENT_MESSAGE, TEXT_NEEDS_PHONE_MESSAGE } from '@motorwise/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devTexts, textChoices } from '../src/db/schema';
import { textMessages } from '../src/modules/text-messages/index';
import { gsm7Length } from '../src/modules/text-messages/wording';
import { createSignedInUser, createTestApp, TEST_PASSWORD } from './helpers';
import { quoteFixtures, type User } from './quote-fixtures';

/**
 * Text messages (issue 24 item 3, decision 074): opt-in with consent, one outbox job per text written with
 * the notification (sent after commit), quiet hours delay (never drop), STOP and START replies, erasure.
 */

const SECRET = 'text-webhook-secret-0123456789';
const t = await createTestApp({ TEXT_WEBHOOK_SECRET: SECRET });
const { app, deps } = t;
const db = deps.db;
const fixtures = quoteFixtures(t, { referencePrefix: 'MW-TEXT' });

let shop: User;
let phoneCounter = 0;
const newPhone = () => {
  phoneCounter += 1;
  return `+2782${String(7_000_000 + phoneCounter * 137).padStart(7, '0')}`;
};

beforeAll(async () => {
  shop = await createSignedInUser(t, { workshop: true });
});

/** Local time in Africa/Johannesburg (UTC+2), shifted by `minutes`, as HH:MM. */
const sast = (minutes: number) => {
  const d = new Date(Date.now() + (120 + minutes) * 60_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
};
/** Quiet hours that never apply (from equals until), so a test does not depend on the clock. */
const NEVER_QUIET = { quietFrom: '00:00', quietUntil: '00:00' };

const save = (user: Pick<User, 'headers'>, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/user/saveTextSettings', headers: user.headers, payload: body });

async function optedInCustomer(channels: { sms?: boolean; whatsapp?: boolean } = { sms: true }) {
  const phone = newPhone();
  const customer = await createSignedInUser(t, { phone, firstName: 'Thandi' });
  const res = await save(customer, {
    sms: channels.sms ?? false,
    whatsapp: channels.whatsapp ?? false,
    consent: true,
    ...NEVER_QUIET,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...customer, phone };
}

const LINES = (itemId: string) => [
  { quoteRequestItemId: itemId, kind: 'labour', description: 'Service labour', quantity: 1, priceExcl: 900 },
];

/** A request of the customer's, quoted (sent) by the shop: the "quote received" notification. */
async function quoteFor(customer: User) {
  const r = await fixtures.makeRequest(customer, [shop.workshopId!]);
  await fixtures.sendQuote(shop, r.id, { lines: LINES(r.itemIds[0]!), notes: 'Genuine parts.' });
  return r;
}

const textsTo = (phone: string) =>
  db.select().from(devTexts).where(eq(devTexts.to, phone)).orderBy(devTexts.createdAt);

const textJobsOf = async (userId: string) =>
  (
    await db.execute<{ run_at: Date; channel: string }>(
      sql`select j.run_at, j.payload->>'channel' as channel from graphile_worker._private_jobs j
          join graphile_worker._private_tasks k on k.id = j.task_id
          where k.identifier = 'send_text' and j.payload->>'userId' = ${userId}`,
    )
  ).rows;

const inbound = (channel: string, payload: unknown, secret: string | null = SECRET) =>
  app.inject({
    method: 'POST',
    url: `/api/texts/inbound/${channel}`,
    headers: secret ? { 'x-webhook-secret': secret } : {},
    payload: payload as object,
  });

describe('choosing texts', () => {
  it('is off by default; switching a channel on asks for consent and a mobile number', async () => {
    const phone = newPhone();
    const customer = await createSignedInUser(t, { phone });
    const start = await app.inject({
      method: 'GET',
      url: '/api/user/loadTextSettings',
      headers: customer.headers,
    });
    expect(start.json()).toMatchObject({
      phone,
      sms: { optedIn: false, changedAtUtc: null },
      whatsapp: { optedIn: false },
      quietFrom: '20:00',
      quietUntil: '07:00',
      timeZone: 'Africa/Johannesburg',
    });

    const noConsent = await save(customer, {
      sms: true,
      whatsapp: false,
      quietFrom: '20:00',
      quietUntil: '07:00',
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors.consent).toEqual([TEXT_CONSENT_MESSAGE]);

    const noPhone = await createSignedInUser(t, { phone: null });
    const refused = await save(noPhone, {
      sms: false,
      whatsapp: true,
      consent: true,
      quietFrom: '20:00',
      quietUntil: '07:00',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.whatsapp).toEqual([TEXT_NEEDS_PHONE_MESSAGE]);

    const ok = await save(customer, {
      sms: true,
      whatsapp: false,
      consent: true,
      quietFrom: '21:30',
      quietUntil: '06:00',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      sms: { optedIn: true, changedBy: 'account' },
      whatsapp: { optedIn: false },
      quietFrom: '21:30',
      quietUntil: '06:00',
    });
    const [row] = await db.select().from(textChoices).where(eq(textChoices.userId, customer.id));
    expect(row).toMatchObject({ channel: 'sms', optedIn: true, phone, changedBy: 'account' });
    expect(row!.consentedAt).toBeInstanceOf(Date);
  });
});

describe('texts through the outbox', () => {
  it('writes one job per text with the notification; it is sent after commit, beside the mail and in-app one', async () => {
    const customer = await optedInCustomer({ sms: true, whatsapp: true });
    const r = await quoteFor(customer);
    // Written in the quote's transaction, not sent yet: the worker sends it.
    expect(await textsTo(customer.phone)).toHaveLength(0);
    expect((await textJobsOf(customer.id)).map((j) => j.channel).sort()).toEqual(['sms', 'whatsapp']);
    await t.runJobs();
    const texts = await textsTo(customer.phone);
    expect(texts).toHaveLength(2);
    const sms = texts.find((x) => x.channel === 'sms')!;
    expect(sms.body).toContain(r.reference);
    expect(sms.body).toContain(`/quotes/${r.uniqueId}`);
    expect(sms.body).toMatch(/^Motorwise: Hi Thandi, you have a new quote/);
    expect(gsm7Length(sms.body)).toBeLessThanOrEqual(160);
    expect(sms.body).not.toContain('Mokoena');
    const whatsapp = texts.find((x) => x.channel === 'whatsapp')!;
    expect(whatsapp.template).toBe('motorwise_quote_received');
    expect(whatsapp.params).toEqual([
      'Thandi',
      r.reference,
      expect.stringContaining(`/quotes/${r.uniqueId}`),
    ]);

    // The dev inbox lists them, marked by channel.
    const listed = await app.inject({ method: 'GET', url: '/api/dev/texts' });
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .filter((x: { to: string }) => x.to === customer.phone)
        .map((x: { channel: string }) => x.channel)
        .sort(),
    ).toEqual(['sms', 'whatsapp']);
  });

  it('texts the booking confirmed to the customer who booked, in its own words', async () => {
    const customer = await optedInCustomer();
    const r = await quoteFor(customer);
    await t.runJobs();
    const [quote] = (
      await db.execute<{ id: string }>(sql`select id from quotes where quote_request_id = ${r.id}`)
    ).rows;
    const booked = await fixtures.accept(customer, quote!.id);
    expect(booked.statusCode, booked.body).toBe(200);
    await t.runJobs();
    const texts = await textsTo(customer.phone);
    expect(texts.map((x) => x.body)).toEqual([
      expect.stringContaining('you have a new quote'),
      expect.stringContaining(`your booking ${r.reference} is confirmed`),
    ]);
  });

  it('writes nothing when the change rolls back', async () => {
    const customer = await optedInCustomer();
    await expect(
      db.transaction(async (tx) => {
        await textMessages.notify(tx, customer.id, 'invoice_ready', {
          reference: 'MW-X',
          link: 'http://x/q',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await textJobsOf(customer.id)).toHaveLength(0);
  });

  it('sends nothing to a person who chose nothing (the mail and in-app notification still go)', async () => {
    const phone = newPhone();
    const customer = await createSignedInUser(t, { phone });
    await quoteFor(customer);
    await t.runJobs();
    expect(await textsTo(phone)).toHaveLength(0);
  });

  it('delays a text due in the quiet hours until they end, and never drops it', async () => {
    const customer = await optedInCustomer();
    const until = sast(60);
    const saved = await save(customer, {
      sms: true,
      whatsapp: false,
      consent: true,
      quietFrom: sast(-60),
      quietUntil: until,
    });
    expect(saved.statusCode).toBe(200);
    await quoteFor(customer);
    const [job] = await textJobsOf(customer.id);
    const wait = new Date(job!.run_at).getTime() - Date.now();
    expect(wait).toBeGreaterThan(58 * 60_000);
    expect(wait).toBeLessThan(61 * 60_000);
    await t.runJobs();
    expect(await textsTo(customer.phone)).toHaveLength(0);
    expect(await textJobsOf(customer.id)).toHaveLength(1);
    // The quiet hours end: it goes.
    await db.execute(
      sql`update graphile_worker._private_jobs set run_at = now() where payload->>'userId' = ${customer.id}`,
    );
    await t.runJobs();
    expect(await textsTo(customer.phone)).toHaveLength(1);
  });
});

describe('replies', () => {
  it('refuses a reply without the shared secret', async () => {
    expect(
      (await inbound('sms', [{ type: 'RECEIVED', from: '+27820000000', body: 'STOP' }], null)).statusCode,
    ).toBe(401);
    expect(
      (await inbound('sms', { from: '+27820000000', body: 'STOP' }, 'wrong-secret-0123456789')).statusCode,
    ).toBe(401);
  });

  it('STOP opts the number out of that channel at once: the next notification sends no text there; START opts in again', async () => {
    const customer = await optedInCustomer({ sms: true, whatsapp: true });
    // A text already waiting (written before the STOP) is not sent either.
    await quoteFor(customer);
    const stop = await inbound('sms', [
      { id: '1', type: 'RECEIVED', from: customer.phone, to: '+27800000000', body: 'Stop' },
    ]);
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ received: 1 });
    await t.runJobs();
    expect((await textsTo(customer.phone)).map((x) => x.channel)).toEqual(['whatsapp']);

    const settings = await app.inject({
      method: 'GET',
      url: '/api/user/loadTextSettings',
      headers: customer.headers,
    });
    expect(settings.json()).toMatchObject({
      sms: { optedIn: false, changedBy: 'reply' },
      whatsapp: { optedIn: true },
    });

    await quoteFor(customer);
    expect((await textJobsOf(customer.id)).map((j) => j.channel)).toEqual(['whatsapp']);
    await t.runJobs();

    // WhatsApp's webhook shape: the number without the plus.
    const waStop = await inbound('whatsapp', {
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                messages: [{ from: customer.phone.slice(1), type: 'text', text: { body: 'UNSUBSCRIBE' } }],
              },
            },
          ],
        },
      ],
    });
    expect(waStop.json()).toEqual({ received: 1 });
    await quoteFor(customer);
    expect(await textJobsOf(customer.id)).toHaveLength(0);

    const start = await inbound('sms', [{ type: 'RECEIVED', from: customer.phone, body: 'START' }]);
    expect(start.json()).toEqual({ received: 1 });
    await quoteFor(customer);
    expect((await textJobsOf(customer.id)).map((j) => j.channel)).toEqual(['sms']);
  });
});

describe('POPIA', () => {
  it("exports a person's choices and erases them with the account", async () => {
    const customer = await optedInCustomer({ sms: true });
    await quoteFor(customer);
    await t.runJobs();
    expect(await textsTo(customer.phone)).toHaveLength(1);

    const exported = await app.inject({
      method: 'GET',
      url: '/api/user/exportData',
      headers: customer.headers,
    });
    expect(exported.statusCode).toBe(200);
    const file = JSON.parse(exported.body);
    expect(file.textChoices).toEqual([
      expect.objectContaining({ channel: 'sms', optedIn: true, phone: customer.phone, changedBy: 'account' }),
    ]);
    expect(file.textQuietHours).toMatchObject({ quietFrom: '00:00', quietUntil: '00:00' });

    // A text still waiting when the account goes is not sent.
    await quoteFor(customer);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: customer.headers,
      payload: { password: TEST_PASSWORD, confirm: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db.select().from(textChoices).where(eq(textChoices.userId, customer.id))).toHaveLength(0);
    expect(await textsTo(customer.phone)).toHaveLength(0);
    await t.runJobs();
    expect(await textsTo(customer.phone)).toHaveLength(0);
  });
});
