import type { WorkshopGuarantee } from '@motorwise/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { organizations } from '../organisations/organisations.tables';
import { addresses, regions } from '../places/places.tables';

/** Workshops, their reviews, certifications, bank accounts and staff. */

export const workshops = pgTable(
  'workshops',
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    isPosh: boolean().notNull().default(false),
    rating: numeric({ precision: 2, scale: 1 }).$type<string>(),
    taxNumber: text(),
    registrationNumber: text(),
    isVatRegistered: boolean().notNull().default(true),
    addressId: uuid()
      .notNull()
      .references(() => addresses.id),
    /**
     * Denormalised from the address for step 3's map, so the radius search is one indexed query on this
     * table (decision 018): the point, and the suburb and city the map shows. Whoever changes a
     * workshop's address sets these with it.
     */
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    suburb: text(),
    city: text(),
    regionId: uuid().references(() => regions.id),
    organizationId: uuid().references(() => organizations.id),
    logoUrl: text(),
    description: text(),
    openingHours: text(),
    labourRateExclCents: integer(),
    jobTurnaroundDays: integer(),
    /** Its workmanship guarantee (decision 076); null: none stated. Quotes keep a copy when sent. */
    guarantee: jsonb().$type<WorkshopGuarantee>(),
    kinds: text().array().notNull().default(sql`'{}'::text[]`),
    brands: text().array().notNull().default(sql`'{}'::text[]`),
    contactName: text(),
    contactEmail: text(),
    contactPhone: text(),
    hasPayfastAccount: boolean().notNull().default(false),
    payfastMerchantId: text(),
    paystackSubaccountId: text(),
    /** The quote types it answers (the admin sets them; `kinds` is what the finder matches). */
    quoteTypes: text().array().notNull().default(sql`'{}'::text[]`),
    /** false while suspended (no new requests: the finder, the map and the directory read only active ones). */
    isActive: boolean().notNull().default(true),
    /** Why and since when it is suspended (its portal says so); null when it is not. */
    suspendedReason: text(),
    suspendedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The nearest workshops in order (a GiST index on the point on earthdistance's sphere, decision 018).
    index('workshops_earth_point_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`),
    index().on(t.regionId),
    index().on(t.organizationId),
    // Whether an address is still used (a deletion's foreign-key check), by index.
    index().on(t.addressId),
    // The public directory's order (best rated first), read a page at a time without sorting them all.
    index('workshops_directory_idx').on(t.rating.desc().nullsLast(), t.name, t.id).where(sql`${t.isActive}`),
  ],
);

/**
 * The further regions a workshop serves beyond `workshops.region_id` (its first, home region; decision
 * 073). The regions served are that one and these; a region a workshop serves cannot be deleted.
 */
export const workshopRegions = pgTable(
  'workshop_regions',
  {
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    regionId: uuid()
      .notNull()
      .references(() => regions.id),
  },
  (t) => [primaryKey({ columns: [t.workshopId, t.regionId] }), index().on(t.regionId)],
);

export const workshopReviews = pgTable(
  'workshop_reviews',
  {
    id: id(),
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    quoteId: uuid(),
    authorName: text().notNull(),
    rating: smallint().notNull(),
    review: text().notNull(),
    createdAt: createdAt(),
    /** Hidden by an admin (decision 065): off the public page and out of the rating, kept for the record. */
    hiddenAt: tstz(),
    hiddenReason: text(),
    hiddenByUserId: uuid(),
    /** The workshop's one public reply, shown under the review. */
    reply: text(),
    repliedAt: tstz(),
  },
  // One review per job (decision 021).
  (t) => [index().on(t.workshopId), uniqueIndex().on(t.quoteId)],
);

export const workshopCertifications = pgTable(
  'workshop_certifications',
  {
    id: id(),
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    issuer: text().notNull(),
    number: text(),
    validUntil: date(),
    createdAt: createdAt(),
  },
  // Shown on the workshop's page.
  (t) => [index().on(t.workshopId)],
);

export const workshopBankAccounts = pgTable('workshop_bank_accounts', {
  id: id(),
  workshopId: uuid()
    .notNull()
    .unique()
    .references(() => workshops.id, { onDelete: 'cascade' }),
  bankName: text().notNull(),
  accountHolder: text().notNull(),
  accountNumber: text().notNull(),
  branchCode: text().notNull(),
  accountType: text().notNull(),
  /** BANK_VERIFICATION_STATES: the admin verifies the details; a changed account starts unverified again. */
  verification: text().notNull().default('unverified'),
  createdAt: createdAt(),
});

export const workshopUsers = pgTable(
  'workshop_users',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    role: text().notNull().default('owner'),
    createdAt: createdAt(),
  },
  // A workshop's staff, told of every step on its quotes (the key leads with the user).
  (t) => [primaryKey({ columns: [t.userId, t.workshopId] }), index().on(t.workshopId)],
);
