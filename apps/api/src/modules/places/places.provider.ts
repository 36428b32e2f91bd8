import type { LatLng, PlaceDetails, PlaceSuggestion, TravelEstimate } from '@motorwise/shared';

/**
 * Where addresses come from. The offline gazetteer fills it by default; a Google Places or
 * OpenStreetMap (Nominatim) adapter implements the same two calls when configured. The session token
 * groups one person's keystrokes and the details call that ends them, as the maps services bill it.
 */
export interface PlacesProvider {
  readonly name: string;
  /** South African addresses matching what has been typed, best first. */
  suggest(input: string, options?: { sessionToken?: string; limit?: number }): Promise<PlaceSuggestion[]>;
  /** The address behind a suggestion's placeId, or null for an id this provider never gave out. */
  details(placeId: string, options?: { sessionToken?: string }): Promise<PlaceDetails | null>;
}

/** Distances and drive times from one origin to many destinations (the maps services' distance matrix). */
export interface DistanceProvider {
  readonly name: string;
  matrix(origin: LatLng, destinations: readonly LatLng[]): Promise<TravelEstimate[]>;
}
