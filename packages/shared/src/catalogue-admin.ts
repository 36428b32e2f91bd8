import { z } from 'zod';
import { formatKm } from './numbers';

/**
 * The administrators' catalogue (issue 22 item 4, decision 061): South African vehicles imported from a
 * CSV in the M&M-code layout, one vehicle edited, and the service and warranty terms of each brand.
 */

/** The largest CSV an import reads, in bytes, and the most data rows it takes. */
export const CATALOGUE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CATALOGUE_IMPORT_MAX_ROWS = 20_000;
/** The oldest model year the catalogue takes (the manual vehicle's rule, VEHICLE_YEAR_MIN). */
export const CATALOGUE_YEAR_MIN = 1960;
/** A model's years in one row: a longer run is a typing mistake. */
export const CATALOGUE_MAX_YEAR_SPAN = 40;

/**
 * The import's columns, in the M&M-code layout: the TransUnion M&M (mead) code, the names, the years the
 * model was made, then its specifications. Header names are these, any case, any order; the first four
 * and the years are required. Each row becomes one catalogue vehicle per model year; a vehicle is known
 * by its M&M code and year, so importing the same file again changes nothing.
 */
export const CATALOGUE_IMPORT_COLUMNS = [
  { name: 'mead_code', required: true, about: 'M&M code: 8 digits' },
  { name: 'brand', required: true, about: 'Make, as the catalogue spells it (Toyota)' },
  { name: 'range', required: true, about: 'Range (Hilux)' },
  { name: 'model', required: true, about: 'Model with its trim (Hilux 2.8 GD-6 Raider double cab)' },
  { name: 'year_from', required: true, about: 'First model year' },
  { name: 'year_to', required: true, about: 'Last model year (the same year for one year)' },
  { name: 'brand_code', required: false, about: 'Short make code (TOYO)' },
  { name: 'range_code', required: false, about: 'Range code' },
  { name: 'model_code', required: false, about: 'Model code' },
  { name: 'body_type', required: false, about: 'Body (Double cab, Hatchback, ...)' },
  { name: 'introduction_date', required: false, about: 'YYYY-MM-DD' },
  { name: 'discontinued_date', required: false, about: 'YYYY-MM-DD, on or after the introduction' },
  { name: 'engine_l', required: false, about: 'Engine size in litres as printed (2.8), for search' },
  { name: 'capacity', required: false, about: 'Engine capacity in cc, a whole number' },
  { name: 'cylinders', required: false, about: 'Number of cylinders, 0 to 16' },
  { name: 'aspiration_type', required: false, about: 'Turbo, Naturally aspirated, ...' },
  { name: 'fuel_type', required: false, about: 'Petrol, Diesel, Hybrid, Electric, ...' },
  { name: 'transmission_type', required: false, about: 'Manual, Automatic, ...' },
  { name: 'gearbox_type', required: false, about: '6-speed manual, ...' },
  { name: 'drive_type', required: false, about: '4x2, 4x4, FWD, ...' },
  { name: 'wheels_driven', required: false, about: 'Front, Rear, All' },
  { name: 'abs', required: false, about: 'yes or no' },
  { name: 'class_type', required: false, about: 'Class (light commercial, compact, ...)' },
  { name: 'image_url', required: false, about: 'https address of a picture' },
  { name: 'description', required: false, about: 'Free text' },
] as const;
export type CatalogueImportColumn = (typeof CATALOGUE_IMPORT_COLUMNS)[number]['name'];

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} cannot exceed ${max} characters.` });
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} cannot exceed ${max} characters.` })
    .nullable()
    .transform((v) => (v ? v : null));
const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD).` })
    .refine((d) => {
      const at = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === d;
    }, `${label} must be a date (YYYY-MM-DD).`)
    .nullable();
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(min, { error: `${label} must be at least ${min}.` })
    .max(max, { error: `${label} must be at most ${max}.` });
/** The latest model year taken: next year's models are on sale from the middle of this one. */
export const catalogueYearMax = (now: Date = new Date()) => now.getUTCFullYear() + 1;

/**
 * One catalogue vehicle's own fields as an administrator writes them (the import's row for one year,
 * and the edit form). Service and warranty terms are the brand's (BrandTermsSchema), not written here.
 */
export const CatalogueVehicleFieldsSchema = z
  .object({
    /** Required in an import (a vehicle is known by it there); a seed vehicle may have none. */
    meadCode: z
      .string()
      .trim()
      .regex(/^\d{8}$/, { error: 'M&M code must be 8 digits.' })
      .nullable(),
    brand: text('Brand', 100),
    range: text('Range', 100),
    model: text('Model', 200),
    year: wholeNumber('Year', CATALOGUE_YEAR_MIN, 2100).refine((y) => y <= catalogueYearMax(), {
      error: () => `Year must be at most ${catalogueYearMax()}.`,
    }),
    brandCode: optionalText('Brand code', 20),
    rangeCode: optionalText('Range code', 20),
    modelCode: optionalText('Model code', 30),
    bodyType: optionalText('Body type', 50),
    introductionDate: day('Introduction date'),
    discontinuedDate: day('Discontinued date'),
    capacity: wholeNumber('Engine capacity (cc)', 50, 20_000).nullable(),
    cylinders: wholeNumber('Cylinders', 0, 16).nullable(),
    aspirationType: optionalText('Aspiration', 50),
    fuelType: optionalText('Fuel type', 50),
    transmissionType: optionalText('Transmission', 50),
    gearboxType: optionalText('Gearbox', 50),
    driveType: optionalText('Drive type', 50),
    wheelsDriven: optionalText('Wheels driven', 50),
    abs: z.boolean({ error: 'ABS must be yes or no.' }).nullable(),
    classType: optionalText('Class', 50),
    imageUrl: z
      .url({ protocol: /^https$/, error: 'Picture address must be an https address.' })
      .max(500, { error: 'Picture address cannot exceed 500 characters.' })
      .nullable(),
    description: optionalText('Description', 500),
  })
  .superRefine((v, ctx) => {
    if (v.introductionDate && v.discontinuedDate && v.discontinuedDate < v.introductionDate)
      ctx.addIssue({
        code: 'custom',
        path: ['discontinuedDate'],
        message: 'Discontinued date cannot be before the introduction date.',
      });
  });
export type CatalogueVehicleFields = z.output<typeof CatalogueVehicleFieldsSchema>;
export type CatalogueVehicleFieldsInput = z.input<typeof CatalogueVehicleFieldsSchema>;

/** PUT /api/admin/catalogue/vehicles/{id}: one catalogue vehicle's fields. */
export const CatalogueVehicleEditSchema = CatalogueVehicleFieldsSchema;

/** The import's multipart form: the CSV file (the route reads it as a stream). */
export const CatalogueImportFormSchema = z.object({
  file: z
    .file()
    .describe(
      `The CSV (UTF-8, comma-separated, a header row), at most ${CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024} MB ` +
        `and ${CATALOGUE_IMPORT_MAX_ROWS} rows; columns: ${CATALOGUE_IMPORT_COLUMNS.map((c) => c.name).join(', ')}.`,
    ),
});

/** What is wrong with one row: its number in the file (the header is row 1), the column, and why. */
export const CatalogueImportRowErrorSchema = z.object({
  row: z.number(),
  column: z.string(),
  message: z.string(),
});
export type CatalogueImportRowError = z.infer<typeof CatalogueImportRowErrorSchema>;

export const CATALOGUE_IMPORT_ROW_STATUSES = ['new', 'changed', 'unchanged', 'invalid'] as const;
export type CatalogueImportRowStatus = (typeof CATALOGUE_IMPORT_ROW_STATUSES)[number];

/** A row of the preview: what the file says and what applying it would do. */
export const CatalogueImportPreviewRowSchema = z.object({
  row: z.number(),
  meadCode: z.string(),
  brand: z.string(),
  range: z.string(),
  model: z.string(),
  years: z.string(),
  status: z.enum(CATALOGUE_IMPORT_ROW_STATUSES),
});

/** Counts are of catalogue vehicles (one per M&M code and model year); rows are the file's. */
export const CatalogueImportCountsSchema = z.object({
  rows: z.number(),
  newVehicles: z.number(),
  changedVehicles: z.number(),
  unchangedVehicles: z.number(),
});

/** POST /api/admin/catalogue/import/preview: what applying the file would do, and every bad row. */
export const CatalogueImportPreviewSchema = CatalogueImportCountsSchema.extend({
  invalidRows: z.number(),
  errors: z.array(CatalogueImportRowErrorSchema),
  /** The first rows (at most CATALOGUE_PREVIEW_ROWS), bad rows first. */
  preview: z.array(CatalogueImportPreviewRowSchema),
});
export type CatalogueImportPreview = z.infer<typeof CatalogueImportPreviewSchema>;
export const CATALOGUE_PREVIEW_ROWS = 200;

/** POST /api/admin/catalogue/import: what was applied (a file with a bad row is refused whole: 400). */
export const CatalogueImportResultSchema = CatalogueImportCountsSchema;
export type CatalogueImportResult = z.infer<typeof CatalogueImportResultSchema>;

export const PLAN_TYPES = ['Service plan', 'Maintenance plan', 'None'] as const;

const km = (label: string) => wholeNumber(label, 0, 1_000_000);
const months = (label: string) => wholeNumber(label, 0, 240);

/**
 * PUT /api/admin/catalogue/brands/{brand}: a brand's service intervals, warranty and plan as sold new in
 * South Africa, applied to every catalogue vehicle of the brand. A warranty of 0 km has no distance
 * limit ("unlimited km"); a plan's null km or months has no limit of that kind.
 */
export const BrandTermsEditSchema = z
  .object({
    brandCode: optionalText('Brand code', 20),
    serviceIntervalKm: wholeNumber('Service interval (km)', 1000, 100_000),
    majorServiceIntervalKm: wholeNumber('Major service interval (km)', 1000, 200_000).nullable(),
    serviceIntervalMonths: wholeNumber('Service interval (months)', 1, 60),
    warrantyKm: km('Warranty (km)'),
    warrantyMonths: wholeNumber('Warranty (months)', 1, 240),
    planType: z.enum(PLAN_TYPES, { error: 'Choose a plan type.' }),
    planKm: km('Plan (km)').nullable(),
    planMonths: months('Plan (months)').nullable(),
    maintenanceExclusions: optionalText('Plan exclusions', 1000),
    /** The wizard's manufacturer warranty note must be accepted with 'I Understand' for this brand. */
    warrantyNotice: z.boolean({ error: 'Choose whether the warranty note shows.' }),
  })
  .superRefine((v, ctx) => {
    if (v.majorServiceIntervalKm !== null && v.majorServiceIntervalKm % v.serviceIntervalKm !== 0)
      ctx.addIssue({
        code: 'custom',
        path: ['majorServiceIntervalKm'],
        message: 'Major service interval must be a multiple of the service interval.',
      });
  });
export type BrandTermsEdit = z.output<typeof BrandTermsEditSchema>;
export type BrandTermsEditInput = z.input<typeof BrandTermsEditSchema>;

/** A brand's terms as the admin sees them: stored ones, or those its catalogue vehicles carry today. */
export const BrandTermsSchema = z.object({
  brand: z.string(),
  brandCode: z.string().nullable(),
  serviceIntervalKm: z.number().nullable(),
  majorServiceIntervalKm: z.number().nullable(),
  serviceIntervalMonths: z.number().nullable(),
  warrantyKm: z.number().nullable(),
  warrantyMonths: z.number().nullable(),
  planType: z.string().nullable(),
  planKm: z.number().nullable(),
  planMonths: z.number().nullable(),
  maintenanceExclusions: z.string().nullable(),
  warrantyNotice: z.boolean(),
  /** The brand's catalogue vehicles. */
  vehicles: z.number(),
  /** Edited by an administrator (false: read from the vehicles, as the seed wrote them). */
  edited: z.boolean(),
});
export type BrandTerms = z.infer<typeof BrandTermsSchema>;
export const BrandTermsListSchema = z.array(BrandTermsSchema);

/** The warranty text on a vehicle, from its brand's terms: '3 years / 100 000 km', '5 years / unlimited km'. */
export function warrantyText(warrantyMonths: number, warrantyKm: number): string {
  const time =
    warrantyMonths % 12 === 0
      ? `${warrantyMonths / 12} year${warrantyMonths === 12 ? '' : 's'}`
      : `${warrantyMonths} months`;
  return `${time} / ${warrantyKm === 0 ? 'unlimited km' : formatKm(warrantyKm)}`;
}
