/**
 * Shapes of the demo and reference data that the seeder loads into PostgreSQL.
 * The data modules in ./data export values of these types; the seeder (seed.ts) owns the SQL.
 */

/** A quote kind a workshop offers or a repair-item tree belongs to. */
export type SeedQuoteKind =
  | 'service'
  | 'repair'
  | 'policy'
  | 'inspection'
  | 'wheelsTyres'
  | 'windscreen'
  | 'bodyExternal'
  | 'dekra';

export interface SeedLatLng {
  lat: number;
  lng: number;
}

/** A marketplace region: a metro or a part of one, used to match requests to workshops. */
export interface SeedRegion {
  name: string; // e.g. 'Johannesburg North'
  province: string; // one of the 9 provinces, spelled as in shared/data/za-places.csv
  metro: string; // e.g. 'City of Johannesburg'
  /** Closed polygon (first point need not repeat), clockwise, roughly covering the region. */
  coordinates: SeedLatLng[];
}

export interface SeedAddress {
  streetNumber: string;
  streetName: string;
  suburb: string;
  city: string;
  province: string;
  postalCode: string; // 4 digits, real for that suburb (see shared/data/za-places.csv)
  lat: number;
  lng: number;
}

export interface SeedReview {
  authorName: string; // first name and initial, e.g. 'Sipho M.'
  rating: 1 | 2 | 3 | 4 | 5;
  review: string;
  daysAgo: number; // when it was written, relative to seeding
}

export interface SeedCertification {
  name: string; // e.g. 'RMI Accredited', 'MIWA Member', 'Bosch Car Service', 'SAMBRA Accredited'
  issuer: string;
  /** Number as shown on the certificate, e.g. 'RMI-MW-40213'. */
  number: string;
  validUntilMonths: number; // months from seeding until it expires
}

export interface SeedWorkshop {
  name: string;
  isPosh: boolean; // premium / dealer-grade facility
  registrationNumber: string; // CIPC form: 2015/123456/07
  taxNumber: string | null; // 10-digit SARS VAT number starting 4, null when not VAT registered
  isVatRegistered: boolean;
  address: SeedAddress;
  regionName: string; // the SeedRegion.name it sits in
  contact: { name: string; email: string; phone: string }; // phone as '011 123 4567'
  description: string; // two or three sentences a real workshop would write
  kinds: SeedQuoteKind[]; // which quote kinds it answers
  brands: string[]; // brands it specialises in, [] for all makes
  openingHours: string; // e.g. 'Mon–Fri 07:30–17:00, Sat 08:00–12:00'
  labourRatePerHourExclCents: number; // e.g. 65000 for R650.00/h excl VAT
  jobTurnaroundDays: number;
  certifications: SeedCertification[];
  reviews: SeedReview[];
  /** Name of the SeedOrganisation whose branch network this workshop belongs to, or null for independents. */
  organisationName: string | null;
}

/** A fleet, dealer or finance-recon organisation with branches (organisation users work per branch). */
export interface SeedOrganisation {
  name: string;
  registrationNumber: string;
  taxNumber: string;
  kind: 'fleet' | 'dealer' | 'financeRecon';
  branches: { branchName: string; address: SeedAddress }[];
}

/** A node of a repair-item template tree. Leaves are what a customer picks; trunks group them. */
export interface SeedRepairItem {
  name: string; // stable key-like name, e.g. 'Front brake pads'
  displayName?: string; // shown to customers when different from name
  icon?: string; // a Tabler icon name, e.g. 'disc', 'engine', 'tire'
  /** A question the customer must answer when picking this leaf (answer max 500 characters). */
  query?: string;
  /** Default quote lines a workshop starts from when quoting this leaf (parts and labour descriptions). */
  templateItems?: string[];
  keywords?: string[]; // search words, e.g. ['brakes', 'pads', 'squeal']
  children?: SeedRepairItem[];
}

export type SeedRepairItemTrees = Record<SeedQuoteKind, SeedRepairItem[]>;

/** What a brand's South African service and warranty plan looks like (applied to its catalogue rows). */
export interface SeedBrandProfile {
  brand: string; // as in the catalogue 'make' column
  brandCode: string; // short upper-case code, e.g. 'TOYO'
  serviceIntervalKm: number; // e.g. 15000
  serviceIntervalMonths: number; // e.g. 12
  warrantyKm: number; // e.g. 100000
  warrantyYears: number; // e.g. 3
  planType: 'Service plan' | 'Maintenance plan' | 'None';
  planKm: number | null;
  planYears: number | null;
  maintenanceExclusions: string | null;
}
