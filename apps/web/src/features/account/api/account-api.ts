import type {
  AddPasswordInput,
  ApplicationUser,
  ChangePasswordInput,
  CreatedInvite,
  CreateInviteInput,
  PostApplicationUserInput,
  Reauth,
  TokenPair,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { AUTH_BASE, apiClient, type DownloadedFile } from '@/lib/api-client';

/** The signed-in user's own account (spec: /api/user/...) and the password calls of the auth API. */
export const accountKeys = {
  user: ['account', 'user'] as const,
  twoFactor: ['account', 'two-factor'] as const,
};

export function useApplicationUser() {
  return useQuery({
    queryKey: accountKeys.user,
    queryFn: ({ signal }) => apiClient.get<ApplicationUser>('/api/user/GetApplicationUser', { signal }),
    staleTime: 0,
  });
}

/** The form's raw values: the API applies the same schema (and stores the phone as +27...). */
export function postApplicationUser(body: PostApplicationUserInput): Promise<ApplicationUser> {
  return apiClient.post<ApplicationUser>('/api/User/PostApplicationUser', body);
}

export function changePassword(body: ChangePasswordInput): Promise<{ message: string; tokens: TokenPair }> {
  return apiClient.post(`${AUTH_BASE}/changepassword`, body);
}

export function addPassword(body: AddPasswordInput): Promise<{ message: string }> {
  return apiClient.post(`${AUTH_BASE}/addpassword`, body);
}

/**
 * POST /api/user/invites: the form's raw values (the API applies the same schema and stores the phone as
 * +27...). 201 with the address the invite went to and when its link expires.
 */
export function createInvite(body: CreateInviteInput): Promise<CreatedInvite> {
  return apiClient.post<CreatedInvite>('/api/user/invites', body);
}

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: accountKeys.twoFactor,
    queryFn: ({ signal }) => apiClient.get<TwoFactorStatus>('/api/user/twoFactor', { signal }),
  });
}

export function enrolTwoFactor(): Promise<TwoFactorEnrolment> {
  return apiClient.post<TwoFactorEnrolment>('/api/user/twoFactor/enrol');
}

export function confirmTwoFactor(code: string): Promise<{ message: string; recoveryCodes: string[] }> {
  return apiClient.post('/api/user/twoFactor/confirm', { code });
}

export function disableTwoFactor(body: Reauth): Promise<{ message: string }> {
  return apiClient.post('/api/user/twoFactor/disable', body);
}

export function renewRecoveryCodes(body: Reauth): Promise<{ recoveryCodes: string[] }> {
  return apiClient.post('/api/user/twoFactor/recoveryCodes', body);
}

export function signOutEverywhere(): Promise<{ message: string }> {
  return apiClient.post('/api/user/signOutEverywhere');
}

export function exportMyData(): Promise<DownloadedFile> {
  return apiClient.download('/api/user/exportData');
}

export function deleteAccount(body: Reauth): Promise<{ message: string }> {
  return apiClient.delete('/api/user/account', { body: { ...body, confirm: true } });
}

/** Saves a blob under a file name, the way a download link does. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
