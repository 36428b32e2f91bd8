import type {
  Authenticate,
  EmailOnly,
  ForgotPasswordConfirmInput,
  InviteRegisterInput,
  InviteView,
  LoginAnswer,
  Providers,
  RegisterInput,
} from '@motorwise/shared';
import { useQuery } from '@tanstack/react-query';
import { AUTH_BASE, apiClient } from '@/lib/api-client';

/**
 * The authentication calls (spec part 2, section 7), under /api/sites/{siteCode}/authentication/.
 * Payloads: docs/decisions/003-authentication.md. Sign-in calls skip the 401 refresh: a stale session
 * must not stand in the way of a new one.
 */
const noRefresh = { skipRefresh: true } as const;

export interface Message {
  message: string;
}

export function getProviders(signal?: AbortSignal): Promise<Providers> {
  return apiClient.get<Providers>(`${AUTH_BASE}/providers`, { ...noRefresh, ...(signal ? { signal } : {}) });
}

/** Which sign-in options the site offers (the Google button shows only when it is configured). */
export function useProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: 10 * 60_000,
  });
}

export function authenticate(body: Authenticate): Promise<LoginAnswer> {
  return apiClient.post<LoginAnswer>(`${AUTH_BASE}/authenticate`, body, noRefresh);
}

export function externalAuthenticate(body: {
  provider: 'google';
  idToken: string;
  acceptTerms?: boolean;
}): Promise<LoginAnswer> {
  return apiClient.post<LoginAnswer>(`${AUTH_BASE}/externalauthenticate`, body, noRefresh);
}

/** The form's raw values: the API applies the same schema (and turns the phone into +27...). */
export function register(body: RegisterInput): Promise<{ result: number; message: string }> {
  return apiClient.post(`${AUTH_BASE}/register`, body, noRefresh);
}

export function resendConfirmation(body: EmailOnly): Promise<Message> {
  return apiClient.post<Message>(`${AUTH_BASE}/resendconfirmation`, body, noRefresh);
}

export function confirmEmail(code: string): Promise<Message> {
  return apiClient.post<Message>(`${AUTH_BASE}/confirmemail`, { code }, noRefresh);
}

export function forgotPassword(username: string): Promise<Message> {
  return apiClient.get<Message>(`${AUTH_BASE}/forgotpassword`, { query: { username }, ...noRefresh });
}

export function forgotPasswordConfirm(body: ForgotPasswordConfirmInput): Promise<Message> {
  return apiClient.post<Message>(`${AUTH_BASE}/forgotpasswordconfirm`, body, noRefresh);
}

export function getInvite(
  id: string,
  loggedInUserId: string | null,
  signal?: AbortSignal,
): Promise<InviteView> {
  return apiClient.get<InviteView>(`${AUTH_BASE}/getInvite/${encodeURIComponent(id)}`, {
    query: { loggedInUserId },
    ...(signal ? { signal } : {}),
  });
}

export function consentInvite(id: string, consent: boolean): Promise<Message> {
  return apiClient.post<Message>(`${AUTH_BASE}/consentInvite/${encodeURIComponent(id)}`, { consent });
}

export function inviteRegister(id: string, body: InviteRegisterInput): Promise<LoginAnswer> {
  return apiClient.post<LoginAnswer>(
    `${AUTH_BASE}/inviteRegister/${encodeURIComponent(id)}`,
    body,
    noRefresh,
  );
}
