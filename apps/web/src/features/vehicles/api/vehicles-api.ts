import { useDebouncedValue } from '@mantine/hooks';
import {
  ServiceIntervalSchema,
  shouldSearchVehicles,
  showManualEntryPrompt,
  type Vehicle,
  VehicleSchema,
} from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/** The catalogue's brands, for the manual form's suggestions (they change rarely). */
export function useBrands(enabled = true) {
  return useQuery({
    queryKey: ['vehicles', 'brands'],
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
  return apiClient.get('/api/vehicles/queryVehicleServiceInterval', {
    schema: ServiceIntervalSchema,
    query: { reference, vehicleMileage },
    signal,
  });
}

/** The service interval at a mileage; waits until a mileage is known. */
export function useServiceInterval(reference: string, mileage: number | null) {
  return useQuery({
    queryKey: ['vehicles', 'service-interval', reference, mileage],
    queryFn: ({ signal }) => getServiceInterval(reference, mileage ?? 0, signal),
    enabled: mileage !== null,
  });
}

/** Wait this long after the last key before asking the catalogue. */
export const VEHICLE_SEARCH_DEBOUNCE_MS = 300;

export interface VehicleSearchState {
  results: Vehicle[];
  /** A search for the current term is waiting for its debounce or its answer. */
  loading: boolean;
  /** spec: the manual-entry prompt shows when at least 2 characters find nothing. */
  showManualPrompt: boolean;
  error: boolean;
}

/**
 * Autocomplete against POST /api/vehicles: from 2 characters, debounced (Mantine's useDebouncedValue).
 * Each term is its own query; when the term moves on, TanStack Query aborts the earlier search still in
 * flight through the AbortSignal it gave the request (spec: "earlier in-flight search cancelled"), and a
 * cancelled search is no error. Other errors are logged (spec part 2, section 8) and shown as an empty,
 * failed search; a search is not retried (the person types on).
 */
export function useVehicleSearch(term: string, debounceMs = VEHICLE_SEARCH_DEBOUNCE_MS): VehicleSearchState {
  const trimmed = term.trim();
  const [debounced] = useDebouncedValue(trimmed, debounceMs);
  const search = useQuery({
    queryKey: ['vehicles', 'search', debounced],
    queryFn: ({ signal }) => searchVehicles(debounced, signal),
    enabled: shouldSearchVehicles(debounced),
    retry: false,
  });

  useEffect(() => {
    if (search.error) console.error('Vehicle search failed', search.error);
  }, [search.error]);

  const wanted = shouldSearchVehicles(trimmed);
  const loading = wanted && (debounced !== trimmed || search.isFetching);
  // The answer belongs to the term in the box (not to one typed before it).
  const current = wanted && debounced === trimmed && !search.isFetching;
  const results = current ? (search.data ?? []) : [];
  const error = current && search.isError;
  return {
    results,
    loading,
    showManualPrompt: current && search.isSuccess && showManualEntryPrompt(trimmed, results.length),
    error,
  };
}
