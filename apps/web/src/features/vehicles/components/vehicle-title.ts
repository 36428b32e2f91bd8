import type { Vehicle } from '@motorwise/shared';

/** The rule lives in the shared package, where the API names requests the same way. */
export { vehicleTitle } from '@motorwise/shared';

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
