import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { readDeliveryReports, readReplies } from './inbound';
import { sendTimeFor } from './quiet-hours';
import {
  type BulkSmsMessageRequest,
  createBulkSmsSender,
  createWhatsAppCloudSender,
  type WhatsAppTemplateRequest,
} from './senders';
import { createTextMessagesService } from './text-messages.service';
import { gsm7Length, isGsm7, TEXT_KINDS, textFor } from './wording';

/** A local stand-in for a provider's API: records each request, answers what the test says. */
async function fakeProvider(answer: (body: unknown) => { status: number; body: unknown }) {
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw);
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const a = answer(body);
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('BulkSMS sender', () => {
  it("posts BulkSMS's JSON message with basic auth and answers the message id", async () => {
    const provider = await fakeProvider(() => ({
      status: 201,
      body: [{ id: '8200000000', type: 'SENT', to: '+27825550101', body: 'x', status: { type: 'ACCEPTED' } }],
    }));
    const sender = createBulkSmsSender({
      url: `${provider.url}/v1`,
      tokenId: 'token-id',
      tokenSecret: 's3cret',
    });
    const id = await sender.send({ to: '+27825550101', body: 'Motorwise: your invoice is ready.' });
    expect(id).toBe('8200000000');
    const [call] = provider.seen;
    expect(call!.method).toBe('POST');
    expect(call!.url).toBe('/v1/messages');
    expect(call!.headers.authorization).toBe(`Basic ${Buffer.from('token-id:s3cret').toString('base64')}`);
    const sent = call!.body as BulkSmsMessageRequest[];
    expect(sent).toEqual([
      {
        to: '+27825550101',
        body: 'Motorwise: your invoice is ready.',
        from: { type: 'REPLIABLE' },
        encoding: 'TEXT',
      },
    ]);
  });

  it('sends a text outside GSM-7 as UNICODE, from the configured sender', async () => {
    const provider = await fakeProvider(() => ({ status: 201, body: [{ id: 7 }] }));
    const sender = createBulkSmsSender({
      url: provider.url,
      tokenId: 'a',
      tokenSecret: 'b',
      from: 'Motorwise',
    });
    expect(await sender.send({ to: '+27825550101', body: 'Hi Zoë 🚗' })).toBe('7');
    expect(provider.seen[0]!.body).toEqual([
      { to: '+27825550101', body: 'Hi Zoë 🚗', from: 'Motorwise', encoding: 'UNICODE' },
    ]);
  });

  it('fails (the job is retried) on an error answer', async () => {
    const provider = await fakeProvider(() => ({ status: 401, body: { title: 'Unauthorized' } }));
    const sender = createBulkSmsSender({ url: provider.url, tokenId: 'a', tokenSecret: 'b' });
    await expect(sender.send({ to: '+27825550101', body: 'x' })).rejects.toThrow(/401/);
  });
});

describe('WhatsApp Cloud API sender', () => {
  it('posts a template message with a bearer token and answers the wamid', async () => {
    const provider = await fakeProvider(() => ({
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: '27825550101', wa_id: '27825550101' }],
        messages: [{ id: 'wamid.HBgLMjc4MjU1NTAxMDE' }],
      },
    }));
    const sender = createWhatsAppCloudSender({
      url: `${provider.url}/v21.0`,
      phoneNumberId: '1234567890',
      accessToken: 'EAAG-token',
      language: 'en',
    });
    const id = await sender.send({
      to: '+27825550101',
      body: 'ignored',
      template: { name: 'motorwise_invoice_ready', params: ['Thandi', 'MW-1', 'https://m.co.za/q'] },
    });
    expect(id).toBe('wamid.HBgLMjc4MjU1NTAxMDE');
    const [call] = provider.seen;
    expect(call!.url).toBe('/v21.0/1234567890/messages');
    expect(call!.headers.authorization).toBe('Bearer EAAG-token');
    const expected: WhatsAppTemplateRequest = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '27825550101',
      type: 'template',
      template: {
        name: 'motorwise_invoice_ready',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Thandi' },
              { type: 'text', text: 'MW-1' },
              { type: 'text', text: 'https://m.co.za/q' },
            ],
          },
        ],
      },
    };
    expect(call!.body).toEqual(expected);
  });
});

describe('wording', () => {
  const link = 'https://motorwise.co.za/quotes/0b6f2a4e-8a55-4c0e-9d8f-1d2b3c4d5e6f';
  it('keeps every kind within one GSM-7 SMS, with the first name, the reference and the link only', () => {
    for (const kind of TEXT_KINDS) {
      const { body, params } = textFor(kind, {
        firstName: 'Thandeka Nomvula',
        reference: 'SMC-240101-0042',
        link,
      });
      expect(isGsm7(body)).toBe(true);
      expect(gsm7Length(body)).toBeLessThanOrEqual(160);
      expect(body).toContain('Thandeka');
      expect(body).not.toContain('Nomvula');
      expect(body).toContain('SMC-240101-0042');
      expect(body).toContain(link);
      expect(params).toEqual(['Thandeka', 'SMC-240101-0042', link]);
    }
  });
  it('drops the opt-out line before the link when the text would not fit', () => {
    const long = `${link}?email=someone.with.a.long.address%40example.co.za`;
    const { body } = textFor('payment_received', { firstName: 'Thandi', reference: 'SMC-1', link: long });
    expect(body).toContain(long);
    expect(body).not.toContain('STOP');
  });
});

describe('quiet hours (Africa/Johannesburg, UTC+2)', () => {
  const at = (iso: string) => new Date(iso);
  it('sends at once outside them', () => {
    expect(sendTimeFor(at('2026-11-27T10:00:00Z'))).toEqual(at('2026-11-27T10:00:00Z'));
  });
  it('delays a text at 21:30 SAST to 07:00 the next morning, and one at 06:15 to 07:00', () => {
    expect(sendTimeFor(at('2026-11-27T19:30:00Z'))).toEqual(at('2026-11-28T05:00:00Z'));
    expect(sendTimeFor(at('2026-11-27T04:15:00Z'))).toEqual(at('2026-11-27T05:00:00Z'));
  });
  it("follows a person's own hours; equal hours mean none", () => {
    const own = { quietFrom: '22:00', quietUntil: '06:00' };
    expect(sendTimeFor(at('2026-11-27T19:30:00Z'), own)).toEqual(at('2026-11-27T19:30:00Z'));
    expect(sendTimeFor(at('2026-11-27T20:30:00Z'), own)).toEqual(at('2026-11-28T04:00:00Z'));
    const none = { quietFrom: '00:00', quietUntil: '00:00' };
    expect(sendTimeFor(at('2026-11-27T23:00:00Z'), none)).toEqual(at('2026-11-27T23:00:00Z'));
  });
});

describe('replies', () => {
  it("reads BulkSMS's and WhatsApp's webhook bodies, skipping delivery reports", () => {
    expect(
      readReplies([
        { type: 'RECEIVED', from: '+27825550101', body: 'STOP' },
        { type: 'SENT', from: '+27800000000', body: 'Motorwise: ...', status: { type: 'DELIVERED' } },
      ]),
    ).toEqual([{ from: '+27825550101', body: 'STOP' }]);
    expect(
      readReplies({
        entry: [
          {
            changes: [
              {
                value: {
                  statuses: [{ id: 'wamid.1', status: 'delivered' }],
                  messages: [{ from: '27825550101', type: 'button', button: { text: 'Stop' } }],
                },
              },
            ],
          },
        ],
      }),
    ).toEqual([{ from: '27825550101', body: 'Stop' }]);
    expect(readReplies('nonsense')).toEqual([]);
  });

  it('STOP, STOPALL and UNSUBSCRIBE switch the number off, START on; other words change nothing', async () => {
    const calls: [string, string, boolean][] = [];
    const service = createTextMessagesService({
      repo: {
        choicesOf: async () => [],
        listDevTexts: async () => [],
        quietHoursOf: async () => null,
        upsertChoice: async () => {},
        upsertQuietHours: async () => {},
        setSendStatus: async () => false,
        setByPhone: async (_db, phone, channel, optedIn) => {
          calls.push([phone, channel, optedIn]);
          return 1;
        },
      },
      customers: { contactsOf: async () => [] },
      enqueue: async () => {},
    });
    const changed = await service.inbound({} as never, 'sms', [
      { from: '+27825550101', body: ' stop ' },
      { from: '27825550102', body: 'STOPALL' },
      { from: '0825550103', body: 'Unsubscribe please' },
      { from: '+27825550104', body: 'Thanks!' },
      { from: '+27825550105', body: 'START' },
    ]);
    expect(changed).toBe(4);
    expect(calls).toEqual([
      ['+27825550101', 'sms', false],
      ['+27825550102', 'sms', false],
      ['+27825550103', 'sms', false],
      ['+27825550105', 'sms', true],
    ]);
  });

  it("reads BulkSMS's and WhatsApp's delivery reports: only delivered (read counts) and failed", () => {
    expect(
      readDeliveryReports([
        { id: '5001', type: 'SENT', status: { id: 'DELIVERED.null', type: 'DELIVERED' } },
        { id: '5002', type: 'SENT', status: { id: 'FAILED.BLOCKED', type: 'FAILED', subtype: 'BLOCKED' } },
        { id: '5003', type: 'SENT', status: { type: 'ACCEPTED' } },
        { id: '5004', type: 'RECEIVED', from: '+27825550101', body: 'STOP', status: { type: 'DELIVERED' } },
      ]),
    ).toEqual([
      { providerMessageId: '5001', status: 'delivered' },
      { providerMessageId: '5002', status: 'failed' },
    ]);
    const statuses = (list: { id: string; status: string }[]) => ({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ field: 'messages', value: { statuses: list } }] }],
    });
    expect(
      readDeliveryReports(
        statuses([
          { id: 'wamid.A', status: 'sent' },
          { id: 'wamid.B', status: 'delivered' },
          { id: 'wamid.C', status: 'read' },
          { id: 'wamid.D', status: 'failed' },
        ]),
      ),
    ).toEqual([
      { providerMessageId: 'wamid.B', status: 'delivered' },
      { providerMessageId: 'wamid.C', status: 'delivered' },
      { providerMessageId: 'wamid.D', status: 'failed' },
    ]);
    // A report carries no reply, and a reply no report.
    expect(readReplies(statuses([{ id: 'wamid.B', status: 'delivered' }]))).toEqual([]);
  });
});
