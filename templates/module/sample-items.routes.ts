import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { sampleItems } from './index';
import {
  AddSampleItemSchema,
  SampleItemSchema,
  SampleItemsPageQuerySchema,
  SampleItemsPageSchema,
} from './sample-items.schemas';

/**
 * The sample-items routes. Every route declares who may call it (`config.access`, decision 010) and its
 * schemas (the OpenAPI document and the fuzz suite read them); handlers only call the service.
 */
export function sampleItemsRoutes(deps: Pick<AppDeps, 'db'>) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/sample-items',
      {
        schema: {
          summary: 'List the sample items, a page at a time',
          operationId: 'GetSampleItems',
          querystring: SampleItemsPageQuerySchema,
          response: { 200: SampleItemsPageSchema },
        },
        config: { access: 'admin' },
      },
      async (request) => sampleItems.list(deps.db, request.query.page),
    );
    app.post(
      '/api/sample-items',
      {
        schema: {
          summary: 'Add a sample item',
          operationId: 'PostSampleItem',
          body: AddSampleItemSchema,
          response: { 201: SampleItemSchema },
        },
        config: { access: 'admin' },
      },
      async (request, reply) => reply.code(201).send(await sampleItems.add(deps.db, request.body)),
    );
  };
}
