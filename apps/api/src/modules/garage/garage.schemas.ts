import { z } from 'zod';

export type { GarageVehicle } from '@motorwise/shared';
export {
  GarageVehiclePageSchema,
  GarageVehicleSchema,
  MessageSchema,
  ServiceScheduleSchema,
  VehicleHistoryPageSchema,
} from '@motorwise/shared';

/** Response allowlists of the garage calls (a field not listed is not sent). */

export const IdParamsSchema = z.object({
  id: z.string().max(100),
});
