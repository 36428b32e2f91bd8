import { timingSafeEqual } from 'node:crypto';
import {
  SaveTextSettingsSchema,
  TEXT_MESSAGES_API,
  TextChannelSchema,
  TextInboundAnswerSchema,
  TextInboundBodySchema,
  TextInboundQuerySchema,
  TextSettingsSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { unauthorized } from '../../lib/errors';
import { requireUser } from '../../lib/session';
import { readReplies } from './inbound';
import { textMessages } from './index';

const sameSecret = (given: string | undefined, expected: string | undefined) => {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

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

    app.route({
      ...at(TEXT_MESSAGES_API.textInbound),
      schema: {
        summary: "Receive a text provider's replies and delivery reports (STOP, START)",
        description:
          'Authenticated by TEXT_WEBHOOK_SECRET, sent as the X-Webhook-Secret header or the `secret` query ' +
          "parameter. Reads BulkSMS's and WhatsApp Cloud API's webhook bodies; STOP, STOPALL or UNSUBSCRIBE " +
          'switches that number off the channel at once, START on again.',
        params: z.object({ channel: TextChannelSchema }),
        querystring: TextInboundQuerySchema,
        body: TextInboundBodySchema,
        response: { 200: TextInboundAnswerSchema },
      },
      config: { access: 'public', rateLimit: { max: 600, windowMinutes: 1, bucket: 'text-inbound' } },
      handler: async (request) => {
        const header = request.headers['x-webhook-secret'];
        const given = (typeof header === 'string' ? header : undefined) ?? request.query.secret;
        if (!sameSecret(given, deps.config.TEXT_WEBHOOK_SECRET))
          throw unauthorized('The webhook secret is missing or wrong.');
        const received = await textMessages.inbound(
          deps.db,
          request.params.channel,
          readReplies(request.body),
        );
        return { received };
      },
    });
  };
}
