import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** spec: happy customers are counted since 1 September 2020. */
export const CUSTOMERS_SINCE = '2020-09-01';

export function customersCountRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.get('/api/QuoteRequests/GetCustomersCount', async (_request, reply) => {
      const result = await deps.db.execute<{ count: number }>(
        sql`select count(distinct lower(email))::int as count from quote_requests where created_at >= ${CUSTOMERS_SINCE}::date`,
      );
      // The client caches it in a cookie for a day; shared caches may keep it for a few minutes.
      reply.header('Cache-Control', 'public, max-age=300');
      return result.rows[0]?.count ?? 0;
    });
  };
}
