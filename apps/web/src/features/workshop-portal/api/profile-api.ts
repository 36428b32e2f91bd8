import {
  type UpdateWorkshopProfileInput,
  WORKSHOPS_API,
  type WorkshopProfile,
  WorkshopProfileSchema,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { workshopHeaders } from './workshop-choice';

export const workshopProfileKey = ['workshop', 'profile'] as const;

export function getWorkshopProfile(signal?: AbortSignal) {
  return apiClient.call(WORKSHOPS_API.getWorkshopProfile, {
    headers: workshopHeaders(),
    schema: WorkshopProfileSchema,
    signal,
  });
}

export function useWorkshopProfile() {
  return useQuery({ queryKey: workshopProfileKey, queryFn: ({ signal }) => getWorkshopProfile(signal) });
}

export function useSaveWorkshopProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWorkshopProfileInput) =>
      apiClient.call(WORKSHOPS_API.updateWorkshopProfile, {
        body: body,
        headers: workshopHeaders(),
        schema: WorkshopProfileSchema,
      }),
    onSuccess: (profile: WorkshopProfile) => client.setQueryData(workshopProfileKey, profile),
  });
}

export function useUploadWorkshopLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file, file.name);
      return apiClient.call(WORKSHOPS_API.uploadWorkshopLogo, {
        body: form,
        headers: workshopHeaders(),
        schema: WorkshopProfileSchema,
      });
    },
    onSuccess: (profile: WorkshopProfile) => client.setQueryData(workshopProfileKey, profile),
  });
}
