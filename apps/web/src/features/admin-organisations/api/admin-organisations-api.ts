import {
  ADMIN_ORGANISATIONS_API,
  type AdminBranchInput,
  type AdminOrganisation,
  type AdminOrganisationInput,
  AdminOrganisationInviteListSchema,
  AdminOrganisationListSchema,
  AdminOrganisationSchema,
  type AdminProgramme,
  AdminProgrammeListSchema,
  type PartnerProgramme,
  type SaveProgramme,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The administrators' organisations and partner programmes (decision 060), parsed by the shared schemas. */
export const adminOrganisationKeys = {
  all: ['admin-organisations'] as const,
  list: ['admin-organisations', 'list'] as const,
  /** Every organisation's page (a programme change shows on each). */
  ones: ['admin-organisations', 'one'] as const,
  one: (id: string) => ['admin-organisations', 'one', id] as const,
  invites: (id: string) => ['admin-organisations', 'invites', id] as const,
  programmes: ['admin-organisations', 'programmes'] as const,
};

const API = ADMIN_ORGANISATIONS_API;

/** GET /api/admin/organisations. */
export function useAdminOrganisations() {
  return useQuery({
    queryKey: adminOrganisationKeys.list,
    queryFn: ({ signal }) =>
      apiClient.call(API.getAdminOrganisations, { schema: AdminOrganisationListSchema, signal }),
  });
}

/** GET /api/admin/organisations/{id}. */
export function useAdminOrganisation(id: string) {
  return useQuery({
    queryKey: adminOrganisationKeys.one(id),
    queryFn: ({ signal }) =>
      apiClient.call(API.getAdminOrganisation, { params: { id }, schema: AdminOrganisationSchema, signal }),
  });
}

/** GET /api/admin/organisations/{id}/invites. */
export function useOrganisationInvites(id: string) {
  return useQuery({
    queryKey: adminOrganisationKeys.invites(id),
    queryFn: ({ signal }) =>
      apiClient.call(API.getAdminOrganisationInvites, {
        params: { id },
        schema: AdminOrganisationInviteListSchema,
        signal,
      }),
  });
}

/** An organisation changed: its page shows the answer, the list and the programmes are read again. */
function useOrganisationChange<V>(call: (vars: V) => Promise<AdminOrganisation>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (organisation) => {
      client.setQueryData(adminOrganisationKeys.one(organisation.id), organisation);
      void client.invalidateQueries({ queryKey: adminOrganisationKeys.list });
      void client.invalidateQueries({ queryKey: adminOrganisationKeys.programmes });
    },
  });
}

/** POST /api/admin/organisations. */
export const useCreateOrganisation = () =>
  useOrganisationChange((body: AdminOrganisationInput) =>
    apiClient.call(API.postAdminOrganisations, { body, schema: AdminOrganisationSchema }),
  );

/** PUT /api/admin/organisations/{id}. */
export const useUpdateOrganisation = () =>
  useOrganisationChange((v: { id: string; body: AdminOrganisationInput }) =>
    apiClient.call(API.putAdminOrganisation, {
      params: { id: v.id },
      body: v.body,
      schema: AdminOrganisationSchema,
    }),
  );

/** POST /api/admin/organisations/{id}/branches. */
export const useSaveAdminBranch = () =>
  useOrganisationChange((v: { id: string; body: AdminBranchInput }) =>
    apiClient.call(API.postAdminOrganisationBranches, {
      params: { id: v.id },
      body: v.body,
      schema: AdminOrganisationSchema,
    }),
  );

/** GET /api/admin/programmes. */
export function useProgrammes() {
  return useQuery({
    queryKey: adminOrganisationKeys.programmes,
    queryFn: ({ signal }) =>
      apiClient.call(API.getAdminProgrammes, { schema: AdminProgrammeListSchema, signal }),
  });
}

/** A programme changed: the answer is the whole list; organisations show their programmes, so they reload. */
function useProgrammeChange<V>(call: (vars: V) => Promise<AdminProgramme[]>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (programmes) => {
      client.setQueryData(adminOrganisationKeys.programmes, programmes);
      void client.invalidateQueries({ queryKey: adminOrganisationKeys.list });
      void client.invalidateQueries({ queryKey: adminOrganisationKeys.ones });
    },
  });
}

/** PUT /api/admin/programmes/{key}. */
export const useSaveProgramme = () =>
  useProgrammeChange((v: { key: PartnerProgramme; body: SaveProgramme }) =>
    apiClient.call(API.putAdminProgramme, {
      params: { key: v.key },
      body: v.body,
      schema: AdminProgrammeListSchema,
    }),
  );

/** POST /api/admin/programmes/{key}/organisations. */
export const useAddToProgramme = () =>
  useProgrammeChange((v: { key: PartnerProgramme; organizationId: string }) =>
    apiClient.call(API.postAdminProgrammeOrganisations, {
      params: { key: v.key },
      body: { organizationId: v.organizationId },
      schema: AdminProgrammeListSchema,
    }),
  );

/** DELETE /api/admin/programmes/{key}/organisations/{organizationId}. */
export const useRemoveFromProgramme = () =>
  useProgrammeChange((v: { key: PartnerProgramme; organizationId: string }) =>
    apiClient.call(API.deleteAdminProgrammeOrganisation, {
      params: { key: v.key, organizationId: v.organizationId },
      schema: AdminProgrammeListSchema,
    }),
  );
