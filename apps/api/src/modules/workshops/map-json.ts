import type { TravelEstimate } from '@motorwise/shared';
import type { MapRow } from './workshops.repo';

/**
 * The radius search's answer written as text (decision 041). A map entry (`WorkshopAddressSchema`) is
 * mostly the workshop's own fields, which change only when the workshop does; only the travel fields,
 * the straight-line kilometres and the jobs in progress depend on the request. The fixed parts are
 * written once per workshop when the in-memory map loads, and an answer is those strings joined with the
 * request's numbers: no object per hit, no zod pass over 100 entries, no generic JSON.stringify.
 *
 * The keys come in the schema's order (travel fields first, as `TravelInfoSchema.extend` puts them), so
 * the text is byte for byte what the route's zod serializer wrote before (test: workshop-map-json.test.ts).
 */
export interface MapEntryJson {
  /** `"workshopId":...,"lng":n` (after the travel fields). */
  middle: string;
  /** `"isOrganization":...,"rating":n}` (after the per-request numbers). */
  tail: string;
}

/** The fixed parts of one workshop's map entry. */
export function mapEntryJson(w: Omit<MapRow, 'km'>): MapEntryJson {
  const middle = JSON.stringify({
    workshopId: w.id,
    name: w.name,
    regionIds: w.regionIds,
    suburb: w.suburb,
    city: w.city,
    lat: w.lat,
    lng: w.lng,
  }).slice(1, -1);
  const tail = JSON.stringify({
    isOrganization: w.organizationId !== null,
    workshopLogoUrl: w.logoUrl,
    rating: w.rating,
  }).slice(1);
  return { middle, tail };
}

/** A number as JSON writes it (a non-finite one never comes from the providers; JSON says null). */
const num = (n: number | null | undefined) => (n == null || !Number.isFinite(n) ? 'null' : String(n));
const str = (s: string | null | undefined) => (s == null ? 'null' : JSON.stringify(s));

/** The travel fields of an entry (`"distance":...,"durationInTrafficText":...`), null without an estimate. */
function travelJson(t: TravelEstimate | undefined): string {
  return `"distance":${num(t?.distance)},"distanceText":${str(t?.distanceText)},"duration":${num(t?.duration)},"durationText":${str(t?.durationText)},"durationInTraffic":${num(t?.durationInTraffic)},"durationInTrafficText":${str(t?.durationInTrafficText)}`;
}

/** The answer for hits (nearest first) with their travel estimates and jobs in progress. */
export function mapAnswerJson(
  hits: readonly { id: string; json: MapEntryJson; km: number }[],
  travel: readonly TravelEstimate[],
  inProgress: ReadonlyMap<string, number>,
): string {
  let out = '[';
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    if (i > 0) out += ',';
    out += `{${travelJson(travel[i])},${h.json.middle},"straightLineKm":${num(Math.round(h.km * 100) / 100)},"referenceNumber":${inProgress.get(h.id) ?? 0},${h.json.tail}`;
  }
  return `${out}]`;
}
