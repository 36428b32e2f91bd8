import { readStoredTokens, readStoredUser } from './session-storage';

/**
 * The one way the web app talks to the API. JSON in and out; the bearer token and the c-username header
 * ride along whenever a session exists (spec part 2, section 7). Any status other than 200/201/204 becomes
 * an ApiError carrying the API's agreed error body.
 */
export class ApiError extends Error {
  readonly status: number;
  /** Field-level validation messages (400): field name to a list of messages. */
  readonly errors?: Record<string, string[]>;
  readonly requestId?: string;

  constructor(init: {
    status: number;
    message: string;
    errors?: Record<string, string[]>;
    requestId?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    if (init.errors) this.errors = init.errors;
    if (init.requestId) this.requestId = init.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const NETWORK_ERROR_MESSAGE =
  'We could not reach Motorwise. Please check your connection and try again.';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
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
  return new ApiError({
    status: response.status,
    message,
    ...(errors ? { errors } : {}),
    ...(requestId ? { requestId } : {}),
  });
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
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
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A 200 that is not JSON means we reached something other than the API (a proxy or an HTML page).
    throw new ApiError({ status: response.status, message: 'The server sent an answer we could not read.' });
  }
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
