import type { TextChannel } from '@motorwise/shared';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import * as repo from './text-messages.repo';
import { isGsm7 } from './wording';

/** One text to one number: a plain body (SMS) or an approved template with its parameters (WhatsApp). */
export interface OutgoingText {
  /** E.164: +27821234567. */
  to: string;
  body: string;
  template?: { name: string; params: string[] };
}

/** A provider of one channel (decision 074): sends one text and answers the provider's message id. */
export interface TextMessageSender {
  readonly kind: 'inbox' | 'bulksms' | 'whatsapp-cloud';
  send(text: OutgoingText): Promise<string>;
}

/** Both channels' senders, as the configuration chose them. */
export type TextSenders = Record<TextChannel, TextMessageSender>;

/** How long a provider may take before the job fails and the queue tries again later. */
const TIMEOUT_MS = 15_000;

class ProviderError extends Error {}

async function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw new ProviderError(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Development default: the text is kept in dev_texts, where the /dev/mail page shows it. */
export function createInboxTextSender(db: DbOrTx, channel: TextChannel): TextMessageSender {
  return {
    kind: 'inbox',
    send: (t) =>
      repo.insertDevText(db, {
        channel,
        to: t.to,
        body: t.body,
        template: channel === 'whatsapp' ? (t.template?.name ?? null) : null,
        params: channel === 'whatsapp' ? (t.template?.params ?? null) : null,
      }),
  };
}

/** The request BulkSMS's `POST /v1/messages` takes (one message). */
export interface BulkSmsMessageRequest {
  to: string;
  body: string;
  from?: string | { type: 'REPLIABLE' };
  encoding?: 'TEXT' | 'UNICODE';
}

/**
 * BulkSMS's JSON REST API (a South African gateway): basic auth with an API token's id and secret; the
 * answer is the list of messages created, each with its id.
 */
export function createBulkSmsSender(settings: {
  url: string;
  tokenId: string;
  tokenSecret: string;
  from?: string | undefined;
}): TextMessageSender {
  const auth = `Basic ${Buffer.from(`${settings.tokenId}:${settings.tokenSecret}`).toString('base64')}`;
  return {
    kind: 'bulksms',
    async send(t) {
      const message: BulkSmsMessageRequest = {
        to: t.to,
        body: t.body,
        from: settings.from ?? { type: 'REPLIABLE' },
        encoding: isGsm7(t.body) ? 'TEXT' : 'UNICODE',
      };
      const answer = await postJson(`${settings.url.replace(/\/$/, '')}/messages`, { authorization: auth }, [
        message,
      ]);
      const id = Array.isArray(answer) ? (answer[0] as { id?: unknown } | undefined)?.id : undefined;
      if (typeof id !== 'string' && typeof id !== 'number')
        throw new ProviderError('BulkSMS answered without a message id');
      return String(id);
    },
  };
}

/** The request WhatsApp Business Cloud API's `POST /<phone-number-id>/messages` takes for a template. */
export interface WhatsAppTemplateRequest {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  /** The number in international form without the plus. */
  to: string;
  type: 'template';
  template: {
    name: string;
    language: { code: string };
    components: { type: 'body'; parameters: { type: 'text'; text: string }[] }[];
  };
}

/** WhatsApp Business Cloud API: a business-initiated message is an approved template (bearer token). */
export function createWhatsAppCloudSender(settings: {
  url: string;
  phoneNumberId: string;
  accessToken: string;
  language: string;
}): TextMessageSender {
  return {
    kind: 'whatsapp-cloud',
    async send(t) {
      if (!t.template) throw new ProviderError('WhatsApp sends templates only');
      const request: WhatsAppTemplateRequest = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: t.to.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: t.template.name,
          language: { code: settings.language },
          components: [
            { type: 'body', parameters: t.template.params.map((text) => ({ type: 'text', text })) },
          ],
        },
      };
      const answer = (await postJson(
        `${settings.url.replace(/\/$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`,
        { authorization: `Bearer ${settings.accessToken}` },
        request,
      )) as { messages?: { id?: string }[] } | null;
      const id = answer?.messages?.[0]?.id;
      if (!id) throw new ProviderError('WhatsApp answered without a message id');
      return id;
    },
  };
}

/** The senders the configuration asks for: BulkSMS or the inbox for SMS; the Cloud API or the inbox for WhatsApp. */
export function createTextSenders(config: Config, db: DbOrTx): TextSenders {
  const sms =
    config.TEXT_PROVIDER === 'bulksms' && config.BULKSMS_TOKEN_ID && config.BULKSMS_TOKEN_SECRET
      ? createBulkSmsSender({
          url: config.BULKSMS_URL,
          tokenId: config.BULKSMS_TOKEN_ID,
          tokenSecret: config.BULKSMS_TOKEN_SECRET,
          from: config.BULKSMS_FROM,
        })
      : createInboxTextSender(db, 'sms');
  const whatsapp =
    config.WHATSAPP_PHONE_NUMBER_ID && config.WHATSAPP_ACCESS_TOKEN
      ? createWhatsAppCloudSender({
          url: config.WHATSAPP_API_URL,
          phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
          accessToken: config.WHATSAPP_ACCESS_TOKEN,
          language: config.WHATSAPP_TEMPLATE_LANGUAGE,
        })
      : createInboxTextSender(db, 'whatsapp');
  return { sms, whatsapp };
}
