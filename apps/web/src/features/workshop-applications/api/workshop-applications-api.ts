import {
  type AddWorkshopApplication,
  WORKSHOP_APPLICATIONS_API,
  type WorkshopApplication,
  WorkshopApplicationSchema,
  WorkshopApplicationsPageSchema,
} from '@motorwise/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The feature's one query-key object (issue 21): every query and invalidation names its keys here. */
export const workshopApplicationKeys = {
  all: ['workshop-applications'] as const,
  lists: ['workshop-applications', 'list'] as const,
  list: (page: number) => ['workshop-applications', 'list', page] as const,
};

/** Calls through the contract entries (decision 056), parsed by the shared schemas. */
export function getWorkshopApplications(page: number, signal?: AbortSignal) {
  return apiClient.call(WORKSHOP_APPLICATIONS_API.getWorkshopApplications, {
    query: { page },
    schema: WorkshopApplicationsPageSchema,
    signal,
  });
}

export function addWorkshopApplication(input: AddWorkshopApplication) {
  return apiClient.call(WORKSHOP_APPLICATIONS_API.postWorkshopApplication, {
    body: input,
    schema: WorkshopApplicationSchema,
  });
}

export function archiveWorkshopApplication(id: string) {
  return apiClient.call(WORKSHOP_APPLICATIONS_API.archiveWorkshopApplication, {
    params: { id },
    schema: WorkshopApplicationSchema,
  });
}

// ------------------------------------------------------------------ hooks

export function useWorkshopApplications(page = 1) {
  return useQuery({
    queryKey: workshopApplicationKeys.list(page),
    queryFn: ({ signal }) => getWorkshopApplications(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** After a change the lists are read again (an item moves within them). */
function useWorkshopApplicationChange<V>(call: (vars: V) => Promise<WorkshopApplication>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: workshopApplicationKeys.lists }),
  });
}

export const useAddWorkshopApplication = () => useWorkshopApplicationChange(addWorkshopApplication);
export const useArchiveWorkshopApplication = () => useWorkshopApplicationChange(archiveWorkshopApplication);
