import {
  ADMIN_API,
  AdminDashboardQuerySchema,
  AdminDashboardSchema,
  AdminFigureListSchema,
  AdminFigureParamsSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { adminDashboard } from './index';

/** The Admin Dashboard (/admin): administrators only, like every /api/admin call. */
export function adminDashboardRoutes(deps: Pick<AppDeps, 'db'>) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...at(ADMIN_API.getAdminDashboard),
      schema: {
        summary: 'The Admin Dashboard’s figures for a range of days',
        operationId: 'GetAdminDashboard',
        querystring: AdminDashboardQuerySchema,
        response: { 200: AdminDashboardSchema },
      },
      config: { access: 'admin' },
      handler: async (request) => adminDashboard.figures(deps.db, request.query),
    });
    app.route({
      ...at(ADMIN_API.getAdminDashboardByFigure),
      schema: {
        summary: 'The list behind one of the Admin Dashboard’s figures',
        operationId: 'GetAdminDashboardByFigure',
        params: AdminFigureParamsSchema,
        querystring: AdminDashboardQuerySchema,
        response: { 200: AdminFigureListSchema },
      },
      config: { access: 'admin' },
      handler: async (request) => adminDashboard.list(deps.db, request.params.figure, request.query),
    });
  };
}
