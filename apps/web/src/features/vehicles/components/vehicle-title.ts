import type { Vehicle } from '@motorwise/shared';

/**
 * The name a person reads: year, brand, range and model. Catalogue models often begin with the range
 * ('Hilux 2.8 GD-6 ...'): the range is then not repeated.
 */
export function vehicleTitle(vehicle: Pick<Vehicle, 'year' | 'brand' | 'range' | 'model'>): string {
  const model = (vehicle.model ?? '').trim();
  const range = (vehicle.range ?? '').trim();
  const repeats = range !== '' && model.toLowerCase().startsWith(range.toLowerCase());
  return [vehicle.year, vehicle.brand, repeats ? null : range, model].filter(Boolean).join(' ');
}
