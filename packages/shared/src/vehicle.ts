import { z } from 'zod';
import { VEHICLE_YEAR_MIN } from './constants';
import { calendarYear } from './dates';
import { messages } from './messages';

/** Every text field of the manual vehicle needs a limit; the spec shows none, 100 fits any catalogue name. */
export const MANUAL_VEHICLE_TEXT_MAX_LENGTH = 100;

/** spec: transmissionType Manual or Automatic. */
export const TRANSMISSION_TYPES = ['Manual', 'Automatic'] as const;
export type TransmissionType = (typeof TRANSMISSION_TYPES)[number];
/** spec: fuelType Petrol, Diesel, Hybrid or Electric. */
export const FUEL_TYPES = ['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
/** spec: driveType Front wheel drive, Rear wheel drive, All wheel drive or I'm not sure. */
export const DRIVE_TYPES = [
  'Front wheel drive',
  'Rear wheel drive',
  'All wheel drive',
  "I'm not sure",
] as const;
export type DriveType = (typeof DRIVE_TYPES)[number];

/** Labels of the manual vehicle fields (spec: brand is 'Vehicle manufacturer', capacity 'Engine capacity'). */
export const MANUAL_VEHICLE_LABELS = {
  brand: 'Vehicle manufacturer',
  capacity: 'Engine capacity',
  range: 'Range',
  model: 'Model',
  year: 'Year',
  transmissionType: 'Transmission type',
  fuelType: 'Fuel type',
  driveType: 'Drive type',
} as const;

/**
 * spec: "Manual text entry has apostrophes removed". Removes the typewriter apostrophe and its
 * typographic forms (U+2018, U+2019, U+02BC) that phones substitute, so "Land Cruiser's" never
 * reaches a stored name in any of its spellings.
 */
export function sanitizeText(text: string): string {
  return text.replace(/['\u2018\u2019\u02BC]/g, '');
}

/** spec: warranty disclaimer must be accepted with 'I Understand' for TOYOTA, HONDA, VOLVO, MAZDA. */
export const WARRANTY_DISCLAIMER_BRANDS = ['TOYOTA', 'HONDA', 'VOLVO', 'MAZDA'] as const;

/**
 * Case-insensitive, also for manual entry (spec step "Vehicle search and manual vehicle"). `brands` is the
 * list administrators keep per brand (GET /api/vehicles/warrantynoticebrands, upper case); without it, the
 * spec's four.
 */
export function needsWarrantyDisclaimer(
  brand: string | null | undefined,
  brands: readonly string[] = WARRANTY_DISCLAIMER_BRANDS,
): boolean {
  const key = (brand ?? '').trim().toUpperCase();
  return brands.includes(key);
}

// The search's rules live apart from the schemas, so the search box loads no zod (decision 034).
export { shouldSearchVehicles, showManualEntryPrompt, vehicleTitle } from './vehicle-search';

const requiredSanitizedText = (label: string) =>
  z
    .string({ error: messages.required() })
    .transform((value) => sanitizeText(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: messages.required() })
        .max(MANUAL_VEHICLE_TEXT_MAX_LENGTH, { error: messages.max(label, MANUAL_VEHICLE_TEXT_MAX_LENGTH) }),
    );

/**
 * spec: year required, numeric, 1960 to the current year. Accepts the form's string or a number.
 * The current year is the Africa/Johannesburg calendar year of `now()`, read at parse time.
 * The min_value message reads 'Year must be greater than 1960.' as the spec words it, while 1960 itself is allowed.
 */
export const vehicleYearSchema = (now: () => Date = () => new Date()) =>
  z.union([z.string(), z.number()], { error: messages.required() }).transform((raw, ctx) => {
    const label = MANUAL_VEHICLE_LABELS.year;
    const text = String(raw).trim();
    const fail = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    };
    if (text === '') return fail(messages.required());
    if (!/^\d+$/.test(text)) return fail(messages.numeric(label));
    const year = Number(text);
    const currentYear = calendarYear(now());
    if (year < VEHICLE_YEAR_MIN) return fail(messages.minValue(label, VEHICLE_YEAR_MIN));
    if (year > currentYear) return fail(messages.maxValue(label, currentYear));
    return year;
  });

const requiredChoice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: messages.required() });

/** The manual vehicle form (spec: all fields required). `now` decides the current year; tests pass a fixed clock. */
export const createManualVehicleSchema = (now: () => Date = () => new Date()) =>
  z.object({
    brand: requiredSanitizedText(MANUAL_VEHICLE_LABELS.brand),
    capacity: requiredSanitizedText(MANUAL_VEHICLE_LABELS.capacity),
    range: requiredSanitizedText(MANUAL_VEHICLE_LABELS.range),
    model: requiredSanitizedText(MANUAL_VEHICLE_LABELS.model),
    year: vehicleYearSchema(now),
    transmissionType: requiredChoice(TRANSMISSION_TYPES),
    fuelType: requiredChoice(FUEL_TYPES),
    driveType: requiredChoice(DRIVE_TYPES),
  });

/** The manual vehicle form against the real clock (evaluated at each parse). */
export const ManualVehicleSchema = createManualVehicleSchema();
export type ManualVehicle = z.infer<typeof ManualVehicleSchema>;
export type ManualVehicleInput = z.input<typeof ManualVehicleSchema>;
