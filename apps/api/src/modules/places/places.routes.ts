import etag from '@fastify/etag';
import {
  PLACES_API,
  PlaceDetailsParamsSchema,
  PlaceDetailsQuerySchema,
  PlaceDetailsSchema,
  PlaceSuggestionsSchema,
  PlaceSuggestQuerySchema,
  RegionListSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client';
import { at } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { places } from './index';
import type { PlacesProvider } from './places.provider';

/** Address search for the reusable address capture: public, for guests too, and rate limited. */
export function placeRoutes(deps: { places: PlacesProvider }) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    // A person types a few characters a second; 120 a minute is a generous ceiling. Counted per signed-in
    // user (an office's staff each have their own), guests per address; one count for both calls.
    const rateLimit = { bucket: 'places', max: 120, windowMinutes: 1, per: 'user' } as const;
    app.route({
      ...at(PLACES_API.suggestPlaces),
      schema: {
        summary: 'Suggest addresses for what was typed so far',
        operationId: 'SuggestPlaces',
        querystring: PlaceSuggestQuerySchema,
        response: { 200: PlaceSuggestionsSchema },
      },
      config: { access: 'public', rateLimit },
      handler: async (request) =>
        deps.places.suggest(request.query.input, { sessionToken: request.query.sessionToken }),
    });
    app.route({
      ...at(PLACES_API.getPlaceDetails),
      schema: {
        summary: 'Read a suggested address in full, with its coordinates',
        operationId: 'GetPlaceDetails',
        params: PlaceDetailsParamsSchema,
        querystring: PlaceDetailsQuerySchema,
        response: { 200: PlaceDetailsSchema },
      },
      config: { access: 'public', rateLimit },
      handler: async (request) => {
        const place = await deps.places.details(request.params.placeId, {
          sessionToken: request.query.sessionToken,
        });
        if (!place) throw notFound('The address');
        return place;
      },
    });
  };
}

/** spec Lookups: GET /api/regions (public: step 3 of a guest's request shows them). */
export function regionRoutes(deps: { db: DbOrTx }) {
  return async (parent: FastifyInstance) => {
    // An ETag on the list: a browser revalidating it gets 304 without a body when nothing changed.
    await parent.register(etag);
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...at(PLACES_API.getRegions),
      schema: { summary: 'List the regions', response: { 200: RegionListSchema } },
      config: { access: 'public' },
      handler: async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return places.regions(deps.db);
      },
    });
  };
}
