import {
  ACCOUNTS_API,
  type Authenticate,
  type EmailOnly,
  type ExternalAuthenticate,
  type ForgotPasswordConfirmInput,
  INVITES_API,
  type InviteRegisterInput,
  InviteViewSchema,
  LoginAnswerSchema,
  MessageSchema,
  ProvidersSchema,
  RegisterAnswerSchema,
  type RegisterInput,
  SearchInviteAnswerSchema,
} from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const authKeys = {
  providers: ['auth', 'providers'] as const,
  confirmEmail: (code: string | null) => ['auth', 'confirm-email', code] as const,
  invite: (inviteId: string | null, userId: string | null) => ['auth', 'invite', inviteId, userId] as const,
};

/**
 * The authentication calls (spec part 2, section 7), under /api/sites/{siteCode}/authentication/.
 * Payloads: docs/decisions/003-authentication.md. Sign-in calls skip the 401 refresh: a stale session
 * must not stand in the way of a new one.
 */
const noRefresh = { skipRefresh: true } as const;
const login = { ...noRefresh, schema: LoginAnswerSchema };
const message = { ...noRefresh, schema: MessageSchema };

export function getProviders(signal?: AbortSignal) {
  return apiClient.call(ACCOUNTS_API.getProviders, { schema: ProvidersSchema, ...noRefresh, signal });
}

/** Which sign-in options the site offers (the Google button shows only when it is configured). */
export function useProviders() {
  return useQuery({
    queryKey: authKeys.providers,
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: 10 * 60_000,
  });
}

export function authenticate(body: Authenticate) {
  return apiClient.call(ACCOUNTS_API.authenticate, { body: body, ...login });
}

export function externalAuthenticate(body: ExternalAuthenticate) {
  return apiClient.call(ACCOUNTS_API.externalAuthenticate, { body: body, ...login });
}

/** The form's raw values: the API applies the same schema (and turns the phone into +27...). */
export function register(body: RegisterInput) {
  return apiClient.call(ACCOUNTS_API.register, { body: body, ...noRefresh, schema: RegisterAnswerSchema });
}

export function resendConfirmation(body: EmailOnly) {
  return apiClient.call(ACCOUNTS_API.resendConfirmation, { body: body, ...message });
}

export function confirmEmail(code: string) {
  return apiClient.call(ACCOUNTS_API.confirmEmail, { body: { code }, ...message });
}

/**
 * Confirms an e-mail address once per code: the code works once, so this is a query that never goes stale
 * (not an effect React may run twice).
 */
export function useConfirmEmail(code: string | null) {
  return useQuery({
    queryKey: authKeys.confirmEmail(code),
    queryFn: () => confirmEmail(code ?? ''),
    enabled: !!code,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function forgotPassword(username: string) {
  return apiClient.call(ACCOUNTS_API.forgotPassword, { query: { username }, ...message });
}

export function forgotPasswordConfirm(body: ForgotPasswordConfirmInput) {
  return apiClient.call(ACCOUNTS_API.forgotPasswordConfirm, { body: body, ...message });
}

export function getInvite(id: string, loggedInUserId: string | null, signal?: AbortSignal) {
  return apiClient.call(INVITES_API.getInvite, {
    params: { id },
    schema: InviteViewSchema,
    query: { loggedInUserId },
    signal,
  });
}

/** The invite behind /account/invite/{id}, as the signed-in person (if any) sees it. */
export function useInvite(inviteId: string | null, userId: string | null) {
  return useQuery({
    queryKey: authKeys.invite(inviteId, userId),
    queryFn: ({ signal }) => getInvite(inviteId ?? '', userId, signal),
    enabled: !!inviteId,
    retry: false,
  });
}

export function consentInvite(id: string, consent: boolean) {
  return apiClient.call(INVITES_API.consentInvite, {
    params: { id },
    body: { consent },
    schema: MessageSchema,
  });
}

/**
 * POST searchInvite: asks for one's open invites again (mailed to a guest, listed to a signed-in person
 * asking for their own address).
 */
export function searchInvite(body: EmailOnly) {
  return apiClient.call(INVITES_API.searchInvite, { body: body, schema: SearchInviteAnswerSchema });
}

export function inviteRegister(id: string, body: InviteRegisterInput) {
  return apiClient.call(INVITES_API.inviteRegister, { params: { id }, body: body, ...login });
}
