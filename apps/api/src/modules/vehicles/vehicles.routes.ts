import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { notFound } from '../../lib/errors';
import { searchTokens } from './search-words';
import {
  findVehicle,
  findVehicleByReference,
  listBrands,
  listModels,
  listRanges,
  listYears,
  searchCatalogue,
} from './vehicles.repo';
import {
  ModelsQuerySchema,
  RangesQuerySchema,
  SearchVehiclesSchema,
  ServiceIntervalQuerySchema,
  ServiceIntervalSchema,
  VehicleParamsSchema,
  VehicleSchema,
  YearsQuerySchema,
} from './vehicles.schemas';
import { computeServiceInterval, toVehicle, VEHICLE_PLACEHOLDER_SVG } from './vehicles.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The vehicle catalogue (spec part 2, "Vehicles"). Public: guests search too. Answers:
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
export function vehicleRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { pool } = deps;

    r.post(
      '/api/vehicles',
      { schema: { body: SearchVehiclesSchema, response: { 200: z.array(VehicleSchema) } } },
      async (request) => (await searchCatalogue(pool, searchTokens(request.body.searchTerm))).map(toVehicle),
    );

    r.get('/api/vehicles/placeholder.svg', async (_request, reply) =>
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send(VEHICLE_PLACEHOLDER_SVG),
    );

    r.get('/api/vehicles/getbrands', { schema: { response: { 200: z.array(z.string()) } } }, async () =>
      listBrands(pool),
    );

    r.get(
      '/api/vehicles/getyears',
      { schema: { querystring: YearsQuerySchema, response: { 200: z.array(z.number()) } } },
      async (request) => listYears(pool, request.query.brandName),
    );

    r.get(
      '/api/vehicles/getranges',
      { schema: { querystring: RangesQuerySchema, response: { 200: z.array(z.string()) } } },
      async (request) => listRanges(pool, request.query.brandName, request.query.year),
    );

    r.get(
      '/api/vehicles/getmodels',
      { schema: { querystring: ModelsQuerySchema, response: { 200: z.array(VehicleSchema) } } },
      async (request) => {
        const { brandName, year, rangeName } = request.query;
        return (await listModels(pool, brandName, year, rangeName)).map(toVehicle);
      },
    );

    r.get(
      '/api/vehicles/queryVehicleServiceInterval',
      { schema: { querystring: ServiceIntervalQuerySchema, response: { 200: ServiceIntervalSchema } } },
      async (request) => {
        const { reference, vehicleMileage, lastServiceDate } = request.query;
        const vehicle = await findVehicleByReference(pool, reference);
        if (!vehicle) throw notFound('The vehicle');
        return computeServiceInterval(vehicle, reference, vehicleMileage, lastServiceDate);
      },
    );

    r.get(
      '/api/vehicles/:id',
      { schema: { params: VehicleParamsSchema, response: { 200: VehicleSchema } } },
      async (request) => {
        const { id } = request.params;
        const key = /^\d{1,15}$/.test(id)
          ? { id: Number(id) }
          : UUID.test(id)
            ? { uniqueId: id.toLowerCase() }
            : null;
        const vehicle = key ? await findVehicle(pool, key) : null;
        if (!vehicle) throw notFound('The vehicle');
        return toVehicle(vehicle);
      },
    );
  };
}
