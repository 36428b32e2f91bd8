import {
  ADDRESS_SUGGESTIONS_MIN_LENGTH,
  LastAddressSchema,
  PLACES_API,
  PlaceDetailsSchema,
  PlaceSuggestionsSchema,
  QUOTE_REQUESTS_API,
} from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const addressKeys = {
  suggestions: (input: string) => ['place-suggestions', input] as const,
  lastAddress: (userId: string | number | null) => ['last-address', userId] as const,
};

/** Address search through our API's places provider (GET /api/places/suggest and /api/places/details). */

/** spec: "address suggestion failures are only logged (null returned)". */
export async function suggestPlaces(input: string, sessionToken: string, signal?: AbortSignal) {
  try {
    return await apiClient.call(PLACES_API.suggestPlaces, {
      query: { input, sessionToken },
      schema: PlaceSuggestionsSchema,
      signal,
    });
  } catch (error) {
    if (!signal?.aborted) console.warn('Address suggestions failed', error);
    return null;
  }
}

export function getPlaceDetails(placeId: string, sessionToken: string) {
  return apiClient.call(PLACES_API.getPlaceDetails, {
    params: { placeId },
    query: { sessionToken },
    schema: PlaceDetailsSchema,
  });
}

/** spec: suggestions only when the text is longer than 3 characters; the earlier search is cancelled. */
export function usePlaceSuggestions(term: string, sessionToken: string) {
  const input = term.trim();
  return useQuery({
    queryKey: addressKeys.suggestions(input),
    queryFn: ({ signal }) => suggestPlaces(input, sessionToken, signal),
    enabled: input.length >= ADDRESS_SUGGESTIONS_MIN_LENGTH,
    staleTime: 60_000,
  });
}

/**
 * A signed-in customer's last address (issue 20 item 6, decision 054): the address of their newest request,
 * which the next request starts from. Asked for only with the signed-in customer's id (null: not asked);
 * read again each time a request form needs it, so the request just sent is the one remembered.
 */
export function useLastAddress(userId: string | number | null) {
  return useQuery({
    queryKey: addressKeys.lastAddress(userId),
    queryFn: () => apiClient.call(QUOTE_REQUESTS_API.getLastAddress, { schema: LastAddressSchema }),
    enabled: userId !== null,
    staleTime: 0,
    select: (answer) => answer.address,
  });
}
