import etag from '@fastify/etag';
import { VEHICLES_API } from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { laggingReadDb } from '../../db/client';
import { readModels } from '../../db/read-models';
import { at } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { fileAnswer } from '../../lib/http-schemas';
import { sendKeptJson } from '../../lib/kept-json';
import { catalogueAdminRoutes } from './catalogue-admin.routes';
import { createCatalogueSearch } from './catalogue-search';
import { catalogueAdmin, vehicles } from './index';
import {
  CatalogueNameListSchema,
  CatalogueYearListSchema,
  ModelsQuerySchema,
  RangesQuerySchema,
  SearchVehiclesSchema,
  ServiceIntervalQuerySchema,
  ServiceIntervalSchema,
  VehicleListSchema,
  VehicleParamsSchema,
  VehicleSchema,
  YearsQuerySchema,
} from './vehicles.schemas';
import { computeServiceInterval, toVehicle, VEHICLE_PLACEHOLDER_SVG } from './vehicles.service';

/**
 * The vehicle catalogue (spec part 2, "Vehicles"). Public: guests search too. A hand-entered vehicle is
 * read (by its uniqueId) only by the person who entered it; anyone else gets 404. Answers:
 * - POST /api/vehicles { searchTerm } -> Vehicle[] (at most 30, best first; hand-entered vehicles never).
 * - GET /api/vehicles/{id}/ (numeric id or uniqueId) -> Vehicle; unknown -> 404.
 * - GET /api/vehicles/getbrands -> string[] (alphabetical).
 * - GET /api/vehicles/getyears?brandName= -> number[] (newest first).
 * - GET /api/vehicles/getranges?brandName=&year= -> string[] (alphabetical).
 * - GET /api/vehicles/getmodels?brandName=&year=&rangeName= -> Vehicle[] (by model, then transmission).
 * - GET /api/vehicles/queryVehicleServiceInterval?reference=&vehicleMileage=[&lastServiceDate=]
 *   -> ServiceInterval (see computeServiceInterval).
 * - GET /api/vehicles/placeholder.svg -> the picture of a vehicle without one.
 */
/** How long a browser keeps a drill-down list before revalidating it. */
const LISTS_CACHE = 'public, max-age=300';

export function vehicleRoutes(deps: AppDeps) {
  const catalogue = createCatalogueSearch(deps);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;
    const config = { access: 'public' } as const;
    app.addHook('onClose', async () => readModels(deps).close());
    if (deps.warmReadModels) app.addHook('onReady', async () => void catalogue.warm().catch(() => {}));

    r.route({
      ...at(VEHICLES_API.searchVehicles),
      schema: {
        summary: 'Search the vehicle catalogue by a free-text term (brand, range, model, year)',
        operationId: 'SearchVehicles',
        body: SearchVehiclesSchema,
        response: { 200: VehicleListSchema },
      },
      config,
      handler: async (request, reply) =>
        sendKeptJson(request, reply, await catalogue.searchJson(request.body.searchTerm)),
    });

    const placeholder = {
      summary: 'Download the picture shown for a vehicle without one',
      operationId: 'GetVehiclePlaceholder',
      response: { 200: fileAnswer('The picture', ['image/svg+xml']) },
    };
    r.route({
      ...at(VEHICLES_API.getVehiclePlaceholder),
      schema: placeholder,
      config,
      handler: async (_request, reply) =>
        reply
          .type('image/svg+xml; charset=utf-8')
          .header('Cache-Control', 'public, max-age=86400')
          .send(VEHICLE_PLACEHOLDER_SVG),
    });

    // The drill-down lists change only with the catalogue: a browser keeps them 5 minutes, then asks
    // again with the ETag and gets 304 without a body when nothing changed (decision 037). Already that
    // stale by design, they read from a replica when there is one (decision 069).
    const listsDb = laggingReadDb(deps);
    await app.register(async (parent) => {
      await parent.register(etag);
      const lists = parent.withTypeProvider<ZodTypeProvider>();
      lists.route({
        ...at(VEHICLES_API.getBrands),
        schema: {
          summary: "List the catalogue's brands",
          operationId: 'GetBrands',
          response: { 200: CatalogueNameListSchema },
        },
        config,
        handler: async (_request, reply) => {
          reply.header('Cache-Control', LISTS_CACHE);
          return vehicles.listBrands(listsDb);
        },
      });

      lists.route({
        ...at(VEHICLES_API.getYears),
        schema: {
          summary: 'List the years of a brand',
          operationId: 'GetYears',
          querystring: YearsQuerySchema,
          response: { 200: CatalogueYearListSchema },
        },
        config,
        handler: async (request, reply) => {
          reply.header('Cache-Control', LISTS_CACHE);
          return vehicles.listYears(listsDb, request.query.brandName);
        },
      });

      lists.route({
        ...at(VEHICLES_API.getRanges),
        schema: {
          summary: 'List the ranges of a brand in a year',
          operationId: 'GetRanges',
          querystring: RangesQuerySchema,
          response: { 200: CatalogueNameListSchema },
        },
        config,
        handler: async (request, reply) => {
          reply.header('Cache-Control', LISTS_CACHE);
          return vehicles.listRanges(listsDb, request.query.brandName, request.query.year);
        },
      });

      lists.route({
        ...at(VEHICLES_API.getModels),
        schema: {
          summary: 'List the models of a range in a year',
          operationId: 'GetModels',
          querystring: ModelsQuerySchema,
          response: { 200: VehicleListSchema },
        },
        config,
        handler: async (request, reply) => {
          reply.header('Cache-Control', LISTS_CACHE);
          const { brandName, year, rangeName } = request.query;
          return (await vehicles.listModels(listsDb, brandName, year, rangeName)).map(toVehicle);
        },
      });
    });

    r.route({
      ...at(VEHICLES_API.getWarrantyNoticeBrands),
      schema: {
        summary: 'List the brands whose manufacturer warranty note must be accepted (upper case)',
        operationId: 'GetWarrantyNoticeBrands',
        response: { 200: CatalogueNameListSchema },
      },
      config,
      handler: async () => catalogueAdmin.warrantyNoticeBrands(db),
    });

    // The administrators' catalogue: import, edit, brands' terms (decision 061).
    await app.register(catalogueAdminRoutes(deps));

    r.route({
      ...at(VEHICLES_API.queryVehicleServiceInterval),
      schema: {
        summary: "Work out when a vehicle's next service is due",
        querystring: ServiceIntervalQuerySchema,
        response: { 200: ServiceIntervalSchema },
      },
      config,
      handler: async (request) => {
        const { reference, vehicleMileage, lastServiceDate } = request.query;
        const vehicle = await vehicles.findByReference(db, reference, request.sessionUser?.id ?? null);
        if (!vehicle) throw notFound('The vehicle');
        return computeServiceInterval(vehicle, reference, vehicleMileage, lastServiceDate);
      },
    });

    r.route({
      ...at(VEHICLES_API.getCatalogueVehicle),
      schema: {
        summary: "Read one catalogue vehicle (or the caller's hand-entered one) by id",
        operationId: 'GetCatalogueVehicle',
        params: VehicleParamsSchema,
        response: { 200: VehicleSchema },
      },
      config,
      handler: async (request) => {
        const vehicle = await vehicles.findForCaller(db, request.params.id, request.sessionUser?.id ?? null);
        if (!vehicle) throw notFound('The vehicle');
        return toVehicle(vehicle);
      },
    });
  };
}
