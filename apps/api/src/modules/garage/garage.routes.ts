import type { Multipart } from '@fastify/multipart';
import { GARAGE_API, GetGarageVehiclesBodySchema, VehicleHistoryQuerySchema } from '@motorwise/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { at } from '../../lib/contract';
import { AppError, badRequest, type FieldErrors } from '../../lib/errors';
import { FILE_TYPES, sendFile } from '../../lib/file-download';
import { fileAnswer } from '../../lib/http-schemas';
import { checkMultipartText } from '../../lib/input-guards';
import { readFilePart } from '../../lib/multipart-form';
import { requireUser } from '../../lib/session';
import {
  GarageVehiclePageSchema,
  GarageVehicleSchema,
  IdParamsSchema,
  MessageSchema,
  ServiceScheduleSchema,
  UpsertVehicleFormSchema,
  VehicleHistoryPageSchema,
} from './garage.schemas';
import type { MyGarageService, UpsertInput } from './garage.service';

/**
 * Text fields of one multipart upsert: enough for every garage and manual vehicle field (their own limits
 * are far lower and speak for themselves); a longer one is refused on its field.
 */
const MAX_FIELD_LENGTH = 2000;

/**
 * Reads a multipart upsert: text fields into an object, the known file fields into memory (each at most
 * the multipart size limit; a longer one arrives cut, marked truncated, and is refused as too big).
 * Unknown file fields are drained and ignored.
 */
async function readMultipart(request: FastifyRequest): Promise<UpsertInput> {
  const input: UpsertInput = { fields: {}, report: [], attachments: [] };
  // Text problems (too long, NUL) are answered after the whole body is read, files drained.
  const errors: FieldErrors = {};
  try {
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') {
        const value = checkMultipartText(part, MAX_FIELD_LENGTH, errors);
        if (value !== null) input.fields[part.fieldname] = value;
        continue;
      }
      // A part without a name (busboy: undefined) is no field we know.
      const field = (part.fieldname ?? '').replace(/\[\d*\]$/, '');
      const target =
        field === 'vehicleReportAttachment'
          ? input.report
          : field === 'vehicleAttachments' || field === 'attachmentFiles'
            ? input.attachments
            : null;
      if (!target) {
        part.file.resume();
        continue;
      }
      target.push(await readFilePart(request, part, field));
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT')
      throw badRequest({ vehicleAttachments: ['Attach at most 5 files at a time.'] });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(400, 'The form has too many fields.');
    throw error;
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return input;
}

/**
 * My Garage (spec: the User call table; Garage vehicle and Vehicle history entities). Signed in only.
 * Every id belongs to the caller's garage (their own, or their current branch's for organisation
 * users); any other id answers 404, exactly as a missing one.
 * - POST /api/user/getVehicles { filter?, page = 1, itemsPerPage = 50 (max 50) }
 *     -> { items: GarageVehicle[], totalDisplayItems, page, itemsPerPage }
 * - POST /api/user/upsertVehicle multipart (or JSON): id?, vehicleId | vehicle.{brand, capacity, range,
 *     model, year, transmissionType, fuelType, driveType}, name, status, vehicleVinNumber,
 *     vehicleEngineNumber, vehicleLicensePlate, vehicleColour, vehicleMileage, files
 *     vehicleReportAttachment (PDF) and vehicleAttachments (up to 5) -> GarageVehicle
 * - DELETE /api/user/deleteVehicleMileage/{id} -> GarageVehicle
 * - DELETE /api/user/deleteVehicleAttachment/{id} -> GarageVehicle
 * - DELETE /api/user/deleteVehicle/{id} -> { message } (soft delete)
 * - GET /api/user/getVehicle/{id} -> GarageVehicle
 * - GET /api/user/queryVehicleServiceSchedule/{id} -> { promptService, pastServices }
 * - POST /api/user/queryVehicleHistory { customerVehicleMappingId | vehicleId, page, itemsPerPage }
 *     -> { items: VehicleHistoryEntry[], totalDisplayItems, page, itemsPerPage }
 * - GET /api/vehicles/DownloadVehicleAttachment/{id} -> the file, as an attachment named attachmentFileName
 */
export function garageRoutes(service: MyGarageService) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'user' } as const;

    app.route({
      ...at(GARAGE_API.getVehicles),
      schema: {
        summary: "List the vehicles in the caller's garage, a page at a time",
        body: GetGarageVehiclesBodySchema,
        response: { 200: GarageVehiclePageSchema },
      },
      config,
      handler: async (request) =>
        service.list(requireUser(request), request.body ?? { filter: '', page: 1, itemsPerPage: 50 }),
    });

    app.route({
      ...at(GARAGE_API.getVehicle),
      schema: {
        summary: "Read one vehicle of the caller's garage",
        params: IdParamsSchema,
        response: { 200: GarageVehicleSchema },
      },
      config,
      handler: async (request) => service.get(requireUser(request), request.params.id),
    });

    app.route({
      ...at(GARAGE_API.upsertVehicle),
      schema: {
        summary: 'Add a vehicle to the garage or change one, with its report and attachments',
        response: { 200: GarageVehicleSchema },
      },
      config: { ...config, multipartForm: UpsertVehicleFormSchema },
      handler: async (request) => {
        const user = requireUser(request);
        let input: UpsertInput;
        if (request.isMultipart()) input = await readMultipart(request);
        else {
          const body = request.body;
          if (!body || typeof body !== 'object' || Array.isArray(body))
            throw badRequest({ vehicleId: ['Cannot be empty.'] });
          input = { fields: body as Record<string, unknown>, report: [], attachments: [] };
        }
        return service.upsert(user, input);
      },
    });

    app.route({
      ...at(GARAGE_API.deleteVehicleMileage),
      schema: {
        summary: 'Remove one mileage record of a garage vehicle',
        params: IdParamsSchema,
        response: { 200: GarageVehicleSchema },
      },
      config,
      handler: async (request) => service.deleteMileage(requireUser(request), request.params.id),
    });

    app.route({
      ...at(GARAGE_API.deleteVehicleAttachment),
      schema: {
        summary: 'Remove one attachment of a garage vehicle',
        params: IdParamsSchema,
        response: { 200: GarageVehicleSchema },
      },
      config,
      handler: async (request) => service.deleteAttachment(requireUser(request), request.params.id),
    });

    app.route({
      ...at(GARAGE_API.deleteVehicle),
      schema: {
        summary: 'Remove a vehicle from the garage',
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
      config,
      handler: async (request) => {
        await service.deleteVehicle(requireUser(request), request.params.id);
        return { message: 'The vehicle was removed from your garage.' };
      },
    });

    app.route({
      ...at(GARAGE_API.queryVehicleServiceSchedule),
      schema: {
        summary: "Read a garage vehicle's service schedule: whether a service is due, and past services",
        params: IdParamsSchema,
        response: { 200: ServiceScheduleSchema },
      },
      config,
      handler: async (request) => service.serviceSchedule(requireUser(request), request.params.id),
    });

    app.route({
      ...at(GARAGE_API.queryVehicleHistory),
      schema: {
        summary: "List a vehicle's history (requests, quotes, services), a page at a time",
        body: VehicleHistoryQuerySchema,
        response: { 200: VehicleHistoryPageSchema },
      },
      config,
      handler: async (request) => service.history(requireUser(request), request.body),
    });

    app.route({
      ...at(GARAGE_API.downloadVehicleAttachment),
      schema: {
        summary: 'Download an attachment of a garage vehicle',
        params: IdParamsSchema,
        response: {
          200: fileAnswer('The file, as an attachment named attachmentFileName', FILE_TYPES),
        },
      },
      config,
      handler: async (request, reply) =>
        sendFile(reply, await service.attachmentFile(requireUser(request), request.params.id)),
    });
  };
}
