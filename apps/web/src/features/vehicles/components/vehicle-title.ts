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

/**
 * What tells two variants apart, under the name (the catalogue summary mostly repeats the name):
 * body, fuel, gearbox and engine size.
 */
export function vehicleFacts(
  vehicle: Partial<Pick<Vehicle, 'bodyType' | 'fuelType' | 'transmissionType' | 'capacity'>>,
): string {
  return [
    vehicle.bodyType,
    vehicle.fuelType,
    vehicle.transmissionType,
    vehicle.capacity ? `${vehicle.capacity} cc` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
