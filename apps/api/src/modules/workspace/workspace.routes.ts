import {
  DashboardListParamsSchema,
  DashboardListSchema,
  DashboardSchema,
  GlobalSearchQuerySchema,
  GlobalSearchSchema,
  PriceLookupBodySchema,
  PriceLookupListSchema,
  WORKSPACE_API,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { requireOrganisationUser } from '../../lib/session';
import { workspace } from './index';

/** The organisation workspace's header search (decision 028) and dashboard (decision 031). */
export function workspaceRoutes(deps: AppDeps) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...at(WORKSPACE_API.globalSearch),
      schema: {
        summary:
          "Search the current branch's requests, vehicles and workshops (the workspace's header search)",
        querystring: GlobalSearchQuerySchema,
        response: { 200: GlobalSearchSchema },
      },
      config: { access: 'organisation', rateLimit: { max: 120, windowMinutes: 1 } },
      handler: async (request) =>
        workspace.search(deps.db, requireOrganisationUser(request), request.query.searchTerm),
    });

    app.route({
      ...at(WORKSPACE_API.getDashboard),
      schema: {
        summary: "Read the current branch's dashboard figures",
        operationId: 'GetDashboard',
        response: { 200: DashboardSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) => workspace.dashboard(deps.db, requireOrganisationUser(request)),
    });

    app.route({
      ...at(WORKSPACE_API.dashboardList),
      schema: {
        summary: 'List the items behind one dashboard figure',
        params: DashboardListParamsSchema,
        response: { 200: DashboardListSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) =>
        workspace.dashboardList(deps.db, requireOrganisationUser(request), request.params.figure),
    });

    app.route({
      ...at(WORKSPACE_API.queryQuotesPriceLookup),
      schema: {
        summary: 'Look up what the organisation paid before for the same items on the same kind of vehicle',
        body: PriceLookupBodySchema,
        response: { 200: PriceLookupListSchema },
      },
      config: { access: 'organisation', rateLimit: { max: 120, windowMinutes: 1, per: 'user' } },
      handler: async (request) =>
        workspace.priceLookup(deps.db, requireOrganisationUser(request), request.body),
    });
  };
}
