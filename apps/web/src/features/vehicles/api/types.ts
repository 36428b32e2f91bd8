import type { Vehicle } from '@motorwise/shared';

export type { Vehicle, VehicleHistoryEntry } from '@motorwise/shared';

/** GET /api/vehicles/queryVehicleServiceInterval (ServiceIntervalSchema). */
export interface ServiceInterval {
  reference: string;
  vehicleId: number;
  uniqueId: string;
  diskDriveReference: string | null;
  vehicleMileage: number;
  serviceIntervalKm: number | null;
  majorServiceIntervalKm: number | null;
  serviceIntervalMonths: number | null;
  serviceNumber: number | null;
  nextServiceMileage: number | null;
  kmUntilNextService: number | null;
  isServiceDue: boolean;
  isMajorService: boolean;
  nextMajorServiceMileage: number | null;
  lastServiceDate: string | null;
  nextServiceDate: string | null;
  warranty: string | null;
  warrantyMileageInterval: number | null;
  warrantyTimeInterval: number | null;
  isWithinWarrantyMileage: boolean | null;
  kmUntilWarrantyLimit: number | null;
  planType: string | null;
  maintenanceMileageInterval: number | null;
  maintenanceTimeInterval: number | null;
  isWithinPlanMileage: boolean | null;
  kmUntilPlanLimit: number | null;
  maintenanceExclusions: string | null;
}

/** One row of a service schedule (GET /api/user/queryVehicleServiceSchedule/{id}, pastServices). */
export interface ServiceScheduleEntry {
  serviceDate: string | null;
  workshopName: string | null;
  type: string;
  trigger: string;
  /** A Mantine colour name: green done, blue upcoming, orange due soon, red overdue. */
  color: string;
  /** Spelled as the spec spells it. */
  vehicleMilleage: number | null;
  isDone?: boolean;
}

export interface ServiceSchedule {
  promptService: string | null;
  pastServices: ServiceScheduleEntry[];
}

/** A vehicle typed in by hand (spec: manual vehicle), as the manual form hands it on. */
export interface ManualVehicleValues {
  brand: string;
  capacity: string;
  range: string;
  model: string;
  year: number;
  transmissionType: string;
  fuelType: string;
  driveType: string;
}

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
