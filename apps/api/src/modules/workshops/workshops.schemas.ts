import { z } from 'zod';

/**
 * The public directory's answers (allowlists: a column not listed is not sent). The list's shape is the
 * one the landing page's carousel reads.
 */
const text = z.string().nullable();

export { PublicWorkshopSchema } from '@motorwise/shared';

/** GET /api/PublicWorkshop/GetWorkshop/{id}: the workshop's public profile. */
export const PublicWorkshopDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  isPosh: z.boolean(),
  rating: z.number().nullable(),
  registrationNumber: text,
  taxNumber: text,
  isVatRegistered: z.boolean(),
  logoUrl: text,
  description: text,
  openingHours: text,
  kinds: z.array(z.string()),
  brands: z.array(z.string()),
  address: z.object({
    streetNumber: text,
    streetName: text,
    suburb: text,
    city: text,
    province: text,
    country: z.string(),
    postalCode: text,
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  }),
  workshopContact: z.object({ name: text, phone: text }),
  workshopCertifications: z.array(
    z.object({ name: z.string(), issuer: z.string(), number: text, validUntil: text }),
  ),
  workshopReviews: z.array(
    z.object({
      id: z.string(),
      workshopId: z.string(),
      rating: z.number(),
      review: z.string(),
      authorName: z.string(),
      dateCreated: z.date(),
    }),
  ),
  dateCreated: z.date(),
});

/** The directory's {id} is any text up to 100 characters; what is not a workshop's id is not found. */
export const WorkshopParamsSchema = z.object({ id: z.string().max(100) });
