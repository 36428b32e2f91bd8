import {
  ADMIN_WORKSHOPS_API,
  AdminWorkshopSchema,
  AdminWorkshopsPageSchema,
  AdminWorkshopUsersSchema,
  ApplicationReplyAnswerSchema,
  ApplicationReplyViewSchema,
  type ApplyWorkshop,
  PLACES_API,
  RegionListSchema,
  type UpdateAdminWorkshopInput,
  WORKSHOP_APPLICATIONS_API,
  WorkshopApplicationReceivedSchema,
  WorkshopApplicationSchema,
  type WorkshopApplicationStatus,
  WorkshopApplicationsPageSchema,
  type WorkshopStanding,
  WorkshopStandingSchema,
} from '@motorwise/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The feature's one query-key object: every query and invalidation names its keys here. */
export const onboardingKeys = {
  regions: ['onboarding', 'regions'] as const,
  applicationLists: ['onboarding', 'applications', 'list'] as const,
  applicationList: (status: WorkshopApplicationStatus, page: number) =>
    ['onboarding', 'applications', 'list', status, page] as const,
  application: (id: string) => ['onboarding', 'applications', 'one', id] as const,
  reply: (token: string) => ['onboarding', 'reply', token] as const,
  workshopLists: ['onboarding', 'workshops', 'list'] as const,
  workshopList: (search: string, page: number) => ['onboarding', 'workshops', 'list', search, page] as const,
  workshop: (id: string) => ['onboarding', 'workshops', 'one', id] as const,
  workshopUsers: (id: string) => ['onboarding', 'workshops', 'users', id] as const,
  standing: ['onboarding', 'standing'] as const,
};

// ---------------------------------------------------------------- the public application

/** The regions the API serves (the apply form's choice). */
export function useServedRegions() {
  return useQuery({
    queryKey: onboardingKeys.regions,
    queryFn: ({ signal }) => apiClient.call(PLACES_API.getRegions, { schema: RegionListSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/workshop-applications: the fields (lists and the address as JSON), the documents, the bot check. */
export function applyAsWorkshop(values: Omit<ApplyWorkshop, 'altcha'>, documents: File[], altcha: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  form.append('altcha', altcha);
  for (const file of documents) form.append('documentFiles', file, file.name);
  return apiClient.call(WORKSHOP_APPLICATIONS_API.postWorkshopApplication, {
    body: form,
    schema: WorkshopApplicationReceivedSchema,
  });
}

export function useApplicationReply(token: string) {
  return useQuery({
    queryKey: onboardingKeys.reply(token),
    queryFn: ({ signal }) =>
      apiClient.call(WORKSHOP_APPLICATIONS_API.getWorkshopApplicationReply, {
        params: { token },
        schema: ApplicationReplyViewSchema,
        signal,
      }),
    retry: false,
  });
}

export function postApplicationReply(token: string, message: string, documents: File[]) {
  const form = new FormData();
  form.append('message', message);
  for (const file of documents) form.append('documentFiles', file, file.name);
  return apiClient.call(WORKSHOP_APPLICATIONS_API.postWorkshopApplicationReply, {
    params: { token },
    body: form,
    schema: ApplicationReplyAnswerSchema,
  });
}

// ---------------------------------------------------------------- the admin's review

export function useAdminApplications(status: WorkshopApplicationStatus, page = 1) {
  return useQuery({
    queryKey: onboardingKeys.applicationList(status, page),
    queryFn: ({ signal }) =>
      apiClient.call(WORKSHOP_APPLICATIONS_API.getAdminWorkshopApplications, {
        query: { status, page },
        schema: WorkshopApplicationsPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminApplication(id: string) {
  return useQuery({
    queryKey: onboardingKeys.application(id),
    queryFn: ({ signal }) =>
      apiClient.call(WORKSHOP_APPLICATIONS_API.getAdminWorkshopApplication, {
        params: { id },
        schema: WorkshopApplicationSchema,
        signal,
      }),
  });
}

export function downloadApplicationDocument(id: string, fileId: string) {
  return apiClient.download(WORKSHOP_APPLICATIONS_API.getAdminWorkshopApplicationDocument, {
    params: { id, fileId },
  });
}

type Decision =
  | { step: 'approve' }
  | { step: 'requestInformation'; message: string }
  | { step: 'decline'; reason: string };

function decide(id: string, decision: Decision) {
  const schema = WorkshopApplicationSchema;
  if (decision.step === 'approve')
    return apiClient.call(WORKSHOP_APPLICATIONS_API.approveWorkshopApplication, { params: { id }, schema });
  if (decision.step === 'requestInformation')
    return apiClient.call(WORKSHOP_APPLICATIONS_API.requestWorkshopApplicationInformation, {
      params: { id },
      body: { message: decision.message },
      schema,
    });
  return apiClient.call(WORKSHOP_APPLICATIONS_API.declineWorkshopApplication, {
    params: { id },
    body: { reason: decision.reason },
    schema,
  });
}

/** Approve, ask for more, or decline; the lists and the application are read again. */
export function useDecideApplication(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decide(id, decision),
    onSuccess: (application) => {
      client.setQueryData(onboardingKeys.application(id), application);
      void client.invalidateQueries({ queryKey: onboardingKeys.applicationLists });
    },
  });
}

// ---------------------------------------------------------------- the admin's workshops

export function useAdminWorkshops(search: string, page = 1) {
  return useQuery({
    queryKey: onboardingKeys.workshopList(search, page),
    queryFn: ({ signal }) =>
      apiClient.call(ADMIN_WORKSHOPS_API.getAdminWorkshops, {
        query: { search: search || undefined, page },
        schema: AdminWorkshopsPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminWorkshop(id: string) {
  return useQuery({
    queryKey: onboardingKeys.workshop(id),
    queryFn: ({ signal }) =>
      apiClient.call(ADMIN_WORKSHOPS_API.getAdminWorkshop, {
        params: { id },
        schema: AdminWorkshopSchema,
        signal,
      }),
  });
}

export function useAdminWorkshopUsers(id: string) {
  return useQuery({
    queryKey: onboardingKeys.workshopUsers(id),
    queryFn: ({ signal }) =>
      apiClient.call(ADMIN_WORKSHOPS_API.getAdminWorkshopUsers, {
        params: { id },
        schema: AdminWorkshopUsersSchema,
        signal,
      }),
  });
}

type WorkshopChange =
  | { step: 'update'; body: UpdateAdminWorkshopInput }
  | { step: 'logo'; file: File }
  | { step: 'suspend' | 'reinstate'; reason: string };

function changeWorkshop(id: string, change: WorkshopChange) {
  const schema = AdminWorkshopSchema;
  if (change.step === 'update')
    return apiClient.call(ADMIN_WORKSHOPS_API.putAdminWorkshop, {
      params: { id },
      body: change.body,
      schema,
    });
  if (change.step === 'logo') {
    const form = new FormData();
    form.append('logo', change.file, change.file.name);
    return apiClient.call(ADMIN_WORKSHOPS_API.postAdminWorkshopLogo, { params: { id }, body: form, schema });
  }
  const entry =
    change.step === 'suspend' ? ADMIN_WORKSHOPS_API.suspendWorkshop : ADMIN_WORKSHOPS_API.reinstateWorkshop;
  return apiClient.call(entry, { params: { id }, body: { reason: change.reason }, schema });
}

export function useChangeWorkshop(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: WorkshopChange) => changeWorkshop(id, change),
    onSuccess: (workshop) => {
      client.setQueryData(onboardingKeys.workshop(id), workshop);
      void client.invalidateQueries({ queryKey: onboardingKeys.workshopLists });
    },
  });
}

/** The workshop portal's banner: whether the workshop is suspended, and why. */
export function useWorkshopStanding(headers?: Record<string, string>) {
  return useQuery<WorkshopStanding>({
    queryKey: onboardingKeys.standing,
    queryFn: ({ signal }) =>
      apiClient.call(ADMIN_WORKSHOPS_API.getWorkshopStanding, {
        schema: WorkshopStandingSchema,
        signal,
        headers,
      }),
    staleTime: 60_000,
  });
}
