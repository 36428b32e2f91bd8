import { z } from 'zod';
import type { SeedWorkshop } from '../types';
import { addressSchema, loadJson, quoteKindSchema } from './load';

/**
 * Demo partner workshops (workshops.json). The businesses are fictional; suburbs, postal codes and
 * coordinates come from apps/api/data/za-places.csv (Stats SA Census 2011 centroids, moved by 150-550 m so
 * pins do not stack). The fields are described on SeedWorkshop (../types.ts).
 */
const workshopSchema = z.strictObject({
  name: z.string().min(1),
  isPosh: z.boolean(),
  registrationNumber: z.string().min(1),
  taxNumber: z.string().nullable(),
  isVatRegistered: z.boolean(),
  address: addressSchema,
  regionName: z.string().min(1),
  contact: z.strictObject({ name: z.string().min(1), email: z.string().min(1), phone: z.string().min(1) }),
  description: z.string().min(1),
  kinds: z.array(quoteKindSchema),
  brands: z.array(z.string()),
  openingHours: z.string().min(1),
  labourRatePerHourExclCents: z.int().positive(),
  jobTurnaroundDays: z.int().positive(),
  certifications: z.array(
    z.strictObject({
      name: z.string().min(1),
      issuer: z.string().min(1),
      number: z.string().min(1),
      validUntilMonths: z.int(),
    }),
  ),
  reviews: z.array(
    z.strictObject({
      authorName: z.string().min(1),
      rating: z.literal([1, 2, 3, 4, 5]),
      review: z.string().min(1),
      daysAgo: z.int().nonnegative(),
    }),
  ),
  organisationName: z.string().nullable(),
}) satisfies z.ZodType<SeedWorkshop>;

export const workshops: SeedWorkshop[] = loadJson('workshops.json', z.array(workshopSchema));
