import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgMaterializedView,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { citext, createdAt, id, tstz, updatedAt } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { files } from '../files/files.tables';
import { customerVehicles } from '../garage/garage.tables';
import { organizationBranches } from '../organisations/organisations.tables';
import { addresses, regions } from '../places/places.tables';
import { repairItemTemplates } from '../repair-items/repair-items.tables';
import { vehicles } from '../vehicles/vehicles.tables';
import { workshops } from '../workshops/workshops.tables';

/** Quote requests and what they carry: items, attachments, customer references, workshops and regions. */

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: id(),
    uniqueId: uuid().notNull().unique().defaultRandom(),
    reference: text().notNull().unique(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    organizationBranchId: uuid().references(() => organizationBranches.id),
    /**
     * Made signed out (a guest). A guest's request is also filed under the account of its e-mail address,
     * so `userId` does not tell; only such a request opens by the e-mail link (decision 049).
     */
    madeAsGuest: boolean().notNull().default(false),
    vehicleId: integer().references(() => vehicles.id),
    customerVehicleId: uuid().references(() => customerVehicles.id, { onDelete: 'set null' }),
    vehicleName: text().notNull(),
    vehicleMileage: integer(),
    existingVehicleMileage: integer(),
    vehicleVinNumber: text(),
    vehicleEngineNumber: text(),
    vehicleLicensePlate: text(),
    licenseDiskFileId: uuid().references(() => files.id),
    partsPreference: text(),
    serviceType: text(),
    /** Stored form '<request type> - <quote type>'. */
    quoteType: text().notNull(),
    requestCategory: text(),
    addressId: uuid().references(() => addresses.id),
    travelDistance: integer(),
    datesRequested: date().array().notNull().default(sql`'{}'::date[]`),
    notes: text(),
    serviceReminder: boolean().notNull().default(false),
    isPolicyQuote: boolean().notNull().default(false),
    isForBusiness: boolean().notNull().default(false),
    hidePrice: boolean().notNull().default(false),
    includeAdminFee: boolean().notNull().default(false),
    // Applicant details as given on step 4 (guests have no user row).
    firstName: text(),
    lastName: text(),
    email: citext().notNull(),
    phone: text(),
    businessName: text(),
    businessRegistrationNumber: text(),
    businessTaxNumber: text(),
    businessAddressId: uuid().references(() => addresses.id),
    quoteRequestStatus: smallint().notNull().default(0),
    quoteRequestStatusUsername: text(),
    /** Why the applicant cancelled it (decision 051). */
    quoteRequestStatusReason: text(),
    expiresAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.organizationBranchId, t.createdAt),
    // The Admin Dashboard's cohort: the requests made in a range of days (decision 059).
    index('quote_requests_created_at_idx').on(t.createdAt),
    // A garage vehicle's service schedule and request history.
    index().on(t.customerVehicleId),
    index('quote_requests_email_lower_idx').on(sql`lower(${t.email})`),
    // Whether an address or a file is still used (a deletion's foreign-key check), by index.
    index().on(t.addressId).where(sql`${t.addressId} is not null`),
    index().on(t.businessAddressId).where(sql`${t.businessAddressId} is not null`),
    index().on(t.licenseDiskFileId).where(sql`${t.licenseDiskFileId} is not null`),
  ],
);

export const quoteRequestItems = pgTable(
  'quote_request_items',
  {
    id: id(),
    quoteRequestId: uuid()
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    repairItemTemplateId: uuid().references(() => repairItemTemplates.id),
    name: text().notNull(),
    hasQuery: boolean().notNull().default(false),
    query: text(),
    queryAnswer: text(),
    keyword: text(),
    sortOrder: integer().notNull().default(0),
  },
  // The price estimate looks items up by name (decision 015).
  (t) => [
    index().on(t.quoteRequestId),
    index('quote_request_items_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const quoteRequestAttachments = pgTable(
  'quote_request_attachments',
  {
    id: id(),
    quoteRequestId: uuid()
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    index: integer().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
  },
  // Read with every request's parts, in their order; and whether a file is still used, by index.
  (t) => [index().on(t.quoteRequestId, t.index), index().on(t.fileId)],
);

export const quoteCustomerReferences = pgTable(
  'quote_customer_references',
  {
    id: id(),
    quoteRequestId: uuid()
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    index: integer().notNull(),
    name: text().notNull(),
    reference: text().notNull(),
  },
  // Read with every request's parts, in their order.
  (t) => [index().on(t.quoteRequestId, t.index)],
);

export const quoteRequestWorkshops = pgTable(
  'quote_request_workshops',
  {
    quoteRequestId: uuid()
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id),
    /** 'customer' when picked by the customer, 'radius' when matched by distance and region. */
    source: text().notNull().default('customer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.quoteRequestId, t.workshopId] }), index().on(t.workshopId)],
);

export const quoteRequestRegions = pgTable(
  'quote_request_regions',
  {
    quoteRequestId: uuid()
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    regionId: uuid()
      .notNull()
      .references(() => regions.id),
  },
  (t) => [primaryKey({ columns: [t.quoteRequestId, t.regionId] })],
);

/**
 * The quote flow's funnel (spec: "a tracking event fires on starting the create flow and on each step
 * load"): anonymous by session id, with the user when signed in. Written without waiting (decision 015).
 */
export const quoteRequestEvents = pgTable(
  'quote_request_events',
  {
    id: id(),
    event: text().notNull(),
    step: smallint(),
    quoteType: text(),
    sessionId: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The reminder whose link started the flow (decision 078): the funnel counts them by kind. */
    reminderId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.sessionId)],
);

/**
 * Figures derived from the whole history and kept in PostgreSQL (every instance reads the same), each
 * recomputed when older than its maximum age by one caller at a time (decision 018). Today: the landing
 * page's count of distinct customers, which counting over the history on every call made slow.
 */
export const quoteRequestStats = pgTable('quote_request_stats', {
  name: text().primaryKey(),
  value: integer().notNull(),
  refreshedAt: createdAt(),
});

/**
 * What workshops really quoted per request item name (lower-cased) and vehicle, with the vehicle's traits
 * (lower-cased, trimmed, '' when absent):
 * the price estimate's samples (decision 018). A materialized view across quote requests, quotes and
 * vehicles, defined and indexed in migration 0009 (drizzle-kit does not manage it: `existing()`);
 * refreshed by the estimate when older than its maximum age.
 */
export const quotePriceSamples = pgMaterializedView('quote_price_samples', {
  itemKey: text().notNull(),
  vehicleId: integer().notNull(),
  brandKey: text().notNull(),
  rangeKey: text().notNull(),
  modelKey: text().notNull(),
  classKey: text().notNull(),
  bodyKey: text().notNull(),
  /** Each quote's price for the item, in cents including VAT, lowest first. */
  cents: integer().array().notNull(),
}).existing();

/** Per item name over every vehicle: how many quotes and their 10th, 50th and 90th percentiles (cents). */
export const quotePriceItems = pgMaterializedView('quote_price_items', {
  itemKey: text().notNull(),
  quotes: integer().notNull(),
  p10: doublePrecision().notNull(),
  p50: doublePrecision().notNull(),
  p90: doublePrecision().notNull(),
}).existing();
