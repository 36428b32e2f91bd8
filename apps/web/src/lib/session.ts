import type { ApplicationUser, TokenPair } from '@motorwise/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { browser } from '@/lib/browser';
import {
  clearStoredSession,
  onStoredSessionChange,
  readStoredTokens,
  readStoredUser,
  type SessionUser,
  tokensFromAnswer,
  writeStoredTokens,
  writeStoredUser,
} from '@/lib/session-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The session as the app sees it. Sign-in stores the tokens, loads the user (GET GetApplicationUser) and
 * stores it; this store reads localStorage, follows changes made in this tab and in others, and logs out.
 * spec: anonymous becomes authenticated once the user is loaded.
 */
export type SessionStatus = 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  isOrganisationUser: boolean;
  /** Works for a workshop: the portal under /workshop is theirs (issue 10). */
  isWorkshopUser: boolean;
  isAdmin: boolean;
  /** An admin of their organisation (decision 038): the Organisation page is theirs. */
  isOrganisationAdmin: boolean;
  logout: () => Promise<void>;
}

type Snapshot = Omit<Session, 'logout'>;

/** The API client with the session's calls: loaded with the first call, not with the first page (082). */
const sessionCalls = () => import('./session-calls');

const listeners = new Set<() => void>();
let cachedKey: string | null = null;
let cachedSnapshot: Snapshot = {
  status: 'anonymous',
  user: null,
  isOrganisationUser: false,
  isWorkshopUser: false,
  isAdmin: false,
  isOrganisationAdmin: false,
};

function rawKey(): string {
  const storage = globalThis.localStorage;
  if (!storage) return '';
  return `${storage.getItem(STORAGE_KEYS.user) ?? ''}\u0000${storage.getItem(STORAGE_KEYS.tokens) ?? ''}`;
}

function getSnapshot(): Snapshot {
  const key = rawKey();
  if (key === cachedKey) return cachedSnapshot;
  cachedKey = key;
  const user = readStoredUser();
  const tokens = readStoredTokens();
  const authenticated = !!user && !!tokens;
  cachedSnapshot = {
    status: authenticated ? 'authenticated' : 'anonymous',
    user: authenticated ? user : null,
    isOrganisationUser: authenticated && (user.isOrganisationUser === true || !!user.organization),
    isWorkshopUser: authenticated && user.isWorkshopUser === true,
    // spec part 1, section 6: the server compares the lower-cased e-mail with its configured list.
    isAdmin: authenticated && user.isAdmin === true,
    isOrganisationAdmin: authenticated && user.organization?.authUser?.role === 'admin',
  };
  return cachedSnapshot;
}

function notify(): void {
  for (const listener of listeners) listener();
}
onStoredSessionChange(notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The application user as the session keeps it (the roles are the server's flags). */
export function toSessionUser(user: ApplicationUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    organization: user.organization
      ? {
          name: user.organization.name,
          registrationNumber: user.organization.registrationNumber,
          taxNumber: user.organization.taxNumber,
          authUser: {
            organizationBranchId: user.organization.authUser.organizationBranchId,
            role: user.organization.authUser.role,
          },
          organizationBranches: user.organization.organizationBranches.map((b) => ({
            id: b.id,
            branchName: b.branchName,
            address: b.address,
          })),
          allOrganizationBranches: user.organization.allOrganizationBranches.map((b) => ({
            id: b.id,
            branchName: b.branchName,
            address: b.address,
          })),
          // The partner programmes with their quote types: the request wizard's offer reads them (060).
          programmes: (user.organization.programmes ?? []).map((p) => ({
            key: p.key,
            quoteTypes: p.quoteTypes,
          })),
        }
      : null,
    isAdmin: user.isAdmin,
    isOrganisationUser: user.isOrganisationUser,
    isWorkshopUser: user.isWorkshopUser,
  };
}

/**
 * Typed by the shared ApplicationUserSchema but not parsed by it: this module is on every page's first load,
 * which carries no zod; what is kept of the answer is checked field by field (toSessionUser, session-storage).
 */
export async function fetchApplicationUser(signal?: AbortSignal): Promise<ApplicationUser> {
  return (await sessionCalls()).getApplicationUser(signal);
}

/** Stores a freshly loaded application user (after sign-in, a profile save or a branch change). */
export function storeApplicationUser(user: ApplicationUser): void {
  if (!readStoredTokens()) return;
  writeStoredUser(toSessionUser(user));
}

/**
 * spec: anonymous becomes authenticated once the user is loaded. The tokens are stored first (the user
 * call needs them), then GET GetApplicationUser, then the user: only then does the app count as signed in.
 */
export async function completeSignIn(tokens: TokenPair): Promise<ApplicationUser> {
  clearStoredSession();
  writeStoredTokens(tokensFromAnswer(tokens));
  try {
    const user = await fetchApplicationUser();
    writeStoredUser(toSessionUser(user));
    return user;
  } catch (error) {
    clearStoredSession();
    throw error;
  }
}

/** Replaces the tokens (a password change answers with a fresh session). */
export function storeTokens(tokens: TokenPair): void {
  writeStoredTokens(tokensFromAnswer(tokens));
}

/**
 * spec: logout clears user, tokens, quote draft and notifications, then reloads the site root. The server
 * is told first (with the refresh token) so this device's session ends there too; if it cannot be reached
 * the local sign-out still happens (the access token dies within minutes, the refresh token is gone).
 */
export async function logout(options: { everywhere?: boolean } = {}): Promise<void> {
  const tokens = readStoredTokens();
  if (tokens) {
    try {
      await (await sessionCalls()).endSessionOnServer(tokens.refreshToken.token, options.everywhere === true);
    } catch {
      // Signed out locally whatever the server said.
    }
  }
  clearStoredSession();
  browser.assign('/');
}

export function updateStoredUser(update: (user: SessionUser) => SessionUser): void {
  const user = readStoredUser();
  if (!user) return;
  writeStoredUser(update(user));
}

export function getSession(): Snapshot {
  return getSnapshot();
}

export function useSession(): Session {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...snapshot, logout };
}

/**
 * Once per page load, a signed-in session reloads its user, so roles, organisation and branch changed
 * elsewhere show here; an expired session is refreshed or ended by the API client on the way.
 */
export function useSessionSync(): void {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'authenticated') return;
    const controller = new AbortController();
    fetchApplicationUser(controller.signal)
      .then(storeApplicationUser)
      // A 401 is handled by the API client (refresh, or sign-out); anything else can wait for the next page.
      .catch(() => undefined);
    return () => controller.abort();
  }, [status]);
}
