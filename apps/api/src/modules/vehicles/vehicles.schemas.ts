import { MileageSchema, messages, VEHICLE_SEARCH_MIN_LENGTH } from '@motorwise/shared';
import { z } from 'zod';

/** Longest search term accepted; a vehicle name never needs more. */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** spec: search starts at 2 characters (counted without surrounding spaces). */
export const SearchVehiclesSchema = z.object({
  searchTerm: z
    .string({ error: messages.required() })
    .max(SEARCH_TERM_MAX_LENGTH, { error: messages.max('Search term', SEARCH_TERM_MAX_LENGTH) })
    .refine((term) => term.trim().length >= VEHICLE_SEARCH_MIN_LENGTH, {
      error: messages.min('Search term', VEHICLE_SEARCH_MIN_LENGTH),
    }),
});

const name = (label: string) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(100, { error: messages.max(label, 100) });

const year = z.coerce
  .number({ error: messages.numeric('Year') })
  .int({ error: messages.numeric('Year') })
  .min(1900, { error: messages.minValue('Year', 1900) })
  .max(2100, { error: messages.maxValue('Year', 2100) });

export const YearsQuerySchema = z.object({ brandName: name('Brand') });
export const RangesQuerySchema = z.object({ brandName: name('Brand'), year });
export const ModelsQuerySchema = z.object({ brandName: name('Brand'), year, rangeName: name('Range') });

export const VehicleParamsSchema = z.object({ id: z.string().max(100) });

export const ServiceIntervalQuerySchema = z.object({
  reference: name('Reference'),
  /** The spec's mileage rule, the one the forms use (packages/shared/src/mileage.ts). */
  vehicleMileage: MileageSchema,
  /** Optional: when the last service was done, for the next service by time (YYYY-MM-DD). */
  lastServiceDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Last service date must be a date (YYYY-MM-DD).' })
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), {
      error: 'Last service date must be a date (YYYY-MM-DD).',
    })
    .optional(),
});

export {
  CatalogueNameListSchema,
  CatalogueYearListSchema,
  type ServiceInterval,
  ServiceIntervalSchema,
  type Vehicle,
  VehicleListSchema,
  VehicleSchema,
} from '@motorwise/shared';
