import { sql } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Access } from '../src/lib/access';
import { type CreateUserOptions, createSignedInUser, createTestApp } from './helpers';

/**
 * The fuzz suite (decision 013): every route of the route table that takes input (every write, and every
 * read with path parameters or a query string) is called with malformed input, as a caller its access
 * lets in, and must
 * - never answer 5xx;
 * - answer every 4xx in the one error shape { message, errors?, requestId } (decision 004);
 * - leave the database as it was when it refused everything (row counts of every table);
 * - never accept a NUL character or a 100 000-character text.
 * The cases come from the route table and the OpenAPI document (body fields, multipart forms, query
 * fields), so a route added tomorrow is fuzzed tomorrow. FUZZ_DEBUG=1 prints every answer.
 */

// One admin account per admin route's caller (an account is made once per e-mail): room for every admin
// route, and a clear failure below when a new one needs more.
const ADMIN_EMAILS = Array.from({ length: 400 }, (_, i) => `fuzz-admin-${i}@example.co.za`);
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ADMIN_EMAILS: ADMIN_EMAILS.join(',') });
const { app, deps } = t;
await app.ready();

// ---------------------------------------------------------------- the routes and their documentation

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  default?: unknown;
  $ref?: string;
};
type Operation = {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
const resolve = (s: JsonSchema | undefined): JsonSchema | undefined =>
  s?.$ref ? resolve(doc.components?.schemas?.[s.$ref.split('/').pop()!]) : s;

const hidden = (schema: unknown) => Boolean((schema as { hide?: boolean } | undefined)?.hide);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface FuzzRoute {
  method: string;
  url: string;
  access: Access;
  operation: Operation;
  jsonBody: JsonSchema | null;
  multipartForm: JsonSchema | null;
  query: string[];
  params: string[];
}

const routes: FuzzRoute[] = app.routeTable
  .filter((r) => r.method !== 'HEAD' && !hidden(r.schema))
  .map((r) => {
    const operation = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()] ?? {};
    const content = operation.requestBody?.content ?? {};
    return {
      method: r.method,
      url: r.url,
      access: r.access,
      operation,
      jsonBody: resolve(content['application/json']?.schema) ?? null,
      multipartForm: resolve(content['multipart/form-data']?.schema) ?? null,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      params: [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    };
  })
  .filter((r) => WRITES.has(r.method) || r.query.length > 0 || r.params.length > 0);

// ---------------------------------------------------------------- plausible values, then one wrong thing

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const HUGE = 'x'.repeat(100_000);
const NUL = 'a\u0000b';

/** A value the schema would take, or nearly: the base each case changes one thing of. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  const s = resolve(schema);
  if (!s || depth > 6) return 'x';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return sample(union.find((u) => resolve(u)?.type !== 'null') ?? union[0], depth + 1);
  if (s.allOf?.length) return sample(s.allOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, child]) => [key, sample(child, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (s.format === 'email') return 'fuzz@example.co.za';
      if (s.format === 'uuid') return ANY_ID;
      if (s.format === 'date') return '2026-01-31';
      if (s.format === 'date-time') return '2026-01-31T10:00:00Z';
      return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
  }
}

interface Case {
  name: string;
  /** Must be refused (4xx): a NUL or a 100 000-character text is never taken. */
  mustRefuse?: boolean;
  url?: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(value),
});

/** Per field of a body: each wrong type, null, a huge text, a NUL. */
const WRONG_VALUES: [string, unknown, boolean?][] = [
  ['a number', 12345],
  ['a boolean', true],
  ['an object', { a: 1 }],
  ['a list', ['x']],
  ['null', null],
  ['a 100k text', HUGE, true],
  ['a NUL', NUL, true],
  ['a negative huge number', -1e308],
  ['a huge number', 1e308],
  ['NaN as text', 'NaN'],
  ['Infinity as text', 'Infinity'],
  ['a lone surrogate', 'a\ud800b'],
];

/** Money and quantities sit in lists of lines (a quote's, an invoice's): each is tried with these. */
const HUGE_NUMBERS: [string, unknown][] = [
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['NaN as text', 'NaN'],
  ['Infinity as text', 'Infinity'],
  ['past R 10 000 000', 10_000_000.01],
];

/** Per number field of the first element of each list of objects in a body: the huge numbers above. */
function lineCases(schema: JsonSchema, base: unknown): Case[] {
  const cases: Case[] = [];
  // A body that may be left out (InvoiceInputSchema.nullish()) is a union with null: its object.
  const body = resolve(schema);
  const object = body?.properties
    ? body
    : (body?.anyOf ?? body?.oneOf)?.map(resolve).find((u) => u?.properties);
  const fromBase = base && typeof base === 'object' ? (base as Record<string, unknown>) : {};
  for (const [field, child] of Object.entries(object?.properties ?? {})) {
    const list = resolve(child);
    const union = list?.anyOf ?? list?.oneOf;
    const array = list?.type === 'array' ? list : union?.map(resolve).find((u) => u?.type === 'array');
    const item = resolve(array?.items);
    const variants = item?.anyOf ?? item?.oneOf ?? [item];
    for (const variant of variants.map(resolve)) {
      if (!variant?.properties) continue;
      const line = sample(variant) as Record<string, unknown>;
      const numbers = Object.entries(variant.properties).filter(([, s]) => {
        const r = resolve(s);
        const types = [r?.type, ...(r?.anyOf ?? []).map((u) => resolve(u)?.type)].flat();
        return types.includes('number') || types.includes('integer');
      });
      for (const [key] of numbers)
        for (const [what, value] of HUGE_NUMBERS)
          cases.push({
            name: `${field}[0].${key} as ${what}`,
            ...json({ ...fromBase, [field]: [{ ...line, [key]: value }] }),
          });
    }
  }
  return cases;
}

function bodyCases(route: FuzzRoute): Case[] {
  const cases: Case[] = [
    { name: 'no body at all' },
    { name: 'an empty JSON body', headers: { 'content-type': 'application/json' }, payload: '' },
    { name: 'null', ...json(null) },
    { name: 'a JSON list', ...json([{ a: 1 }]) },
    { name: 'a JSON text', ...json('hello') },
    { name: 'a JSON number', ...json(42) },
    { name: 'an empty object', ...json({}) },
    { name: 'broken JSON', headers: { 'content-type': 'application/json' }, payload: '{"a":' },
    {
      name: 'a prototype key',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
    },
    { name: 'a NUL in a key', mustRefuse: true, ...json({ 'k\u0000': 1 }) },
    {
      name: 'deep nesting',
      mustRefuse: true,
      ...json(JSON.parse(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`)),
    },
    { name: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    {
      name: 'form-urlencoded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&b=2',
    },
    { name: 'a made-up content type', headers: { 'content-type': 'application/x-fuzz' }, payload: 'x' },
    { name: 'over the body limit', ...json({ a: 'x'.repeat(1_100_000) }) },
    { name: 'multipart where JSON is read', ...multipart([['a', 'b']]) },
  ];
  const schema = route.jsonBody;
  if (schema) {
    const base = sample(schema) as Record<string, unknown>;
    const fields = Object.keys(resolve(schema)?.properties ?? {});
    for (const field of fields)
      for (const [what, value, mustRefuse] of WRONG_VALUES)
        cases.push({ name: `${field} as ${what}`, mustRefuse, ...json({ ...base, [field]: value }) });
    cases.push({ name: 'an unknown field with a NUL', mustRefuse: true, ...json({ ...base, zz: NUL }) });
    cases.push(...lineCases(schema, base));
  }
  return cases;
}

type Part = [name: string, value: string | { filename: string; bytes: Buffer; type?: string }];

/** A multipart body by hand, so broken ones can be made too. */
function multipart(parts: Part[], boundary = 'fuzzboundary') {
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(
      Buffer.from(head),
      typeof value === 'string' ? Buffer.from(value) : value.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipartCases(route: FuzzRoute): Case[] {
  const form = route.multipartForm!;
  const properties = Object.entries(resolve(form)?.properties ?? {});
  const isFile = (s: JsonSchema | undefined) =>
    resolve(s)?.format === 'binary' || resolve(resolve(s)?.items)?.format === 'binary';
  const textFields = properties.filter(([, s]) => !isFile(s)).map(([k]) => k);
  const fileFields = properties.filter(([, s]) => isFile(s)).map(([k]) => k);
  const base: Part[] = textFields.map((k) => {
    const v = sample(properties.find(([key]) => key === k)![1]);
    return [k, typeof v === 'object' ? JSON.stringify(v) : String(v)];
  });
  const good = multipart(base).payload.toString('latin1');
  const cases: Case[] = [
    {
      name: 'multipart without a boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload: good,
    },
    {
      name: 'multipart with a wrong boundary',
      headers: { 'content-type': 'multipart/form-data; boundary=other' },
      payload: good,
    },
    {
      name: 'multipart cut short',
      headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
      payload: good.slice(0, Math.floor(good.length / 2)),
    },
    { name: 'multipart with no parts', ...multipart([]) },
    {
      name: 'a part without a name',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n',
    },
    { name: 'a field name of 300 characters', ...multipart([...base, ['n'.repeat(300), 'x']]) },
    { name: 'a field named constructor', ...multipart([...base, ['constructor', 'x']]) },
    {
      name: 'a file named __proto__',
      ...multipart([...base, ['__proto__', { filename: 'a.png', bytes: PNG }]]),
    },
    {
      name: 'a JSON part that is not JSON',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload:
        '--b\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n{x\r\n--b--\r\n',
    },
    { name: 'a field name with a NUL', mustRefuse: true, ...multipart([...base, ['na\u0000me', 'x']]) },
    { name: '100 text fields', ...multipart(Array.from({ length: 100 }, (_, i): Part => [`f${i}`, 'x'])) },
    {
      name: 'ten files',
      ...multipart(Array.from({ length: 10 }, (): Part => ['x', { filename: 'a.png', bytes: PNG }])),
    },
  ];
  for (const field of textFields) {
    const others = base.filter(([k]) => k !== field);
    cases.push(
      {
        name: `${field}: 20 000 characters (cut by the reader)`,
        mustRefuse: true,
        ...multipart([...others, [field, 'x'.repeat(20_000)]]),
      },
      {
        name: `${field}: 5 000 characters`,
        mustRefuse: true,
        ...multipart([...others, [field, 'x'.repeat(5_000)]]),
      },
      { name: `${field}: a NUL`, mustRefuse: true, ...multipart([...others, [field, NUL]]) },
      {
        name: `${field}: a file`,
        ...multipart([...others, [field, { filename: 'a.png', bytes: PNG, type: 'image/png' }]]),
      },
    );
  }
  for (const field of fileFields) {
    cases.push(
      { name: `${field}: text instead of a file`, ...multipart([...base, [field, 'not a file']]) },
      {
        name: `${field}: an empty file`,
        ...multipart([...base, [field, { filename: 'e.pdf', bytes: Buffer.alloc(0) }]]),
      },
      {
        name: `${field}: a name of bidirectional controls and NULs`,
        ...multipart([...base, [field, { filename: '\u202E\u0000.pdf', bytes: PNG }]]),
      },
    );
  }
  return cases;
}

/** Path parameters that are not ids, too long, past 32 bits, or not decodable. */
const BAD_PARAMS = [
  'not-an-id',
  '2147483648',
  '99999999999999999999',
  '-1',
  '1.5',
  '0',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(250),
  '%F0%9F%98%80',
];

function paramCases(route: FuzzRoute): Case[] {
  return route.params.flatMap((param) =>
    BAD_PARAMS.map((value) => ({
      name: `path ${param} = ${value.slice(0, 20)}`,
      mustRefuse: value.includes('%00'),
      url: concrete(route.url, { [param]: value }),
    })),
  );
}

function queryCases(route: FuzzRoute): Case[] {
  const base = concrete(route.url);
  const cases: Case[] = [
    { name: 'a query string on top', url: `${base}?zz=1&zz=2` },
    { name: 'an undecodable query string', url: `${base}?a=%E0%A4%A` },
  ];
  for (const name of route.query)
    cases.push(
      { name: `query ${name} = huge`, mustRefuse: true, url: `${base}?${name}=${HUGE}` },
      { name: `query ${name} = NUL`, mustRefuse: true, url: `${base}?${name}=a%00b` },
      { name: `query ${name} twice`, url: `${base}?${name}=1&${name}=2` },
      { name: `query ${name} empty`, url: `${base}?${name}=` },
      { name: `query ${name} = -1e999`, url: `${base}?${name}=-1e999` },
      { name: `query ${name}[]`, url: `${base}?${name}[a]=1` },
    );
  return cases;
}

/** The route's path with a value for every parameter ({siteCode} must be a real site). */
function concrete(url: string, override: Record<string, string> = {}) {
  return url.replace(
    /:(\w+)/g,
    (_m, name: string) => override[name] ?? (name === 'siteCode' ? 'motorwise' : ANY_ID),
  );
}

/** Who the caller says they are, malformed: the session hook reads these before any route. */
const HEADER_CASES: Case[] = [
  { name: 'a bearer token that is no JWT', headers: { authorization: 'Bearer not.a.jwt' } },
  { name: 'a 10 000-character bearer token', headers: { authorization: `Bearer ${'a'.repeat(10_000)}` } },
  { name: 'another auth scheme', headers: { authorization: 'Basic Zm9vOmJhcg==' } },
  { name: 'a c-username with a NUL', headers: { 'c-username': 'a\u0000@b.co.za' } },
  { name: 'a made-up request id', headers: { 'x-request-id': '../../\u0000' } },
];

function casesOf(route: FuzzRoute): Case[] {
  return [
    ...HEADER_CASES,
    ...(WRITES.has(route.method) ? (route.multipartForm ? multipartCases(route) : []) : []),
    ...(WRITES.has(route.method) ? bodyCases(route) : []),
    ...paramCases(route),
    ...queryCases(route),
  ];
}

// ---------------------------------------------------------------- callers, database snapshot, checks

let adminCount = 0;
function nextAdminEmail(): string {
  const email = ADMIN_EMAILS[adminCount++];
  if (!email) throw new Error('The fuzz suite ran out of admin e-mails: make ADMIN_EMAILS longer.');
  return email;
}
/** A fresh caller per route, so one route's effects (signing out everywhere) do not reach the next. */
async function callerFor(access: Access): Promise<Record<string, string>> {
  const options: Record<Access, CreateUserOptions | null> = {
    public: null,
    user: {},
    organisation: { organisation: { branches: ['Head Office', 'Branch 2'] } },
    workshop: { workshop: true },
    admin: { email: nextAdminEmail() },
  };
  const chosen = options[access];
  if (!chosen) return {};
  return (await createSignedInUser(t, chosen)).headers;
}

const tables = (
  await deps.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
).rows
  .map((r) => r.name)
  // Rows written after the answer, which land while the next route is being counted: the tracking call
  // answers 202 first and writes after (decision 015); an accepted call may refresh the figures derived
  // from the history (the counter, the estimate's views) after answering (decision 018).
  .filter((name) => name !== 'quote_request_events' && name !== 'quote_request_stats');

/** Row counts of every table of the app, in one statement. */
async function snapshot(): Promise<Record<string, number>> {
  const query = tables.map((name) => `(select count(*)::int from "${name}") as "${name}"`).join(', ');
  const result = await deps.pool.query(`select ${query}`);
  return result.rows[0] as Record<string, number>;
}

const ERROR_KEYS = new Set(['message', 'errors', 'requestId']);

/** What is wrong with an answer to a malformed request, or null. */
function problemWith(res: LightMyRequestResponse, mustRefuse: boolean | undefined): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return mustRefuse ? `accepted (${res.statusCode})` : null;
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} not JSON: ${res.body.slice(0, 100)}`;
  }
  const extra = Object.keys(body).filter((k) => !ERROR_KEYS.has(k));
  if (extra.length) return `${res.statusCode} extra keys ${extra.join(', ')}`;
  if (typeof body.message !== 'string' || body.message === '') return `${res.statusCode} without a message`;
  if (typeof body.requestId !== 'string' || body.requestId !== res.headers['x-request-id'])
    return `${res.statusCode} without the request id`;
  if (body.errors !== undefined) {
    const errors = body.errors as Record<string, unknown>;
    const ok =
      errors &&
      typeof errors === 'object' &&
      !Array.isArray(errors) &&
      Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'));
    if (!ok)
      return `${res.statusCode} errors not { field: string[] }: ${JSON.stringify(errors).slice(0, 100)}`;
  }
  return null;
}

let requests = 0;
const started = performance.now();

describe.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('fuzz %s', (_name, route) => {
  it('answers malformed input in the error shape, never 5xx, writing nothing', async () => {
    const headers = await callerFor(route.access);
    const cases = casesOf(route);
    const before = await snapshot();
    const problems: string[] = [];
    let accepted = 0;
    // In small batches: concurrent enough to be quick, few enough for the test pool.
    for (let i = 0; i < cases.length; i += 8) {
      const batch = cases.slice(i, i + 8);
      const answers = await Promise.all(
        batch.map((c) =>
          app.inject({
            method: route.method as 'GET',
            url: c.url ?? concrete(route.url),
            headers: { ...headers, ...c.headers },
            payload: c.payload,
          }),
        ),
      );
      answers.forEach((res, j) => {
        const c = batch[j]!;
        if (res.statusCode < 400) accepted += 1;
        if (process.env.FUZZ_DEBUG)
          console.log(
            `FZ ${route.method} ${route.url} | ${c.name} | ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        const problem = problemWith(res, c.mustRefuse);
        if (problem) problems.push(`${c.name}: ${problem}`);
      });
    }
    requests += cases.length;
    // Nothing was taken, so nothing may have been written (a write before a refusal, a half-stored form).
    if (accepted === 0) {
      const after = await snapshot();
      const changed = tables.filter((name) => before[name] !== after[name]);
      for (const name of changed)
        problems.push(`refused everything but ${name} went ${before[name]} -> ${after[name]}`);
    }
    expect(problems).toEqual([]);
  });
});

afterAll(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`fuzz: ${routes.length} routes, ${requests} malformed requests in ${seconds} s`);
});

describe('the fuzz suite', () => {
  it('tells a 5xx, an off-shape 4xx and an accepted NUL apart from a good refusal', async () => {
    const bare = Fastify({ genReqId: () => 'req-1' });
    bare.addHook('onSend', async (_request, reply) => {
      reply.header('x-request-id', 'req-1');
    });
    bare.get('/500', async (_q, reply) => reply.code(500).send({ message: 'x', requestId: 'req-1' }));
    bare.get('/fastify', async (_q, reply) =>
      reply.code(400).send({ statusCode: 400, error: 'Bad', message: 'x' }),
    );
    bare.get('/errors', async (_q, reply) =>
      reply.code(400).send({ message: 'x', requestId: 'req-1', errors: { a: 'not a list' } }),
    );
    bare.get('/good', async (_q, reply) =>
      reply.code(400).send({ message: 'x', requestId: 'req-1', errors: { a: ['m'] } }),
    );
    bare.get('/ok', async () => ({ ok: true }));
    const check = async (url: string, mustRefuse = false) =>
      problemWith(await bare.inject({ method: 'GET', url }), mustRefuse);
    expect(await check('/500')).toMatch(/^500/);
    expect(await check('/fastify')).toMatch(/extra keys statusCode, error/);
    expect(await check('/errors')).toMatch(/errors not/);
    expect(await check('/good')).toBeNull();
    expect(await check('/ok')).toBeNull();
    expect(await check('/ok', true)).toMatch(/accepted/);
    // The snapshot sees a write.
    const before = await snapshot();
    await createSignedInUser(t);
    expect((await snapshot()).users).toBe(before.users! + 1);
  });

  it('covers every route that takes input, the multipart forms included', () => {
    expect(tables.length).toBeGreaterThan(20);
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((r) => r.multipartForm)).toBe(true);
    expect(routes.find((r) => r.url === '/api/user/upsertVehicle')?.multipartForm).toBeTruthy();
  });

  it('sends huge numbers to the money of every list of lines (a quote’s prices, an invoice’s charges)', () => {
    const invoice = routes.find((r) => r.url === '/api/workshop/jobs/:id/invoice')!;
    const quote = routes.find((r) => r.url === '/api/workshop/requests/:id/quote')!;
    const names = [...casesOf(invoice), ...casesOf(quote)].map((c) => c.name);
    expect(names).toContain('lines[0].totalIncl as 1e308');
    expect(names).toContain('lines[0].priceExcl as -1e308');
    expect(names).toContain('lines[0].quantity as Infinity as text');
  });
});

describe('rate limited answers', () => {
  it('are in the one error shape too', async () => {
    const limited = await createTestApp();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 20 && !answers.some((r) => r.statusCode === 429); i += 1)
      answers.push(
        await limited.app.inject({
          method: 'POST',
          url: '/api/contact/post',
          remoteAddress: '10.9.9.9',
          // Well formed but without the bot check: valid input that the form refuses, so it counts.
          ...json({ name: 'Lerato', email: 'lerato@example.co.za', subject: 'Hello', message: 'Hi there' }),
        }),
      );
    const tooMany = answers.find((r) => r.statusCode === 429);
    expect(tooMany, 'a public write form is rate limited').toBeDefined();
    expect(problemWith(tooMany!, false)).toBeNull();
  });
});
