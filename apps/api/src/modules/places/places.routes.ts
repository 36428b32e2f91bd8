import etag from '@fastify/etag';
import {
  PLACES_API,
  PlaceDetailsParamsSchema,
  PlaceDetailsQuerySchema,
  PlaceDetailsSchema,
  PlaceSuggestionsSchema,
  PlaceSuggestQuerySchema,
  RegionIdParamsSchema,
  RegionInputSchema,
  RegionListSchema,
  RegionSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { at } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { auditActor } from '../audit/index';
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
export function regionRoutes(deps: { db: Db }) {
  return async (parent: FastifyInstance) => {
    // An ETag on the list: a browser revalidating it gets 304 without a body when nothing changed.
    await parent.register(etag);
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...at(PLACES_API.getRegions),
      schema: { summary: 'List the regions', response: { 200: RegionListSchema } },
      config: { access: 'public' },
      handler: async (_request, reply) => {
        // An admin edits regions (decision 066): every request asks again (the ETag makes that a 304), so
        // an edit is seen at once; the list is read from PostgreSQL, so on every instance.
        reply.header('Cache-Control', 'no-cache');
        return places.regions(deps.db);
      },
    });

    // The administrators' regions (decision 066): admins only, each write audited.
    const admin = { access: 'admin' } as const;
    app.route({
      ...at(PLACES_API.createRegion),
      schema: {
        summary: 'Add a region',
        operationId: 'CreateRegion',
        body: RegionInputSchema,
        response: { 200: RegionSchema },
      },
      config: admin,
      handler: async (request) => places.createRegion(deps.db, auditActor(request), request.body),
    });
    app.route({
      ...at(PLACES_API.updateRegion),
      schema: {
        summary: "Edit a region's name and shape",
        operationId: 'UpdateRegion',
        params: RegionIdParamsSchema,
        body: RegionInputSchema,
        response: { 200: RegionSchema },
      },
      config: admin,
      handler: async (request) =>
        places.updateRegion(deps.db, auditActor(request), request.params.id, request.body),
    });
    app.route({
      ...at(PLACES_API.deleteRegion),
      schema: {
        summary: 'Delete a region no workshop or request uses',
        operationId: 'DeleteRegion',
        params: RegionIdParamsSchema,
        response: { 200: RegionListSchema },
      },
      config: admin,
      handler: async (request) => places.deleteRegion(deps.db, auditActor(request), request.params.id),
    });
  };
}
