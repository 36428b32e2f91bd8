import {
  SaveTextSettingsSchema,
  TEXT_MESSAGES_API,
  TextChannelSchema,
  TextInboundAnswerSchema,
  TextInboundBodySchema,
  TextInboundQuerySchema,
  TextInboundVerifyQuerySchema,
  TextSettingsSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors';
import { requireUser } from '../../lib/session';
import { readDeliveryReports, readReplies } from './inbound';
import { textMessages } from './index';
import { handshakeChallenge, metaSignatureValid, sameSecret } from './webhook-auth';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The webhook's JSON, read from the raw bytes the signature was checked on. */
function parseJson(raw: unknown): unknown {
  const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : typeof raw === 'string' ? raw : null;
  if (text === null) return raw;
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest({ root: ['Send the webhook as JSON.'] }, 'This is not JSON.');
  }
}

/** A person's text choices, and the providers' replies (decision 074). */
export function textMessagesRoutes(deps: AppDeps) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...at(TEXT_MESSAGES_API.getTextSettings),
      schema: {
        summary: "The caller's text message choices (SMS, WhatsApp, quiet hours)",
        response: { 200: TextSettingsSchema },
      },
      config: { access: 'user' },
      handler: async (request) => textMessages.settings(deps.db, requireUser(request)),
    });

    app.route({
      ...at(TEXT_MESSAGES_API.saveTextSettings),
      schema: {
        summary: "Save the caller's text message choices",
        description:
          'Switching SMS or WhatsApp on needs `consent: true` (POPIA) and a mobile number on the account; ' +
          'texts are not sent in the quiet hours (local time, Africa/Johannesburg) but wait until they end.',
        body: SaveTextSettingsSchema,
        response: { 200: TextSettingsSchema },
      },
      config: { access: 'user' },
      handler: async (request) => textMessages.save(deps.db, requireUser(request), request.body),
    });

    // The providers' webhooks: JSON is kept as raw bytes here, because Meta signs the bytes (decision 074).
    await parent.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      const hooks = scope.withTypeProvider<ZodTypeProvider>();
      const rateLimit = { max: 600, windowMinutes: 1, bucket: 'text-inbound' };

      hooks.route({
        ...at(TEXT_MESSAGES_API.textInbound),
        schema: {
          summary: "Receive a text provider's replies and delivery reports (STOP, START)",
          description:
            'WhatsApp: with WHATSAPP_APP_SECRET set, the X-Hub-Signature-256 header (HMAC-SHA256 of the raw ' +
            'body with the app secret) is required and checked. Otherwise (and for SMS) authenticated by ' +
            'TEXT_WEBHOOK_SECRET, sent as the X-Webhook-Secret header or the `secret` query parameter. Reads ' +
            "BulkSMS's and WhatsApp Cloud API's webhook bodies; STOP, STOPALL or UNSUBSCRIBE switches that " +
            'number off the channel at once, START on again; delivery reports mark a sent text delivered or ' +
            'failed.',
          params: z.object({ channel: TextChannelSchema }),
          querystring: TextInboundQuerySchema,
          body: TextInboundBodySchema,
          response: { 200: TextInboundAnswerSchema },
        },
        config: { access: 'public', rateLimit },
        handler: async (request) => {
          const { channel } = request.params;
          const appSecret = deps.config.WHATSAPP_APP_SECRET;
          if (channel === 'whatsapp' && appSecret) {
            const raw = Buffer.isBuffer(request.body)
              ? request.body
              : Buffer.from(String(request.body ?? ''));
            if (!metaSignatureValid(raw, header(request.headers['x-hub-signature-256']), appSecret))
              throw unauthorized('The X-Hub-Signature-256 signature is missing or wrong.');
          } else {
            const given = header(request.headers['x-webhook-secret']) ?? request.query.secret;
            if (!sameSecret(given, deps.config.TEXT_WEBHOOK_SECRET))
              throw unauthorized('The webhook secret is missing or wrong.');
          }
          const payload = parseJson(request.body);
          const received = await textMessages.inbound(deps.db, channel, readReplies(payload));
          const reports = await textMessages.deliveryReports(deps.db, channel, readDeliveryReports(payload));
          return reports > 0 ? { received, reports } : { received };
        },
      });

      hooks.route({
        ...at(TEXT_MESSAGES_API.textInboundVerify),
        schema: {
          summary: "Answer Meta's webhook verification handshake (WhatsApp)",
          description:
            'Meta calls the callback URL with `hub.mode=subscribe`, `hub.verify_token` (the token typed into ' +
            "the app's dashboard, WHATSAPP_VERIFY_TOKEN here) and `hub.challenge`; the challenge is echoed as " +
            'plain text. A wrong token, or none configured, is refused (403).',
          params: z.object({ channel: TextChannelSchema }),
          querystring: TextInboundVerifyQuerySchema,
          response: { 200: z.string() },
        },
        config: { access: 'public', rateLimit },
        handler: async (request, reply) => {
          if (request.params.channel !== 'whatsapp') throw notFound('The handshake');
          const challenge = handshakeChallenge(request.query, deps.config.WHATSAPP_VERIFY_TOKEN);
          if (challenge === null) throw forbidden('The verify token is missing or wrong.');
          return reply.type('text/plain; charset=utf-8').send(challenge);
        },
      });
    });
  };
}
