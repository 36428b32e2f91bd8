import { z } from 'zod';
import { UI_MESSAGES } from './constants';

/**
 * The lookups the public pages read (the regions, the repair items) and the price estimate, in a module
 * that imports nothing but zod and the constants: the directory (/workshops) and /quote-estimate parse
 * these answers, and a page loads and evaluates every schema of each module it imports from. In
 * quote-request-api.ts they brought the request flow's schemas (auth, the garage's records, the
 * organisations' quotes) into both pages' first load (decision 082, session 16).
 */

// ---------------------------------------------------------------- lookups

/** GET /api/regions */
export const RegionSchema = z.object({
  id: z.string(),
  name: z.string(),
  province: z.string(),
  metro: z.string(),
  /**
   * A circle (centre and radius) or a polygon (decision 066); a circle's outline is in `coordinates` too,
   * so a reader that knows only polygons draws it. The API always sends these three (absent reads as a polygon).
   */
  shape: z.enum(['polygon', 'circle']).optional(),
  centre: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
  radiusKm: z.number().nullable().optional(),
  coordinates: z.array(z.object({ lat: z.number(), lng: z.number() })),
  dateCreated: z.string(),
  dateModified: z.string(),
});
export type Region = z.infer<typeof RegionSchema>;

export interface RepairItemNode {
  id: string;
  name: string;
  displayName: string | null;
  leaf: boolean;
  trunk: boolean;
  icon: string | null;
  hasQuery: boolean;
  query: string | null;
  keywords: string[];
  children: RepairItemNode[];
  repairItemTemplateItems: { description: string }[];
}

/** spec: Repair item template: id, name, displayName, leaf, trunk, children, icon, hasQuery, query, template items. */
export const RepairItemNodeSchema: z.ZodType<RepairItemNode> = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string().nullable(),
  leaf: z.boolean(),
  trunk: z.boolean(),
  icon: z.string().nullable(),
  hasQuery: z.boolean(),
  query: z.string().nullable(),
  keywords: z.array(z.string()),
  get children() {
    return z.array(RepairItemNodeSchema);
  },
  repairItemTemplateItems: z.array(z.object({ description: z.string() })),
});

/** The lookups' answers as lists: GET /api/regions, /api/repairItems. */
export const RegionListSchema = z.array(RegionSchema);
export const RepairItemTreeSchema = z.array(RepairItemNodeSchema);

// ---------------------------------------------------------------- price estimate

export const ESTIMATE_LEVELS = ['model', 'range', 'brandClass', 'all'] as const;
export type EstimateLevel = (typeof ESTIMATE_LEVELS)[number];
/** Below this many quotes an estimate is given, but flagged as thin. */
export const ESTIMATE_MIN_QUOTES = 5;

export const ESTIMATE_LEVEL_TEXT: Readonly<Record<EstimateLevel, string>> = {
  model: 'Quotes for the same model',
  range: 'Quotes for the same range',
  brandClass: 'Quotes for the same brand and vehicle class',
  all: 'Quotes for all vehicles',
};
export const estimateTooFewMessage = (count: number) =>
  count === 0
    ? 'We have no quotes for this item yet, so we cannot estimate its price.'
    : `This estimate rests on only ${count} ${count === 1 ? 'quote' : 'quotes'}, too few to be reliable.`;

/** POST /api/QuoteRequests/GetQuoteEstimate */
export const QuoteEstimateRequestSchema = z
  .object({
    vehicleId: z.union([z.string().trim().max(64), z.number().int().min(1)]).nullish(),
    vehicle: z
      .object({
        brand: z.string().trim().min(1).max(100),
        range: z.string().trim().max(100).nullish(),
        model: z.string().trim().max(200).nullish(),
        classType: z.string().trim().max(100).nullish(),
        bodyType: z.string().trim().max(100).nullish(),
      })
      .nullish(),
    items: z
      .array(z.string().trim().min(1).max(200), { error: UI_MESSAGES.noItems })
      .min(1, { error: UI_MESSAGES.noItems })
      .max(30, { error: 'Please choose at most 30 items.' }),
  })
  .refine((b) => Boolean(b.vehicleId || b.vehicle), {
    error: 'Cannot be empty.',
    path: ['vehicleId'],
  });
export type QuoteEstimateRequest = z.infer<typeof QuoteEstimateRequestSchema>;

/** spec: Price estimate, plus how it was reached. Prices in rand incl. VAT (null without any quote). */
export const QuoteEstimateSchema = z.object({
  quoteRequestItemName: z.string(),
  estimateFromPriceIncl: z.number().nullable(),
  estimateToPriceIncl: z.number().nullable(),
  estimateAveragePriceIncl: z.number().nullable(),
  level: z.enum(ESTIMATE_LEVELS),
  levelText: z.string(),
  quotesUsed: z.number(),
  tooFew: z.boolean(),
  message: z.string().nullable(),
});
export type QuoteEstimate = z.infer<typeof QuoteEstimateSchema>;

/** POST /api/QuoteRequests/GetQuoteEstimate: an estimate per item. */
export const QuoteEstimateListSchema = z.array(QuoteEstimateSchema);
