import { z } from 'zod';
import { pageSchema } from './answers';
import { PolicyDialogSchema } from './policy';
import { RequestProgressSchema } from './request-progress';
import { VehicleSchema } from './vehicle-record';

/**
 * My Garage as the API sends it: allowlists (a field not listed is not sent), and the types the web
 * client reads, from one definition.
 */

/** spec: innovationPolicy (policyCode, vinNumber, policyStatus, startDate, endDate, endDistance) plus its effect. */
export const InnovationPolicySchema = z.object({
  policyCode: z.string().nullable(),
  vinNumber: z.string().nullable(),
  policyStatus: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  endDistance: z.number().nullable(),
  policyQuoteMode: z.boolean(),
  showPolicyCard: z.boolean(),
  dialog: PolicyDialogSchema.nullable(),
});

export const MileageHistorySchema = z.object({
  id: z.string(),
  mileage: z.number(),
  source: z.string(),
  dateCreatedUtc: z.string(),
});

export const VehicleAttachmentSchema = z.object({
  id: z.string(),
  attachmentFileName: z.string(),
  isVehicleReport: z.boolean(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  dateCreatedUtc: z.string(),
});

/** spec: the Garage vehicle (mapping) entity; serviceSchedule comes from queryVehicleServiceSchedule. */
export const GarageVehicleSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string().nullable(),
  vehicleId: z.number(),
  vehicle: VehicleSchema,
  vehicleMileage: z.number().nullable(),
  vehicleVinNumber: z.string().nullable(),
  vehicleEngineNumber: z.string().nullable(),
  vehicleLicensePlate: z.string().nullable(),
  vehicleColour: z.string().nullable(),
  /** YYYY-MM-DD or null (decision 078). */
  licenceDiskExpiresOn: z.string().nullable(),
  roadworthyDueOn: z.string().nullable(),
  organizationBranchId: z.string().nullable(),
  innovationPolicy: InnovationPolicySchema.nullable(),
  customerVehicleMappingMileageHistories: z.array(MileageHistorySchema),
  vehicleAttachments: z.array(VehicleAttachmentSchema),
  /** The newest attachment uploaded as the vehicle report (opens on page 3 in the viewer). */
  vehicleReportAttachment: VehicleAttachmentSchema.nullable(),
  /** spec: TOYOTA, HONDA, VOLVO and MAZDA need the manufacturer warranty disclaimer. */
  needsWarrantyDisclaimer: z.boolean(),
  dateCreatedUtc: z.string(),
});

/** spec: Vehicle history entry. */
export const VehicleHistoryEntrySchema = z.object({
  id: z.string(),
  reference: z.string(),
  quoteType: z.string(),
  dateCreated: z.string(),
  quoteRequestStatus: z.number(),
  quoteStatusText: z.string().nullable(),
  /** Where the request stands (decision 051). */
  progress: RequestProgressSchema,
});

/** POST /api/user/getVehicles and queryVehicleHistory: a page of each. */
export const GarageVehiclePageSchema = pageSchema(GarageVehicleSchema);
export const VehicleHistoryPageSchema = pageSchema(VehicleHistoryEntrySchema);

export type InnovationPolicy = z.infer<typeof InnovationPolicySchema>;
export type MileageReading = z.infer<typeof MileageHistorySchema>;
export type VehicleAttachment = z.infer<typeof VehicleAttachmentSchema>;
export type GarageVehicle = z.infer<typeof GarageVehicleSchema>;
export type VehicleHistoryEntry = z.infer<typeof VehicleHistoryEntrySchema>;
export type GarageVehiclePage = z.infer<typeof GarageVehiclePageSchema>;
export type VehicleHistoryPage = z.infer<typeof VehicleHistoryPageSchema>;
