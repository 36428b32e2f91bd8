import { z } from 'zod';
import type { SeedBrandProfile } from '../types';
import { brandTerms } from './brand-terms';
import { csvNumber, csvNumberOrNull, csvTextOrNull, loadCsv } from './load';

/**
 * South African service, warranty and plan terms per make (brand-terms.json for the brands South Africans
 * drive most, brand-profiles.csv for the other makes), applied to that make's
 * catalogue rows. Editorial summary of the typical terms on new vehicles as sold in SA (brochures, price
 * lists and manufacturer websites); individual models and model years differ, so treat these as a default.
 *
 * Conventions of the file:
 * - warrantyKm = 0 means the warranty has no distance limit ("unlimited km"); an empty planKm likewise.
 * - An empty planYears means the plan is limited by distance or number of services, not by time.
 * - Makes that are no longer sold new in SA have planType 'None': any plan on those cars has expired.
 * - `note` is added to what the plan type excludes (below) to make the row's maintenance exclusions.
 */

const SERVICE_PLAN_EXCLUSIONS =
  'Service plan covers scheduled services only (parts, labour, oils and filters). Wear-and-tear items such ' +
  'as brake pads and discs, clutch, wiper blades, globes, batteries and tyres are not covered.';
const MAINTENANCE_PLAN_EXCLUSIONS =
  'Maintenance plan covers scheduled services plus wear-and-tear items (brake pads and discs, clutch, wiper ' +
  'blades, shock absorbers) within the plan limits. Tyres, glass, accident damage and misuse are excluded.';

type Terms = Omit<SeedBrandProfile, 'maintenanceExclusions'> & { note: string | null };

/** A make's terms; a make without a plan has no plan limits, whatever the row says. */
function profile({ note, ...terms }: Terms): SeedBrandProfile {
  const exclusions =
    terms.planType === 'Service plan'
      ? SERVICE_PLAN_EXCLUSIONS
      : terms.planType === 'Maintenance plan'
        ? MAINTENANCE_PLAN_EXCLUSIONS
        : null;
  return {
    ...terms,
    planKm: terms.planType === 'None' ? null : terms.planKm,
    planYears: terms.planType === 'None' ? null : terms.planYears,
    maintenanceExclusions: note ? (exclusions ? `${exclusions} ${note}` : note) : exclusions,
  };
}

const rowSchema = z.strictObject({
  brand: z.string().min(1),
  brandCode: z.string().regex(/^[A-Z]{2,4}$/, 'expected 2 to 4 capital letters'),
  serviceIntervalKm: csvNumber,
  serviceIntervalMonths: csvNumber,
  warrantyKm: csvNumber,
  warrantyYears: csvNumber,
  planType: z.enum(['Service plan', 'Maintenance plan', 'None']),
  planKm: csvNumberOrNull,
  planYears: csvNumberOrNull,
  note: csvTextOrNull,
}) satisfies z.ZodType<Terms, Record<string, string>>;

/** The brands of brand-terms.json (the ones South Africans drive most), then the other makes of the CSV. */
const csvProfiles = loadCsv('brand-profiles.csv', rowSchema);
const listed = new Set(brandTerms.map((t) => t.brand.toLowerCase()));
const twice = csvProfiles.find((p) => listed.has(p.brand.toLowerCase()));
if (twice) throw new Error(`brand-profiles.csv: ${twice.brand} has its terms in brand-terms.json`);

export const brandProfiles: SeedBrandProfile[] = [
  ...brandTerms.map(({ warrantyNotice: _, ...terms }) => terms),
  ...csvProfiles,
].map(profile);

/** Used for a make that has no profile (e.g. a manually entered vehicle). */
export const defaultBrandProfile: SeedBrandProfile = profile({
  brand: 'Other',
  brandCode: 'OTHR',
  serviceIntervalKm: 15000,
  serviceIntervalMonths: 12,
  warrantyKm: 100000,
  warrantyYears: 3,
  planType: 'None',
  planKm: null,
  planYears: null,
  note: null,
});
