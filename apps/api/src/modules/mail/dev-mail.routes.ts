import { DEV_MAIL_API, DevMailListSchema, DevMailSchema, UuidParamsSchema } from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import * as repo from './mail.repo';

/**
 * The local development inbox: lists mail the app kept instead of sending. Registered only when no
 * SMTP server is configured and the app is not in production (see config), since it shows every mail.
 */
export function devMailRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'public' } as const;
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
