import { useDebouncedValue } from '@mantine/hooks';
import { shouldSearchVehicles, showManualEntryPrompt, VEHICLES_API, type Vehicle } from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type AnswerSchema, apiClient } from '@/lib/api-client';
import { vehicleKeys } from './vehicle-keys';

/**
 * The answer's schema (and zod with it) loads with the first search, not with the landing page, whose
 * first screen carries this search box (issue 13, decision 034). Asked for early by
 * `preloadVehicleSearch` when the person starts the search.
 */
let schema: Promise<AnswerSchema<Vehicle[]>> | undefined;
export function preloadVehicleSearch(): Promise<AnswerSchema<Vehicle[]>> {
  schema ??= import('./vehicle-search-schema').then((m) => m.VehicleListSchema);
  return schema;
}

/** spec: POST /api/vehicles { searchTerm }: up to 30 vehicles, best first; [] when nothing matches. */
export async function searchVehicles(searchTerm: string, signal?: AbortSignal) {
  return apiClient.call(VEHICLES_API.searchVehicles, {
    body: { searchTerm },
    schema: await preloadVehicleSearch(),
    signal,
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
    queryKey: vehicleKeys.search(debounced),
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
