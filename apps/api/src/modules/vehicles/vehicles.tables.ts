import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/** The vehicle catalogue (and hand-entered vehicles) with what catalogue search reads. */

/** The vehicle catalogue (and vehicles entered by hand, flagged isManual). */
export const vehicles = pgTable(
  'vehicles',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    uniqueId: uuid().notNull().unique().defaultRandom(),
    year: integer().notNull(),
    brand: text().notNull(),
    brandCode: text(),
    range: text().notNull(),
    rangeCode: text(),
    model: text().notNull(),
    modelCode: text(),
    bodyType: text(),
    meadCode: text(),
    introductionDate: date(),
    discontinuedDate: date(),
    aspirationType: text(),
    fuelType: text(),
    /** Engine capacity in cc. */
    capacity: integer(),
    cylinders: integer(),
    transmissionType: text(),
    gearboxType: text(),
    driveType: text(),
    wheelsDriven: text(),
    abs: boolean(),
    ceramics: boolean(),
    frontBrakeType1: text(),
    frontBrakeType2: text(),
    rearBrakeType: text(),
    suspensionFrontType: text(),
    suspensionRearType: text(),
    planType: text(),
    maintenanceExclusions: text(),
    /** km */
    serviceInterval1: integer(),
    serviceInterval2: integer(),
    maintenanceMileageInterval: integer(),
    maintenanceTimeInterval: integer(),
    warrantyMileageInterval: integer(),
    warrantyTimeInterval: integer(),
    warranty: text(),
    galPic: text(),
    imageUrl: text(),
    vehicleSummary: text(),
    diskDriveReference: text(),
    classType: text(),
    description: text(),
    market: text(),
    isManual: boolean().notNull().default(false),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Months between services (the brand's plan); the spec's serviceInterval1/2 are the distances. */
    serviceTimeInterval: integer(),
    /** Lower-cased 'brand range model year' for search (trigram and prefix indexes in the migration). */
    searchText: text().notNull(),
    /**
     * The words catalogue search matches (modules/vehicles/search-words.ts): brand and range words as
     * they are, other model words behind '+', attributes (engine, year, fuel, ...) behind ':'. Copied
     * into vehicle_search_entries and collected into vehicle_search_words by triggers.
     */
    searchWords: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    // Drill-down (getbrands, getyears, getranges, getmodels): catalogue rows only, names case-insensitive.
    index('vehicles_catalogue_drilldown_idx')
      .on(sql`lower(${t.brand})`, t.year.desc(), sql`lower(${t.range})`)
      .where(sql`not ${t.isManual}`),
    // A catalogue vehicle imported from an M&M-code CSV is known by its code and model year (decision 061).
    uniqueIndex('vehicles_mead_code_year_idx')
      .on(t.meadCode, t.year)
      .where(sql`${t.meadCode} is not null and not ${t.isManual}`),
  ],
);

/**
 * A brand's service intervals, warranty and plan as an administrator set them (decision 061): applied to
 * the brand's catalogue vehicles when edited and to every vehicle an import adds. A brand without a row
 * keeps the terms its vehicles carry (the seed's brand profiles). `brandKey` is the lower-cased brand.
 */
export const vehicleBrands = pgTable('vehicle_brands', {
  brandKey: text().primaryKey(),
  brand: text().notNull(),
  brandCode: text(),
  serviceIntervalKm: integer().notNull(),
  majorServiceIntervalKm: integer(),
  serviceIntervalMonths: integer().notNull(),
  /** 0: no distance limit. */
  warrantyKm: integer().notNull(),
  warrantyMonths: integer().notNull(),
  planType: text().notNull(),
  planKm: integer(),
  planMonths: integer(),
  maintenanceExclusions: text(),
  /** The wizard's manufacturer warranty note is shown for this brand. */
  warrantyNotice: boolean().notNull().default(false),
  updatedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * What catalogue search reads, one narrow row per catalogue vehicle (never a hand-entered one): a
 * search scans thousands of candidates, and reading them from vehicles (about 1 KB a row, the words in
 * its last column) cost more than the search itself. Kept by triggers on vehicles (migration 0004).
 */
export const vehicleSearchEntries = pgTable(
  'vehicle_search_entries',
  {
    vehicleId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    /** Sold in South Africa (market 'ZA ...'): first among equals. */
    isZa: boolean().notNull(),
    searchWords: text().array().notNull(),
    brand: text().notNull(),
    range: text().notNull(),
    model: text().notNull(),
  },
  // One && per search token; fastupdate off so a search never walks a pending list after an import.
  (t) => [index('vehicle_search_entries_words_idx').using('gin', t.searchWords).with({ fastupdate: false })],
);

/**
 * The dictionary of catalogue search words with how many vehicles carry each: a few thousand rows that
 * a search term's tokens are completed (prefix b-tree) or corrected (trigrams) against. Kept by a
 * trigger on vehicles (migration 0003), so every way of loading the catalogue fills it.
 */
export const vehicleSearchWords = pgTable(
  'vehicle_search_words',
  {
    word: text().primaryKey(),
    vehicles: integer().notNull().default(0),
  },
  (t) => [
    index('vehicle_search_words_prefix_idx').on(t.word.op('text_pattern_ops'), t.vehicles),
    index('vehicle_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);
