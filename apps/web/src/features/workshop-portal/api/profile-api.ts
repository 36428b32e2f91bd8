import {
  type UpdateWorkshopProfileInput,
  WORKSHOP_PROFILE_PATHS,
  type WorkshopProfile,
  WorkshopProfileSchema,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { workshopHeaders } from './workshop-choice';

export const workshopProfileKey = ['workshop', 'profile'] as const;

export function getWorkshopProfile(signal?: AbortSignal) {
  return apiClient.get(WORKSHOP_PROFILE_PATHS.profile, {
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
      apiClient.put(WORKSHOP_PROFILE_PATHS.profile, body, {
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
      return apiClient.post(WORKSHOP_PROFILE_PATHS.logo, form, {
        headers: workshopHeaders(),
        schema: WorkshopProfileSchema,
      });
    },
    onSuccess: (profile: WorkshopProfile) => client.setQueryData(workshopProfileKey, profile),
  });
}
