import etag from '@fastify/etag';
import { REPAIR_ITEMS_API, RepairItemsQuerySchema, RepairItemTreeSchema } from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { repairItems } from './index';

/** spec Lookups: GET /api/repairItems?quoteType= (public: guests build requests too). */
export function repairItemRoutes(deps: Pick<AppDeps, 'db'>) {
  return async (parent: FastifyInstance) => {
    // An ETag on the list: a browser revalidating it gets 304 without a body when nothing changed.
    await parent.register(etag);
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...at(REPAIR_ITEMS_API.getRepairItems),
      schema: {
        summary: 'List the repair-item tree for a quote type',
        operationId: 'GetRepairItems',
        querystring: RepairItemsQuerySchema,
        response: { 200: RepairItemTreeSchema },
      },
      config: { access: 'public' },
      handler: async (request, reply) => {
        // Templates change when an administrator edits them: a few minutes in a shared cache is fine.
        reply.header('Cache-Control', 'public, max-age=300');
        return repairItems.tree(deps.db, request.query.quoteType);
      },
    });
  };
}
