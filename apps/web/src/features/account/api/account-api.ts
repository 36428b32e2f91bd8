import {
  type AddPasswordInput,
  ApplicationUserSchema,
  type ChangePasswordInput,
  CreatedInviteSchema,
  type CreateInviteInput,
  MessageSchema,
  PasswordChangedSchema,
  type PostApplicationUserInput,
  type Reauth,
  RecoveryCodesSchema,
  TwoFactorConfirmedSchema,
  TwoFactorEnrolmentSchema,
  TwoFactorStatusSchema,
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
    queryFn: ({ signal }) =>
      apiClient.get('/api/user/GetApplicationUser', { schema: ApplicationUserSchema, signal }),
    staleTime: 0,
  });
}

/** The form's raw values: the API applies the same schema (and stores the phone as +27...). */
export function postApplicationUser(body: PostApplicationUserInput) {
  return apiClient.post('/api/User/PostApplicationUser', body, { schema: ApplicationUserSchema });
}

export function changePassword(body: ChangePasswordInput) {
  return apiClient.post(`${AUTH_BASE}/changepassword`, body, { schema: PasswordChangedSchema });
}

export function addPassword(body: AddPasswordInput) {
  return apiClient.post(`${AUTH_BASE}/addpassword`, body, { schema: MessageSchema });
}

/**
 * POST /api/user/invites: the form's raw values (the API applies the same schema and stores the phone as
 * +27...). 201 with the address the invite went to and when its link expires.
 */
export function createInvite(body: CreateInviteInput) {
  return apiClient.post('/api/user/invites', body, { schema: CreatedInviteSchema });
}

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: accountKeys.twoFactor,
    queryFn: ({ signal }) => apiClient.get('/api/user/twoFactor', { schema: TwoFactorStatusSchema, signal }),
  });
}

export function enrolTwoFactor() {
  return apiClient.post('/api/user/twoFactor/enrol', undefined, { schema: TwoFactorEnrolmentSchema });
}

export function confirmTwoFactor(code: string) {
  return apiClient.post('/api/user/twoFactor/confirm', { code }, { schema: TwoFactorConfirmedSchema });
}

export function disableTwoFactor(body: Reauth) {
  return apiClient.post('/api/user/twoFactor/disable', body, { schema: MessageSchema });
}

export function renewRecoveryCodes(body: Reauth) {
  return apiClient.post('/api/user/twoFactor/recoveryCodes', body, { schema: RecoveryCodesSchema });
}

export function signOutEverywhere() {
  return apiClient.post('/api/user/signOutEverywhere', undefined, { schema: MessageSchema });
}

export function exportMyData(): Promise<DownloadedFile> {
  return apiClient.download('/api/user/exportData');
}

export function deleteAccount(body: Reauth) {
  return apiClient.delete('/api/user/account', { body: { ...body, confirm: true }, schema: MessageSchema });
}
