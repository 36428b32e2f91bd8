import {
  BookInstantPriceSchema,
  INSTANT_PRICES_API,
  InstantBookingAnswerSchema,
  InstantPriceOffersQuerySchema,
  InstantPriceOffersSchema,
  MenuPriceListSchema,
  MenuPriceSchema,
  SaveMenuPriceSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { idempotencyCaller, idempotent } from '../../lib/idempotency';
import { requireUser } from '../../lib/session';
import { ownWorkshop } from '../workshops/routes';
import { instantPrices } from './index';
import { MenuPriceParamsSchema } from './instant-prices.schemas';

/**
 * Instant fixed prices (decision 077), each route registered from its contract entry:
 * - GET/POST /api/workshop/menu-prices, PUT/DELETE /api/workshop/menu-prices/{id}: the workshop's menu;
 * - GET /api/admin/workshops/{id}/menu-prices: an administrator's read of a workshop's menu;
 * - GET /api/PublicWorkshop/InstantPrices: the offers for a vehicle, jobs and a place (public);
 * - POST /api/instant-prices/book: the one-step booking (signed in; Idempotency-Key).
 */
export function instantPricesRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;
    const workshop = { access: 'workshop' } as const;

    app.route({
      ...at(INSTANT_PRICES_API.getMenuPrices),
      schema: {
        summary: "List the workshop's own menu prices and the jobs it may price",
        response: { 200: MenuPriceListSchema },
      },
      config: workshop,
      handler: async (request) => instantPrices.menu(db, ownWorkshop(request)),
    });
    app.route({
      ...at(INSTANT_PRICES_API.addMenuPrice),
      schema: {
        summary: 'Publish a menu price for a job and a vehicle class',
        body: SaveMenuPriceSchema,
        response: { 201: MenuPriceSchema },
      },
      config: workshop,
      handler: async (request, reply) =>
        reply.code(201).send(await instantPrices.add(db, ownWorkshop(request), request.body)),
    });
    app.route({
      ...at(INSTANT_PRICES_API.updateMenuPrice),
      schema: {
        summary: "Change one of the workshop's menu prices",
        params: MenuPriceParamsSchema,
        body: SaveMenuPriceSchema,
        response: { 200: MenuPriceSchema },
      },
      config: workshop,
      handler: async (request) =>
        instantPrices.change(db, ownWorkshop(request), request.params.id, request.body),
    });
    app.route({
      ...at(INSTANT_PRICES_API.deleteMenuPrice),
      schema: {
        summary: "Remove one of the workshop's menu prices",
        params: MenuPriceParamsSchema,
        response: { 200: MenuPriceListSchema },
      },
      config: workshop,
      handler: async (request) => instantPrices.remove(db, ownWorkshop(request), request.params.id),
    });
    app.route({
      ...at(INSTANT_PRICES_API.getAdminMenuPrices),
      schema: {
        summary: "Read a workshop's menu prices (administrators)",
        params: MenuPriceParamsSchema,
        response: { 200: MenuPriceListSchema },
      },
      config: { access: 'admin' },
      handler: async (request) => instantPrices.menu(db, request.params.id),
    });
    app.route({
      ...at(INSTANT_PRICES_API.getInstantPriceOffers),
      schema: {
        summary: "List nearby workshops' fixed prices for a vehicle and jobs, cheapest first",
        querystring: InstantPriceOffersQuerySchema,
        response: { 200: InstantPriceOffersSchema },
      },
      config: { access: 'public' },
      handler: async (request) => instantPrices.offers(db, request.sessionUser?.id ?? null, request.query),
    });
    app.route({
      ...at(INSTANT_PRICES_API.bookInstantPrice),
      schema: {
        summary: 'Book a fixed price: the request, the quote and the booking in one step',
        body: BookInstantPriceSchema,
        response: { 200: InstantBookingAnswerSchema },
      },
      config: { access: 'user', rateLimit: { max: 30, windowMinutes: 10, per: 'user' }, idempotent: true },
      handler: async (request, reply) => {
        const user = requireUser(request);
        const call = { db, caller: idempotencyCaller(user, null), fingerprint: request.body };
        // A retried booking gets the first answer, not a second booking (decision 070).
        return idempotent(request, reply, call, async (tx) => ({
          status: 200,
          body: await instantPrices.book(tx, user, request.body, {
            publicUrl: deps.config.PUBLIC_URL.replace(/\/+$/, ''),
          }),
        }));
      },
    });
  };
}
