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
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { readModels } from '../../db/read-models';
import { at } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { KEPT_LIST_ROUTE, keptAnswers, sendKeptList } from '../../lib/kept-json';
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

/**
 * How browsers keep the regions: they revalidate every time (decision 066: an admin's edit shows on the
 * next load), which costs a 304 from the kept list (decision 081).
 */
export const REGIONS_CACHE = 'no-cache';
/** The regions kept per instance (one list of polygons, tens of KB). */
const REGIONS_KEPT_MAX_BYTES = 4 * 1024 * 1024;

/** spec Lookups: GET /api/regions (public: step 3 of a guest's request shows them). */
export function regionRoutes(deps: Pick<AppDeps, 'db' | 'pool' | 'directPool'>) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    // Kept as the bytes it sends, with a strong ETag, and dropped on every instance when a region
    // changes (the 'regions' notice, migration 0045); read from the primary, never a replica (069).
    const kept = keptAnswers(deps, ['regions'], { maxBytes: REGIONS_KEPT_MAX_BYTES });
    app.route({
      ...at(PLACES_API.getRegions),
      ...KEPT_LIST_ROUTE,
      schema: { summary: 'List the regions', response: { 200: RegionListSchema } },
      config: { access: 'public' },
      handler: async (request, reply) => {
        const list = await kept.get('regions', async () =>
          JSON.stringify(z.encode(RegionListSchema, await places.regions(deps.db))),
        );
        return sendKeptList(request, reply, list, REGIONS_CACHE);
      },
    });
    // An admin's write answers once this instance has dropped its kept list: their next read here is
    // the new one; the other instances drop theirs when the notice reaches them (decision 081).
    const settled = () => readModels(deps).settled();

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
      handler: async (request) => {
        const region = await places.createRegion(deps.db, auditActor(request), request.body);
        await settled();
        return region;
      },
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
      handler: async (request) => {
        const region = await places.updateRegion(
          deps.db,
          auditActor(request),
          request.params.id,
          request.body,
        );
        await settled();
        return region;
      },
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
      handler: async (request) => {
        const left = await places.deleteRegion(deps.db, auditActor(request), request.params.id);
        await settled();
        return left;
      },
    });
  };
}
