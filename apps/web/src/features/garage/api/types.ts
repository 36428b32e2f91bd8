/** My Garage as the API sends it: the shared contract's allowlist schemas (packages/shared/src/garage-records.ts). */
export type {
  GarageVehicle,
  InnovationPolicy,
  MileageReading,
  PolicyDialog,
  VehicleAttachment,
} from '@motorwise/shared';

export interface Page<T> {
  items: T[];
  totalDisplayItems: number;
  page: number;
  itemsPerPage: number;
}
