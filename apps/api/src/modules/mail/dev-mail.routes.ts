import {
  DEV_MAIL_API,
  DevMailListSchema,
  DevMailSchema,
  DevTextListSchema,
  UuidParamsSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import type { TextMessagesService } from '../text-messages/index';
import * as repo from './mail.repo';

/**
 * The local development inbox: lists mail (and texts, decision 074) the app kept instead of sending.
 * Registered only when no SMTP server (no text provider) is configured and the app is not in production
 * (see config), since it shows every message. The texts are text-messages', a module above mail: app.ts
 * hands its service in (decision 058).
 */
export function devMailRoutes(
  deps: AppDeps,
  inbox: { mail: boolean; texts: boolean },
  textMessages: Pick<TextMessagesService, 'devTexts'>,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'public' } as const;
    if (inbox.texts)
      r.route({
        ...at(DEV_MAIL_API.listDevTexts),
        schema: {
          summary: 'List the texts (SMS, WhatsApp) kept instead of sent (development only)',
          operationId: 'ListDevTexts',
          response: { 200: DevTextListSchema },
        },
        config,
        handler: async () => textMessages.devTexts(deps.db),
      });
    if (!inbox.mail) return;
    r.route({
      ...at(DEV_MAIL_API.listDevMail),
      schema: {
        summary: 'List the mail kept instead of sent (development only)',
        operationId: 'ListDevMail',
        response: { 200: DevMailListSchema },
      },
      config,
      handler: async () =>
        (await repo.listRecent(deps.db)).map((mail) => ({
          ...mail,
          createdAt: mail.createdAt.toISOString(),
        })),
    });
    r.route({
      ...at(DEV_MAIL_API.getDevMail),
      schema: {
        summary: 'Read one kept mail (development only)',
        operationId: 'GetDevMail',
        params: UuidParamsSchema,
        response: { 200: DevMailSchema },
      },
      config,
      handler: async (request) => {
        const mail = await repo.findById(deps.db, request.params.id);
        if (!mail) throw notFound('The message');
        return {
          id: mail.id,
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          createdAt: mail.createdAt.toISOString(),
        };
      },
    });
  };
}
