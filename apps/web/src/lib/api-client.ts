import type * as Shared from '@motorwise/shared';
import { ACCOUNTS_API as ACCOUNTS, type ContractEntry, pathOf } from '@motorwise/shared';
import type { z } from 'zod';
import { browser } from './browser';
import {
  clearStoredSession,
  readStoredTokens,
  readStoredUser,
  tokensFromAnswer,
  writeStoredTokens,
} from './session-storage';

/**
 * The one way the web app talks to the API, through the contract (decision 056): a call names its entry
 * (`apiClient.call(QUOTES_API.acceptQuote, { body, schema })`), whose verb and path the API registered its
 * route from, so no path is typed here. JSON in and out; the bearer token and the c-username header
 * ride along whenever a session exists (spec part 2, section 7). Any status other than 200/201/204 becomes
 * an ApiError carrying the API's agreed error body. A 401 with tokens present refreshes the tokens once and
 * retries (spec part 2, section 8); see refreshTokens below.
 */

/** spec: authentication calls live under /api/sites/{siteCode}/authentication/; this site's code. */
export const SITE_CODE = 'motorwise';
export const LOGIN_PATH = '/account/login';

export class ApiError extends Error {
  readonly status: number;
  /** Field-level validation messages (400): field name to a list of messages. */
  readonly errors?: Record<string, string[]>;
  readonly requestId?: string;
  /** The answer's Retry-After in seconds, when it sent one (a write still being processed: 409). */
  readonly retryAfterSeconds?: number;

  constructor(init: {
    status: number;
    message: string;
    errors?: Record<string, string[]>;
    requestId?: string;
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    if (init.errors) this.errors = init.errors;
    if (init.requestId) this.requestId = init.requestId;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const NETWORK_ERROR_MESSAGE =
  'We could not reach Motorwise. Please check your connection and try again.';

/** What to tell a person about a failed call: the API's own message, or that it could not be reached. */
export function errorMessageOf(error: unknown): string {
  return isApiError(error) ? error.message : NETWORK_ERROR_MESSAGE;
}

/** The same, led by the first field's message of a 400 (for a form with no field of its own to show it). */
export function firstErrorMessageOf(error: unknown): string {
  if (!isApiError(error)) return NETWORK_ERROR_MESSAGE;
  return Object.values(error.errors ?? {})[0]?.[0] ?? error.message;
}

type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * A response schema from @motorwise/shared, by its shape: the client calls safeParse and never imports zod,
 * so a page that reads no typed answer does not load zod.
 */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface RequestOptions<T = unknown> {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** No refresh-and-retry on a 401 (sign-in and sign-out calls, and the retry itself). */
  skipRefresh?: boolean;
  /** 'file': the answer is a download; resolves to { blob, fileName } (from Content-Disposition). */
  responseType?: 'json' | 'file';
  /** The shared schema of the answer: the answer is parsed by it, and one that does not fit is refused. */
  schema?: AnswerSchema<T>;
  /**
   * A write a retry must not repeat (submit, accept, pay; decision 070): sent with an Idempotency-Key made
   * for this call, one attempt of the person's, and retried with the same key when the answer was lost
   * (no answer, a proxy's 502/503/504) or the first is still being processed (409 with Retry-After). The
   * API answers a retry with the first answer instead of writing twice. A new call is a new attempt.
   */
  idempotent?: boolean;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function sessionHeaders(): Record<string, string> {
  const tokens = readStoredTokens();
  const user = readStoredUser();
  const headers: Record<string, string> = {};
  if (tokens) headers.Authorization = `Bearer ${tokens.accessToken.token}`;
  if (tokens && user) headers['c-username'] = user.email;
  return headers;
}

function asStringArrayRecord(value: unknown): Record<string, string[]> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(messages)) out[key] = messages.map(String);
    else if (typeof messages === 'string') out[key] = [messages];
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message.trim()
      ? record.message
      : `Something went wrong (error ${response.status}). Please try again.`;
  const errors = asStringArrayRecord(record.errors);
  const requestId = typeof record.requestId === 'string' ? record.requestId : undefined;
  const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return new ApiError({
    status: response.status,
    message,
    ...(errors ? { errors } : {}),
    ...(requestId ? { requestId } : {}),
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
  });
}

// ------------------------------------------------------------------ 401: refresh once, then retry

export type RefreshOutcome = 'refreshed' | 'failed' | 'unavailable';

let refreshInFlight: Promise<RefreshOutcome> | null = null;
let sessionEnding = false;

/**
 * Another tab shares the same tokens (localStorage). A refresh token works once: a second use revokes the
 * whole session on the server. Where the browser has Web Locks, tabs take turns; inside the lock the tokens
 * are read again, so a tab that waited sees the new pair and does not refresh a second time.
 */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks?.request) return work();
  return locks.request('motorwise-token-refresh', work) as Promise<T>;
}

async function callRefresh(usedAccessToken: string): Promise<RefreshOutcome> {
  const tokens = readStoredTokens();
  if (!tokens) return 'failed';
  // Refreshed meanwhile (by this tab or another): the call only needs to go again with the new token.
  if (tokens.accessToken.token !== usedAccessToken) return 'refreshed';
  // The body the entry names (RefreshSchema); sent with fetch itself, outside the 401 handling.
  const body: Shared.Refresh = {
    accessToken: tokens.accessToken.token,
    refreshToken: tokens.refreshToken.token,
  };
  let response: Response;
  try {
    response = await fetch(pathOf(ACCOUNTS.refreshToken, { siteCode: SITE_CODE }), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return 'unavailable';
  }
  if (!response.ok) return response.status >= 500 ? 'unavailable' : 'failed';
  const answer = (await response.json().catch(() => null)) as Parameters<typeof tokensFromAnswer>[0] | null;
  if (!answer || typeof answer.accessToken !== 'string' || typeof answer.refreshToken !== 'string')
    return 'failed';
  // Signed out while the refresh was on its way: do not bring the session back.
  if (!readStoredTokens()) return 'failed';
  writeStoredTokens(tokensFromAnswer(answer));
  return 'refreshed';
}

/**
 * Single flight: every call that got a 401 with the same access token shares one refresh. The first one
 * starts it; the others wait for the same promise. A call whose token was already replaced just retries.
 */
export function refreshTokens(usedAccessToken: string): Promise<RefreshOutcome> {
  const current = readStoredTokens();
  if (!current) return Promise.resolve('failed');
  if (current.accessToken.token !== usedAccessToken) return Promise.resolve('refreshed');
  if (!refreshInFlight) {
    refreshInFlight = withRefreshLock(() => callRefresh(usedAccessToken)).finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/** spec: if the refresh fails the user is logged out and sent to /account/login (with a way back). */
function endSession(): void {
  clearStoredSession();
  if (sessionEnding) return;
  sessionEnding = true;
  const { pathname, search } = window.location;
  const here = `${pathname}${search}`;
  browser.assign(
    pathname.toLowerCase().startsWith(LOGIN_PATH)
      ? LOGIN_PATH
      : `${LOGIN_PATH}?returnUrl=${encodeURIComponent(here)}`,
  );
}

/** For tests: forget an ended session, so the next failure redirects again. */
export function resetApiClientState(): void {
  refreshInFlight = null;
  sessionEnding = false;
}

// ------------------------------------------------------------------ idempotent writes (decision 070)

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Retries of one attempt whose answer was lost, each after a pause (the answer's Retry-After first). */
export const IDEMPOTENT_RETRY = { times: 2, pauseMs: 600 };

/** A random UUID (v4); crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An answer lost on the way (the write may have happened) or a first request still running. */
const worthRetrying = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504 ||
    (error.status === 409 && error.retryAfterSeconds !== undefined));

async function requestIdempotent<T>(method: string, path: string, options: RequestOptions<T>): Promise<T> {
  const headers = { ...options.headers, [IDEMPOTENCY_HEADER]: newIdempotencyKey() };
  for (let retry = 0; ; retry++) {
    try {
      return await requestOnce<T>(method, path, { ...options, headers });
    } catch (error) {
      if (retry >= IDEMPOTENT_RETRY.times || !worthRetrying(error) || options.signal?.aborted) throw error;
      const seconds = (error as ApiError).retryAfterSeconds;
      const pause = seconds !== undefined ? Math.min(seconds * 1000, 5000) : IDEMPOTENT_RETRY.pauseMs;
      await new Promise((resolve) => setTimeout(resolve, pause * (retry + 1)));
    }
  }
}

export async function request<T>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
  return options.idempotent ? requestIdempotent(method, path, options) : requestOnce(method, path, options);
}

async function requestOnce<T>(method: string, path: string, options: RequestOptions<T>): Promise<T> {
  const usedAccessToken = readStoredTokens()?.accessToken.token ?? null;
  try {
    return await send<T>(method, path, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || options.skipRefresh || !usedAccessToken)
      throw error;
    const outcome = await refreshTokens(usedAccessToken);
    if (outcome === 'failed') {
      endSession();
      throw error;
    }
    if (outcome === 'unavailable') throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE });
    return send<T>(method, path, { ...options, skipRefresh: true });
  }
}

/**
 * A long-lived GET (server-sent events) with the session's headers; a 401 refreshes the tokens once, and
 * when that fails the session ends as on any call (to the sign-in page), rather than the caller retrying
 * with a dead session. Resolves with the open response, whose body the caller reads until it ends (the
 * server ends it when the session's access changed) or `signal` aborts.
 */
export async function openEventStream(path: string, signal: AbortSignal): Promise<Response> {
  const usedAccessToken = readStoredTokens()?.accessToken.token ?? null;
  const open = () => fetch(path, { headers: { Accept: 'text/event-stream', ...sessionHeaders() }, signal });
  let response = await open();
  if (response.status === 401 && usedAccessToken) {
    const outcome = await refreshTokens(usedAccessToken);
    if (outcome === 'refreshed') response = await open();
    else if (outcome === 'failed') endSession();
  }
  if (!response.ok || !response.body) throw await toApiError(response);
  return response;
}

const UNREADABLE_ANSWER = 'The server sent an answer we could not read.';

async function send<T>(method: string, path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...sessionHeaders(),
    ...options.headers,
  };
  const init: RequestInit = { method, headers };
  if (options.signal) init.signal = options.signal;
  if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
    // Multipart (files): the browser writes the Content-Type with its boundary.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE });
  }

  if (!response.ok) throw await toApiError(response);
  if (options.responseType === 'file') {
    return { blob: await response.blob(), fileName: fileNameOf(response) } satisfies DownloadedFile as T;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    // A 200 that is not JSON means we reached something other than the API (a proxy or an HTML page).
    throw new ApiError({ status: response.status, message: UNREADABLE_ANSWER });
  }
  if (!options.schema) return answer as T;
  const parsed = options.schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  // The API answers with the same schema, so this is a version mismatch or a proxy's page: say so once.
  console.error(`The answer of ${method} ${path} does not match its schema`, parsed.error);
  throw new ApiError({ status: response.status, message: UNREADABLE_ANSWER });
}

// ------------------------------------------------------------------ calls through the contract

type SharedExports = typeof Shared;
/** The shared schema a contract entry names (its `answer`, `body`, `form` or `query`). */
type Named<E, Part extends string> = E extends { readonly [K in Part]: infer N }
  ? N extends keyof SharedExports
    ? SharedExports[N]
    : never
  : never;
type Output<S> = [S] extends [never] ? unknown : S extends z.ZodType ? z.output<S> : unknown;
type Input<S> = [S] extends [never] ? unknown : S extends z.ZodType ? z.input<S> : unknown;

/** What the API answers a call with, by the contract (unknown where the contract names no schema). */
type AnswerOf<E> = Output<Named<E, 'answer'>>;
/**
 * What a call sends: its JSON body, or its multipart form (the fields as FormData, with the files);
 * anything where the contract names no shared schema (the API's own inline one).
 */
type BodyOf<E> = E extends { readonly form: string }
  ? FormData | Input<Named<E, 'form'>>
  : E extends { readonly body: string }
    ? Input<Named<E, 'body'>>
    : unknown;

/** The `{name}` parameters of a contract path; the site code is this app's own. */
type ParamNames<P> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
type Params<E extends ContractEntry> = Exclude<ParamNames<E['path']>, 'siteCode'>;

type CallOptions<E extends ContractEntry, T> = Omit<RequestOptions<T>, 'body' | 'responseType'> &
  ([Params<E>] extends [never]
    ? { params?: Record<string, string | number> }
    : { params: Record<Params<E>, string | number> }) & { body?: BodyOf<E> };

/** Options are required when the path has parameters. */
type CallArgs<E extends ContractEntry, T> = [Params<E>] extends [never]
  ? [options?: CallOptions<E, T>]
  : [options: CallOptions<E, T>];

/** The path of a call, its parameters filled in. */
function urlOf(entry: ContractEntry, params: Record<string, string | number> = {}): string {
  return pathOf(entry, { siteCode: SITE_CODE, ...params });
}

/**
 * Pass the shared schema of an answer the page reads (`{ schema: GarageVehicleSchema }`): the answer is
 * then typed by it and parsed; it must be the schema the contract names for the call (the types say so).
 * Without one the answer is not checked (calls whose answer nobody reads).
 */
export const apiClient = {
  call: <E extends ContractEntry, T extends AnswerOf<E> = AnswerOf<E>>(
    entry: E,
    ...[options]: CallArgs<E, T>
  ) => {
    const { params, ...rest } = (options ?? {}) as RequestOptions<T> & {
      params?: Record<string, string | number>;
    };
    return request<T>(entry.method, urlOf(entry, params), rest);
  },
  /** A GET whose answer is a file: resolves to { blob, fileName } (from Content-Disposition). */
  download: <E extends ContractEntry>(
    entry: E,
    options?: Omit<CallOptions<E, DownloadedFile>, 'schema' | 'body'>,
  ) => {
    const { params, ...rest } = (options ?? {}) as RequestOptions<DownloadedFile> & {
      params?: Record<string, string | number>;
    };
    return request<DownloadedFile>(entry.method, urlOf(entry, params), { ...rest, responseType: 'file' });
  },
};
