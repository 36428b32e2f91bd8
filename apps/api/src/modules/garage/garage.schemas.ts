import { GarageVehicleSchema, VehicleHistoryEntrySchema } from '@motorwise/shared';
import { z } from 'zod';

export type { GarageVehicle } from '@motorwise/shared';
export { GarageVehicleSchema } from '@motorwise/shared';

/** Response allowlists of the garage calls (a field not listed is not sent). */

export const IdParamsSchema = z.object({
  id: z.string().max(100),
});

export const GarageVehiclePageSchema = z.object({
  items: z.array(GarageVehicleSchema),
  totalDisplayItems: z.number(),
  page: z.number(),
  itemsPerPage: z.number(),
});

export const ServiceScheduleSchema = z.object({
  promptService: z.string().nullable(),
  pastServices: z.array(
    z.object({
      serviceDate: z.string().nullable(),
      workshopName: z.string().nullable(),
      type: z.string(),
      trigger: z.enum(['Distance', 'Time']),
      color: z.string(),
      vehicleMilleage: z.number().nullable(),
      isDone: z.boolean(),
    }),
  ),
});

export const VehicleHistoryPageSchema = z.object({
  items: z.array(VehicleHistoryEntrySchema),
  totalDisplayItems: z.number(),
  page: z.number(),
  itemsPerPage: z.number(),
});

export { MessageSchema } from '../../lib/http-schemas';
