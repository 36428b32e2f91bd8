import { z } from 'zod';
import { AddressSchema } from './auth';
import { ADDRESS_SUGGESTIONS_MIN_LENGTH } from './constants';

/**
 * Address search (spec: "a maps service gives address suggestions (restricted to South Africa, geocode
 * type, with a session token), place details by id"). Our API answers these from a provider: the
 * offline gazetteer by default, a Google Places or OpenStreetMap adapter by configuration.
 */

export const PLACE_INPUT_MAX_LENGTH = 200;
export const PLACE_SUGGESTIONS_MAX = 6;

const sessionToken = z.string().trim().max(100).optional();

/** GET /api/places/suggest?input=&sessionToken= */
export const PlaceSuggestQuerySchema = z.object({
  input: z
    .string()
    .trim()
    .min(ADDRESS_SUGGESTIONS_MIN_LENGTH, {
      error: `Type at least ${ADDRESS_SUGGESTIONS_MIN_LENGTH} characters to search for an address.`,
    })
    .max(PLACE_INPUT_MAX_LENGTH, { error: `An address cannot exceed ${PLACE_INPUT_MAX_LENGTH} characters.` }),
  sessionToken,
});
export type PlaceSuggestQuery = z.infer<typeof PlaceSuggestQuerySchema>;

/** One suggestion, shaped like the maps services' predictions (main and secondary text). */
export const PlaceSuggestionSchema = z.object({
  placeId: z.string(),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;
export const PlaceSuggestionsSchema = z.array(PlaceSuggestionSchema);

/** GET /api/places/details/{placeId}?sessionToken= */
export const PlaceDetailsParamsSchema = z.object({ placeId: z.string().trim().min(1).max(400) });
export const PlaceDetailsQuerySchema = z.object({ sessionToken });

/** A chosen place: the address capture's fields (the Address entity's), filled in, with its point. */
export const PlaceDetailsSchema = AddressSchema.pick({
  streetNumber: true,
  streetName: true,
  suburb: true,
  town: true,
  city: true,
  province: true,
  country: true,
  postalCode: true,
}).extend({
  placeId: z.string(),
  formattedAddress: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type PlaceDetails = z.infer<typeof PlaceDetailsSchema>;

/**
 * GET /api/QuoteRequests/LastAddress (signed in): the address of the customer's newest request, which step 3
 * of the next request starts from (issue 20 item 6, decision 054); null for none, and for organisation users.
 */
export const LastAddressSchema = z.object({ address: AddressSchema.nullable() });
export type LastAddress = z.infer<typeof LastAddressSchema>;

/** Distance and drive time from one point to another, with the texts the map's info windows show. */
export interface TravelEstimate {
  distance: number;
  distanceText: string;
  duration: number;
  durationText: string;
  durationInTraffic: number;
  durationInTrafficText: string;
}

/** '850 m', '12.4 km', '120 km': a distance as a person reads it. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  if (km < 100) return `${(Math.round(km * 10) / 10).toFixed(1).replace(/\.0$/, '')} km`;
  return `${Math.round(km)} km`;
}

/**
 * What every distance shown measures (decision 052): the straight line, the measure the radius filters by,
 * so a workshop shown at 10.5 km is never in a 10 km search. The drive time is an estimate by road.
 */
export const DISTANCE_MEASURE = 'in a straight line';

/** "within 10 km in a straight line": the radius a search used. */
export function withinText(radiusKm: number): string {
  return `within ${radiusKm} km ${DISTANCE_MEASURE}`;
}

/** "4.2 km in a straight line · about 9 mins drive", or null without a distance. */
export function travelText(t: { distanceText: string | null; durationText?: string | null }): string | null {
  if (!t.distanceText) return null;
  return [`${t.distanceText} ${DISTANCE_MEASURE}`, t.durationText ? `about ${t.durationText} drive` : null]
    .filter(Boolean)
    .join(' · ');
}

const mins = (n: number) => `${n} ${n === 1 ? 'min' : 'mins'}`;

/** '1 min', '18 mins', '1 hour 5 mins': a drive time as the maps services write it. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return mins(minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return rest ? `${h} ${mins(rest)}` : h;
}
