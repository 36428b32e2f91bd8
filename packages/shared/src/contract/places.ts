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
  /** Add a region (admins; decision 066) */
  createRegion: {
    method: 'POST',
    path: '/api/admin/regions',
    body: 'RegionInputSchema',
    answer: 'RegionSchema',
  },
  /** Edit a region's name and shape (admins) */
  updateRegion: {
    method: 'PUT',
    path: '/api/admin/regions/{id}',
    body: 'RegionInputSchema',
    answer: 'RegionSchema',
  },
  /** Delete a region no workshop or request uses (admins); answers the regions left */
  deleteRegion: { method: 'DELETE', path: '/api/admin/regions/{id}', answer: 'RegionListSchema' },
} as const satisfies Contract;
