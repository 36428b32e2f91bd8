import {
  OrganisationWorkshopsQuerySchema,
  PublicWorkshopDetailSchema,
  PublicWorkshopPageSchema,
  PublicWorkshopsQuerySchema,
  WorkshopAddressesQuerySchema,
  WorkshopAddressSchema,
  WorkshopPageSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { readModels } from '../../db/read-models';
import { notFound } from '../../lib/errors';
import { sendKeptJson } from '../../lib/kept-json';
import { requireOrganisationUser } from '../../lib/session';
import { createDistanceProvider } from '../places/index';
import { createWorkshopMap, workshopFinder } from '../quotes/index';
import { createDirectoryPages } from './directory-pages';
import { workshops } from './index';
import { WorkshopParamsSchema } from './workshops.schemas';

/** The public workshop directory (spec: PublicWorkshop). */
export function workshopRoutes(deps: AppDeps) {
  const distances = deps.distances ?? createDistanceProvider();
  const map = createWorkshopMap(deps);
  const directoryPages = createDirectoryPages(deps);
  return async (app: FastifyInstance) => {
    app.addHook('onClose', async () => readModels(deps.pool).close());
    // A server loads its read models as it starts, not on its first visitor (tests load on first use).
    if (deps.config.NODE_ENV !== 'test') app.addHook('onReady', async () => void map.warm().catch(() => {}));
    const r = app.withTypeProvider<ZodTypeProvider>();
    // spec Lookups: the map of step 3. Public (guests request quotes); with lat, lng and radius (km, at
    // most 50) only the workshops in range, nearest first (decision 015).
    r.get(
      '/api/PublicWorkshop/GetWorkshopAddresses',
      {
        schema: {
          summary: 'List the workshops on the map for a quote type, nearest first around a point',
          querystring: WorkshopAddressesQuerySchema,
          response: { 200: z.array(WorkshopAddressSchema) },
        },
        config: { access: 'public', rateLimit: { max: 300, windowMinutes: 1 } },
      },
      // With a point the answer is JSON bytes already (decision 041: written from pre-written parts, in
      // the schema's shape, tested against it; decision 046: kept per point), sent as they are; without
      // one the serializer writes it.
      async (request, reply) => {
        const answer = await workshopFinder.addresses(deps.db, map, distances, request.query);
        if (Array.isArray(answer)) return answer;
        return sendKeptJson(request, reply, answer);
      },
    );
    // spec step 3 list view: "organisation workshops only, with search and load-more pages of 8".
    r.get(
      '/api/PublicWorkshop/GetOrganisationWorkshops',
      {
        schema: {
          summary:
            "List the organisation's own workshops for step 3 of a request, with search, a page at a time",
          querystring: OrganisationWorkshopsQuerySchema,
          response: { 200: WorkshopPageSchema },
        },
        config: { access: 'organisation' },
      },
      async (request) => {
        const user = requireOrganisationUser(request);
        return workshopFinder.organisationPage(
          deps.db,
          distances,
          user.organisation.organizationId,
          request.query,
        );
      },
    );
    // The directory (decision 025): bounded pages, filtered by name, area, service and rating, kept as
    // written until a workshop changes anywhere (decision 046).
    r.get(
      '/api/PublicWorkshop/GetWorkshops',
      {
        schema: {
          summary: 'List the public workshop directory, filtered, a page at a time',
          querystring: PublicWorkshopsQuerySchema,
          response: { 200: PublicWorkshopPageSchema },
        },
        config: { access: 'public', rateLimit: { max: 300, windowMinutes: 1 } },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'public, max-age=60');
        return sendKeptJson(request, reply, await directoryPages.json(request.query));
      },
    );
    // {id}: the workshop's id or its slug (the readable address of its page); anything else is a 404.
    r.get(
      '/api/PublicWorkshop/GetWorkshop/:id',
      {
        schema: {
          summary: "Read a workshop's public page, by id or slug",
          params: WorkshopParamsSchema,
          response: { 200: PublicWorkshopDetailSchema },
        },
        config: { access: 'public', rateLimit: { max: 300, windowMinutes: 1 } },
      },
      async (request, reply) => {
        const workshop = await workshops.findPublic(deps.db, request.params.id);
        if (!workshop) throw notFound('The workshop');
        reply.header('Cache-Control', 'public, max-age=60');
        return workshop;
      },
    );
  };
}
