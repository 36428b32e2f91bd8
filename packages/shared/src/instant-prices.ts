import { z } from 'zod';
import { isIsoDate } from './dates';
import { messages } from './messages';
import { RequestAddressSchema } from './quote-request';
import { money } from './quotes-api-fields';
import { VEHICLE_CLASSES } from './vehicle-class';
import { TimeOfDaySchema } from './workshop-availability';

/**
 * Instant fixed prices (decision 077): a workshop's menu price for a common job and a vehicle class, what
 * it includes, its parts and how long it holds; the offers a customer sees for a vehicle, jobs and a place;
 * and the one-step booking at such a price. The contract entries are in contract/instant-prices.ts.
 */

/**
 * The jobs a workshop can publish a fixed price for: repair-item templates (leaves without a question) of
 * these names, common work whose scope does not depend on what the workshop finds.
 */
export const INSTANT_PRICE_JOBS = [
  'Minor service',
  'Major service',
  'Oil and filter change',
  'Front brake pads',
  'Front brake pads and discs',
  'Rear brake pads and discs',
  'Battery replacement',
  'Wheel alignment and balancing',
  'Wiper blades',
  'Brake fluid flush',
  'Coolant flush',
  'Air-conditioning regas',
  'Cabin (pollen) filter',
] as const;

/** A menu price's parts: the workshop says which it fits (the request's "I don't mind" is the customer's). */
export const MENU_PARTS_PREFERENCES = ['Original parts', 'Generic parts'] as const;
export type MenuPartsPreference = (typeof MENU_PARTS_PREFERENCES)[number];

export const INSTANT_PRICE_RULES = {
  /** What is included: at most this many lines of at most lineMax characters. */
  linesMax: 12,
  lineMax: 120,
  /** A price holds at most a year ahead. */
  maxDaysValid: 366,
  /** Offers within this many km of the customer's place (the request flow's default travel distance). */
  defaultRadiusKm: 25,
  maxRadiusKm: 50,
  /** At most this many offers in an answer. */
  maxOffers: 20,
} as const;

export const INSTANT_PRICE_MESSAGES = {
  validUntil: 'The price must hold until today or later, at most a year ahead.',
  taken: 'You already have a price for this job and vehicle class. Change that one instead.',
  notAJob: 'Fixed prices are for the listed common jobs only.',
  notForVehicle: 'This price is not for this vehicle. Please choose again.',
  expired: 'This price no longer holds. Please choose another one or request quotes.',
  tooFar: 'This workshop is further away than the distance you chose.',
  withdrawnUnchanged:
    'Motorwise withdrew this price. Change the price, what it includes or the parts before you offer it again.',
} as const;

const line = z
  .string()
  .trim()
  .min(1, { error: messages.required() })
  .max(INSTANT_PRICE_RULES.lineMax, {
    error: messages.max('Each line', INSTANT_PRICE_RULES.lineMax),
  });

/** A menu price as the portal's form sends it (add and change): the price in rand incl. VAT. */
export const SaveMenuPriceSchema = z.object({
  repairItemTemplateId: z.uuid({ error: 'Please choose a job.' }),
  vehicleClass: z.enum(VEHICLE_CLASSES, { error: 'Please choose a vehicle class.' }),
  priceIncl: money('A price cannot be negative.').min(1, { error: 'Please enter a price of at least R 1.' }),
  included: z
    .array(line)
    .min(1, { error: 'Please say what the price includes.' })
    .max(INSTANT_PRICE_RULES.linesMax, { error: `At most ${INSTANT_PRICE_RULES.linesMax} lines.` }),
  partsPreference: z.enum(MENU_PARTS_PREFERENCES, { error: 'Please choose the parts.' }),
  validUntil: z.string().refine(isIsoDate, { error: INSTANT_PRICE_MESSAGES.validUntil }),
  isActive: z.boolean().default(true),
});
export type SaveMenuPrice = z.infer<typeof SaveMenuPriceSchema>;
export type SaveMenuPriceInput = z.input<typeof SaveMenuPriceSchema>;

/** One of the workshop's menu prices. */
export const MenuPriceSchema = z.object({
  id: z.string(),
  repairItemTemplateId: z.string(),
  jobName: z.string(),
  vehicleClass: z.enum(VEHICLE_CLASSES),
  priceIncl: z.number(),
  included: z.array(z.string()),
  partsPreference: z.enum(MENU_PARTS_PREFERENCES),
  validUntil: z.string(),
  isActive: z.boolean(),
  /** Why Motorwise withdrew it, while it stays withdrawn (offered again, changed, it is null). */
  withdrawnReason: z.string().nullable(),
  dateUpdatedUtc: z.string(),
});
export type MenuPrice = z.infer<typeof MenuPriceSchema>;

/** A job a workshop may price, with the lines its template says it includes (the form's starting point). */
export const InstantPriceJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  included: z.array(z.string()),
});
export type InstantPriceJob = z.infer<typeof InstantPriceJobSchema>;

/** The workshop's menu and the jobs it may price. */
export const MenuPriceListSchema = z.object({
  items: z.array(MenuPriceSchema),
  jobs: z.array(InstantPriceJobSchema),
});
export type MenuPriceList = z.infer<typeof MenuPriceListSchema>;

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max);

/** GET /api/PublicWorkshop/InstantPrices?vehicleId=&items=a,b&lat=&lng=&radius= */
export const InstantPriceOffersQuerySchema = z.object({
  vehicleId: z.string().trim().min(1).max(64),
  items: z
    .string()
    .transform((s) => [...new Set(s.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(z.array(z.uuid()).min(1).max(10)),
  lat: coordinate(-35.5, -21.5),
  lng: coordinate(16, 33.5),
  radius: z.coerce.number().int().min(1).max(INSTANT_PRICE_RULES.maxRadiusKm).optional(),
});
export type InstantPriceOffersQuery = z.infer<typeof InstantPriceOffersQuerySchema>;

/** One workshop's fixed price for a job. */
export const InstantPriceOfferSchema = z.object({
  menuPriceId: z.string(),
  workshopId: z.string(),
  workshopName: z.string(),
  suburb: z.string().nullable(),
  city: z.string().nullable(),
  /** Average review rating, 0 to 5 (0: no reviews yet). */
  rating: z.number(),
  /** Straight-line km from the customer's place, as the request flow's map measures. */
  distanceKm: z.number(),
  repairItemTemplateId: z.string(),
  jobName: z.string(),
  priceIncl: z.number(),
  included: z.array(z.string()),
  partsPreference: z.enum(MENU_PARTS_PREFERENCES),
  validUntil: z.string(),
  /** The workshop's guarantee in words (decision 076), or null when it states none. */
  guarantee: z.string().nullable(),
});
export type InstantPriceOffer = z.infer<typeof InstantPriceOfferSchema>;

export const InstantPriceOffersSchema = z.object({
  vehicleClass: z.enum(VEHICLE_CLASSES),
  vehicleClassText: z.string(),
  /** Cheapest first; equal prices the better rated, then the nearer. */
  offers: z.array(InstantPriceOfferSchema),
});
export type InstantPriceOffers = z.infer<typeof InstantPriceOffersSchema>;

/**
 * POST /api/instant-prices/book (Idempotency-Key): the request, the workshop's quote at the menu price and
 * the booking, in one step. The applicant's name and phone are their account's.
 */
export const BookInstantPriceSchema = z.object({
  menuPriceId: z.uuid({ error: 'Please choose a price.' }),
  vehicleId: z.string().trim().min(1).max(64),
  address: RequestAddressSchema,
  serviceDate: z.string().refine(isIsoDate, { error: 'Please choose a day.' }),
  /** The drop-off time chosen from the day's slots, 'HH:MM' (decision 075). */
  dropOffTime: TimeOfDaySchema.optional(),
  vehicleMileage: z.number().int().min(0).max(2_000_000).nullish(),
  note: z.string().trim().max(1000).optional(),
});
export type BookInstantPrice = z.infer<typeof BookInstantPriceSchema>;
export type BookInstantPriceInput = z.input<typeof BookInstantPriceSchema>;

export const InstantBookingAnswerSchema = z.object({
  message: z.string(),
  reference: z.string(),
  /** The request's uniqueId: the customer's page is /quotes/{requestUniqueId}. */
  requestUniqueId: z.string(),
  quoteId: z.string(),
  serviceDate: z.string(),
  priceIncl: z.number(),
});
export type InstantBookingAnswer = z.infer<typeof InstantBookingAnswerSchema>;

// ---------------------------------------------------------------- the admin's side (decision 080)

/** GET /api/admin/menu-prices?workshopId=&jobId=: every workshop's menu prices, by workshop and job. */
export const AdminMenuPricesQuerySchema = z.object({
  workshopId: z.uuid({ error: 'Please choose a workshop from the list.' }).optional(),
  jobId: z.uuid({ error: 'Please choose a job from the list.' }).optional(),
});
export type AdminMenuPricesQuery = z.infer<typeof AdminMenuPricesQuerySchema>;

/** One workshop's menu price as the admin sees it: the price and whose it is. */
export const AdminMenuPriceSchema = MenuPriceSchema.extend({
  workshopId: z.string(),
  workshopName: z.string(),
});
export type AdminMenuPrice = z.infer<typeof AdminMenuPriceSchema>;

/** At most this many prices in an answer (with the total), as the dashboard's lists. */
export const ADMIN_MENU_PRICES_MAX = 500;

export const AdminMenuPricesSchema = z.object({
  /** By workshop name, then job, then vehicle class; at most ADMIN_MENU_PRICES_MAX. */
  items: z.array(AdminMenuPriceSchema),
  /** How many prices match the filters. */
  total: z.number(),
  /** The workshops that have published a price (the filter's choices). */
  workshops: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The jobs a price may be for (the filter's choices). */
  jobs: z.array(InstantPriceJobSchema),
});
export type AdminMenuPrices = z.infer<typeof AdminMenuPricesSchema>;

export const MENU_PRICE_WITHDRAW_REASON_MAX = 1000;

/** POST /api/admin/menu-prices/{id}/withdraw: why the price is wrong (the workshop is told). */
export const WithdrawMenuPriceSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Please say why the price is withdrawn; the workshop is told.' })
    .max(MENU_PRICE_WITHDRAW_REASON_MAX, {
      error: messages.max('The reason', MENU_PRICE_WITHDRAW_REASON_MAX),
    }),
});
export type WithdrawMenuPrice = z.infer<typeof WithdrawMenuPriceSchema>;
