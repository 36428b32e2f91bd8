import type { Vehicle } from '@/features/vehicles/api/types';

/**
 * My Garage as the API sends it (apps/api/src/modules/garage/garage.schemas.ts: allowlists).
 */
export interface PolicyDialog {
  kind: 'warning' | 'info';
  title: string;
  message: string;
}

/** spec: innovationPolicy (policyCode, vinNumber, policyStatus, startDate, endDate, endDistance) plus policyEffect. */
export interface InnovationPolicy {
  policyCode: string | null;
  vinNumber: string | null;
  policyStatus: string;
  startDate: string | null;
  endDate: string | null;
  endDistance: number | null;
  policyQuoteMode: boolean;
  showPolicyCard: boolean;
  dialog: PolicyDialog | null;
}

export interface MileageReading {
  id: string;
  mileage: number;
  source: string;
  dateCreatedUtc: string;
}

export interface VehicleAttachment {
  id: string;
  attachmentFileName: string;
  isVehicleReport: boolean;
  mimeType: string;
  sizeBytes: number;
  dateCreatedUtc: string;
}

/** spec: the Garage vehicle (mapping). */
export interface GarageVehicle {
  id: string;
  name: string;
  status: string | null;
  vehicleId: number;
  vehicle: Vehicle;
  vehicleMileage: number | null;
  vehicleVinNumber: string | null;
  vehicleEngineNumber: string | null;
  vehicleLicensePlate: string | null;
  vehicleColour: string | null;
  organizationBranchId: string | null;
  innovationPolicy: InnovationPolicy | null;
  customerVehicleMappingMileageHistories: MileageReading[];
  vehicleAttachments: VehicleAttachment[];
  vehicleReportAttachment: VehicleAttachment | null;
  needsWarrantyDisclaimer: boolean;
  dateCreatedUtc: string;
}

export interface Page<T> {
  items: T[];
  totalDisplayItems: number;
  page: number;
  itemsPerPage: number;
}
