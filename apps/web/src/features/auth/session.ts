import { useSyncExternalStore } from 'react';
import {
  clearStoredSession,
  readStoredTokens,
  readStoredUser,
  type SessionUser,
  writeStoredUser,
} from '@/lib/session-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { isAdminEmail } from './admins';

/**
 * The session as the app sees it. Sign-in (a later issue) stores the user and the tokens in
 * localStorage; this store reads them, follows changes made in other tabs, and logs out.
 * spec: anonymous becomes authenticated once the user is loaded.
 */
export type SessionStatus = 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  isOrganisationUser: boolean;
  isAdmin: boolean;
  logout: () => void;
}

type Snapshot = Omit<Session, 'logout'>;

const listeners = new Set<() => void>();
let cachedKey: string | null = null;
let cachedSnapshot: Snapshot = { status: 'anonymous', user: null, isOrganisationUser: false, isAdmin: false };

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
    isOrganisationUser: authenticated && !!user.organization,
    isAdmin: authenticated && isAdminEmail(user.email),
  };
  return cachedSnapshot;
}

function notify(): void {
  for (const listener of listeners) listener();
}

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

/** spec: logout clears user, tokens, quote draft and notifications, then reloads the site root. */
export function logout(): void {
  clearStoredSession();
  notify();
  window.location.assign('/');
}

/** Re-reads localStorage; call after writing the session (sign-in, profile or branch changes). */
export function refreshSession(): void {
  notify();
}

export function updateStoredUser(update: (user: SessionUser) => SessionUser): void {
  const user = readStoredUser();
  if (!user) return;
  writeStoredUser(update(user));
  notify();
}

export function getSession(): Snapshot {
  return getSnapshot();
}

export function useSession(): Session {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...snapshot, logout };
}
