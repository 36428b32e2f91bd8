import {
  AVAILABILITY_RULES,
  type DropOffDay,
  DropOffSlotsSchema,
  type IsoDate,
  WORKSHOP_AVAILABILITY_API,
} from '@motorwise/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** A workshop's days with room and its reschedule and cancellation terms (hours of notice). */
export interface WorkshopDropOffs {
  days: DropOffDay[];
  freeChangeHours: number;
}

/** Every cached answer of the slots call: a booking, a reschedule or a cancellation refreshes them all. */
export const dropOffSlotsKeys = {
  all: ['drop-off-slots'] as const,
  of: (workshopIds: string[], from: IsoDate, to: IsoDate) =>
    ['drop-off-slots', [...workshopIds].sort().join(','), from, to] as const,
};

/**
 * GET /api/PublicWorkshop/DropOffSlots (decision 075): per workshop, the days from tomorrow with room and their
 * drop-off times. The call takes ten workshops at once; more are asked for ten at a time.
 */
export async function getDropOffSlots(
  workshopIds: string[],
  from: IsoDate,
  to: IsoDate,
  signal?: AbortSignal,
): Promise<Map<string, WorkshopDropOffs>> {
  const chunks: string[][] = [];
  for (let i = 0; i < workshopIds.length; i += AVAILABILITY_RULES.maxSlotWorkshops)
    chunks.push(workshopIds.slice(i, i + AVAILABILITY_RULES.maxSlotWorkshops));
  const answers = await Promise.all(
    chunks.map((ids) =>
      apiClient.call(WORKSHOP_AVAILABILITY_API.getDropOffSlots, {
        query: { workshopIds: ids.join(','), from, to },
        schema: DropOffSlotsSchema,
        signal,
      }),
    ),
  );
  return new Map(answers.flatMap((a) => a.workshops.map((w) => [w.workshopId, w] as const)));
}

/** The days with room at some workshops (none given: nothing asked, `data` undefined). */
export function useDropOffSlots(workshopIds: string[], from: IsoDate, to: IsoDate) {
  return useQuery({
    queryKey: dropOffSlotsKeys.of(workshopIds, from, to),
    queryFn: ({ signal }) => getDropOffSlots(workshopIds, from, to, signal),
    enabled: workshopIds.length > 0 && from <= to,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
