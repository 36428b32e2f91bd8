import { ATTACHMENT_MAX_KB, GarageVehicleFieldsSchema, ManualVehicleSchema } from '@motorwise/shared';
import { z } from 'zod';

export type { GarageVehicle } from '@motorwise/shared';
export {
  GarageVehiclePageSchema,
  GarageVehicleSchema,
  MessageSchema,
  ServiceScheduleSchema,
  VehicleHistoryPageSchema,
} from '@motorwise/shared';

/**
 * POST /api/user/upsertVehicle, as multipart/form-data (the route reads the parts itself; the service
 * checks them). The same text fields are taken as JSON, without the files. For the OpenAPI document and
 * the fuzz suite.
 */
export const UpsertVehicleFormSchema = GarageVehicleFieldsSchema.extend({
  vehicle: ManualVehicleSchema.optional().describe(
    'A hand-entered vehicle when vehicleId is not given; in a multipart form as vehicle.brand, ' +
      'vehicle.range, ... fields, or one field of JSON text.',
  ),
  vehicleReportAttachment: z
    .file()
    .optional()
    .describe(`The vehicle report: one PDF up to ${ATTACHMENT_MAX_KB} KB; it replaces the stored one.`),
  vehicleAttachments: z
    .array(z.file())
    .max(5)
    .optional()
    .describe(`Photos and documents (jpeg, png, gif, svg, pdf), each up to ${ATTACHMENT_MAX_KB} KB.`),
});

/** Response allowlists of the garage calls (a field not listed is not sent). */

export const IdParamsSchema = z.object({
  id: z.string().max(100),
});
