import { VEHICLE_SEARCH_MIN_LENGTH } from './constants';

/** spec: vehicle search starts at 2 characters. */
export function shouldSearchVehicles(term: string): boolean {
  return term.trim().length >= VEHICLE_SEARCH_MIN_LENGTH;
}

/** spec: the manual-entry prompt shows when the term is at least 2 characters and there are no results. */
export function showManualEntryPrompt(term: string, resultCount: number): boolean {
  return shouldSearchVehicles(term) && resultCount === 0;
}
