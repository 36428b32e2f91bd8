import { apiClient } from '@/lib/api-client';
import type { ServiceInterval, Vehicle } from './types';

/** spec: POST /api/vehicles { searchTerm }: up to 30 vehicles, best first; [] when nothing matches. */
export function searchVehicles(searchTerm: string, signal?: AbortSignal): Promise<Vehicle[]> {
  return apiClient.post<Vehicle[]>('/api/vehicles', { searchTerm }, signal ? { signal } : {});
}

/** spec: GET /api/vehicles/{id}/ (numeric id or uniqueId). */
export function getVehicle(id: number | string, signal?: AbortSignal): Promise<Vehicle> {
  return apiClient.get<Vehicle>(`/api/vehicles/${encodeURIComponent(String(id))}/`, signal ? { signal } : {});
}

export function getBrands(signal?: AbortSignal): Promise<string[]> {
  return apiClient.get<string[]>('/api/vehicles/getbrands', signal ? { signal } : {});
}

/**
 * spec: GET /api/vehicles/queryVehicleServiceInterval (reference, vehicleMileage): the next service due by
 * distance and time. The reference is the vehicle's uniqueId (or its disk-drive reference).
 */
export function getServiceInterval(
  reference: string,
  vehicleMileage: number,
  signal?: AbortSignal,
): Promise<ServiceInterval> {
  return apiClient.get<ServiceInterval>('/api/vehicles/queryVehicleServiceInterval', {
    query: { reference, vehicleMileage },
    ...(signal ? { signal } : {}),
  });
}

/** Cancelled requests (a newer search replaced them) are not errors anyone needs to see. */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}
