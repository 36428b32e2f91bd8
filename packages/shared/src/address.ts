import { z } from 'zod';
import { ADDRESS_SUGGESTIONS_MIN_LENGTH, EARTH_RADIUS_KM, POSTAL_CODE_LENGTH } from './constants';
import { messages } from './messages';

export const POSTAL_CODE_LABEL = 'Postal code';

/** spec: postal code masked to exactly 4 digits. Keeps digits only, at most four, while typing. */
export function formatPostalCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, POSTAL_CODE_LENGTH);
}

/** A postal code: required, numeric, exactly 4 digits (South African codes are four digits, e.g. 0181, 8001). */
export const PostalCodeSchema = z
  .string({ error: messages.required() })
  .trim()
  .min(1, { error: messages.required() })
  .regex(/^\d+$/, { error: messages.numeric(POSTAL_CODE_LABEL) })
  .length(POSTAL_CODE_LENGTH, { error: messages.length(POSTAL_CODE_LABEL, POSTAL_CODE_LENGTH) });
export type PostalCode = z.infer<typeof PostalCodeSchema>;

/** spec: suggestions are fetched only when the search text is longer than 3 characters. */
export function shouldFetchAddressSuggestions(text: string): boolean {
  return text.trim().length >= ADDRESS_SUGGESTIONS_MIN_LENGTH;
}

export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine) with the spec's earth radius of 6371 km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
