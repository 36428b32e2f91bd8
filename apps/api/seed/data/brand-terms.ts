import { z } from 'zod';
import { loadJson } from './load';

/**
 * The service, warranty and plan terms of the brands South Africans drive most (brand-terms.json,
 * decision 073): what the seed stores in `vehicle_brands` (the terms /admin/catalogue shows and edits)
 * and what it copies onto those brands' catalogue vehicles (brand-profiles.ts takes them from here, so a
 * brand's terms are written once). Indicative: see the file's `provenance`.
 */
const whole = z.number().int().nonnegative();

export const brandTermsSchema = z.strictObject({
  brand: z.string().min(1),
  brandCode: z.string().regex(/^[A-Z]{2,4}$/, 'expected 2 to 4 capital letters'),
  serviceIntervalKm: whole.min(1000),
  serviceIntervalMonths: whole.min(1).max(60),
  /** 0: no distance limit. */
  warrantyKm: whole,
  warrantyYears: whole.min(1).max(15),
  planType: z.enum(['Service plan', 'Maintenance plan', 'None']),
  /** null: no distance limit (or none, without a plan). */
  planKm: whole.nullable(),
  /** null: limited by distance or number of services, not by time. */
  planYears: whole.max(15).nullable(),
  /** Added to what the plan type excludes. */
  note: z.string().min(1).nullable(),
  /** The request flow shows its manufacturer warranty note for this brand. */
  warrantyNotice: z.boolean(),
});
export type SeedBrandTerms = z.infer<typeof brandTermsSchema>;

const fileSchema = z
  .strictObject({ provenance: z.string().min(20), brands: z.array(brandTermsSchema).min(1) })
  .refine((f) => new Set(f.brands.map((b) => b.brand.toLowerCase())).size === f.brands.length, {
    message: 'a brand is listed twice',
  });

const file = loadJson('brand-terms.json', fileSchema);

export const brandTerms: SeedBrandTerms[] = file.brands;
export const brandTermsProvenance: string = file.provenance;
