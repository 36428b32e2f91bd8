import { z } from 'zod';
import { QuoteTypeSchema } from './quote-types';

/**
 * The administrators' regions and repair-item templates (issue 22 item 5, decision 066). The checks live
 * here so the editors and the API refuse the same things with the same words.
 */

export const REGION_RADIUS_KM = { min: 1, max: 200 } as const;

export const ADMIN_REGION_MESSAGES = {
  nameRequired: 'Please enter the region’s name.',
  nameTaken: 'Another region already has this name.',
  provinceRequired: 'Please enter the province.',
  metroRequired: 'Please enter the metro or district.',
  centreRequired: 'Please place the circle’s centre on the map.',
  radius: `The radius must be between ${REGION_RADIUS_KM.min} and ${REGION_RADIUS_KM.max} km.`,
  tooFewPoints: 'A polygon needs at least 3 points.',
  selfCrossing: 'The polygon’s edges cross each other: move a point so the outline does not cross itself.',
  inUse: (what: string) => `This region is still used by ${what}, so it can’t be deleted.`,
} as const;

export const RegionPointSchema = z.object({
  lat: z.number({ error: 'Latitude must be a number.' }).min(-90).max(90),
  lng: z.number({ error: 'Longitude must be a number.' }).min(-180).max(180),
});

export const RegionShapeSchema = z.enum(['polygon', 'circle']);
export type RegionShape = z.infer<typeof RegionShapeSchema>;

type Point = { lat: number; lng: number };

/** The sign of the turn a -> b -> c (0 when in line). */
function orientation(a: Point, b: Point, c: Point): number {
  const v = (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
  return v > 1e-12 ? 1 : v < -1e-12 ? -1 : 0;
}
function onSegment(a: Point, b: Point, p: Point): boolean {
  return (
    Math.min(a.lng, b.lng) <= p.lng &&
    p.lng <= Math.max(a.lng, b.lng) &&
    Math.min(a.lat, b.lat) <= p.lat &&
    p.lat <= Math.max(a.lat, b.lat)
  );
}
function segmentsMeet(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(p1, p2, q1)) ||
    (o2 === 0 && onSegment(p1, p2, q2)) ||
    (o3 === 0 && onSegment(q1, q2, p1)) ||
    (o4 === 0 && onSegment(q1, q2, p2))
  );
}

/** Whether a closed outline crosses (or touches) itself: any two edges that are not neighbours meet. */
export function polygonCrossesItself(points: readonly Point[]): boolean {
  const n = points.length;
  if (n < 4) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a point; the first and the last edge too.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsMeet(points[i]!, points[(i + 1) % n]!, points[j]!, points[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/** The outline of a circle as points (what readers that know only polygons draw). */
export function circleOutline(centre: Point, radiusKm: number, steps = 48): Point[] {
  const latKm = 110.574;
  const lngKm = 111.32 * Math.cos((centre.lat * Math.PI) / 180);
  return Array.from({ length: steps }, (_, i) => {
    const a = (2 * Math.PI * i) / steps;
    return {
      lat: Math.round((centre.lat + (radiusKm * Math.sin(a)) / latKm) * 1e6) / 1e6,
      lng: Math.round((centre.lng + (radiusKm * Math.cos(a)) / lngKm) * 1e6) / 1e6,
    };
  });
}

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);

/** POST /api/admin/regions, PUT /api/admin/regions/{id}: a region as a circle or a polygon. */
export const RegionInputSchema = z
  .object({
    name: requiredText(ADMIN_REGION_MESSAGES.nameRequired),
    province: requiredText(ADMIN_REGION_MESSAGES.provinceRequired),
    metro: requiredText(ADMIN_REGION_MESSAGES.metroRequired),
    shape: RegionShapeSchema,
    /** The circle's centre (circles only). */
    centre: RegionPointSchema.nullable().default(null),
    /** The circle's radius in km (circles only). */
    radiusKm: z.number({ error: ADMIN_REGION_MESSAGES.radius }).nullable().default(null),
    /** The polygon's points in order (polygons only; the outline closes itself). */
    coordinates: z.array(RegionPointSchema).max(500).default([]),
  })
  .superRefine((r, ctx) => {
    if (r.shape === 'circle') {
      if (!r.centre)
        ctx.addIssue({ code: 'custom', path: ['centre'], message: ADMIN_REGION_MESSAGES.centreRequired });
      if (r.radiusKm === null || !(r.radiusKm >= REGION_RADIUS_KM.min && r.radiusKm <= REGION_RADIUS_KM.max))
        ctx.addIssue({ code: 'custom', path: ['radiusKm'], message: ADMIN_REGION_MESSAGES.radius });
      return;
    }
    if (r.coordinates.length < 3)
      ctx.addIssue({ code: 'custom', path: ['coordinates'], message: ADMIN_REGION_MESSAGES.tooFewPoints });
    else if (polygonCrossesItself(r.coordinates))
      ctx.addIssue({ code: 'custom', path: ['coordinates'], message: ADMIN_REGION_MESSAGES.selfCrossing });
  });
export type RegionInput = z.input<typeof RegionInputSchema>;

export const RegionIdParamsSchema = z.object({ id: z.uuid({ error: 'This is not a region id.' }) });

// ---------------------------------------------------------------- repair-item templates

export const ADMIN_REPAIR_ITEM_MESSAGES = {
  nameRequired: 'Please enter the item’s name.',
  parentUnknown: 'Choose a group of the same quote type as the parent.',
  parentIsLeaf: 'An item can only sit under a group (an item that is not a leaf).',
  parentIsSelf: 'An item cannot be moved under itself or one of its own items.',
  hasChildren: 'This group still holds items: move or remove them before making it a leaf.',
  queryRequired: 'Please enter the question to ask, or untick “Ask a question”.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null));

const RepairItemFieldsSchema = z.object({
  name: requiredText(ADMIN_REPAIR_ITEM_MESSAGES.nameRequired, 200),
  displayName: optionalText(200),
  icon: optionalText(100),
  /** A leaf is picked by the customer; a group (not a leaf) holds other items. */
  leaf: z.boolean(),
  hasQuery: z.boolean().default(false),
  /** The question asked when the customer picks the item. */
  query: optionalText(500),
  keywords: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  /** The template lines a workshop's quote starts with. */
  templateLines: z
    .array(z.string().trim().min(1, { error: 'A template line cannot be empty.' }).max(500))
    .max(50)
    .default([]),
  /** The group it sits under (null: the top level). */
  parentId: z.uuid({ error: ADMIN_REPAIR_ITEM_MESSAGES.parentUnknown }).nullable().default(null),
  /** Its place among its siblings, from 0 (absent: last). */
  position: z.number().int().min(0).max(10_000).optional(),
});
const queryNeeded = (r: { hasQuery: boolean; query: string | null }, ctx: z.RefinementCtx) => {
  if (r.hasQuery && !r.query)
    ctx.addIssue({ code: 'custom', path: ['query'], message: ADMIN_REPAIR_ITEM_MESSAGES.queryRequired });
};

/** POST /api/admin/repairItems */
export const RepairItemCreateSchema = RepairItemFieldsSchema.extend({
  quoteType: QuoteTypeSchema,
}).superRefine(queryNeeded);
export type RepairItemCreate = z.input<typeof RepairItemCreateSchema>;

/** PUT /api/admin/repairItems/{id}: its fields, and where it sits (a move is a change of parent or position). */
export const RepairItemUpdateSchema = RepairItemFieldsSchema.superRefine(queryNeeded);
export type RepairItemUpdate = z.input<typeof RepairItemUpdateSchema>;

export const RepairItemIdParamsSchema = z.object({ id: z.uuid({ error: 'This is not a repair item id.' }) });

/** DELETE /api/admin/repairItems/{id}?quoteType= answers the tree as it is now. */
export const RepairItemDeleteQuerySchema = z.object({ quoteType: QuoteTypeSchema });
