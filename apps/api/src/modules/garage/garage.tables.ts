import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { files } from '../files/files.tables';
import { organizationBranches } from '../organisations/organisations.tables';
import { vehicles } from '../vehicles/vehicles.tables';

/** My Garage: vehicles in a garage, their policies, mileage readings and attachments. */

/** A vehicle in a user's garage ("customer vehicle mapping"). */
export const customerVehicles = pgTable(
  'customer_vehicles',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationBranchId: uuid().references(() => organizationBranches.id),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id),
    name: text().notNull().default('VEHICLE'),
    status: text(),
    vehicleMileage: integer(),
    vehicleVinNumber: text(),
    vehicleEngineNumber: text(),
    vehicleLicensePlate: text(),
    vehicleColour: text(),
    /** When the licence disk expires, as the owner entered it: reminded a month before (decision 078). */
    licenceDiskExpiresOn: date(),
    /**
     * When the vehicle needs a roadworthy certificate by (a sale or change of ownership, re-registration, an
     * older vehicle the owner marks): null when it needs none; reminded a month before (decision 078).
     */
    roadworthyDueOn: date(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz(),
  },
  // A branch's garage is shared by its users (modules/garage): listed by branch as well as by user.
  (t) => [index().on(t.userId), index().on(t.organizationBranchId)],
);

export const innovationPolicies = pgTable('innovation_policies', {
  id: id(),
  customerVehicleId: uuid()
    .notNull()
    .unique()
    .references(() => customerVehicles.id, { onDelete: 'cascade' }),
  policyCode: text().notNull(),
  vinNumber: text(),
  policyStatus: text().notNull(),
  startDate: date(),
  endDate: date(),
  endDistance: integer(),
  createdAt: createdAt(),
});

export const customerVehicleMileageHistories = pgTable(
  'customer_vehicle_mileage_histories',
  {
    id: id(),
    customerVehicleId: uuid()
      .notNull()
      .references(() => customerVehicles.id, { onDelete: 'cascade' }),
    mileage: integer().notNull(),
    source: text().notNull().default('owner'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.customerVehicleId)],
);

export const vehicleAttachments = pgTable(
  'vehicle_attachments',
  {
    id: id(),
    customerVehicleId: uuid()
      .notNull()
      .references(() => customerVehicles.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    attachmentFileName: text().notNull(),
    isVehicleReport: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.customerVehicleId), index().on(t.fileId)],
);
