import {
  type ChangeStaffRole,
  ORGANISATIONS_API,
  type Organisation,
  type OrganisationDetails,
  OrganisationSchema,
  type SaveBranch,
  type SetStaffBranches,
  StaffListSchema,
  type StaffMember,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { fetchApplicationUser, storeApplicationUser } from '@/lib/session';

/** Organisation admin (decision 038): the staff, the details and the branches, parsed by the shared schemas. */

const STAFF_KEY = ['organisation', 'staff'] as const;
const ORGANISATION_KEY = ['organisation', 'details'] as const;

/** GET /api/user/loadUserOrganization: the organisation, its details and branches with their addresses. */
export function useOrganisation() {
  return useQuery({
    queryKey: ORGANISATION_KEY,
    queryFn: ({ signal }) =>
      apiClient.call(ORGANISATIONS_API.loadUserOrganization, { schema: OrganisationSchema, signal }),
  });
}

/** GET /api/organisation/staff. */
export function useStaff() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) =>
      apiClient.call(ORGANISATIONS_API.getOrganisationStaff, { schema: StaffListSchema, signal }),
  });
}

const staffAnswer = { schema: StaffListSchema };

function useStaffChange<V>(call: (vars: V) => Promise<StaffMember[]>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (staff) => client.setQueryData(STAFF_KEY, staff),
  });
}

/** POST /api/organisation/staff/{userId}/branches: the branches a member may work in (issue 19 item 7). */
export const useSetStaffBranches = () =>
  useStaffChange((v: { userId: string } & SetStaffBranches) =>
    apiClient.call(ORGANISATIONS_API.postOrganisationStaffBranches, {
      params: { userId: v.userId },
      body: { organizationBranchIds: v.organizationBranchIds },
      ...staffAnswer,
    }),
  );

/** POST /api/organisation/staff/{userId}/role. */
export const useSetStaffRole = () =>
  useStaffChange((v: { userId: string } & ChangeStaffRole) =>
    apiClient.call(ORGANISATIONS_API.postOrganisationStaffRole, {
      params: { userId: v.userId },
      body: { role: v.role },
      ...staffAnswer,
    }),
  );

/** DELETE /api/organisation/staff/{userId}. */
export const useRemoveStaff = () =>
  useStaffChange((v: { userId: string }) =>
    apiClient.call(ORGANISATIONS_API.deleteOrganisationStaffByUserId, {
      params: { userId: v.userId },
      ...staffAnswer,
    }),
  );

/** The header and the account page show the organisation too: the stored user is refreshed after a change. */
function useOrganisationChange<V>(call: (vars: V) => Promise<Organisation>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (organisation) => {
      client.setQueryData(ORGANISATION_KEY, organisation);
      // Saved either way: a failed refresh of the stored user only leaves the header's copy older.
      fetchApplicationUser().then(storeApplicationUser, () => undefined);
    },
  });
}

/** PUT /api/organisation/details. */
export const useSaveDetails = () =>
  useOrganisationChange((body: OrganisationDetails) =>
    apiClient.call(ORGANISATIONS_API.putOrganisationDetails, { body: body, schema: OrganisationSchema }),
  );

/** POST /api/organisation/branches. */
export const useSaveBranch = () =>
  useOrganisationChange((body: SaveBranch) =>
    apiClient.call(ORGANISATIONS_API.postOrganisationBranches, { body: body, schema: OrganisationSchema }),
  );
