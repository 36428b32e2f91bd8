import { shouldSearchVehicles, showManualEntryPrompt, type Vehicle } from '@motorwise/shared';
import { useEffect, useRef, useState } from 'react';
import { isAbortError, searchVehicles } from './vehicles-api';

/** Wait this long after the last key before asking the catalogue. */
export const VEHICLE_SEARCH_DEBOUNCE_MS = 300;

export interface VehicleSearchState {
  results: Vehicle[];
  /** A search for the current term is waiting for its debounce or its answer. */
  loading: boolean;
  /** The term the results belong to (null before the first answer). */
  searchedTerm: string | null;
  /** spec: the manual-entry prompt shows when at least 2 characters find nothing. */
  showManualPrompt: boolean;
  error: boolean;
}

/**
 * Autocomplete against POST /api/vehicles: from 2 characters, debounced; a newer search aborts the
 * earlier one still in flight (spec: "earlier in-flight search cancelled"). Cancelled searches are
 * ignored; other errors are logged (spec part 2, section 8) and shown as an empty, failed search.
 */
export function useVehicleSearch(term: string, debounceMs = VEHICLE_SEARCH_DEBOUNCE_MS): VehicleSearchState {
  const [results, setResults] = useState<Vehicle[]>([]);
  const [searchedTerm, setSearchedTerm] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    const trimmed = term.trim();
    if (!shouldSearchVehicles(trimmed)) {
      inFlight.current?.abort();
      inFlight.current = null;
      setResults([]);
      setSearchedTerm(null);
      setLoading(false);
      setError(false);
      return;
    }
    setLoading(true);
    const timer = setTimeout(() => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      searchVehicles(trimmed, controller.signal)
        .then((vehicles) => {
          if (controller.signal.aborted) return;
          setResults(vehicles);
          setSearchedTerm(trimmed);
          setError(false);
          setLoading(false);
        })
        .catch((caught: unknown) => {
          if (isAbortError(caught) || controller.signal.aborted) return;
          console.error('Vehicle search failed', caught);
          setResults([]);
          setSearchedTerm(trimmed);
          setError(true);
          setLoading(false);
        });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [term, debounceMs]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const current = searchedTerm !== null && searchedTerm === term.trim();
  return {
    results: current ? results : [],
    loading,
    searchedTerm,
    showManualPrompt: current && !loading && !error && showManualEntryPrompt(searchedTerm, results.length),
    error: current && error,
  };
}
