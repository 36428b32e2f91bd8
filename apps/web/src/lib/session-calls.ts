import { ACCOUNTS_API, type ApplicationUser } from '@motorwise/shared';
import { apiClient } from './api-client';

/**
 * The session's two calls to the API, in a module session.ts loads when it first makes one: the API client
 * and the accounts contract are not on the landing page's first load, where a guest makes neither (082).
 */
export function getApplicationUser(signal?: AbortSignal): Promise<ApplicationUser> {
  return apiClient.call(ACCOUNTS_API.getApplicationUser, { signal });
}

/** Ends this device's session (or every device's) on the server. */
export async function endSessionOnServer(refreshToken: string, everywhere: boolean): Promise<void> {
  await apiClient.call(ACCOUNTS_API.logout, {
    body: { refreshToken, ...(everywhere ? { everywhere: true } : {}) },
    skipRefresh: true,
    signal: AbortSignal.timeout(5000),
  });
}
