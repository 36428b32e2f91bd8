import { ADMIN_API, AuditPageSchema, AuditQuerySchema } from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { audit } from './index';

/** The audit page's search (/admin/audit): administrators only, like every /api/admin call. */
export function auditRoutes(deps: Pick<AppDeps, 'db'>) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...at(ADMIN_API.getAdminAudit),
      schema: {
        summary: 'Search the audit trail of admin actions, newest first',
        operationId: 'GetAdminAudit',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
      },
      config: { access: 'admin' },
      handler: async (request) => audit.search(deps.db, request.query),
    });
  };
}
