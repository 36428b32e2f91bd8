import {
  ADMIN_API,
  AdminCreatedUserSchema,
  AdminCreateUserSchema,
  AdminDisableSchema,
  MessageSchema,
  UuidParamsSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { at } from '../../lib/contract';
import type { AccountsModule } from '../accounts/index';
import { auditActor } from '../audit/index';

/**
 * The admin back office (/api/admin/...): it owns no tables; each call goes to the service of the module
 * that owns the data (accounts here; workshops, organisations, regions, templates and the catalogue import
 * join it as they are built). Every write is recorded in the audit trail by the owning service, in the
 * write's own transaction (decision 059); the route names who acted.
 */
export function adminRoutes(mod: AccountsModule) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'admin' } as const;

    app.route({
      ...at(ADMIN_API.postAdminUsers),
      schema: {
        summary: 'Create a user account (administrators)',
        body: AdminCreateUserSchema,
        response: { 201: AdminCreatedUserSchema },
      },
      config,
      handler: async (request, reply) =>
        reply.code(201).send(await mod.accounts.adminCreateUser(request.body, auditActor(request))),
    });

    app.route({
      ...at(ADMIN_API.postAdminUsersDisable),
      schema: {
        summary: 'Disable or re-enable a user account',
        params: UuidParamsSchema,
        body: AdminDisableSchema,
        response: { 200: MessageSchema },
      },
      config,
      handler: async (request) =>
        mod.accounts.adminSetDisabled(request.params.id, request.body.disabled, auditActor(request)),
    });
  };
}
