import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textSends } from '../src/db/schema';
import { textMessages } from '../src/modules/text-messages/index';
import { metaSignature } from '../src/modules/text-messages/webhook-auth';
import { createSignedInUser, createTestApp } from './helpers';

/**
 * The providers' webhooks (decision 074): Meta's X-Hub-Signature-256 on WhatsApp's calls (HMAC-SHA256 of the
 * raw body with the app secret), Meta's GET verification handshake (hub.challenge), and the delivery reports
 * of both providers (a sent text becomes delivered or failed, shown in the development inbox).
 */

const SHARED = 'text-webhook-secret-0123456789';
const APP_SECRET = 'meta-app-secret-0123456789abcdef';
const VERIFY_TOKEN = 'motorwise-verify-token-2026';
const t = await createTestApp({
  TEXT_WEBHOOK_SECRET: SHARED,
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
});
const { app } = t;

let phoneCounter = 0;
const newPhone = () => {
  phoneCounter += 1;
  return `+2783${String(4_000_000 + phoneCounter * 211).padStart(7, '0')}`;
};

/** WhatsApp's webhook body around one change's value (messages or statuses). */
const whatsappBody = (value: Record<string, unknown>) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }],
      },
    ],
  });
/** One text from a number (digits, no plus). */
const whatsappReply = (phone: string, body: string) =>
  whatsappBody({ messages: [{ from: phone.slice(1), id: 'wamid.x', type: 'text', text: { body } }] });

const post = (channel: string, raw: string, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api/texts/inbound/${channel}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: raw,
  });

async function whatsappCustomer(channels = { sms: false, whatsapp: true }) {
  const phone = newPhone();
  const customer = await createSignedInUser(t, { phone, firstName: 'Sipho' });
  const saved = await app.inject({
    method: 'POST',
    url: '/api/user/saveTextSettings',
    headers: customer.headers,
    payload: { ...channels, consent: true, quietFrom: '00:00', quietUntil: '00:00' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...customer, phone };
}

const whatsappOn = async (customer: Awaited<ReturnType<typeof whatsappCustomer>>) =>
  (await app.inject({ method: 'GET', url: '/api/user/loadTextSettings', headers: customer.headers })).json()
    .whatsapp.optedIn as boolean;

describe("WhatsApp's signed webhook (X-Hub-Signature-256)", () => {
  it('takes a call signed with the app secret over the exact bytes sent', async () => {
    const customer = await whatsappCustomer();
    // Spacing and an é kept as sent: the signature is over these bytes, not a re-serialised object.
    const raw = whatsappReply(customer.phone, 'STOP  é').replace('"entry":', '"entry" :');
    const res = await post('whatsapp', raw, { 'x-hub-signature-256': metaSignature(raw, APP_SECRET) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: 1 });
    expect(await whatsappOn(customer)).toBe(false);
  });

  it('refuses a missing, wrong or tampered signature, and the shared secret no longer stands in for it', async () => {
    const customer = await whatsappCustomer();
    const raw = whatsappReply(customer.phone, 'STOP');
    const refused: Record<string, string>[] = [
      {},
      { 'x-hub-signature-256': 'sha256=' },
      { 'x-hub-signature-256': metaSignature(raw, 'another-app-secret-0123') },
      { 'x-hub-signature-256': metaSignature(raw, APP_SECRET).replace('sha256=', 'sha1=') },
      { 'x-hub-signature-256': metaSignature(`${raw} `, APP_SECRET) },
      { 'x-webhook-secret': SHARED },
    ];
    for (const headers of refused) {
      const res = await post('whatsapp', raw, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
    }
    expect(await whatsappOn(customer)).toBe(true);
  });

  it('still authenticates SMS by the shared secret', async () => {
    const raw = JSON.stringify([{ type: 'RECEIVED', from: newPhone(), body: 'hello' }]);
    expect((await post('sms', raw, { 'x-webhook-secret': SHARED })).statusCode).toBe(200);
    expect(
      (await post('sms', raw, { 'x-hub-signature-256': metaSignature(raw, APP_SECRET) })).statusCode,
    ).toBe(401);
  });

  it('answers 400 to a signed body that is not JSON', async () => {
    const raw = '{"entry": [';
    const res = await post('whatsapp', raw, { 'x-hub-signature-256': metaSignature(raw, APP_SECRET) });
    expect(res.statusCode).toBe(400);
  });
});

describe("Meta's verification handshake (GET hub.challenge)", () => {
  const verify = (channel: string, query: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: `/api/texts/inbound/${channel}?${new URLSearchParams(query).toString()}`,
    });

  it('echoes the challenge as plain text when the mode is subscribe and the token is ours', async () => {
    const res = await verify('whatsapp', {
      'hub.mode': 'subscribe',
      'hub.challenge': '1158201444',
      'hub.verify_token': VERIFY_TOKEN,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('1158201444');
  });

  it('refuses a wrong or missing token, another mode, and no challenge; SMS has no handshake', async () => {
    const good = { 'hub.mode': 'subscribe', 'hub.challenge': '42', 'hub.verify_token': VERIFY_TOKEN };
    expect((await verify('whatsapp', { ...good, 'hub.verify_token': 'not-the-token' })).statusCode).toBe(403);
    const { 'hub.verify_token': _token, ...noToken } = good;
    expect((await verify('whatsapp', noToken)).statusCode).toBe(403);
    expect((await verify('whatsapp', { ...good, 'hub.mode': 'unsubscribe' })).statusCode).toBe(403);
    const { 'hub.challenge': _challenge, ...noChallenge } = good;
    expect((await verify('whatsapp', noChallenge)).statusCode).toBe(403);
    expect((await verify('sms', good)).statusCode).toBe(404);
  });
});

describe('delivery reports', () => {
  /** A notification's texts, sent by the worker to the development inbox: the inbox's text per channel. */
  async function sentTexts(channels: { sms: boolean; whatsapp: boolean }) {
    const customer = await whatsappCustomer(channels);
    await textMessages.notify(t.deps.db, customer.id, 'quote_received', {
      reference: 'MW-DLR-1',
      link: 'http://localhost:3000/quotes/x',
    });
    await t.runJobs();
    const listed = await app.inject({ method: 'GET', url: '/api/dev/texts' });
    const mine = (
      listed.json() as { id: string; to: string; channel: string; delivery: string | null }[]
    ).filter((x) => x.to === customer.phone);
    return { customer, mine };
  }
  const deliveryOf = async (id: string) =>
    (
      (await app.inject({ method: 'GET', url: '/api/dev/texts' })).json() as {
        id: string;
        delivery: string;
      }[]
    ).find((x) => x.id === id)?.delivery;

  it("records BulkSMS's status report: delivered stays delivered, and the inbox shows it", async () => {
    const { customer, mine } = await sentTexts({ sms: true, whatsapp: false });
    expect(mine).toEqual([expect.objectContaining({ channel: 'sms', delivery: 'sent' })]);
    const id = mine[0]!.id;
    const [row] = await t.deps.db.select().from(textSends).where(eq(textSends.userId, customer.id));
    expect(row).toMatchObject({
      channel: 'sms',
      kind: 'quote_received',
      provider: 'inbox',
      providerMessageId: id,
    });

    const report = (type: string) =>
      JSON.stringify([
        { id, type: 'SENT', to: { address: customer.phone }, status: { id: `${type}.null`, type } },
      ]);
    // Not final yet: nothing changes.
    const accepted = await post('sms', report('ACCEPTED'), { 'x-webhook-secret': SHARED });
    expect(accepted.json()).toEqual({ received: 0 });
    const delivered = await post('sms', report('DELIVERED'), { 'x-webhook-secret': SHARED });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ received: 0, reports: 1 });
    expect(await deliveryOf(id)).toBe('delivered');
    // A late or out-of-order report does not undo a final state; a report needs the secret like a reply.
    expect((await post('sms', report('FAILED'), { 'x-webhook-secret': SHARED })).json()).toEqual({
      received: 0,
    });
    expect(await deliveryOf(id)).toBe('delivered');
    expect((await post('sms', report('DELIVERED'), {})).statusCode).toBe(401);
    // Another channel's message of the same id is not this text.
    const otherChannel = whatsappBody({ statuses: [{ id, status: 'failed' }] });
    expect(
      (
        await post('whatsapp', otherChannel, {
          'x-hub-signature-256': metaSignature(otherChannel, APP_SECRET),
        })
      ).json(),
    ).toEqual({ received: 0 });
  });

  it("records WhatsApp's signed statuses: failed", async () => {
    const { mine } = await sentTexts({ sms: false, whatsapp: true });
    const id = mine[0]!.id;
    const raw = whatsappBody({
      statuses: [{ id, status: 'failed', timestamp: '1764230400', errors: [{ code: 131026 }] }],
    });
    const res = await post('whatsapp', raw, { 'x-hub-signature-256': metaSignature(raw, APP_SECRET) });
    expect(res.json()).toEqual({ received: 0, reports: 1 });
    expect(await deliveryOf(id)).toBe('failed');
  });
});
