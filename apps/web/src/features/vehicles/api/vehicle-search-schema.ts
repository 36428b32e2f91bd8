import { VehicleSchema } from '@motorwise/shared';
import { z } from 'zod';

/** POST /api/vehicles answers a list of catalogue vehicles (loaded on demand by vehicle-search-api). */
export const VehicleListSchema = z.array(VehicleSchema);
