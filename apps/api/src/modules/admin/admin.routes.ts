import { ADMIN_API, MessageSchema } from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { at } from '../../lib/contract';
import {
  type AccountsModule,
  AdminCreateUserSchema,
  AdminDisableSchema,
  IdParamsSchema,
} from '../accounts/index';
import { type AuditPort, auditActor } from '../audit/index';

/**
 * The admin back office (/api/admin/...): it owns no tables; each call goes to the service of the module
 * that owns the data (accounts here; workshops, organisations, regions, templates and the catalogue import
 * join it as they are built). Every write is recorded in the audit trail (decision 059).
 *
 * Until accounts' admin operations take the audit port (`audit.record(tx, ...)` inside their own
 * transaction, as payments' will), these two record right after the operation commits: an operation
 * that fails records nothing, but the entry is not yet in the operation's transaction.
 */
export function adminRoutes(mod: AccountsModule, trail: { audit: AuditPort; db: Db }) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'admin' } as const;

    app.route({
      ...at(ADMIN_API.postAdminUsers),
      schema: {
        summary: 'Create a user account (administrators)',
        body: AdminCreateUserSchema,
        response: { 201: z.object({ id: z.string(), email: z.string() }) },
      },
      config,
      handler: async (request, reply) => {
        const created = await mod.accounts.adminCreateUser(request.body);
        await trail.audit.record(trail.db, {
          actor: auditActor(request),
          action: 'user.create',
          targetType: 'user',
          targetId: created.id,
          before: null,
          after: { ...request.body, id: created.id },
        });
        return reply.code(201).send(created);
      },
    });

    app.route({
      ...at(ADMIN_API.postAdminUsersDisable),
      schema: {
        summary: 'Disable or re-enable a user account',
        params: IdParamsSchema,
        body: AdminDisableSchema,
        response: { 200: MessageSchema },
      },
      config,
      handler: async (request) => {
        const answer = await mod.accounts.adminSetDisabled(request.params.id, request.body.disabled);
        await trail.audit.record(trail.db, {
          actor: auditActor(request),
          action: request.body.disabled ? 'user.disable' : 'user.enable',
          targetType: 'user',
          targetId: request.params.id,
          before: null,
          after: { isDisabled: request.body.disabled },
        });
        return answer;
      },
    });
  };
}
