import * as shared from '@motorwise/shared';
import { CONTRACT, type ContractEntry } from '@motorwise/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from './helpers';

/**
 * The API and the contract agree (decision 056). Walked from the route table, so a route added tomorrow
 * is checked tomorrow: every documented route has an entry with its verb and path and every entry a route;
 * the shared schemas an entry names are the ones its route reads and answers with, and a route that uses
 * a shared schema the entry does not name fails too (the contract would be silent about it).
 */
const t = await createTestApp();
const { app } = t;
await app.ready();

type Schema = {
  hide?: boolean;
  body?: unknown;
  querystring?: unknown;
  response?: Record<string, unknown>;
};
const hidden = (schema: unknown) => Boolean((schema as Schema | undefined)?.hide);
/** '/api/user/getVehicle/:id' -> '/api/user/getVehicle/{id}', as the contract and the document write it. */
const contractPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

// The documented routes: the hidden ones (the web app's pages, the reference page, the sandbox's imitation
// of Paystack's own API) are not the API's calls.
const routes = app.routeTable.filter((r) => r.method !== 'HEAD' && !hidden(r.schema));
const entries = Object.entries(CONTRACT).flatMap(([domain, calls]) =>
  Object.entries(calls as Record<string, ContractEntry>).map(([name, entry]) => ({
    name: `${domain}.${name}`,
    entry,
  })),
);
const keyOf = (method: string, path: string) => `${method} ${path}`;

/** The name of each shared export, by identity: what a route uses is named as the contract names it. */
const sharedNames = new Map<unknown, string>();
for (const [name, value] of Object.entries(shared))
  if (value instanceof z.ZodType && !sharedNames.has(value)) sharedNames.set(value, name);
const nameOf = (schema: unknown) => (schema === undefined ? undefined : sharedNames.get(schema));
/** The schema itself when it is a shared one, else undefined (an inline schema the contract cannot name). */
const shared_ = (schema: unknown) => (sharedNames.has(schema) ? schema : undefined);
const sharedObjects = Object.entries(shared).filter(([, v]) => v instanceof z.ZodObject) as [
  string,
  z.ZodObject,
][];

/** Each documented route that has an entry (one that has none is reported by the first test). */
function routesWithEntries() {
  const byKey = new Map(entries.map((e) => [keyOf(e.entry.method, e.entry.path), e]));
  return routes.flatMap((route) => {
    const found = byKey.get(keyOf(route.method, contractPath(route.url)));
    if (!found) return [];
    const schema = (route.schema ?? {}) as Schema;
    const form = (route.config as { multipartForm?: unknown } | undefined)?.multipartForm;
    return [{ route, ...found, schema, form }];
  });
}

/**
 * The shared schema a multipart form's fields are: the largest shared object whose every field is the
 * form's own (the form adds its files to it with `.extend`, so it is not the object itself).
 */
function formOf(form: unknown): z.ZodObject | undefined {
  if (!(form instanceof z.ZodObject)) return undefined;
  let best: { object: z.ZodObject; size: number } | undefined;
  for (const [, object] of sharedObjects) {
    const keys = Object.keys(object.shape);
    if (keys.length === 0 || !keys.every((key) => form.shape[key] === object.shape[key])) continue;
    if (!best || keys.length > best.size) best = { object, size: keys.length };
  }
  return best?.object;
}

/**
 * The entries that answer no JSON, so name no `answer`: every other entry names the shared schema of its
 * success answer (a route's inline answer is one the web can only see as `unknown`).
 */
const NO_JSON_ANSWER: Record<string, string> = {
  // File downloads: bytes with a Content-Disposition or a content type of their own.
  'garage.downloadVehicleAttachment': 'a file download',
  'privacy.exportData': 'a file download (a JSON file, as an attachment)',
  'privacy.getAdminUserExport': 'a file download (a JSON file, as an attachment)',
  'quotes.downloadMessageAttachment': 'a file download',
  'quotes.downloadInvoice': 'a file download (PDF)',
  'quotes.downloadRequestAttachment': 'a file download',
  'quotes.downloadLicenseDiskPhoto': 'a file download (a picture)',
  'quotes.downloadAmendmentPhoto': 'a file download (a picture)',
  'vehicles.getVehiclePlaceholder': 'a picture (SVG)',
  'workshops.getWorkshopLogo': 'a picture',
  'workshopApplications.getAdminWorkshopApplicationDocument': 'a file download',
  'disputes.getDisputeFile': 'a file download',
  'platformMoney.downloadCommissionInvoice': 'a file download (PDF)',
  'platformMoney.downloadWorkshopCommissionInvoice': 'a file download (PDF)',
  'platformMoney.exportMoney': 'a file download (CSV)',
  // Other formats.
  'notifications.notificationStream': 'server-sent events (text/event-stream)',
  'openapi.getOpenapiJson': 'the OpenAPI document itself, described by the OpenAPI specification',
  'payments.payFastNotify': "plain text ('OK'), as PayFast's ITN protocol expects",
  'textMessages.textInboundVerify': "plain text (the echoed hub.challenge), as Meta's handshake expects",
  'payments.validateSandboxPayFast':
    "plain text ('VALID'/'INVALID'): the sandbox imitates PayFast's own call",
};

/**
 * The routes that read a JSON body or a query string their entry does not name (`<entry> body|query`):
 * every other route's body and query string are shared schemas its entry names, so the web sends a shape
 * the API checks.
 */
const UNNAMED_READS: Record<string, string> = {
  // A provider's own format, not ours to describe: the route reads the raw text or bytes and checks them.
  'payments.payFastNotify body': "PayFast's ITN: form-encoded text, checked against PayFast's signature",
  'payments.paystackWebhook body': "Paystack's event: the raw bytes its signature is computed over",
  'payments.validateSandboxPayFast body': "the sandbox imitates PayFast's own validate call (form-encoded)",
  // No body read: the route accepts an empty one (or none) and ignores anything else.
  'quotes.workshopReopen body': 'takes no body (an empty object or none)',
  'quotes.workshopReady body': 'takes no body (an empty object or none)',
  'quotes.workshopComplete body': 'takes no body (an empty object or none)',
  'quoteRequests.completeQuoteRequest body': 'takes no body (whatever is sent is ignored)',
  // TEMPORARY: the vehicles module is being changed in parallel (its catalogue admin); name these there.
  'vehicles.searchVehicles body': 'temporary: vehicles being changed in parallel',
  'vehicles.getYears query': 'temporary: vehicles being changed in parallel',
  'vehicles.getRanges query': 'temporary: vehicles being changed in parallel',
  'vehicles.getModels query': 'temporary: vehicles being changed in parallel',
  'vehicles.queryVehicleServiceInterval query': 'temporary: vehicles being changed in parallel',
};

describe('the contract (packages/shared/src/contract)', () => {
  it('has an entry for every documented route, with its verb and path', () => {
    const inContract = new Set(entries.map(({ entry }) => keyOf(entry.method, entry.path)));
    const missing = routes
      .map((r) => keyOf(r.method, contractPath(r.url)))
      .filter((key) => !inContract.has(key));
    expect(
      missing,
      `Routes with no contract entry (add one, and register the route from it):\n${missing.join('\n')}`,
    ).toEqual([]);
  });

  it('has a route for every entry, with its verb and path', () => {
    const served = new Set(routes.map((r) => keyOf(r.method, contractPath(r.url))));
    const orphans = entries
      .filter(({ entry }) => !served.has(keyOf(entry.method, entry.path)))
      .map(({ name, entry }) => `${name}: ${keyOf(entry.method, entry.path)}`);
    expect(orphans, `Contract entries no route serves:\n${orphans.join('\n')}`).toEqual([]);
  });

  it('names each call once', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { name, entry } of entries) {
      const key = keyOf(entry.method, entry.path);
      if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${name}`);
      seen.set(key, name);
    }
    expect(twice).toEqual([]);
  });

  it('names only shared zod schemas', () => {
    const unknown = entries.flatMap(({ name, entry }) =>
      (['query', 'body', 'form', 'answer'] as const)
        .map((part) => entry[part])
        .filter((schema): schema is string => schema !== undefined)
        .filter((schema) => !((shared as Record<string, unknown>)[schema] instanceof z.ZodType))
        .map((schema) => `${name}: ${schema}`),
    );
    expect(unknown).toEqual([]);
  });

  it('names the shared schemas each route reads and answers with, and its route uses them', () => {
    const drift: string[] = [];
    for (const { route, name, entry, schema, form } of routesWithEntries()) {
      const success = Object.entries(schema.response ?? {}).find(([code]) => code.startsWith('2'))?.[1];
      // Compared by identity (one schema may be exported under two names).
      const used = {
        query: shared_(schema.querystring),
        body: shared_(schema.body),
        form: formOf(form),
        answer: shared_(success),
      };
      for (const part of ['query', 'body', 'form', 'answer'] as const) {
        const named = entry[part];
        const expected = named === undefined ? undefined : (shared as Record<string, unknown>)[named];
        if (used[part] !== expected)
          drift.push(
            `${name} (${route.method} ${route.url}) ${part}: the contract says ${named ?? 'none'}, ` +
              `the route uses ${nameOf(used[part]) ?? 'no shared schema'}`,
          );
      }
    }
    expect(drift, drift.join('\n')).toEqual([]);
  });

  it('names the JSON body and the query string of every route that reads one', () => {
    const unnamed: string[] = [];
    for (const { route, name, entry, schema, form } of routesWithEntries()) {
      // A multipart form's route declares a loose body and reads the form itself: the form is compared
      // above (`form`), and its body is not a JSON body the contract could name.
      const reads = { body: form ? undefined : schema.body, query: schema.querystring };
      for (const part of ['body', 'query'] as const) {
        if (reads[part] === undefined || entry[part] !== undefined || `${name} ${part}` in UNNAMED_READS)
          continue;
        unnamed.push(`${name} (${route.method} ${route.url}): its ${part}`);
      }
    }
    expect(
      unnamed,
      'Routes reading a body or query string their entry does not name (move the schema to ' +
        `packages/shared, use it in the route and name it in the entry):\n${unnamed.join('\n')}`,
    ).toEqual([]);
    // The list holds only what is still true: a listed entry that exists and still names nothing there.
    const byName = new Map(entries.map(({ name, entry }) => [name, entry]));
    const stale = Object.keys(UNNAMED_READS).filter((listed) => {
      const [name, part] = listed.split(' ') as [string, 'body' | 'query'];
      return !byName.has(name) || byName.get(name)?.[part] !== undefined;
    });
    expect(stale, 'Listed as reading an unnamed body or query, but it names it (or is gone)').toEqual([]);
  });

  it('names the answer of every call that answers JSON', () => {
    const unnamed = entries
      .filter(({ name, entry }) => entry.answer === undefined && !(name in NO_JSON_ANSWER))
      .map(({ name, entry }) => `${name}: ${keyOf(entry.method, entry.path)}`);
    expect(
      unnamed,
      "Entries whose answer is not named (move the route's 2xx schema to packages/shared and name it as " +
        `the entry's answer; or, if it answers no JSON, list it in NO_JSON_ANSWER with why):\n${unnamed.join('\n')}`,
    ).toEqual([]);
    // The list holds only what is still true: a listed entry that exists and names no answer.
    const byName = new Map(entries.map(({ name, entry }) => [name, entry]));
    const stale = Object.keys(NO_JSON_ANSWER).filter(
      (name) => byName.get(name)?.answer !== undefined || !byName.has(name),
    );
    expect(stale, 'Listed as naming no answer, but it does (or is gone): take it off the list').toEqual([]);
  });
});
