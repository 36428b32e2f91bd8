import { z } from 'zod';

/**
 * The spec's Vehicle entity as the API sends it (GET /api/vehicles/{id}/, POST /api/vehicles, garage
 * vehicles): an allowlist, so a column not listed here never leaves the server. imageUrl is never empty
 * (a placeholder picture when the catalogue has none).
 */
export const VehicleSchema = z.object({
  id: z.number(),
  uniqueId: z.string(),
  year: z.number(),
  brand: z.string(),
  brandCode: z.string().nullable(),
  range: z.string(),
  rangeCode: z.string().nullable(),
  model: z.string(),
  modelCode: z.string().nullable(),
  bodyType: z.string().nullable(),
  meadCode: z.string().nullable(),
  introductionDate: z.string().nullable(),
  discontinuedDate: z.string().nullable(),
  aspirationType: z.string().nullable(),
  fuelType: z.string().nullable(),
  capacity: z.number().nullable(),
  cylinders: z.number().nullable(),
  transmissionType: z.string().nullable(),
  gearboxType: z.string().nullable(),
  driveType: z.string().nullable(),
  wheelsDriven: z.string().nullable(),
  abs: z.boolean().nullable(),
  ceramics: z.boolean().nullable(),
  frontBrakeType1: z.string().nullable(),
  frontBrakeType2: z.string().nullable(),
  rearBrakeType: z.string().nullable(),
  suspensionFrontType: z.string().nullable(),
  suspensionRearType: z.string().nullable(),
  planType: z.string().nullable(),
  maintenanceExclusions: z.string().nullable(),
  serviceInterval1: z.number().nullable(),
  serviceInterval2: z.number().nullable(),
  maintenanceMileageInterval: z.number().nullable(),
  maintenanceTimeInterval: z.number().nullable(),
  warrantyMileageInterval: z.number().nullable(),
  warrantyTimeInterval: z.number().nullable(),
  warranty: z.string().nullable(),
  galPic: z.string().nullable(),
  imageUrl: z.string(),
  vehicleSummary: z.string().nullable(),
  diskDriveReference: z.string().nullable(),
  classType: z.string().nullable(),
  description: z.string().nullable(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;
/** POST /api/vehicles (a search, best first) and GET /api/vehicles/getmodels: catalogue vehicles. */
export const VehicleListSchema = z.array(VehicleSchema);

/** GET /api/vehicles/getbrands and getranges: the catalogue's names, alphabetical. */
export const CatalogueNameListSchema = z.array(z.string());
/** GET /api/vehicles/getyears: a brand's years, newest first. */
export const CatalogueYearListSchema = z.array(z.number());

/**
 * GET /api/vehicles/queryVehicleServiceInterval: the next service due by distance and time, and what is
 * left of the warranty and the plan (the rules: computeServiceInterval in the API's vehicles module).
 */
export const ServiceIntervalSchema = z.object({
  reference: z.string(),
  vehicleId: z.number(),
  uniqueId: z.string(),
  diskDriveReference: z.string().nullable(),
  vehicleMileage: z.number(),
  serviceIntervalKm: z.number().nullable(),
  majorServiceIntervalKm: z.number().nullable(),
  serviceIntervalMonths: z.number().nullable(),
  serviceNumber: z.number().nullable(),
  nextServiceMileage: z.number().nullable(),
  kmUntilNextService: z.number().nullable(),
  isServiceDue: z.boolean(),
  isMajorService: z.boolean(),
  nextMajorServiceMileage: z.number().nullable(),
  lastServiceDate: z.string().nullable(),
  nextServiceDate: z.string().nullable(),
  warranty: z.string().nullable(),
  warrantyMileageInterval: z.number().nullable(),
  warrantyTimeInterval: z.number().nullable(),
  isWithinWarrantyMileage: z.boolean().nullable(),
  kmUntilWarrantyLimit: z.number().nullable(),
  planType: z.string().nullable(),
  maintenanceMileageInterval: z.number().nullable(),
  maintenanceTimeInterval: z.number().nullable(),
  isWithinPlanMileage: z.boolean().nullable(),
  kmUntilPlanLimit: z.number().nullable(),
  maintenanceExclusions: z.string().nullable(),
});
export type ServiceInterval = z.infer<typeof ServiceIntervalSchema>;
