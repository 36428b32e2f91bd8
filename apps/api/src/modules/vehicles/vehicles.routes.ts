import { VEHICLES_API } from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { laggingReadDb } from '../../db/client';
import { readModels } from '../../db/read-models';
import { at } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { fileAnswer } from '../../lib/http-schemas';
import { KEPT_LIST_ROUTE, keptAnswers, publicCache, sendKeptJson, sendKeptList } from '../../lib/kept-json';
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
import { computeServiceInterval, toVehicle, VEHICLE_PLACEHOLDER_SVG, vehicleKey } from './vehicles.service';

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
/**
 * How a browser (and a shared cache) keeps the catalogue's lists and vehicles: fresh for 5 minutes, then
 * an hour more shown while it revalidates (a 304 when nothing changed). Only an admin's catalogue edit
 * or import changes them (decision 081).
 */
export const CATALOGUE_CACHE = publicCache(300, 3600);
/** The drill-down lists and catalogue vehicles kept per instance: at most this many bytes. */
export const CATALOGUE_KEPT_MAX_BYTES = 16 * 1024 * 1024;
/**
 * A kept list read from a replica also ages out after this long: a replica that had not replayed the
 * change when the notice came would otherwise be kept until the next change (decision 069).
 */
const REPLICA_KEPT_TTL_MS = 300_000;

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

    // The drill-down lists change only with the catalogue: each is kept per instance as the bytes it
    // sends, with a strong ETag, and dropped on every instance when a catalogue row changes (the
    // 'vehicles' notice, decision 037); a browser keeps it (CATALOGUE_CACHE) and revalidates with a 304
    // (decision 081). Already that stale by design, they read from a replica when there is one (decision
    // 069), which is why they also age out.
    const listsDb = laggingReadDb(deps);
    const lists = keptAnswers(deps, ['vehicles'], {
      maxBytes: CATALOGUE_KEPT_MAX_BYTES,
      ...(deps.replicaDb ? { ttlMs: REPLICA_KEPT_TTL_MS } : {}),
    });
    const keptList = { ...config } as const;
    r.route({
      ...at(VEHICLES_API.getBrands),
      ...KEPT_LIST_ROUTE,
      schema: {
        summary: "List the catalogue's brands",
        operationId: 'GetBrands',
        response: { 200: CatalogueNameListSchema },
      },
      config: keptList,
      handler: async (request, reply) => {
        const kept = await lists.get('brands', async () =>
          JSON.stringify(z.encode(CatalogueNameListSchema, await vehicles.listBrands(listsDb))),
        );
        return sendKeptList(request, reply, kept, CATALOGUE_CACHE);
      },
    });

    r.route({
      ...at(VEHICLES_API.getYears),
      ...KEPT_LIST_ROUTE,
      schema: {
        summary: 'List the years of a brand',
        operationId: 'GetYears',
        querystring: YearsQuerySchema,
        response: { 200: CatalogueYearListSchema },
      },
      config: keptList,
      handler: async (request, reply) => {
        const { brandName } = request.query;
        const kept = await lists.get(JSON.stringify(['years', brandName.toLowerCase()]), async () =>
          JSON.stringify(z.encode(CatalogueYearListSchema, await vehicles.listYears(listsDb, brandName))),
        );
        return sendKeptList(request, reply, kept, CATALOGUE_CACHE);
      },
    });

    r.route({
      ...at(VEHICLES_API.getRanges),
      ...KEPT_LIST_ROUTE,
      schema: {
        summary: 'List the ranges of a brand in a year',
        operationId: 'GetRanges',
        querystring: RangesQuerySchema,
        response: { 200: CatalogueNameListSchema },
      },
      config: keptList,
      handler: async (request, reply) => {
        const { brandName, year } = request.query;
        const kept = await lists.get(JSON.stringify(['ranges', brandName.toLowerCase(), year]), async () =>
          JSON.stringify(
            z.encode(CatalogueNameListSchema, await vehicles.listRanges(listsDb, brandName, year)),
          ),
        );
        return sendKeptList(request, reply, kept, CATALOGUE_CACHE);
      },
    });

    r.route({
      ...at(VEHICLES_API.getModels),
      ...KEPT_LIST_ROUTE,
      schema: {
        summary: 'List the models of a range in a year',
        operationId: 'GetModels',
        querystring: ModelsQuerySchema,
        response: { 200: VehicleListSchema },
      },
      config: keptList,
      handler: async (request, reply) => {
        const { brandName, year, rangeName } = request.query;
        const key = JSON.stringify(['models', brandName.toLowerCase(), year, rangeName.toLowerCase()]);
        const kept = await lists.get(key, async () => {
          const models = (await vehicles.listModels(listsDb, brandName, year, rangeName)).map(toVehicle);
          return JSON.stringify(z.encode(VehicleListSchema, models));
        });
        return sendKeptList(request, reply, kept, CATALOGUE_CACHE);
      },
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

    // A catalogue vehicle (a number names only catalogue rows) is public and kept like the lists, read
    // from the primary (the 'vehicles' notice drops it); by uniqueId it may be someone's own
    // hand-entered vehicle, so it is read each time and never kept by a shared cache.
    const catalogueVehicles = keptAnswers(deps, ['vehicles'], { maxBytes: CATALOGUE_KEPT_MAX_BYTES });
    r.route({
      ...at(VEHICLES_API.getCatalogueVehicle),
      ...KEPT_LIST_ROUTE,
      schema: {
        summary: "Read one catalogue vehicle (or the caller's hand-entered one) by id",
        operationId: 'GetCatalogueVehicle',
        params: VehicleParamsSchema,
        response: { 200: VehicleSchema },
      },
      config,
      handler: async (request, reply) => {
        const key = vehicleKey(request.params.id);
        if (key && 'id' in key) {
          // An unknown number is not kept (a 404 thrown before anything is kept).
          const kept = await catalogueVehicles.get(String(key.id), async () => {
            const vehicle = await vehicles.findForCaller(db, request.params.id, null);
            if (!vehicle) throw notFound('The vehicle');
            return JSON.stringify(z.encode(VehicleSchema, toVehicle(vehicle)));
          });
          return sendKeptList(request, reply, kept, CATALOGUE_CACHE);
        }
        reply.header('Cache-Control', 'private, no-cache');
        const vehicle = await vehicles.findForCaller(db, request.params.id, request.sessionUser?.id ?? null);
        if (!vehicle) throw notFound('The vehicle');
        return reply.send(toVehicle(vehicle));
      },
    });
  };
}
