import etag from '@fastify/etag';
import {
  REPAIR_ITEMS_API,
  RepairItemCreateSchema,
  RepairItemDeleteQuerySchema,
  RepairItemIdParamsSchema,
  RepairItemsQuerySchema,
  RepairItemTreeSchema,
  RepairItemUpdateSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { auditActor } from '../audit/index';
import { repairItems, repairItemsAdmin } from './index';

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
        // An administrator edits the trees (decision 066): every request asks again (the ETag makes that a
        // 304), so an edit is seen at once; the tree is read from PostgreSQL, so on every instance.
        reply.header('Cache-Control', 'no-cache');
        return repairItems.tree(deps.db, request.query.quoteType);
      },
    });

    // The administrators' trees (decision 066): admins only, each write audited; each answers the tree.
    const admin = { access: 'admin' } as const;
    app.route({
      ...at(REPAIR_ITEMS_API.createRepairItem),
      schema: {
        summary: "Add a repair item to a quote type's tree",
        operationId: 'CreateRepairItem',
        body: RepairItemCreateSchema,
        response: { 200: RepairItemTreeSchema },
      },
      config: admin,
      handler: async (request) => repairItemsAdmin.create(deps.db, auditActor(request), request.body),
    });
    app.route({
      ...at(REPAIR_ITEMS_API.updateRepairItem),
      schema: {
        summary: 'Edit or move a repair item',
        operationId: 'UpdateRepairItem',
        params: RepairItemIdParamsSchema,
        body: RepairItemUpdateSchema,
        response: { 200: RepairItemTreeSchema },
      },
      config: admin,
      handler: async (request) =>
        repairItemsAdmin.update(deps.db, auditActor(request), request.params.id, request.body),
    });
    app.route({
      ...at(REPAIR_ITEMS_API.deleteRepairItem),
      schema: {
        summary: 'Remove a repair item and the items under it from the tree',
        operationId: 'DeleteRepairItem',
        params: RepairItemIdParamsSchema,
        querystring: RepairItemDeleteQuerySchema,
        response: { 200: RepairItemTreeSchema },
      },
      config: admin,
      handler: async (request) =>
        repairItemsAdmin.remove(deps.db, auditActor(request), request.params.id, request.query.quoteType),
    });
  };
}
