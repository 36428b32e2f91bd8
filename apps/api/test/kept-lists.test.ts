import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteRequests as quoteRequestRows, vehicles } from '../src/db/schema';
import { quoteRequests } from '../src/modules/quote-requests/index';
import { createSignedInUser, createTestApps, readModelsSettled, type TestApp } from './helpers';

// Decision 081 (issue 25 item 2): the lists that rarely change are kept per instance as the bytes they
// send, with a strong ETag and a Cache-Control that fits each; a request naming the tag gets 304 without
// a body; a change through an admin route on one instance gives a new tag on the other, once the change's
// notice has arrived there (readModelsSettled waits for exactly that).
const ADMIN = 'kept-lists-admin@example.co.za';
const [a, b] = (await createTestApps(2, { ADMIN_EMAILS: ADMIN, RATE_LIMIT_ENABLED: 'false' })) as [
  TestApp,
  TestApp,
];
const admin = await createSignedInUser(a, { email: ADMIN });
const HEADER =
  'mead_code,brand,range,model,year_from,year_to,engine_l,capacity,cylinders,fuel_type,transmission_type,drive_type,body_type,abs';

const hilux = (model: string) => ({
  year: 2021,
  brand: 'Toyota',
  range: 'Hilux',
  model,
  bodyType: 'Double cab',
  classType: 'LCV',
  searchText: `toyota hilux 2021 ${model.toLowerCase()}`,
});
// Three models: the models list is over the compression threshold (1 KB).
const [first] = await a.deps.db
  .insert(vehicles)
  .values([hilux('Hilux 2.8 GD-6'), hilux('Hilux 2.4 GD-6'), hilux('Hilux 2.7 VVTi')])
  .returning({ id: vehicles.id });
const MODELS = '/api/vehicles/getmodels?brandName=Toyota&year=2021&rangeName=Hilux';

const CATALOGUE = 'public, max-age=300, stale-while-revalidate=3600';
const LISTS: [url: string, cacheControl: string][] = [
  ['/api/vehicles/getbrands', CATALOGUE],
  ['/api/vehicles/getyears?brandName=Toyota', CATALOGUE],
  ['/api/vehicles/getranges?brandName=Toyota&year=2021', CATALOGUE],
  [MODELS, CATALOGUE],
  [`/api/vehicles/${first!.id}`, CATALOGUE],
  ['/api/regions', 'no-cache'],
  ['/api/repairItems?quoteType=SMC_Service', 'no-cache'],
  ['/api/QuoteRequests/GetCustomersCount', 'public, max-age=300, stale-while-revalidate=86400'],
];

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function multipart(csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'vehicles.csv');
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** The tag instance `t` answers for `url` now, checked to be a strong one. */
async function tagOf(t: TestApp, url: string): Promise<string> {
  const res = await get(t, url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers.etag, url).toMatch(/^"[^"]+"$/);
  return res.headers.etag as string;
}

describe('kept lists answer like static files', () => {
  it('each answers 200 with a strong ETag and its Cache-Control, then 304 without a body', async () => {
    for (const [url, cacheControl] of LISTS) {
      const first = await get(a, url);
      expect(first.statusCode, `${url}: ${first.body}`).toBe(200);
      expect(first.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control'], url).toBe(cacheControl);
      const tag = first.headers.etag as string;
      expect(tag, url).toMatch(/^"[^"]+"$/);
      // The same bytes on the other instance: the same tag (a hash of the bytes, not of the instance).
      expect(await tagOf(b, url), url).toBe(tag);

      const again = await get(a, url, { 'if-none-match': tag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(tag);
      expect(again.headers['cache-control'], url).toBe(cacheControl);
      // A list of tags, weak or not, naming it is a match too; another tag is not.
      const listed = await get(a, url, { 'if-none-match': `"other", W/${tag}` });
      expect(listed.statusCode, url).toBe(304);
      const other = await get(a, url, { 'if-none-match': '"other"' });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toBe(first.body);
    }
  });

  it('a vehicle by uniqueId (perhaps someone’s own) is never kept publicly; an unknown number is 404', async () => {
    const [row] = await a.deps.db
      .select({ uniqueId: vehicles.uniqueId })
      .from(vehicles)
      .where(eq(vehicles.id, first!.id));
    const byUniqueId = await get(a, `/api/vehicles/${row!.uniqueId}`);
    expect(byUniqueId.statusCode).toBe(200);
    expect(byUniqueId.headers['cache-control']).toBe('private, no-cache');
    expect(byUniqueId.headers.etag).toBeUndefined();
    const unknown = await get(a, '/api/vehicles/2000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('sends its kept compressed copy as the browser asks, tagged as that copy, the same JSON inside', async () => {
    const url = MODELS;
    const plain = await get(a, url);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    expect(plain.headers.vary).toBe('accept-encoding');
    const tag = plain.headers.etag as string;

    const br = await get(a, url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`${tag.slice(0, -1)}-br"`);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(a, url, { 'accept-encoding': 'br;q=0, gzip;q=0.8' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const none = await get(a, url, { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);

    // The browser revalidates with the tag of the copy it holds.
    const revalidated = await get(a, url, {
      'accept-encoding': 'gzip, deflate, br, zstd',
      'if-none-match': br.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});

describe('a change through one instance gives a new tag on the other', () => {
  it('the catalogue: an import and a vehicle edit change the lists and the vehicle', async () => {
    const urls = LISTS.slice(0, 5).map(([url]) => url);
    const before = await Promise.all(urls.map((url) => tagOf(b, url)));
    const csv = [
      HEADER,
      '71300000,Toyota,Hilux,Hilux 2.4 GD-6 Raider,2021,2021,2.4,2393,4,Diesel,Manual,4x4,Double cab,yes',
    ];
    const body = await multipart(csv.join('\n'));
    const imported = await a.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    await readModelsSettled(b);
    // The brands, years and ranges lists still read the same (Toyota, 2021, Hilux): the same bytes, the
    // same tag, so browsers keep their copies. The models list has the new model: a new tag.
    const after = await Promise.all(urls.map((url) => tagOf(b, url)));
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
    expect(after[3]).not.toBe(before[3]);
    const stale = await get(b, urls[3]!, { 'if-none-match': before[3]! });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().map((v: { model: string }) => v.model)).toContain('Hilux 2.4 GD-6 Raider');

    // One vehicle edited through a: b's copy of that vehicle is dropped too.
    const [row] = await a.deps.db.select().from(vehicles).where(eq(vehicles.meadCode, '71300000'));
    const vehicleUrl = `/api/vehicles/${row!.id}`;
    const vehicleTag = await tagOf(b, vehicleUrl);
    const edited = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/vehicles/${row!.id}`,
      headers: admin.headers,
      payload: {
        meadCode: '71300000',
        brand: 'Toyota',
        range: 'Hilux',
        model: 'Hilux 2.4 GD-6 Raider Legend',
        year: 2021,
        brandCode: null,
        rangeCode: null,
        modelCode: null,
        bodyType: 'Double cab',
        introductionDate: '2021-01-01',
        discontinuedDate: null,
        capacity: 2393,
        cylinders: 4,
        aspirationType: 'Turbo',
        fuelType: 'Diesel',
        transmissionType: 'Manual',
        gearboxType: '6-speed manual',
        driveType: '4x4',
        wheelsDriven: 'All',
        abs: true,
        classType: null,
        imageUrl: null,
        description: null,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The editing instance answers the new vehicle at once (its route waits for its own notice).
    expect((await get(a, vehicleUrl)).json().model).toBe('Hilux 2.4 GD-6 Raider Legend');
    await readModelsSettled(b);
    const fresh = await get(b, vehicleUrl, { 'if-none-match': vehicleTag });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(vehicleTag);
    expect(fresh.json().model).toBe('Hilux 2.4 GD-6 Raider Legend');
  });

  it('the regions: a region added through the admin route', async () => {
    const before = await tagOf(b, '/api/regions');
    const made = await a.app.inject({
      method: 'POST',
      url: '/api/admin/regions',
      headers: admin.headers,
      payload: {
        name: 'Kept Lists Circle',
        province: 'Gauteng',
        metro: 'Johannesburg',
        shape: 'circle',
        centre: { lat: -26.1, lng: 28.05 },
        radiusKm: 5,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    await readModelsSettled(b);
    const after = await get(b, '/api/regions', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.json().map((r: { name: string }) => r.name)).toContain('Kept Lists Circle');
  });

  it('the repair items: an item added through the admin route', async () => {
    const url = '/api/repairItems?quoteType=SMC_Service';
    const before = await tagOf(b, url);
    const made = await a.app.inject({
      method: 'POST',
      url: '/api/admin/repairItems',
      headers: admin.headers,
      payload: { quoteType: 'SMC_Service', name: 'Kept lists check', leaf: true, templateLines: ['Look'] },
    });
    expect(made.statusCode, made.body).toBe(200);
    await readModelsSettled(b);
    const after = await get(b, url, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(JSON.stringify(after.json())).toContain('Kept lists check');
  });

  it('the customer counter: a recount anywhere', async () => {
    const url = '/api/QuoteRequests/GetCustomersCount';
    const first = await get(b, url);
    const before = first.headers.etag as string;
    await a.deps.db.insert(quoteRequestRows).values({
      reference: `KEPT-${Math.random().toString(36).slice(2, 10)}`,
      vehicleName: 'x',
      quoteType: 'Service - SMC_Service',
      email: `kept-${Math.random().toString(36).slice(2, 10)}@example.co.za`,
    });
    // Stale (here: any age): counted again through a, stored, and b's kept copy dropped.
    expect(await quoteRequests.countCustomers(a.deps.db, 0)).toBe(first.json() + 1);
    await readModelsSettled(b);
    const after = await get(b, url, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toBe(first.json() + 1);
    expect(after.headers.etag).not.toBe(before);
  });
});
