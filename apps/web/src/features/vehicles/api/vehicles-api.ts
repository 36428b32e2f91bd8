import {
  CatalogueNameListSchema,
  ServiceIntervalSchema,
  VEHICLES_API,
  WARRANTY_DISCLAIMER_BRANDS,
} from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { vehicleKeys } from './vehicle-keys';

export function getBrands(signal?: AbortSignal) {
  return apiClient.call(VEHICLES_API.getBrands, { schema: CatalogueNameListSchema, signal });
}

/** The catalogue's brands, for the manual form's suggestions (they change rarely). */
export function useBrands(enabled = true) {
  return useQuery({
    queryKey: vehicleKeys.brands,
    queryFn: ({ signal }) => getBrands(signal),
    enabled,
    staleTime: 60 * 60_000,
  });
}

/**
 * spec: GET /api/vehicles/queryVehicleServiceInterval (reference, vehicleMileage): the next service due by
 * distance and time. The reference is the vehicle's uniqueId (or its disk-drive reference).
 */
export function getServiceInterval(reference: string, vehicleMileage: number, signal?: AbortSignal) {
  return apiClient.call(VEHICLES_API.queryVehicleServiceInterval, {
    schema: ServiceIntervalSchema,
    query: { reference, vehicleMileage },
    signal,
  });
}

/** The service interval at a mileage; waits until a mileage is known. */
export function useServiceInterval(reference: string, mileage: number | null) {
  return useQuery({
    queryKey: vehicleKeys.serviceInterval(reference, mileage),
    queryFn: ({ signal }) => getServiceInterval(reference, mileage ?? 0, signal),
    enabled: mileage !== null,
  });
}

/**
 * The brands whose manufacturer warranty note must be accepted, as administrators keep them per brand
 * (decision 061); the spec's four until the answer arrives or when it cannot be had.
 */
export function useWarrantyNoticeBrands(): readonly string[] {
  const brands = useQuery({
    queryKey: vehicleKeys.warrantyNoticeBrands,
    queryFn: ({ signal }) =>
      apiClient.call(VEHICLES_API.getWarrantyNoticeBrands, { schema: CatalogueNameListSchema, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return brands.data ?? WARRANTY_DISCLAIMER_BRANDS;
}
