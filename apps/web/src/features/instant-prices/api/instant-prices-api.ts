import {
  type BookInstantPrice,
  DropOffSlotsSchema,
  INSTANT_PRICES_API,
  InstantBookingAnswerSchema,
  type InstantPriceOffersQuery,
  InstantPriceOffersSchema,
  QUOTE_REQUESTS_API,
  QuoteEstimateListSchema,
  WORKSHOP_AVAILABILITY_API,
} from '@motorwise/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Instant fixed prices (decision 077): the offers near a place, their days with room, the booking. */
export const instantPricesKeys = {
  offers: (q: InstantPriceOffersQuery | null) => ['instant-prices', 'offers', q] as const,
  estimate: (vehicleId: string | null, items: string[]) =>
    ['instant-prices', 'estimate', vehicleId, items] as const,
  slots: (workshopId: string | null, from: string, to: string) =>
    ['instant-prices', 'slots', workshopId, from, to] as const,
};

/** The offers for a vehicle, jobs and a place; nothing is asked until all three are known. */
export function useInstantPriceOffers(q: InstantPriceOffersQuery | null) {
  return useQuery({
    queryKey: instantPricesKeys.offers(q),
    enabled: q !== null,
    queryFn: ({ signal }) =>
      apiClient.call(INSTANT_PRICES_API.getInstantPriceOffers, {
        query: q ? { ...q, items: q.items.join(',') } : {},
        schema: InstantPriceOffersSchema,
        signal,
      }),
  });
}

/** The history-based estimate of the same jobs for the same vehicle: the offers' yardstick. */
export function useYardstick(vehicleId: string | null, items: string[]) {
  return useQuery({
    queryKey: instantPricesKeys.estimate(vehicleId, items),
    enabled: vehicleId !== null && items.length > 0,
    queryFn: () =>
      apiClient.call(QUOTE_REQUESTS_API.getQuoteEstimate, {
        body: { vehicleId, items },
        schema: QuoteEstimateListSchema,
      }),
  });
}

/** A workshop's days with room and their drop-off times (decision 075). */
export function useDropOffSlots(workshopId: string | null, from: string, to: string) {
  return useQuery({
    queryKey: instantPricesKeys.slots(workshopId, from, to),
    enabled: workshopId !== null,
    queryFn: ({ signal }) =>
      apiClient.call(WORKSHOP_AVAILABILITY_API.getDropOffSlots, {
        query: { workshopIds: workshopId ?? '', from, to },
        schema: DropOffSlotsSchema,
        signal,
      }),
  });
}

/** One press, one booking: the key is kept across retries of a lost answer (decision 070). */
export function useBookInstantPrice() {
  return useMutation({
    mutationFn: (body: BookInstantPrice) =>
      apiClient.call(INSTANT_PRICES_API.bookInstantPrice, {
        body,
        schema: InstantBookingAnswerSchema,
        idempotent: true,
      }),
  });
}
