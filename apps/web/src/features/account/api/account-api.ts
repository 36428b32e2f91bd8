import {
  ACCOUNTS_API,
  type AddPasswordInput,
  ApplicationUserSchema,
  type ChangePasswordInput,
  CreatedInviteSchema,
  type CreateInviteInput,
  INVITES_API,
  MessageSchema,
  PasswordChangedSchema,
  type PostApplicationUserInput,
  PRIVACY_API,
  type Reauth,
  RecoveryCodesSchema,
  type SaveTextSettingsInput,
  TEXT_MESSAGES_API,
  TextSettingsSchema,
  TwoFactorConfirmedSchema,
  TwoFactorEnrolmentSchema,
  TwoFactorStatusSchema,
} from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, type DownloadedFile } from '@/lib/api-client';

/** The signed-in user's own account (spec: /api/user/...) and the password calls of the auth API. */
export const accountKeys = {
  user: ['account', 'user'] as const,
  twoFactor: ['account', 'two-factor'] as const,
};

export function useApplicationUser() {
  return useQuery({
    queryKey: accountKeys.user,
    queryFn: ({ signal }) =>
      apiClient.call(ACCOUNTS_API.getApplicationUser, { schema: ApplicationUserSchema, signal }),
    staleTime: 0,
  });
}

/** The form's raw values: the API applies the same schema (and stores the phone as +27...). */
export function postApplicationUser(body: PostApplicationUserInput) {
  return apiClient.call(ACCOUNTS_API.postApplicationUser, { body: body, schema: ApplicationUserSchema });
}

export function changePassword(body: ChangePasswordInput) {
  return apiClient.call(ACCOUNTS_API.changePassword, { body: body, schema: PasswordChangedSchema });
}

export function addPassword(body: AddPasswordInput) {
  return apiClient.call(ACCOUNTS_API.addPassword, { body: body, schema: MessageSchema });
}

/**
 * POST /api/user/invites: the form's raw values (the API applies the same schema and stores the phone as
 * +27...). 201 with the address the invite went to and when its link expires.
 */
export function createInvite(body: CreateInviteInput) {
  return apiClient.call(INVITES_API.createInvite, { body: body, schema: CreatedInviteSchema });
}

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: accountKeys.twoFactor,
    queryFn: ({ signal }) =>
      apiClient.call(ACCOUNTS_API.getTwoFactor, { schema: TwoFactorStatusSchema, signal }),
  });
}

export function enrolTwoFactor() {
  return apiClient.call(ACCOUNTS_API.enrolTwoFactor, { schema: TwoFactorEnrolmentSchema });
}

export function confirmTwoFactor(code: string) {
  return apiClient.call(ACCOUNTS_API.confirmTwoFactor, { body: { code }, schema: TwoFactorConfirmedSchema });
}

export function disableTwoFactor(body: Reauth) {
  return apiClient.call(ACCOUNTS_API.disableTwoFactor, { body: body, schema: MessageSchema });
}

export function renewRecoveryCodes(body: Reauth) {
  return apiClient.call(ACCOUNTS_API.renewRecoveryCodes, { body: body, schema: RecoveryCodesSchema });
}

export function signOutEverywhere() {
  return apiClient.call(ACCOUNTS_API.signOutEverywhere, { schema: MessageSchema });
}

export function exportMyData(): Promise<DownloadedFile> {
  return apiClient.download(PRIVACY_API.exportData);
}

export function deleteAccount(body: Reauth) {
  return apiClient.call(PRIVACY_API.deleteUserAccount, {
    body: { ...body, confirm: true },
    schema: MessageSchema,
  });
}

/** The person's text message choices (SMS, WhatsApp, quiet hours; decision 074). */
export const textSettingsKey = ['account', 'text-settings'] as const;

export function useTextSettings() {
  return useQuery({
    queryKey: textSettingsKey,
    queryFn: ({ signal }) =>
      apiClient.call(TEXT_MESSAGES_API.getTextSettings, { schema: TextSettingsSchema, signal }),
  });
}

export function saveTextSettings(body: SaveTextSettingsInput) {
  return apiClient.call(TEXT_MESSAGES_API.saveTextSettings, { body, schema: TextSettingsSchema });
}
