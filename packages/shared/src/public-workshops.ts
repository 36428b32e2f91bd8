import { z } from 'zod';
import { WorkshopGuaranteeSchema } from './guarantee';
import { QUOTE_KINDS } from './quote-types';

/**
 * The public workshop directory (spec: PublicWorkshop GetWorkshops and GetWorkshop/{id}; decision 025):
 * a bounded, paged, filterable list and one workshop's public profile. Answers are allowlists.
 */

const text = z.string().nullable();
const coercedNumber = (label: string) =>
  z.coerce.number({ error: `${label} must be a number.` }).refine(Number.isFinite, {
    error: `${label} must be a number.`,
  });

/** Cards per page of the directory; the map asks for up to the maximum at once. */
export const PUBLIC_WORKSHOPS_PAGE_SIZE = 12;
export const PUBLIC_WORKSHOPS_MAX_PAGE_SIZE = 100;

/** GET /api/PublicWorkshop/GetWorkshops?search&regionId&service&minRating&page&pageSize */
export const PublicWorkshopsQuerySchema = z.object({
  /** Words of the workshop's name, suburb or city. */
  search: z.string().trim().max(100, { error: 'Search must be at most 100 characters.' }).optional(),
  /** The area: a region of GET /api/regions. */
  regionId: z.uuid({ error: 'Area must be one of the listed areas.' }).optional(),
  /** A service the workshop offers (a quote kind). */
  service: z.enum(QUOTE_KINDS, { error: 'Service must be one of the listed services.' }).optional(),
  minRating: coercedNumber('Rating')
    .pipe(z.number().min(0, { error: 'Rating must be 0 to 5.' }).max(5, { error: 'Rating must be 0 to 5.' }))
    .optional(),
  page: coercedNumber('Page')
    .pipe(z.number().int({ error: 'Page must be a whole number.' }).min(1).max(10_000))
    .default(1),
  pageSize: coercedNumber('Page size')
    .pipe(z.number().int().min(1).max(PUBLIC_WORKSHOPS_MAX_PAGE_SIZE))
    .default(PUBLIC_WORKSHOPS_PAGE_SIZE),
});
export type PublicWorkshopsQuery = Partial<z.output<typeof PublicWorkshopsQuerySchema>>;

/** A partner workshop in the directory and the landing page's carousel, best rated first. */
export const PublicWorkshopSchema = z.object({
  id: z.string(),
  /** The readable part of its page's address: /workshops/{slug}. */
  slug: z.string(),
  name: z.string(),
  isPosh: z.boolean(),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  logoUrl: z.string().nullable(),
  /** The services it offers (quote kinds). */
  services: z.array(z.enum(QUOTE_KINDS)),
  regionId: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** Its workmanship guarantee in one line (`statedGuaranteeSummary`, decision 076); null: none stated. */
  guaranteeSummary: z.string().nullable(),
  address: z
    .object({
      suburb: z.string().nullable(),
      city: z.string().nullable(),
      province: z.string().nullable(),
    })
    .nullable(),
});
export type PublicWorkshop = z.infer<typeof PublicWorkshopSchema>;

export const PublicWorkshopPageSchema = z.object({
  items: z.array(PublicWorkshopSchema),
  totalDisplayItems: z.number(),
  page: z.number(),
  itemsPerPage: z.number(),
});
export type PublicWorkshopPage = z.infer<typeof PublicWorkshopPageSchema>;

/** GET /api/PublicWorkshop/GetWorkshop/{id}: the workshop's public profile ({id}: its id or its slug). */
export const PublicWorkshopDetailSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  isPosh: z.boolean(),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  registrationNumber: text,
  taxNumber: text,
  isVatRegistered: z.boolean(),
  logoUrl: text,
  description: text,
  openingHours: text,
  kinds: z.array(z.string()),
  services: z.array(z.enum(QUOTE_KINDS)),
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
  /** Its workmanship guarantee as it states it now (decision 076); null: none stated. */
  guarantee: WorkshopGuaranteeSchema.nullable(),
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
      /** ISO date-time. */
      dateCreated: z.string(),
      /** The workshop's public reply (decision 065). */
      reply: z.string().nullish(),
    }),
  ),
  dateCreated: z.string(),
});
export type PublicWorkshopDetail = z.infer<typeof PublicWorkshopDetailSchema>;

/** The stored spelling of a kind (the demo data says 'bodyExternal'; decision 015) and back. */
export const storedServiceKind = (kind: string) => (kind === 'bodyExterior' ? 'bodyExternal' : kind);
export function publicServices(stored: readonly string[]): (typeof QUOTE_KINDS)[number][] {
  const known = new Set<string>(QUOTE_KINDS);
  return stored
    .map((k) => (k === 'bodyExternal' ? 'bodyExterior' : k))
    .filter((k): k is (typeof QUOTE_KINDS)[number] => known.has(k));
}
