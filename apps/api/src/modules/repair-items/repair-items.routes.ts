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
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { readModels } from '../../db/read-models';
import { at } from '../../lib/contract';
import { KEPT_LIST_ROUTE, keptAnswers, sendKeptList } from '../../lib/kept-json';
import { auditActor } from '../audit/index';
import { repairItems, repairItemsAdmin } from './index';

/**
 * How browsers keep a tree: they revalidate every time (decision 066: an admin's edit shows on the next
 * load), which costs a 304 from the kept tree (decision 081).
 */
export const REPAIR_ITEMS_CACHE = 'no-cache';
/** The trees kept per instance (one per quote type). */
const TREES_KEPT_MAX_BYTES = 4 * 1024 * 1024;

/** spec Lookups: GET /api/repairItems?quoteType= (public: guests build requests too). */
export function repairItemRoutes(deps: Pick<AppDeps, 'db' | 'pool' | 'directPool'>) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    // Each tree is kept as the bytes it sends, with a strong ETag, and dropped on every instance when a
    // template or its lines change (their notices, migration 0045).
    const trees = keptAnswers(deps, ['repair_item_templates', 'repair_item_template_items'], {
      maxBytes: TREES_KEPT_MAX_BYTES,
    });
    app.route({
      ...at(REPAIR_ITEMS_API.getRepairItems),
      ...KEPT_LIST_ROUTE,
      schema: {
        summary: 'List the repair-item tree for a quote type',
        operationId: 'GetRepairItems',
        querystring: RepairItemsQuerySchema,
        response: { 200: RepairItemTreeSchema },
      },
      config: { access: 'public' },
      handler: async (request, reply) => {
        const { quoteType } = request.query;
        const tree = await trees.get(quoteType, async () =>
          JSON.stringify(z.encode(RepairItemTreeSchema, await repairItems.tree(deps.db, quoteType))),
        );
        return sendKeptList(request, reply, tree, REPAIR_ITEMS_CACHE);
      },
    });
    // An admin's write answers once this instance has dropped its kept trees (decision 081).
    const settled = async <T>(answer: T): Promise<T> => {
      await readModels(deps).settled();
      return answer;
    };

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
      handler: async (request) =>
        settled(await repairItemsAdmin.create(deps.db, auditActor(request), request.body)),
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
        settled(await repairItemsAdmin.update(deps.db, auditActor(request), request.params.id, request.body)),
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
        settled(
          await repairItemsAdmin.remove(
            deps.db,
            auditActor(request),
            request.params.id,
            request.query.quoteType,
          ),
        ),
    });
  };
}
