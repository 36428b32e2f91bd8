import {
  type AddWorkshopClosure,
  type IsoDate,
  QUOTES_API,
  type UpdateWorkshopAvailability,
  WORKSHOP_AVAILABILITY_API,
  type WorkshopAvailability,
  WorkshopAvailabilitySchema,
  WorkshopJobListSchema,
} from '@motorwise/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { portalKeys } from './portal-api';
import { workshopHeaders } from './workshop-choice';

/** The workshop's diary settings: hours per weekday, daily capacity, closures (decision 075). */
export const workshopAvailabilityKey = ['workshop', 'availability'] as const;

export function useWorkshopAvailability() {
  return useQuery({
    queryKey: workshopAvailabilityKey,
    queryFn: ({ signal }) =>
      apiClient.call(WORKSHOP_AVAILABILITY_API.getWorkshopAvailability, {
        headers: workshopHeaders(),
        schema: WorkshopAvailabilitySchema,
        signal,
      }),
  });
}

/** Each change answers the whole diary, which replaces the cached one. */
function useAvailabilityChange<T>(call: (input: T) => Promise<WorkshopAvailability>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (availability) => client.setQueryData(workshopAvailabilityKey, availability),
  });
}

export const useSaveWorkshopAvailability = () =>
  useAvailabilityChange((body: UpdateWorkshopAvailability) =>
    apiClient.call(WORKSHOP_AVAILABILITY_API.updateWorkshopAvailability, {
      body,
      headers: workshopHeaders(),
      schema: WorkshopAvailabilitySchema,
    }),
  );

export const useAddWorkshopClosure = () =>
  useAvailabilityChange((body: AddWorkshopClosure) =>
    apiClient.call(WORKSHOP_AVAILABILITY_API.addWorkshopClosure, {
      body,
      headers: workshopHeaders(),
      schema: WorkshopAvailabilitySchema,
    }),
  );

export const useDeleteWorkshopClosure = () =>
  useAvailabilityChange((id: string) =>
    apiClient.call(WORKSHOP_AVAILABILITY_API.deleteWorkshopClosure, {
      params: { id },
      headers: workshopHeaders(),
      schema: WorkshopAvailabilitySchema,
    }),
  );

/** The diary's bookings: every booked job (any status after booking) with its drop-off day in the range. */
export function useDiaryBookings(from: IsoDate, to: IsoDate) {
  return useQuery({
    queryKey: portalKeys.diary(from, to),
    queryFn: ({ signal }) =>
      apiClient.call(QUOTES_API.workshopJobs, {
        headers: workshopHeaders(),
        query: { state: 'all', from, to },
        schema: WorkshopJobListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
