import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { workshopCertifications, workshopReviews } from '../src/db/schema';
import { registerOpenApi } from '../src/lib/openapi';
import { createTestApp, createUser } from './helpers';

/**
 * The API describes itself (decision 013): GET /api/openapi.json lists every route of the route table,
 * with its method, who may call it, and the shapes it reads and answers. Walked from the table, so a
 * route added tomorrow is checked tomorrow.
 */
const t = await createTestApp();
const { app } = t;
await app.ready();

type Operation = {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  'x-access'?: string;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
  parameters?: { in: string; name: string }[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
const doc = res.json() as Document;

/** '/api/user/getVehicle/:id' -> '/api/user/getVehicle/{id}'. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const hidden = (schema: unknown) => Boolean((schema as { hide?: boolean } | undefined)?.hide);
const routes = app.routeTable.filter((r) => r.method !== 'HEAD' && !hidden(r.schema));

describe('GET /api/openapi.json', () => {
  it('is public JSON, OpenAPI 3.1', () => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('validates with swagger-parser (schema, references, unique operation ids)', async () => {
    // validate() dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it("passes Redocly's recommended rules: no error, no warning", async () => {
    // Offline: the ruleset ships with the package, and the document has no external reference.
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: res.body, absoluteRef: 'openapi.json', config });
    const listed = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`,
    );
    expect(listed, listed.join('\n')).toEqual([]);
  });

  it('gives every operation a summary and an operationId, unique', () => {
    const ids = new Map<string, string>();
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(op.summary?.trim(), `${name} has a summary`).toBeTruthy();
        expect(op.summary, `${name}: one line`).not.toMatch(/\n/);
        expect(op.operationId, `${name} has an operationId`).toMatch(/^[A-Z][A-Za-z0-9]+$/);
        expect(ids.get(op.operationId!.toLowerCase()), `${name} repeats an operationId`).toBeUndefined();
        ids.set(op.operationId!.toLowerCase(), name);
      }
    // The spec's call names where the path carries one.
    expect(doc.paths['/api/QuoteRequests/GetQuoteRequest/{id}']!.get!.operationId).toBe('GetQuoteRequest');
    expect(doc.paths['/api/quotes/AcceptQuote']!.post!.operationId).toBe('AcceptQuote');
    expect(doc.paths['/api/user/getVehicle/{id}']!.get!.operationId).toBe('GetVehicle');
    expect(doc.paths['/api/workshop/jobs/{id}/check-in']!.post!.operationId).toBe('PostWorkshopJobsCheckIn');
  });

  it('names its server and completes its info', () => {
    const full = doc as Document & { servers?: { url: string }[]; info: Record<string, unknown> };
    expect(full.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(full.info).toMatchObject({ license: { name: expect.any(String), url: expect.any(String) } });
  });

  it.each(routes.map((r) => [r.method, r.url, r.access] as const))(
    '%s %s is documented with who may call it',
    (method, url, access) => {
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation, `${method} ${url} missing`).toBeDefined();
      expect(operation!['x-access']).toBe(access);
      expect(operation!.security?.length).toBeGreaterThan(0);
      if (access === 'public') expect(operation!.security).toContainEqual({});
      else expect(operation!.security).not.toContainEqual({});
      for (const name of url.match(/:(\w+)/g) ?? [])
        expect(operation!.parameters?.map((p) => p.name)).toContain(name.slice(1));
    },
  );

  it.each(routes.map((r) => [r.method, r.url] as const))(
    '%s %s documents its success answer',
    (method, url) => {
      const operation = doc.paths[openApiPath(url)]![method.toLowerCase()]!;
      // 202 Accepted for work recorded after the answer (the funnel events).
      const success = operation.responses['200'] ?? operation.responses['201'] ?? operation.responses['202'];
      expect(success, 'a 200, 201 or 202 answer').toBeDefined();
      const content = success!.content ?? {};
      expect(Object.keys(content).length, 'with a content type').toBeGreaterThan(0);
      // A JSON answer has its schema (a file download names its type instead).
      if (content['application/json']) expect(content['application/json'].schema).toBeDefined();
    },
  );

  it('documents every JSON body, and the multipart forms as multipart/form-data', () => {
    const upsert = doc.paths['/api/user/upsertVehicle']!.post!;
    const form = upsert.requestBody!.content['multipart/form-data']!.schema as {
      properties: Record<string, { format?: string; items?: { format?: string } }>;
    };
    expect(form.properties.vehicleReportAttachment?.format).toBe('binary');
    expect(form.properties.vehicleAttachments?.items?.format).toBe('binary');
    expect(form.properties.vehicleMileage).toBeDefined();
    const json = upsert.requestBody!.content['application/json']!.schema as { properties: object };
    expect(json.properties).not.toHaveProperty('vehicleAttachments');
    expect(json.properties).toHaveProperty('vehicleId');
    for (const route of routes.filter((r) => (r.schema as { body?: unknown } | undefined)?.body))
      expect(
        doc.paths[openApiPath(route.url)]![route.method.toLowerCase()]!.requestBody,
        `${route.method} ${route.url}`,
      ).toBeDefined();
  });

  /**
   * Every route that reads a multipart form, with the form's fields: its files (binary, one or a list) and
   * its other fields by name. A route that starts reading multipart must be added here and declare its
   * form (config.multipartForm, or a route kind that does): the table is checked against the document
   * both ways.
   */
  const MULTIPART: Record<string, { files: string[]; lists: string[]; fields: string[]; json: boolean }> = {
    'POST /api/QuoteRequests/PostQuoteRequest': {
      files: ['LicenseDiskPhoto'],
      lists: ['attachmentFiles'],
      fields: ['quoteRequest'],
      json: true,
    },
    'POST /api/quotes/AcceptQuote': {
      files: [],
      lists: ['attachmentFiles'],
      fields: ['quoteId', 'serviceDate', 'note', 'emailAddress'],
      json: true,
    },
    'POST /api/quotes/MessageWorkshop': {
      files: [],
      lists: ['attachmentFiles'],
      fields: ['quoteId', 'message', 'emailAddress'],
      json: true,
    },
    'POST /api/quotes/AcceptQuoteAmendment': {
      files: [],
      lists: [],
      fields: ['quoteId', 'amendmentId', 'decisions', 'emailAddress'],
      json: true,
    },
    'POST /api/workshop/jobs/{id}/amendments': {
      files: [],
      lists: ['photoFiles'],
      fields: ['amendment'],
      json: true,
    },
    'POST /api/workshop/quotes/{id}/messages': {
      files: [],
      lists: ['attachmentFiles'],
      fields: ['message'],
      json: true,
    },
    'POST /api/workshop/profile/logo': { files: ['logo'], lists: [], fields: [], json: false },
    'POST /api/admin/workshops/{id}/logo': { files: ['logo'], lists: [], fields: [], json: false },
    'POST /api/workshop-applications': {
      files: [],
      lists: ['documentFiles'],
      fields: ['tradingName', 'address', 'services', 'regionIds', 'contactEmail', 'altcha'],
      json: true,
    },
    'POST /api/workshop-applications/reply/{token}': {
      files: [],
      lists: ['documentFiles'],
      fields: ['message'],
      json: true,
    },
    'POST /api/disputes': {
      files: [],
      lists: ['evidenceFiles'],
      fields: ['quoteId', 'subject', 'message'],
      json: true,
    },
    'POST /api/disputes/{id}/messages': {
      files: [],
      lists: ['evidenceFiles'],
      fields: ['message'],
      json: true,
    },
    'POST /api/admin/catalogue/import/preview': { files: ['file'], lists: [], fields: [], json: false },
    'POST /api/admin/catalogue/import': { files: ['file'], lists: [], fields: [], json: false },
    'POST /api/user/upsertVehicle': {
      files: ['vehicleReportAttachment'],
      lists: ['vehicleAttachments'],
      fields: ['vehicleId', 'vehicleMileage', 'vehicle'],
      json: true,
    },
  };

  it('describes exactly the multipart routes as multipart/form-data', () => {
    const described = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.requestBody?.content['multipart/form-data'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(Object.keys(MULTIPART).sort());
  });

  it.each(Object.entries(MULTIPART))('describes the form of %s by its fields', (name, form) => {
    const [method, path] = name.split(' ') as [string, string];
    const content = doc.paths[path]![method.toLowerCase()]!.requestBody!.content;
    const schema = content['multipart/form-data']!.schema as {
      properties: Record<string, { format?: string; type?: string; items?: { format?: string } }>;
    };
    for (const file of form.files) expect(schema.properties[file]?.format, file).toBe('binary');
    for (const list of form.lists) {
      expect(schema.properties[list]?.type, list).toBe('array');
      expect(schema.properties[list]?.items?.format, list).toBe('binary');
    }
    for (const field of form.fields) {
      expect(schema.properties[field], field).toBeDefined();
      expect(schema.properties[field]?.format, field).not.toBe('binary');
    }
    // The JSON alternative: the same call without files (the logo has nothing left to send).
    const json = content['application/json']?.schema as { properties?: object } | undefined;
    expect(Boolean(json), 'a JSON alternative').toBe(form.json);
    if (json)
      for (const file of [...form.files, ...form.lists]) expect(json.properties).not.toHaveProperty(file);
  });

  it('documents the one error shape on every operation', () => {
    for (const route of routes) {
      const answer = doc.paths[openApiPath(route.url)]![route.method.toLowerCase()]!.responses['4XX'];
      expect(answer?.content?.['application/json']?.schema, `${route.method} ${route.url}`).toMatchObject({
        properties: { message: { type: 'string' }, requestId: { type: 'string' } },
        required: ['message', 'requestId'],
      });
    }
  });

  it('names the role a call needs in its security requirement', () => {
    expect(doc.paths['/api/admin/users']!.post!.security).toEqual([{ bearerAuth: ['admin'] }]);
    expect(doc.paths['/api/user/loadUserOrganization']!.get!.security).toEqual([
      { bearerAuth: ['organisation'] },
    ]);
    expect(doc.paths['/api/user/getVehicles']!.post!.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('answers given their schemas in this change', () => {
  it('the public workshop directory keeps its fields (dates as ISO text, counts as numbers)', async () => {
    const { workshopId } = await createUser(t.deps.db, { workshop: true });
    await t.deps.db.insert(workshopReviews).values({
      workshopId: workshopId!,
      authorName: 'Thandi',
      rating: 5,
      review: 'Quick and fair.',
    });
    await t.deps.db
      .insert(workshopCertifications)
      .values({ workshopId: workshopId!, name: 'RMI', issuer: 'RMI', validUntil: '2030-01-31' });
    const list = await app.inject({ method: 'GET', url: '/api/PublicWorkshop/GetWorkshops?pageSize=100' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.find((w: { id: string }) => w.id === workshopId)).toMatchObject({
      reviewCount: 1,
      address: { city: 'Pretoria' },
    });
    const one = await app.inject({ method: 'GET', url: `/api/PublicWorkshop/GetWorkshop/${workshopId}` });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      id: workshopId,
      workshopReviews: [{ authorName: 'Thandi', dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }],
      workshopCertifications: [{ name: 'RMI', validUntil: '2030-01-31' }],
    });
  });

  it('health, ping and the bot-check challenge', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/api/ping' })).json()).toEqual({ ok: true });
    const challenge = await app.inject({ method: 'GET', url: '/api/botcheck/challenge' });
    expect(Object.keys(challenge.json()).length).toBeGreaterThan(1);
  });
});

describe('the reference page (development)', () => {
  it('is served from this server, script included, under a policy that allows only its own script', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).not.toContain('unsafe-eval');
    // No CDN: every script is this server's, or inline with the nonce.
    for (const [, attrs] of page.body.matchAll(/<script([^>]*)>/g)) {
      const src = /src="([^"]+)"/.exec(attrs ?? '')?.[1];
      if (src) expect(src).not.toMatch(/^(https?:)?\/\//);
      else expect(attrs).toContain(`nonce="${nonce}"`);
    }
    const script = await app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body.length).toBeGreaterThan(100_000);
    // The app's own pages keep the strict policy.
    const other = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(String(other.headers['content-security-policy'])).not.toContain('nonce-');
  });

  it('is not served in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    const page = await prod.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(404);
    expect((await prod.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
  });
});

describe('a route that does not describe itself', () => {
  const appWith = async (schema: Record<string, unknown>, second?: Record<string, unknown>) => {
    const app = Fastify({ logger: false });
    await registerOpenApi(app, { publicUrl: 'http://localhost' });
    app.get('/api/one', { schema }, async () => 'x');
    if (second) app.get('/api/two', { schema: second }, async () => 'x');
    return app;
  };

  it('is refused when it is added: no summary', async () => {
    await expect(appWith({})).rejects.toThrow(/GET \/api\/one has no summary/);
    await expect(appWith({ summary: '  ' })).rejects.toThrow(/no summary/);
    await expect(appWith({ summary: 'Two\nlines' })).rejects.toThrow(/one line/);
  });

  it("is refused when it takes another route's operationId", async () => {
    await expect(
      appWith({ summary: 'One', operationId: 'Same' }, { summary: 'Two', operationId: 'same' }),
    ).rejects.toThrow(/GET \/api\/two has the operationId same of GET \/api\/one/);
  });

  it('is not checked when hidden from the document', async () => {
    await expect(appWith({ hide: true })).resolves.toBeDefined();
  });
});
