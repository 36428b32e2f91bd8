import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The marketplace's tables: one per entity of the spec (part 1, section 3), plus what the parts the spec
 * leaves "not shown" need (workshop portal, payments, outbox mail). Money is integer cents, time is
 * timestamptz (UTC), requested dates are `date`. Tables are plural snake_case; columns come from the
 * camelCase names through drizzle's snake_case casing.
 */

const id = () => uuid().primaryKey().defaultRandom();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const tstz = () => timestamp({ withTimezone: true });
const citext = customType<{ data: string }>({ dataType: () => 'text' });

// ---------------------------------------------------------------- places

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    name: text(),
    isActive: boolean().notNull().default(true),
    streetNumber: text(),
    streetName: text(),
    suburb: text(),
    town: text(),
    city: text(),
    province: text(),
    country: text().notNull().default('South Africa'),
    postalCode: text(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    isOrganization: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.lat, t.lng)],
);

export const regions = pgTable('regions', {
  id: id(),
  name: text().notNull().unique(),
  province: text().notNull(),
  metro: text().notNull(),
  /** Polygon as [{lat, lng}, ...]. */
  coordinates: jsonb().$type<{ lat: number; lng: number }[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- people and organisations

export const users = pgTable(
  'users',
  {
    id: id(),
    email: citext().notNull(),
    firstName: text(),
    lastName: text(),
    /** Stored with +27 and the leading 0 dropped (spec). */
    phone: text(),
    passwordHash: text(),
    emailConfirmedAt: tstz(),
    isDisabled: boolean().notNull().default(false),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: tstz(),
    /** Encrypted (AES-256-GCM) with a key derived from the auth secret; see modules/auth/crypto.ts. */
    totpSecret: text(),
    totpEnabledAt: tstz(),
    /** A secret offered at enrolment, active only once the user proves it with a code. Encrypted too. */
    totpPendingSecret: text(),
    /** The last TOTP time step accepted, so a code cannot be replayed within its window. */
    totpLastTimeStep: bigint({ mode: 'number' }),
    businessName: text(),
    businessRegistrationNumber: text(),
    businessTaxNumber: text(),
    businessAddressId: uuid().references(() => addresses.id),
    termsAcceptedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const externalLogins = pgTable(
  'external_logins',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    subject: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session (auth_sessions.id) this token belongs to; a reused token revokes the whole family. */
    familyId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: tstz().notNull(),
    usedAt: tstz(),
    revokedAt: tstz(),
    userAgent: text(),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index().on(t.familyId)],
);

/**
 * A signed-in device. Access tokens carry its id (sid) and are refused once it is revoked (logout, sign
 * out everywhere, password change or reset, refresh-token reuse), so a stolen access token dies with it.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'password' | 'google' | 'invite' */
    method: text().notNull(),
    userAgent: text(),
    ip: text(),
    /** Absolute end of the session, whatever the refreshes. */
    expiresAt: tstz().notNull(),
    lastSeenAt: tstz(),
    revokedAt: tstz(),
    revokedReason: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Failed sign-ins counted per account name as typed (sha256 of the lower-cased e-mail), whether or not an
 * account exists, so a locked and an unknown address answer alike (the lockout reveals nothing).
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  keyHash: text().primaryKey(),
  failures: integer().notNull().default(0),
  lockedUntil: tstz(),
  lastFailureAt: tstz(),
});

/** Single-use codes (e-mail confirmation, password reset, two-factor recovery), stored hashed. */
export const userCodes = pgTable(
  'user_codes',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: tstz(),
    usedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.purpose)],
);

export const organizations = pgTable('organizations', {
  id: id(),
  name: text().notNull().unique(),
  registrationNumber: text(),
  taxNumber: text(),
  kind: text().notNull(),
  createdAt: createdAt(),
});

export const organizationBranches = pgTable(
  'organization_branches',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    branchName: text().notNull(),
    addressId: uuid().references(() => addresses.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.organizationId, t.branchName)],
);

/** An organisation user (fleet, dealer, finance-recon staff) and the branch they currently work in. */
export const organizationUsers = pgTable('organization_users', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: uuid()
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  currentBranchId: uuid().references(() => organizationBranches.id),
  createdAt: createdAt(),
});

export const invites = pgTable(
  'invites',
  {
    id: id(),
    codeHash: text().notNull().unique(),
    kind: text().notNull(), // 'organization' | 'workshop' | 'customer'
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    organizationBranchId: uuid().references(() => organizationBranches.id),
    workshopId: uuid(),
    email: citext().notNull(),
    emailReadonly: boolean().notNull().default(true),
    firstName: text(),
    lastName: text(),
    phoneNumber: text(),
    phoneNumberReadonly: boolean().notNull().default(false),
    requiresConsent: boolean().notNull().default(false),
    policy: text(),
    invitedByUserId: uuid().references(() => users.id),
    expiresAt: tstz().notNull(),
    acceptedAt: tstz(),
    acceptedUserId: uuid().references(() => users.id),
    consentedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index('invites_email_lower_idx').on(sql`lower(${t.email})`)],
);

// ---------------------------------------------------------------- workshops

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
    /** Denormalised from the address for the radius search (box on an index plus an exact check). */
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    regionId: uuid().references(() => regions.id),
    organizationId: uuid().references(() => organizations.id),
    logoUrl: text(),
    description: text(),
    openingHours: text(),
    labourRateExclCents: integer(),
    jobTurnaroundDays: integer(),
    kinds: text().array().notNull().default(sql`'{}'::text[]`),
    brands: text().array().notNull().default(sql`'{}'::text[]`),
    contactName: text(),
    contactEmail: text(),
    contactPhone: text(),
    hasPayfastAccount: boolean().notNull().default(false),
    payfastMerchantId: text(),
    paystackSubaccountId: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.lat, t.lng), index().on(t.regionId), index().on(t.organizationId)],
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
  },
  (t) => [index().on(t.workshopId)],
);

export const workshopCertifications = pgTable('workshop_certifications', {
  id: id(),
  workshopId: uuid()
    .notNull()
    .references(() => workshops.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  issuer: text().notNull(),
  number: text(),
  validUntil: date(),
  createdAt: createdAt(),
});

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
  (t) => [primaryKey({ columns: [t.userId, t.workshopId] })],
);

// ---------------------------------------------------------------- vehicles

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
  ],
);

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

/** Uploaded files: attachments, licence-disk photos, vehicle reports, invoices. Bytes live in the file store. */
export const files = pgTable('files', {
  id: id(),
  storageKey: text().notNull().unique(),
  originalName: text().notNull(),
  mimeType: text().notNull(),
  sizeBytes: integer().notNull(),
  sha256: text().notNull(),
  ownerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

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

// ---------------------------------------------------------------- repair-item templates

export const repairItemTemplates = pgTable(
  'repair_item_templates',
  {
    id: id(),
    quoteKind: text().notNull(),
    parentId: uuid(),
    name: text().notNull(),
    displayName: text(),
    icon: text(),
    leaf: boolean().notNull(),
    hasQuery: boolean().notNull().default(false),
    query: text(),
    keywords: text().array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.quoteKind, t.parentId)],
);

export const repairItemTemplateItems = pgTable('repair_item_template_items', {
  id: id(),
  repairItemTemplateId: uuid()
    .notNull()
    .references(() => repairItemTemplates.id, { onDelete: 'cascade' }),
  description: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

// ---------------------------------------------------------------- quote requests

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: id(),
    uniqueId: uuid().notNull().unique().defaultRandom(),
    reference: text().notNull().unique(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    organizationBranchId: uuid().references(() => organizationBranches.id),
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
    expiresAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.organizationBranchId, t.createdAt),
    // A garage vehicle's service schedule and request history.
    index().on(t.customerVehicleId),
    index('quote_requests_email_lower_idx').on(sql`lower(${t.email})`),
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
  (t) => [index().on(t.quoteRequestId)],
);

export const quoteRequestAttachments = pgTable('quote_request_attachments', {
  id: id(),
  quoteRequestId: uuid()
    .notNull()
    .references(() => quoteRequests.id, { onDelete: 'cascade' }),
  index: integer().notNull(),
  fileId: uuid()
    .notNull()
    .references(() => files.id),
});

export const quoteCustomerReferences = pgTable('quote_customer_references', {
  id: id(),
  quoteRequestId: uuid()
    .notNull()
    .references(() => quoteRequests.id, { onDelete: 'cascade' }),
  index: integer().notNull(),
  name: text().notNull(),
  reference: text().notNull(),
});

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

// ---------------------------------------------------------------- quotes

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    uniqueId: uuid().notNull().unique().defaultRandom(),
    quoteRequestId: uuid()
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id),
    reference: text().notNull().unique(),
    externalReference: text(),
    invoiceNumber: text(),
    quoteStatus: smallint().notNull().default(11),
    isVatRegistered: boolean().notNull(),
    vatRate: numeric({ precision: 5, scale: 2 }).$type<string>().notNull().default('15.00'),
    vehicleMileage: integer(),
    jobTurnaround: integer(),
    workshopCustomer: text(),
    organizationOrderAttached: boolean().notNull().default(false),
    expiresAt: tstz(),
    serviceDate: date(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.quoteRequestId, t.workshopId), index().on(t.workshopId, t.quoteStatus)],
);

/** Every status a quote passed through, with who moved it (quoteStatuses). */
export const quoteStatusHistory = pgTable(
  'quote_status_history',
  {
    id: id(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    quoteStatus: smallint().notNull(),
    username: text(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.quoteId)],
);

export const quoteAmendments = pgTable('quote_amendments', {
  id: id(),
  quoteId: uuid()
    .notNull()
    .references(() => quotes.id, { onDelete: 'cascade' }),
  amendmentStatus: smallint().notNull().default(0),
  note: text(),
  submittedAt: tstz(),
  decidedAt: tstz(),
  createdAt: createdAt(),
});

export const quoteItems = pgTable(
  'quote_items',
  {
    id: id(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    quoteRequestItemId: uuid().references(() => quoteRequestItems.id, { onDelete: 'set null' }),
    amendmentId: uuid().references(() => quoteAmendments.id, { onDelete: 'set null' }),
    description: text().notNull(),
    note: text(),
    isLabour: boolean().notNull().default(false),
    priceExclCents: integer().notNull(),
    priceInclCents: integer().notNull(),
    previousPriceInclCents: integer(),
    /** Quantities to three decimals (litres of oil, hours of labour). */
    quantity: numeric({ precision: 10, scale: 3 }).$type<string>().notNull().default('1'),
    previousQuantity: numeric({ precision: 10, scale: 3 }).$type<string>(),
    totalInclCents: integer().notNull(),
    verifiedTotalInclCents: integer(),
    noVat: boolean().notNull().default(false),
    amendmentType: smallint(),
    amendmentStatus: smallint(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.quoteId)],
);

export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: id(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    senderUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    senderRole: text().notNull(), // 'customer' | 'workshop' | 'system'
    message: text().notNull(),
    readAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.quoteId, t.createdAt)],
);

export const quoteMessageAttachments = pgTable('quote_message_attachments', {
  id: id(),
  quoteMessageId: uuid()
    .notNull()
    .references(() => quoteMessages.id, { onDelete: 'cascade' }),
  fileId: uuid()
    .notNull()
    .references(() => files.id),
  attachmentName: text().notNull(),
});

/** A quote viewed by, or shared to, an organisation branch (quote view record / branch share). */
export const quoteBranchShares = pgTable('quote_branch_shares', {
  id: id(),
  quoteId: uuid()
    .notNull()
    .references(() => quotes.id, { onDelete: 'cascade' }),
  organizationBranchId: uuid()
    .notNull()
    .references(() => organizationBranches.id),
  username: text().notNull(),
  isSuccess: boolean().notNull().default(true),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- payments

export const payments = pgTable(
  'payments',
  {
    id: id(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id),
    provider: text().notNull(), // 'payfast' | 'paystack'
    merchantReference: text().notNull().unique(),
    gatewayReference: text(),
    amountCents: integer().notNull(),
    status: text().notNull().default('pending'), // pending | paid | failed | cancelled
    createdAt: createdAt(),
    completedAt: tstz(),
  },
  (t) => [index().on(t.quoteId)],
);

/** Every gateway notification as received, verified or not (the audit trail of money). */
export const paymentEvents = pgTable('payment_events', {
  id: id(),
  paymentId: uuid().references(() => payments.id),
  provider: text().notNull(),
  payload: jsonb().notNull(),
  signatureValid: boolean().notNull(),
  receivedAt: createdAt(),
});

// ---------------------------------------------------------------- notifications, actions, contact, mail

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    organizationBranchId: uuid().references(() => organizationBranches.id, { onDelete: 'cascade' }),
    quoteRequestId: uuid().references(() => quoteRequests.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    smcReference: text(),
    vehicleName: text(),
    message: text().notNull(),
    color: text(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.organizationBranchId, t.createdAt), index().on(t.userId, t.createdAt)],
);

/** Recent actions and messages shown on the organisation dashboard (events and inbox). */
export const userActions = pgTable(
  'user_actions',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    organizationBranchId: uuid().references(() => organizationBranches.id, { onDelete: 'cascade' }),
    /** 0 = vehicle mapping, otherwise a quote request (spec). */
    actionSource: smallint().notNull(),
    actionType: text().notNull(),
    actionDescription: text().notNull(),
    actionNote: text(),
    isMessage: boolean().notNull().default(false),
    isSent: boolean().notNull().default(false),
    readAt: tstz(),
    vehicleName: text(),
    vehicleSummary: text(),
    vehicleImageUrl: text(),
    workshopName: text(),
    navigationId: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.organizationBranchId, t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text(),
  subject: text().notNull(),
  message: text().notNull(),
  userId: uuid().references(() => users.id, { onDelete: 'set null' }),
  ip: text(),
  userAgent: text(),
  createdAt: createdAt(),
});

/** The local development inbox: mail kept here instead of sent when no SMTP server is configured. */
export const devMails = pgTable('dev_mails', {
  id: id(),
  messageId: text(),
  from: text().notNull(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text(),
  html: text(),
  createdAt: createdAt(),
});

/** Marks that the demo marketplace was seeded, so seeding runs once. */
export const seedRuns = pgTable('seed_runs', {
  name: text().primaryKey(),
  createdAt: createdAt(),
});

/** Bot-check challenges already redeemed, so a solved challenge cannot be replayed. */
export const botcheckUsed = pgTable(
  'botcheck_used',
  {
    challengeId: text().primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);
