import {
  AdminMenuPriceSchema,
  AdminMenuPricesQuerySchema,
  AdminMenuPricesSchema,
  INSTANT_PRICES_API,
  WithdrawMenuPriceSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { auditActor } from '../audit/index';
import { menuPricesAdmin } from './index';
import { MenuPriceParamsSchema } from './instant-prices.schemas';

/**
 * The workshops' menus for administrators (decision 080), each route registered from its contract entry,
 * access admin (401 signed out, 403 to anyone else; a write needs a fresh sign-in, decision 059):
 * - GET /api/admin/menu-prices: every workshop's fixed prices, by workshop and job;
 * - POST /api/admin/menu-prices/{id}/withdraw: a wrong price taken off offer with a reason (audited, the
 *   workshop told by mail).
 */
export function menuPricesAdminRoutes(deps: Pick<AppDeps, 'db'>) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;
    const config = { access: 'admin' } as const;

    app.route({
      ...at(INSTANT_PRICES_API.listAdminMenuPrices),
      schema: {
        summary: "List every workshop's menu prices, by workshop and job (administrators)",
        operationId: 'ListAdminMenuPrices',
        querystring: AdminMenuPricesQuerySchema,
        response: { 200: AdminMenuPricesSchema },
      },
      config,
      handler: async (request) => menuPricesAdmin.list(db, request.query),
    });
    app.route({
      ...at(INSTANT_PRICES_API.withdrawMenuPrice),
      schema: {
        summary: 'Withdraw a wrong menu price with a reason; the workshop is told by mail (administrators)',
        operationId: 'WithdrawMenuPrice',
        params: MenuPriceParamsSchema,
        body: WithdrawMenuPriceSchema,
        response: { 200: AdminMenuPriceSchema },
      },
      config,
      handler: async (request) =>
        menuPricesAdmin.withdraw(db, auditActor(request), request.params.id, request.body.reason),
    });
  };
}
