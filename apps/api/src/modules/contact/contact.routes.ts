import { CONTACT_API, ContactMessageAnswerSchema, ContactMessageBodySchema } from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { AppError } from '../../lib/errors';
import { contact } from './index';

export function contactRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().route({
      ...at(CONTACT_API.postContactMessage),
      schema: {
        summary: 'Send a message through the contact form (guests pass the bot check)',
        operationId: 'PostContactMessage',
        body: ContactMessageBodySchema,
        response: { 201: ContactMessageAnswerSchema },
      },
      config: { access: 'public', rateLimit: { max: 5, windowMinutes: 10 } },
      handler: async (request, reply) => {
        const problem = await deps.botCheck.check(request.body.altcha);
        if (problem) throw new AppError(400, problem, { altcha: [problem] });
        const { altcha: _, ...form } = request.body;
        const saved = await contact.submitMessage(deps.db, deps.config.SUPPORT_EMAIL, form, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return reply.code(201).send(saved);
      },
    });
  };
}
