import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type * as VehiclesRepo from './vehicles.repo';
import type { VehicleRow } from './vehicles.repo';
import type { ServiceInterval, Vehicle } from './vehicles.schemas';

export type { VehicleRow } from './vehicles.repo';

/** spec: imageUrl is a placeholder when a vehicle has no picture. Served by GET below (same origin). */
export const VEHICLE_PLACEHOLDER_PATH = '/api/vehicles/placeholder.svg';

/** A neutral car silhouette in the brand-free grey of an empty card, 320 x 180 (16:9). */
export const VEHICLE_PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" role="img" aria-label="Vehicle picture not available">
<rect width="320" height="180" fill="#f1f3f5"/>
<path fill="#ced4da" d="M46 124c-6 0-10-4-10-10v-14c0-7 4-12 11-14l34-8 30-24c6-5 13-7 21-7h62c9 0 17 4 23 10l26 26 27 5c8 2 14 9 14 17v15c0 5-4 9-9 9h-14a30 30 0 0 0-58 0H107a30 30 0 0 0-58 0zm75-48h52V53h-31c-4 0-8 1-11 4zm64 0h47l-18-18c-3-3-7-5-12-5h-17z"/>
<circle cx="78" cy="126" r="22" fill="#adb5bd"/><circle cx="78" cy="126" r="9" fill="#f1f3f5"/>
<circle cx="236" cy="126" r="22" fill="#adb5bd"/><circle cx="236" cy="126" r="9" fill="#f1f3f5"/>
</svg>
`;

/** The spec's Vehicle: its fields only, with the placeholder picture when there is none. */
export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    uniqueId: row.uniqueId,
    year: row.year,
    brand: row.brand,
    brandCode: row.brandCode,
    range: row.range,
    rangeCode: row.rangeCode,
    model: row.model,
    modelCode: row.modelCode,
    bodyType: row.bodyType,
    meadCode: row.meadCode,
    introductionDate: row.introductionDate,
    discontinuedDate: row.discontinuedDate,
    aspirationType: row.aspirationType,
    fuelType: row.fuelType,
    capacity: row.capacity,
    cylinders: row.cylinders,
    transmissionType: row.transmissionType,
    gearboxType: row.gearboxType,
    driveType: row.driveType,
    wheelsDriven: row.wheelsDriven,
    abs: row.abs,
    ceramics: row.ceramics,
    frontBrakeType1: row.frontBrakeType1,
    frontBrakeType2: row.frontBrakeType2,
    rearBrakeType: row.rearBrakeType,
    suspensionFrontType: row.suspensionFrontType,
    suspensionRearType: row.suspensionRearType,
    planType: row.planType,
    maintenanceExclusions: row.maintenanceExclusions,
    serviceInterval1: row.serviceInterval1,
    serviceInterval2: row.serviceInterval2,
    maintenanceMileageInterval: row.maintenanceMileageInterval,
    maintenanceTimeInterval: row.maintenanceTimeInterval,
    warrantyMileageInterval: row.warrantyMileageInterval,
    warrantyTimeInterval: row.warrantyTimeInterval,
    warranty: row.warranty,
    galPic: row.galPic,
    imageUrl: row.imageUrl || VEHICLE_PLACEHOLDER_PATH,
    vehicleSummary: row.vehicleSummary,
    diskDriveReference: row.diskDriveReference,
    classType: row.classType,
    description: row.description,
  };
}

/** YYYY-MM-DD plus whole months, clamped to the month's last day (2024-01-31 + 1 -> 2024-02-29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0;

/**
 * When the next service is due, from the vehicle's intervals and its odometer (the spec leaves the shape
 * "not shown"; this is ours):
 * - By distance: services fall on every multiple of serviceInterval1 (km). The next one is the first
 *   multiple at or above the mileage (a vehicle exactly on it is due now: isServiceDue), never below
 *   the first service: 0 km -> 15,000; 15,000 -> 15,000 (due); 15,001 -> 30,000. serviceNumber counts
 *   them (1 = first service). A service is major when it also falls on a multiple of serviceInterval2.
 * - By time: every serviceIntervalMonths (the brand's plan). Without the date of the last service the
 *   date cannot be known, so nextServiceDate is given only when lastServiceDate is passed.
 * - Warranty and plan by distance: within while the mileage is below the limit; a warranty with a time
 *   limit but no distance limit is "unlimited km" (always within, no km left to show); no warranty
 *   terms at all (a vehicle entered by hand) and no plan (planType 'None') answer null. Their time limits (months) are given as they are: the vehicle's age is not known here.
 */
export function computeServiceInterval(
  vehicle: VehicleRow,
  reference: string,
  vehicleMileage: number,
  lastServiceDate?: string,
): ServiceInterval {
  const interval = positive(vehicle.serviceInterval1) ? vehicle.serviceInterval1 : null;
  const major = positive(vehicle.serviceInterval2) ? vehicle.serviceInterval2 : null;
  const months = positive(vehicle.serviceTimeInterval) ? vehicle.serviceTimeInterval : null;

  const serviceNumber = interval ? Math.max(1, Math.ceil(vehicleMileage / interval)) : null;
  const nextServiceMileage = interval && serviceNumber ? serviceNumber * interval : null;
  const kmUntilNextService = nextServiceMileage === null ? null : nextServiceMileage - vehicleMileage;
  const nextMajorServiceMileage = major ? Math.max(1, Math.ceil(vehicleMileage / major)) * major : null;

  const warrantyKm = vehicle.warrantyMileageInterval;
  // A warranty with a time limit and no distance limit (null or 0 km) is "unlimited km" (catalogue.ts).
  const unlimitedWarrantyKm = !positive(warrantyKm) && positive(vehicle.warrantyTimeInterval);
  const hasPlan = Boolean(vehicle.planType) && vehicle.planType !== 'None';
  const planKm = positive(vehicle.maintenanceMileageInterval) ? vehicle.maintenanceMileageInterval : null;

  return {
    reference,
    vehicleId: vehicle.id,
    uniqueId: vehicle.uniqueId,
    diskDriveReference: vehicle.diskDriveReference,
    vehicleMileage,
    serviceIntervalKm: interval,
    majorServiceIntervalKm: major,
    serviceIntervalMonths: months,
    serviceNumber,
    nextServiceMileage,
    kmUntilNextService,
    isServiceDue: kmUntilNextService === 0,
    isMajorService: Boolean(major && nextServiceMileage && nextServiceMileage % major === 0),
    nextMajorServiceMileage,
    lastServiceDate: lastServiceDate ?? null,
    nextServiceDate: lastServiceDate && months ? addMonths(lastServiceDate, months) : null,
    warranty: vehicle.warranty,
    warrantyMileageInterval: warrantyKm,
    warrantyTimeInterval: vehicle.warrantyTimeInterval,
    isWithinWarrantyMileage: unlimitedWarrantyKm
      ? true
      : positive(warrantyKm)
        ? vehicleMileage < warrantyKm
        : null,
    kmUntilWarrantyLimit: positive(warrantyKm) ? Math.max(0, warrantyKm - vehicleMileage) : null,
    planType: vehicle.planType,
    maintenanceMileageInterval: vehicle.maintenanceMileageInterval,
    maintenanceTimeInterval: vehicle.maintenanceTimeInterval,
    isWithinPlanMileage: !hasPlan ? null : planKm === null ? true : vehicleMileage < planKm,
    kmUntilPlanLimit: hasPlan && planKm !== null ? Math.max(0, planKm - vehicleMileage) : null,
    maintenanceExclusions: vehicle.maintenanceExclusions,
  };
}

/** A catalogue id ('123') or a uniqueId, as a lookup key; null for anything else. */
export function vehicleKey(text: string): { id: number } | { uniqueId: string } | null {
  const key = text.trim();
  // Catalogue ids are PostgreSQL integers: a larger number names no vehicle (and must not reach SQL).
  if (/^\d{1,15}$/.test(key)) return Number(key) <= 2_147_483_647 ? { id: Number(key) } : null;
  if (isUuid(key)) return { uniqueId: key.toLowerCase() };
  return null;
}

/**
 * A hand-entered vehicle is its creator's: anyone else (and a guest) is told it does not exist, like any
 * other record of someone else. Catalogue vehicles are public.
 */
const visibleTo = (vehicle: VehicleRow | null, callerId: string | null) =>
  vehicle && (!vehicle.isManual || (callerId !== null && vehicle.createdByUserId === callerId))
    ? vehicle
    : null;

/** What the vehicles service is given (decision 058): what it uses of its repo and of the modules below it. */
export interface VehiclesServiceDeps {
  repo: Pick<
    typeof VehiclesRepo,
    | 'findByDiskDriveReference'
    | 'findByIds'
    | 'findByKey'
    | 'idsMatching'
    | 'insertManual'
    | 'listBrands'
    | 'listModels'
    | 'listRanges'
    | 'listYears'
  >;
}

/** The vehicle catalogue, and the vehicles people enter by hand. */
export function createVehiclesService({ repo }: VehiclesServiceDeps) {
  const service = {
    listBrands: repo.listBrands,
    listYears: repo.listYears,
    listRanges: repo.listRanges,
    listModels: repo.listModels,
    findByIds: repo.findByIds,
    idsMatching: repo.idsMatching,
    insertManual: repo.insertManual,

    /** Any vehicle by catalogue id or uniqueId, whoever entered it (callers decide who may see it). */
    async findByKey(db: DbOrTx, text: string): Promise<VehicleRow | null> {
      const key = vehicleKey(text);
      return key ? repo.findByKey(db, key) : null;
    },

    /** GET /api/vehicles/{id}: a catalogue vehicle, or the caller's own hand-entered one. */
    async findForCaller(db: DbOrTx, text: string, callerId: string | null): Promise<VehicleRow | null> {
      return visibleTo(await service.findByKey(db, text), callerId);
    },

    /** By disk drive reference or uniqueId, with the same rule for hand-entered service. */
    async findByReference(
      db: DbOrTx,
      reference: string,
      callerId: string | null,
    ): Promise<VehicleRow | null> {
      if (isUuid(reference)) return service.findForCaller(db, reference, callerId);
      return repo.findByDiskDriveReference(db, reference);
    },
  };
  return service;
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
