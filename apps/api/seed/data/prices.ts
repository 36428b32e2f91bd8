import { z } from 'zod';
import type { SeedQuoteKind } from '../types';
import { csvNumber, loadCsv, loadJson, quoteKindSchema } from './load';

/**
 * What the demo history asks for and what workshops charge for it (seed/history.ts): the leaves' prices
 * (leaf-prices.json), the car parc (vehicle-mix.csv) and the mix of kinds and which vehicles are priced as premium or as bakkies (prices.json).
 *
 * Prices are South African workshop prices in rand including VAT, for a mid-priced workshop (labour about
 * R650/h excl VAT), per vehicle class; a workshop's own price level (its labour rate, posh or not) moves
 * them up or down. They were set from public price lists and quote sites of 2023–2025, rounded; they are
 * believable, not a survey.
 */

/** How a vehicle is priced: parts and labour differ a lot between a Kwid, a Hilux and a C-Class. */
export type VehicleClass = 'small' | 'medium' | 'bakkie' | 'premium';
export const VEHICLE_CLASSES: readonly VehicleClass[] = ['small', 'medium', 'bakkie', 'premium'];

const pricesSchema = z.strictObject({
  /** Brands priced as premium (dealer parts, more oil, run-flats, AGM batteries). */
  premiumBrands: z.array(z.string().min(1)),
  /** Big SUVs priced like bakkies (ladder frames, diesel, big brakes). */
  bakkieLikeRanges: z.array(z.string().min(1)),
  /** Which kind a history request asks for, by share (guests see service, repair and the WBC types). */
  kindMix: z.array(z.strictObject({ kind: quoteKindSchema, weight: z.number().positive() })).min(1),
  /** The service items a service request is built around; the rest of the service tree are add-ons. */
  mainServiceItems: z.array(z.string().min(1)).min(1),
});

const prices = loadJson('prices.json', pricesSchema);
const PREMIUM_BRANDS = new Set(prices.premiumBrands);
const BAKKIE_LIKE_RANGES = new Set(prices.bakkieLikeRanges);

export function vehicleClassOf(v: {
  brand: string;
  range: string;
  bodyType: string | null;
  classType: string | null;
}): VehicleClass {
  if (PREMIUM_BRANDS.has(v.brand)) return 'premium';
  if (v.bodyType === 'Pickup (bakkie)' || v.bodyType === 'Van' || BAKKIE_LIKE_RANGES.has(v.range))
    return 'bakkie';
  if (v.classType === 'minicompact' || v.classType === 'subcompact') return 'small';
  return 'medium';
}

/**
 * The South African car parc the requests come from: brand, range and a weight (roughly the share of
 * vehicles 3 to 12 years old on the road, best-sellers first). Ranges the catalogue lacks are skipped.
 */
export const vehicleMix: { brand: string; range: string; weight: number }[] = loadCsv(
  'vehicle-mix.csv',
  z.strictObject({ brand: z.string().min(1), range: z.string().min(1), weight: csvNumber }),
);

/** A leaf the history asks for: which tree, how popular, what it costs and how customers answer its query. */
export interface LeafPrice {
  kind: SeedQuoteKind;
  name: string; // the leaf's name in repair-items.json
  weight: number; // popularity within its kind
  /** Typical price including VAT at a mid-priced workshop, rand, [from, to] per vehicle class. */
  incl: Record<VehicleClass, [number, number]>;
  /** Share of the price excl VAT that is labour (the rest is parts and materials). */
  labourShare: number;
  /** Only for such vehicles: diesel engines, manual or automatic gearboxes, bakkies. */
  only?: 'diesel' | 'manual' | 'automatic' | 'bakkie';
  /** The price is per unit and the customer asks for one of these quantities (tyres). */
  units?: number[];
  /** More popular in the hot months (October to March): aircon work. */
  summer?: boolean;
  /** Answers customers give to the leaf's query (required when the leaf has one). */
  answers?: string[];
}

/** A price range in rand, from and to. */
const range = z
  .tuple([z.number().nonnegative(), z.number().nonnegative()])
  .refine(([from, to]) => from <= to, 'the price range runs from the lower to the higher price');

const leafPriceSchema = z.strictObject({
  kind: quoteKindSchema,
  name: z.string().min(1),
  weight: z.number().positive(),
  incl: z.strictObject({ small: range, medium: range, bakkie: range, premium: range }),
  labourShare: z.number().min(0).max(1),
  only: z.enum(['diesel', 'manual', 'automatic', 'bakkie']).optional(),
  units: z.array(z.int().positive()).min(1).optional(),
  summer: z.boolean().optional(),
  answers: z.array(z.string().min(1)).min(1).optional(),
}) satisfies z.ZodType<LeafPrice>;

export const leafPrices: LeafPrice[] = loadJson('leaf-prices.json', z.array(leafPriceSchema));

export const kindMix: { kind: SeedQuoteKind; weight: number }[] = prices.kindMix;
export const MAIN_SERVICE_ITEMS: string[] = prices.mainServiceItems;
