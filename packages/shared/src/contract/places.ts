import type { Contract } from './entry';

/** Address suggestions and regions. */
export const PLACES_API = {
  /** Suggest addresses for what was typed so far */
  suggestPlaces: {
    method: 'GET',
    path: '/api/places/suggest',
    query: 'PlaceSuggestQuerySchema',
    answer: 'PlaceSuggestionsSchema',
  },
  /** Read a suggested address in full, with its coordinates */
  getPlaceDetails: {
    method: 'GET',
    path: '/api/places/details/{placeId}',
    query: 'PlaceDetailsQuerySchema',
    answer: 'PlaceDetailsSchema',
  },
  /** List the regions */
  getRegions: { method: 'GET', path: '/api/regions', answer: 'RegionListSchema' },
} as const satisfies Contract;
