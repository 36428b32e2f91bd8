import { GlobalSearchQuerySchema, GlobalSearchSchema } from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireOrganisationUser } from '../../lib/session';
import { workspace } from './workspace.service';

/** The organisation workspace's header search (decision 028). */
export function workspaceRoutes(deps: AppDeps) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/user/globalSearch',
      {
        schema: { querystring: GlobalSearchQuerySchema, response: { 200: GlobalSearchSchema } },
        config: { access: 'organisation', rateLimit: { max: 120, windowMinutes: 1 } },
      },
      async (request) =>
        workspace.search(deps.db, requireOrganisationUser(request), request.query.searchTerm),
    );
  };
}
