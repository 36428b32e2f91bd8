import {
  REMINDERS_API,
  ReminderChoicesSchema,
  ReminderFunnelQuerySchema,
  ReminderFunnelSchema,
  ReminderKeySchema,
  ReminderParamsSchema,
  ReminderPrefillSchema,
  ReminderUnsubscribedSchema,
  SetReminderChoiceSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { requireUser } from '../../lib/session';
import { reminders } from './index';

/** A reminder's link, a person's reminder choices and the reminders' funnel (decision 078). */
export function remindersRoutes(deps: Pick<AppDeps, 'db'>) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...at(REMINDERS_API.getReminder),
      schema: {
        summary: 'What a reminder’s link fills into a new request (its owner only)',
        params: ReminderParamsSchema,
        response: { 200: ReminderPrefillSchema },
      },
      config: { access: 'user' },
      handler: async (request) => reminders.prefill(deps.db, requireUser(request), request.params.id),
    });

    // A request's reminder (decision 079): its link's key opens it and stops its kind, signed in or not.
    const keyed = { access: 'public', rateLimit: { max: 60, windowMinutes: 10 } } as const;

    app.route({
      ...at(REMINDERS_API.openReminder),
      schema: {
        summary: 'What a request’s reminder link fills into a new request, by the link’s key (no sign-in)',
        params: ReminderParamsSchema,
        body: ReminderKeySchema,
        response: { 200: ReminderPrefillSchema },
      },
      config: keyed,
      handler: async (request) => reminders.open(deps.db, request.params.id, request.body.key),
    });

    app.route({
      ...at(REMINDERS_API.unsubscribeReminder),
      schema: {
        summary: 'Stop a request’s reminder kind at the address its mail went to, by the mail’s key',
        params: ReminderParamsSchema,
        body: ReminderKeySchema,
        response: { 200: ReminderUnsubscribedSchema },
      },
      config: keyed,
      handler: async (request) => reminders.unsubscribe(deps.db, request.params.id, request.body.key),
    });

    app.route({
      ...at(REMINDERS_API.getReminderChoices),
      schema: {
        summary: 'The caller’s reminders per garage vehicle and kind, on or off',
        response: { 200: ReminderChoicesSchema },
      },
      config: { access: 'user' },
      handler: async (request) => reminders.choices(deps.db, requireUser(request)),
    });

    app.route({
      ...at(REMINDERS_API.setReminderChoice),
      schema: {
        summary: 'Turn one kind of reminder on or off for one of the caller’s garage vehicles',
        body: SetReminderChoiceSchema,
        response: { 200: ReminderChoicesSchema },
      },
      config: { access: 'user' },
      handler: async (request) => reminders.setChoice(deps.db, requireUser(request), request.body),
    });

    app.route({
      ...at(REMINDERS_API.getReminderFunnel),
      schema: {
        summary: 'Reminders sent, the request flows they started and the requests they brought, per kind',
        querystring: ReminderFunnelQuerySchema,
        response: { 200: ReminderFunnelSchema },
      },
      config: { access: 'admin' },
      handler: async (request) => reminders.funnel(deps.db, request.query),
    });
  };
}
