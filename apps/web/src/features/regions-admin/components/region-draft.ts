import {
  circleOutline,
  type Region,
  type RegionInput,
  RegionInputSchema,
  type RegionShape,
  type WorkshopAddress,
} from '@motorwise/shared';

export interface Point {
  lat: number;
  lng: number;
}

/** A region as the form holds it: the typed fields as typed, the polygon's points as placed. */
export interface RegionDraft {
  name: string;
  province: string;
  metro: string;
  shape: RegionShape;
  centreLat: string;
  centreLng: string;
  radiusKm: string;
  points: Point[];
}

export const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A typed number ("25,5" too), or NaN when empty or not a number. */
export function typedNumber(text: string): number {
  const t = text.trim().replace(',', '.');
  return t === '' ? Number.NaN : Number(t);
}

export function draftOf(region: Region | null): RegionDraft {
  const circle = region?.shape === 'circle' && region.centre && region.radiusKm;
  return {
    name: region?.name ?? '',
    province: region?.province ?? '',
    metro: region?.metro ?? '',
    shape: circle ? 'circle' : 'polygon',
    centreLat: circle ? String(region.centre!.lat) : '',
    centreLng: circle ? String(region.centre!.lng) : '',
    radiusKm: circle ? String(region.radiusKm) : '',
    points: region && !circle ? region.coordinates.map((p) => ({ lat: p.lat, lng: p.lng })) : [],
  };
}

/** What the API is sent. */
export function inputOf(d: RegionDraft): RegionInput {
  const lat = typedNumber(d.centreLat);
  const lng = typedNumber(d.centreLng);
  const radius = typedNumber(d.radiusKm);
  const circle = d.shape === 'circle';
  return {
    name: d.name,
    province: d.province,
    metro: d.metro,
    shape: d.shape,
    centre: circle && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null,
    radiusKm: circle && Number.isFinite(radius) ? radius : null,
    coordinates: circle ? [] : d.points,
  };
}

/** The shared checks' messages by field (the first of each), none when the draft is good. */
export function problemsOf(d: RegionDraft): Record<string, string> {
  const parsed = RegionInputSchema.safeParse(inputOf(d));
  const problems: Record<string, string> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return problems;
}

/** The draft as the public list would answer it (for the customer's preview), or null while unplaced. */
export function previewRegion(d: RegionDraft, id: string): Region | null {
  const input = inputOf(d);
  const now = new Date().toISOString();
  const base = {
    id,
    name: d.name || 'New region',
    province: d.province,
    metro: d.metro,
    dateCreated: now,
    dateModified: now,
  };
  if (input.shape === 'circle') {
    if (!input.centre || !input.radiusKm || input.radiusKm <= 0) return null;
    return {
      ...base,
      shape: 'circle',
      centre: input.centre,
      radiusKm: input.radiusKm,
      coordinates: circleOutline(input.centre, input.radiusKm),
    };
  }
  if (d.points.length < 3) return null;
  return { ...base, shape: 'polygon', centre: null, radiusKm: null, coordinates: d.points };
}

/** The middle of a region's points, and about how far its farthest point is (km). */
export function extentOf(points: readonly Point[]): { centre: Point; km: number } {
  const lat = points.reduce((s, p) => s + p.lat, 0) / points.length;
  const lng = points.reduce((s, p) => s + p.lng, 0) / points.length;
  const km = Math.max(
    1,
    ...points.map((p) =>
      Math.hypot((p.lat - lat) * 110.6, (p.lng - lng) * 111.3 * Math.cos((lat * Math.PI) / 180)),
    ),
  );
  return { centre: { lat: round6(lat), lng: round6(lng) }, km };
}

/** A workshop serving the region, at its middle: the preview shows the region as a customer nearby sees it. */
export function sampleWorkshop(region: Region, at: Point): WorkshopAddress {
  return {
    workshopId: 'preview',
    name: 'A workshop serving this region',
    regionIds: [region.id],
    suburb: region.name,
    city: region.metro,
    lat: at.lat,
    lng: at.lng,
    straightLineKm: 0,
    distance: 0,
    distanceText: null,
    duration: null,
    durationText: null,
    durationInTraffic: null,
    durationInTrafficText: null,
    referenceNumber: 0,
    isOrganization: false,
    workshopLogoUrl: null,
    rating: null,
  };
}
