import { ServiceIntervalSchema, VehicleSchema } from '@motorwise/shared';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const VehicleListSchema = z.array(VehicleSchema);
const BrandsSchema = z.array(z.string());

/** spec: POST /api/vehicles { searchTerm }: up to 30 vehicles, best first; [] when nothing matches. */
export function searchVehicles(searchTerm: string, signal?: AbortSignal) {
  return apiClient.post('/api/vehicles', { searchTerm }, { schema: VehicleListSchema, signal });
}

export function getBrands(signal?: AbortSignal) {
  return apiClient.get('/api/vehicles/getbrands', { schema: BrandsSchema, signal });
}

/**
 * spec: GET /api/vehicles/queryVehicleServiceInterval (reference, vehicleMileage): the next service due by
 * distance and time. The reference is the vehicle's uniqueId (or its disk-drive reference).
 */
export function getServiceInterval(reference: string, vehicleMileage: number, signal?: AbortSignal) {
  return apiClient.get('/api/vehicles/queryVehicleServiceInterval', {
    schema: ServiceIntervalSchema,
    query: { reference, vehicleMileage },
    signal,
  });
}
