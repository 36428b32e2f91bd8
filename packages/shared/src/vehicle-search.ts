import { VEHICLE_SEARCH_MIN_LENGTH } from './constants';

/** spec: vehicle search starts at 2 characters. */
export function shouldSearchVehicles(term: string): boolean {
  return term.trim().length >= VEHICLE_SEARCH_MIN_LENGTH;
}

/** spec: the manual-entry prompt shows when the term is at least 2 characters and there are no results. */
export function showManualEntryPrompt(term: string, resultCount: number): boolean {
  return shouldSearchVehicles(term) && resultCount === 0;
}

/**
 * A vehicle's name as people read it: '2022 Ford Ranger 2.2 TDCi XLS double cab'. The range is left out
 * when the model already starts with it (the South African catalogue's models do: range 'Ranger', model
 * 'Ranger 2.2 TDCi ...'), so a name never reads 'Ford Ranger Ranger'. Without a year, no year.
 */
export function vehicleTitle(v: {
  year?: number | string | null;
  brand: string;
  range: string;
  model: string;
}): string {
  const range = v.range.trim();
  const model = v.model.trim();
  const withRange =
    range && !model.toLowerCase().startsWith(range.toLowerCase()) ? `${range} ${model}` : model;
  return `${v.year ?? ''} ${v.brand} ${withRange}`.replace(/\s+/g, ' ').trim();
}
