import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { quoteRequests } from './quote-requests.service';

export function quoteRequestRoutes(deps: AppDeps) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/QuoteRequests/GetCustomersCount',
      { schema: { response: { 200: z.number() } }, config: { access: 'public' } },
      async (_request, reply) => {
        // The client caches it in a cookie for a day; shared caches may keep it for a few minutes.
        reply.header('Cache-Control', 'public, max-age=300');
        return quoteRequests.countCustomers(deps.db);
      },
    );
  };
}
