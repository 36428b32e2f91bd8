import {
  AddSampleItemSchema,
  SAMPLE_ITEMS_API,
  SampleItemSchema,
  SampleItemsPageQuerySchema,
  SampleItemsPageSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { requireUser } from '../../lib/session';
import { sampleItems } from './index';
import { SampleItemParamsSchema } from './sample-items.schemas';

/**
 * The sample-items routes, each registered from its contract entry (decision 056: the verb and path are
 * written once, in packages/shared/src/contract/sample-items.ts). Every route declares who may call it
 * (`config.access`, decision 010) and its schemas (the OpenAPI document, the contract test and the fuzz
 * suite read them); handlers only call the service.
 */
export function sampleItemsRoutes(deps: Pick<AppDeps, 'db'>) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...at(SAMPLE_ITEMS_API.getSampleItems),
      schema: {
        summary: "List the caller's sample items, a page at a time",
        operationId: 'GetSampleItems',
        querystring: SampleItemsPageQuerySchema,
        response: { 200: SampleItemsPageSchema },
      },
      config: { access: 'user' },
      handler: async (request) => sampleItems.listMine(deps.db, requireUser(request), request.query.page),
    });
    app.route({
      ...at(SAMPLE_ITEMS_API.getSampleItem),
      schema: {
        summary: "Read one of the caller's sample items",
        operationId: 'GetSampleItem',
        params: SampleItemParamsSchema,
        response: { 200: SampleItemSchema },
      },
      config: { access: 'user' },
      handler: async (request) => sampleItems.getMine(deps.db, requireUser(request), request.params.id),
    });
    app.route({
      ...at(SAMPLE_ITEMS_API.postSampleItem),
      schema: {
        summary: 'Add a sample item',
        operationId: 'PostSampleItem',
        body: AddSampleItemSchema,
        response: { 201: SampleItemSchema },
      },
      config: { access: 'user' },
      handler: async (request, reply) =>
        reply.code(201).send(await sampleItems.add(deps.db, requireUser(request), request.body)),
    });
    app.route({
      ...at(SAMPLE_ITEMS_API.archiveSampleItem),
      schema: {
        summary: "Archive one of the caller's active sample items",
        operationId: 'ArchiveSampleItem',
        params: SampleItemParamsSchema,
        response: { 200: SampleItemSchema },
      },
      config: { access: 'user' },
      handler: async (request) => sampleItems.archive(deps.db, requireUser(request), request.params.id),
    });
  };
}
