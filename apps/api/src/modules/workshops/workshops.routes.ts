import {
  OrganisationWorkshopsQuerySchema,
  PublicWorkshopDetailSchema,
  PublicWorkshopPageSchema,
  PublicWorkshopsQuerySchema,
  WORKSHOPS_API,
  WorkshopAddressesQuerySchema,
  WorkshopAddressListSchema,
  WorkshopPageSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { laggingReadDb } from '../../db/client';
import { readModels } from '../../db/read-models';
import { at } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { sendKeptJson } from '../../lib/kept-json';
import { requireOrganisationUser } from '../../lib/session';
import { createDistanceProvider } from '../places/index';
import { createDirectoryPages } from './directory-pages';
import { type WorkshopFinder, type WorkshopMap, workshops } from './index';
import { WorkshopParamsSchema } from './workshops.schemas';

/**
 * What the directory's routes are handed (decision 058): step 3's finder and the map, which count the jobs
 * in progress of quotes, a module above workshops; app.ts gives the ones quotes wires.
 */
export interface WorkshopRoutesPorts {
  finder: Pick<WorkshopFinder, 'addresses' | 'organisationPage'>;
  map: WorkshopMap;
}

/** The public workshop directory (spec: PublicWorkshop). */
export function workshopRoutes(deps: AppDeps, { finder, map }: WorkshopRoutesPorts) {
  const distances = deps.distances ?? createDistanceProvider();
  const directoryPages = createDirectoryPages(deps);
  return async (app: FastifyInstance) => {
    app.addHook('onClose', async () => readModels(deps).close());
    if (deps.warmReadModels) app.addHook('onReady', async () => void map.warm().catch(() => {}));
    const r = app.withTypeProvider<ZodTypeProvider>();
    // spec Lookups: the map of step 3. Public (guests request quotes); with lat, lng and radius (km, at
    // most 50) only the workshops in range, nearest first (decision 015).
    r.route({
      ...at(WORKSHOPS_API.getWorkshopAddresses),
      schema: {
        summary: 'List the workshops on the map for a quote type, nearest first around a point',
        querystring: WorkshopAddressesQuerySchema,
        response: { 200: WorkshopAddressListSchema },
      },
      config: { access: 'public', rateLimit: { max: 300, windowMinutes: 1 } },
      handler: async (request, reply) => {
        const answer = await finder.addresses(deps.db, map, distances, request.query);
        if (Array.isArray(answer)) return answer;
        return sendKeptJson(request, reply, answer);
      },
    });
    // spec step 3 list view: "organisation workshops only, with search and load-more pages of 8".
    r.route({
      ...at(WORKSHOPS_API.getOrganisationWorkshops),
      schema: {
        summary:
          "List the organisation's own workshops for step 3 of a request, with search, a page at a time",
        querystring: OrganisationWorkshopsQuerySchema,
        response: { 200: WorkshopPageSchema },
      },
      config: { access: 'organisation' },
      handler: async (request) => {
        const user = requireOrganisationUser(request);
        return finder.organisationPage(deps.db, distances, user.organisation.organizationId, request.query);
      },
    });
    // The directory (decision 025): bounded pages, filtered by name, area, service and rating, kept as
    // written until a workshop changes anywhere (decision 046).
    r.route({
      ...at(WORKSHOPS_API.getWorkshops),
      schema: {
        summary: 'List the public workshop directory, filtered, a page at a time',
        querystring: PublicWorkshopsQuerySchema,
        response: { 200: PublicWorkshopPageSchema },
      },
      config: { access: 'public', rateLimit: { max: 300, windowMinutes: 1 } },
      handler: async (request, reply) => {
        reply.header('Cache-Control', 'public, max-age=60');
        return sendKeptJson(request, reply, await directoryPages.json(request.query));
      },
    });
    // {id}: the workshop's id or its slug (the readable address of its page); anything else is a 404.
    r.route({
      ...at(WORKSHOPS_API.getWorkshop),
      schema: {
        summary: "Read a workshop's public page, by id or slug",
        params: WorkshopParamsSchema,
        response: { 200: PublicWorkshopDetailSchema },
      },
      config: { access: 'public', rateLimit: { max: 300, windowMinutes: 1 } },
      handler: async (request, reply) => {
        // Kept by browsers for a minute already: a replica's lag is within that (decision 069).
        const workshop = await workshops.findPublic(laggingReadDb(deps), request.params.id);
        if (!workshop) throw notFound('The workshop');
        reply.header('Cache-Control', 'public, max-age=60');
        return workshop;
      },
    });
  };
}
