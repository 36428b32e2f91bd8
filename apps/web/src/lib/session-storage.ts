import type { QuoteType } from '@motorwise/shared';
import { STORAGE_KEYS } from './storage-keys';

/**
 * What a signed-in session keeps in localStorage: the tokens (written at sign-in and on every refresh) and
 * the user (written once GET GetApplicationUser answered). Everything read is checked, so a hand-edited or
 * stale entry counts as "signed out" instead of crashing the app. (Plain type guards rather than zod keep
 * zod out of the first page load.)
 */
export interface OrganisationBranch {
  id: number | string;
  branchName: string;
  address?: unknown;
}

export interface SessionOrganisation {
  name?: string | null;
  registrationNumber?: string | null;
  taxNumber?: string | null;
  /** role: decision 038, admins manage the organisation (staff, details, branches). */
  authUser?: { organizationBranchId?: number | string | null; role?: 'admin' | 'member' } | null;
  /** The branches this person may work in (the header's picker): an admin every branch, a member theirs. */
  organizationBranches: OrganisationBranch[];
  /** Every branch of the organisation (share targets); absent in a session stored before issue 19. */
  allOrganizationBranches?: OrganisationBranch[];
  /** The partner programmes with their quote types (decision 060); absent in a session stored before. */
  programmes?: { key: string; quoteTypes: QuoteType[] }[];
}

export interface SessionUser {
  id: string | number;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  phone?: string | null;
  organization?: SessionOrganisation | null;
  /** The server's flags (GetApplicationUser): the admin list and the roles live on the server. */
  isAdmin?: boolean;
  isOrganisationUser?: boolean;
  isWorkshopUser?: boolean;
}

/** spec: tokens are accessToken and refreshToken, each with a token, an expiry in UTC and a local expiry. */
export interface SessionToken {
  token: string;
  expiryUtc?: string | null;
  expiry?: string | null;
}

export interface SessionTokens {
  accessToken: SessionToken;
  refreshToken: SessionToken;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.length > 0) || typeof value === 'number';

function toBranch(value: unknown): OrganisationBranch | null {
  if (!isObject(value) || !isId(value.id) || typeof value.branchName !== 'string') return null;
  return { id: value.id, branchName: value.branchName, address: value.address };
}

function toOrganisation(value: unknown): SessionOrganisation | null {
  if (!isObject(value)) return null;
  const branchesOf = (list: unknown) =>
    (Array.isArray(list) ? list : []).map(toBranch).filter((b): b is OrganisationBranch => b !== null);
  const authUser = isObject(value.authUser) ? value.authUser : null;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    name: str(value.name),
    registrationNumber: str(value.registrationNumber),
    taxNumber: str(value.taxNumber),
    authUser: authUser
      ? {
          organizationBranchId: isId(authUser.organizationBranchId) ? authUser.organizationBranchId : null,
          role: authUser.role === 'admin' ? 'admin' : 'member',
        }
      : null,
    organizationBranches: branchesOf(value.organizationBranches),
    ...(Array.isArray(value.allOrganizationBranches)
      ? { allOrganizationBranches: branchesOf(value.allOrganizationBranches) }
      : {}),
    ...(Array.isArray(value.programmes) ? { programmes: value.programmes.flatMap(toProgramme) } : {}),
  };
}

/** A programme as the server answered it; its quote types are the server's (the offer rule ignores others). */
function toProgramme(value: unknown): { key: string; quoteTypes: QuoteType[] }[] {
  if (!isObject(value) || typeof value.key !== 'string' || !Array.isArray(value.quoteTypes)) return [];
  const quoteTypes = value.quoteTypes.filter((t): t is QuoteType => typeof t === 'string');
  return [{ key: value.key, quoteTypes }];
}

export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isObject(value) || !isId(value.id) || typeof value.email !== 'string' || !value.email) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    id: value.id,
    email: value.email,
    firstName: str(value.firstName),
    lastName: str(value.lastName),
    phone: str(value.phone),
    organization: toOrganisation(value.organization),
    isAdmin: value.isAdmin === true,
    isOrganisationUser: value.isOrganisationUser === true,
    isWorkshopUser: value.isWorkshopUser === true,
  };
}

function toToken(value: unknown): SessionToken | null {
  if (typeof value === 'string' && value) return { token: value };
  if (!isObject(value) || typeof value.token !== 'string' || !value.token) return null;
  return {
    token: value.token,
    expiryUtc: typeof value.expiryUtc === 'string' ? value.expiryUtc : null,
    expiry: typeof value.expiry === 'string' ? value.expiry : null,
  };
}

export function parseSessionTokens(value: unknown): SessionTokens | null {
  if (!isObject(value)) return null;
  const accessToken = toToken(value.accessToken);
  const refreshToken = toToken(value.refreshToken);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

function readJson<T>(key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? parse(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function readStoredUser(): SessionUser | null {
  return readJson(STORAGE_KEYS.user, parseSessionUser);
}

export function readStoredTokens(): SessionTokens | null {
  return readJson(STORAGE_KEYS.tokens, parseSessionTokens);
}

const changeListeners = new Set<() => void>();

/**
 * Called after this tab wrote or cleared the session (other tabs hear it through the storage event).
 * The session hook subscribes, so sign-in, a token refresh and sign-out show at once.
 */
export function onStoredSessionChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function emitChange(): void {
  for (const listener of changeListeners) listener();
}

export function writeStoredUser(user: SessionUser): void {
  globalThis.localStorage?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  emitChange();
}

export function writeStoredTokens(tokens: SessionTokens): void {
  globalThis.localStorage?.setItem(STORAGE_KEYS.tokens, JSON.stringify(tokens));
  emitChange();
}

/** The API's token answer (spec: the refreshToken call's fields) in the stored shape. */
export function tokensFromAnswer(answer: {
  accessToken: string;
  accessTokenExpiresUtc?: string | null;
  accessTokenExpires?: string | null;
  refreshToken: string;
  refreshTokenExpiresUtc?: string | null;
  refreshTokenExpires?: string | null;
}): SessionTokens {
  return {
    accessToken: {
      token: answer.accessToken,
      expiryUtc: answer.accessTokenExpiresUtc ?? null,
      expiry: answer.accessTokenExpires ?? null,
    },
    refreshToken: {
      token: answer.refreshToken,
      expiryUtc: answer.refreshTokenExpiresUtc ?? null,
      expiry: answer.refreshTokenExpires ?? null,
    },
  };
}

/** Removes everything a session leaves behind (spec: user, tokens, quote draft, notifications). */
export function clearStoredSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) globalThis.localStorage?.removeItem(key);
  emitChange();
}
