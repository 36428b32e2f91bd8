import {
  ADMIN_PEOPLE_API,
  AdminRequestHistorySchema,
  AdminSearchQuerySchema,
  AdminSearchResultsSchema,
  AdminUserSchema,
  UuidParamsSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { adminPeople } from './index';

/** People and trust's reads (issue 22 item 7): administrators only, like every /api/admin call. */
export function adminPeopleRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'admin' } as const;
    app.route({
      ...at(ADMIN_PEOPLE_API.getAdminSearch),
      schema: {
        summary: 'Find users, requests, quotes, jobs and payments',
        operationId: 'GetAdminSearch',
        querystring: AdminSearchQuerySchema,
        response: { 200: AdminSearchResultsSchema },
      },
      config,
      handler: async (request) => adminPeople.search(deps.db, request.query.q),
    });
    app.route({
      ...at(ADMIN_PEOPLE_API.getAdminRequest),
      schema: {
        summary: 'A request’s whole history across both sides',
        operationId: 'GetAdminRequest',
        params: UuidParamsSchema,
        response: { 200: AdminRequestHistorySchema },
      },
      config,
      handler: async (request) => adminPeople.requestHistory(deps.db, request.params.id),
    });
    app.route({
      ...at(ADMIN_PEOPLE_API.getAdminUser),
      schema: {
        summary: 'A user with their roles and sessions',
        operationId: 'GetAdminUser',
        params: UuidParamsSchema,
        response: { 200: AdminUserSchema },
      },
      config,
      handler: async (request) => adminPeople.user(deps.db, request.params.id, deps.config.ADMIN_EMAILS),
    });
  };
}
