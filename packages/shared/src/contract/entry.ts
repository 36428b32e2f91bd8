/**
 * The API's contract as plain data (decision 056): every call's verb and path, `{name}` segments for its
 * path parameters, and the names of the shared zod schemas (exports of `@motorwise/shared`) it reads and
 * answers with. The API registers each route from its entry and the web calls through it, so no path is
 * typed twice; `apps/api/test/contract.test.ts` fails when a route and its entry disagree.
 *
 * No zod here, on purpose: the web imports these objects on every page, the landing page's first load
 * included (decision 034), so schemas are named, not imported.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ContractEntry {
  readonly method: HttpMethod;
  /** '/api/quotes/DownloadInvoice/{id}': `{name}` is a path parameter. */
  readonly path: `/api/${string}`;
  /** The shared schema of the query string. */
  readonly query?: string;
  /** The shared schema of a JSON body. */
  readonly body?: string;
  /** The shared schema of a multipart form's fields (files are described by the route). */
  readonly form?: string;
  /** The shared schema of the success answer (absent: a file, or an answer only the API defines). */
  readonly answer?: string;
}

/** One domain's calls, by name. */
export type Contract = Readonly<Record<string, ContractEntry>>;

export type PathParams = Record<string, string | number>;

/** pathOf(QUOTES_API.workshopJob, { id }) -> '/api/workshop/jobs/<id>' (segments URI-encoded). */
export function pathOf(entry: ContractEntry, params: PathParams = {}): string {
  return entry.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathOf(${entry.path}): missing ${key}`);
    return encodeURIComponent(String(value));
  });
}
