import { apiClient } from '@/lib/api-client';
import type { OrganisationBranch } from '@/lib/session-storage';

/** POST /api/user/upsertOrganizationBranch: makes this branch the one the user works in. */
export function changeBranch(branch: OrganisationBranch) {
  return apiClient.post('/api/user/upsertOrganizationBranch', branch);
}
