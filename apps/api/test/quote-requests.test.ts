import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ACCEPT_TERMS_MESSAGE,
  CONFIRM_EMAIL_MESSAGE,
  distanceKm,
  listAllowedDates,
  messages,
  POLICY_VEHICLE_REQUIRED_MESSAGE,
  QuoteStatus,
  UI_MESSAGES,
} from '@motorwise/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addresses,
  customerVehicles,
  devMails,
  innovationPolicies,
  organizationProgrammes,
  quoteItems,
  quoteRequestEvents,
  quoteRequestItems,
  quoteRequests,
  quotes,
  regions,
  repairItemTemplateItems,
  repairItemTemplates,
  users,
  vehicles,
  workshops,
  workshopUsers,
} from '../src/db/schema';
import { VALIDATION_MESSAGE } from '../src/lib/errors';
import { places } from '../src/modules/places/index';
import { quoteRequests as quoteRequestService, refreshPriceViews } from '../src/modules/quote-requests/index';
import {
  createSignedInUser,
  createTestApp,
  createUser,
  lastMailTo,
  readModelsSettled,
  solveBotCheck,
} from './helpers';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-qr-files-'));
const t = await createTestApp({ FILES_DIR: filesDir, RATE_LIMIT_ENABLED: 'false' });
const { app, deps } = t;
const db = deps.db;

// ---------------------------------------------------------------- fixtures

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** Randburg (Ferndale): the request's address in most tests. */
const HOME = { lat: -26.0869, lng: 27.9899 };

let hilux: { id: number; uniqueId: string };
let corolla: { id: number; uniqueId: string };
let regionId: string;
let minor: string;
let scheduled: string;
let brakes: string;
const near: string[] = [];
let far: string;
let bodyShop: string;
let workshopStaffEmail: string;

async function addWorkshop(
  name: string,
  point: { lat: number; lng: number },
  kinds: string[],
  organizationId: string | null = null,
) {
  const [a] = await db
    .insert(addresses)
    .values({ suburb: `${name} suburb`, city: 'Johannesburg', ...point })
    .returning({ id: addresses.id });
  const [w] = await db
    .insert(workshops)
    .values({
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
      addressId: a!.id,
      ...point,
      // The map's suburb and city are kept on the workshop with its point (decision 018).
      suburb: `${name} suburb`,
      city: 'Johannesburg',
      kinds,
      regionId,
      organizationId,
    })
    .returning({ id: workshops.id });
  return w!.id;
}

/** A point `km` kilometres due east of HOME. */
const east = (km: number) => ({
  lat: HOME.lat,
  lng: HOME.lng + km / (111.195 * Math.cos((HOME.lat * Math.PI) / 180)),
});

beforeAll(async () => {
  const v = await db
    .insert(vehicles)
    .values([
      {
        year: 2021,
        brand: 'Toyota',
        range: 'Hilux',
        model: 'Hilux 2.8 GD-6',
        bodyType: 'Double cab',
        classType: 'LCV',
        searchText: 'toyota hilux 2021',
      },
      {
        year: 2020,
        brand: 'Toyota',
        range: 'Corolla',
        model: 'Corolla 1.8',
        bodyType: 'Sedan',
        classType: 'Passenger',
        searchText: 'toyota corolla 2020',
      },
    ])
    .returning({ id: vehicles.id, uniqueId: vehicles.uniqueId });
  [hilux, corolla] = v as [typeof hilux, typeof hilux];
  const [r] = await db
    .insert(regions)
    .values({ name: 'Johannesburg North', province: 'Gauteng', metro: 'Johannesburg', coordinates: [HOME] })
    .returning({ id: regions.id });
  regionId = r!.id;

  const [trunk] = await db
    .insert(repairItemTemplates)
    .values({ quoteKind: 'service', name: 'Services', icon: 'calendar', leaf: false })
    .returning({ id: repairItemTemplates.id });
  const leaves = await db
    .insert(repairItemTemplates)
    .values([
      { quoteKind: 'service', parentId: trunk!.id, name: 'Minor service', leaf: true, sortOrder: 0 },
      {
        quoteKind: 'service',
        parentId: trunk!.id,
        name: 'Scheduled manufacturer service',
        leaf: true,
        hasQuery: true,
        query: 'Which service is due?',
        sortOrder: 1,
      },
      { quoteKind: 'repair', name: 'Front brake pads', leaf: true },
    ])
    .returning({ id: repairItemTemplates.id });
  [minor, scheduled, brakes] = leaves.map((l) => l.id) as [string, string, string];
  await db.insert(repairItemTemplateItems).values({ repairItemTemplateId: minor, description: 'Oil filter' });

  for (const [i, km] of [2, 5, 9].entries())
    near.push(await addWorkshop(`Near ${i}`, east(km), ['service', 'repair', 'policy']));
  far = await addWorkshop('Far Cape Town', { lat: -33.92, lng: 18.42 }, ['service', 'repair']);
  bodyShop = await addWorkshop('Panel beater', east(3), ['bodyExternal']);
  const staff = await createUser(db);
  workshopStaffEmail = staff.email;
  await db.insert(workshopUsers).values({ userId: staff.id, workshopId: near[0]! });
});

const dates = () => [listAllowedDates(new Date())[0]!];

function body(over: Record<string, unknown> = {}) {
  const email = `guest-${Math.random().toString(36).slice(2, 8)}@example.co.za`;
  return {
    quoteType: 'SMC_Service',
    vehicleId: String(hilux.id),
    vehicleMileage: 50_000,
    items: [{ id: minor, name: 'Minor service' }],
    partsPreference: "I don't mind",
    address: {
      placeId: 'p1',
      suburb: 'Ferndale',
      city: 'Randburg',
      province: 'Gauteng',
      postalCode: '2194',
      ...HOME,
    },
    travelDistance: 20,
    regionIds: [regionId],
    quoteRequestWorkshopMappings: [{ workshopId: near[0] }, { workshopId: near[1] }],
    datesRequested: dates(),
    notes: 'Please call before starting.',
    firstName: 'Guest',
    lastName: 'Person',
    email,
    confirmEmail: email,
    phone: '082 555 0101',
    acceptTerms: true,
    ...over,
  };
}

type Headers = Record<string, string>;

async function submit(
  payload: Record<string, unknown>,
  headers: Headers = {},
  withBotCheck = !headers.authorization,
) {
  const altcha = withBotCheck && payload.altcha === undefined ? await solveBotCheck(app) : payload.altcha;
  return app.inject({
    method: 'POST',
    url: '/api/QuoteRequests/PostQuoteRequest',
    headers,
    payload: { ...payload, ...(altcha ? { altcha } : {}) },
  });
}

type Part = string | { name: string; bytes: Buffer; type?: string };

async function multipart(fields: Record<string, Part | Part[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'object')
        form.append(
          key,
          new Blob([new Uint8Array(v.bytes)], { type: v.type ?? 'application/octet-stream' }),
          v.name,
        );
      else form.append(key, v);
    }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

const postForm = (form: Awaited<ReturnType<typeof multipart>>) =>
  app.inject({
    method: 'POST',
    url: '/api/QuoteRequests/PostQuoteRequest',
    headers: form.headers,
    payload: form.payload,
  });

const errorsOf = (res: { json: () => { errors?: Record<string, string[]> } }) => res.json().errors ?? {};

// ---------------------------------------------------------------- lookups

describe('lookups', () => {
  it('lists the regions and the repair-item tree of a quote type (trunks holding leaves)', async () => {
    const regionsRes = await app.inject({ method: 'GET', url: '/api/regions' });
    expect(regionsRes.statusCode).toBe(200);
    expect(regionsRes.json()[0]).toMatchObject({ id: regionId, name: 'Johannesburg North' });

    const tree = await app.inject({ method: 'GET', url: '/api/repairItems?quoteType=SMC_Service' });
    expect(tree.statusCode).toBe(200);
    const [services] = tree.json();
    expect(services).toMatchObject({ name: 'Services', trunk: true, leaf: false, icon: 'calendar' });
    expect(services.children.map((c: { name: string }) => c.name)).toEqual([
      'Minor service',
      'Scheduled manufacturer service',
    ]);
    expect(services.children[0].repairItemTemplateItems).toEqual([{ description: 'Oil filter' }]);
    expect(services.children[1]).toMatchObject({ hasQuery: true, query: 'Which service is due?' });

    const repair = await app.inject({ method: 'GET', url: '/api/repairItems?quoteType=WBC_Repair' });
    expect(repair.json().map((n: { name: string }) => n.name)).toEqual(['Front brake pads']);
    const bad = await app.inject({ method: 'GET', url: '/api/repairItems?quoteType=Nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers regions and repair items with an ETag, and 304 when the browser has them', async () => {
    for (const url of ['/api/regions', '/api/repairItems?quoteType=SMC_Service']) {
      const first = await app.inject({ method: 'GET', url });
      const tag = first.headers.etag as string;
      expect(tag, url).toMatch(/^"[^"]+"$/);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    // A changed list has a new tag: the browser's copy is refreshed.
    const before = (await app.inject({ method: 'GET', url: '/api/regions' })).headers.etag as string;
    await db
      .insert(regions)
      .values({ name: 'Zz Etag Test', province: 'Gauteng', metro: 'Johannesburg', coordinates: [HOME] });
    // The kept list is dropped when the change's notice arrives (decision 081).
    await readModelsSettled(t);
    const after = await app.inject({
      method: 'GET',
      url: '/api/regions',
      headers: { 'if-none-match': before },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    await db.delete(regions).where(eq(regions.name, 'Zz Etag Test'));
  });

  it('finds the workshops of a kind within the radius only, nearest first, with distances', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&lat=${HOME.lat}&lng=${HOME.lng}&radius=6`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.map((w: { workshopId: string }) => w.workshopId)).toEqual([near[0], near[1]]);
    expect(list[0]).toMatchObject({
      name: 'Near 0',
      regionIds: [regionId],
      suburb: 'Near 0 suburb',
      referenceNumber: 0,
      isOrganization: false,
    });
    expect(list[0].straightLineKm).toBeCloseTo(2, 1);
    expect(list[0].distanceText).toMatch(/km$/);
    expect(list[0].durationText).toMatch(/min/);

    // Every kind answers only its own workshops; without a point, all of them.
    const body = await app.inject({
      method: 'GET',
      url: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=WBC_BodyExternal&lat=${HOME.lat}&lng=${HOME.lng}&radius=50`,
    });
    expect(body.json().map((w: { workshopId: string }) => w.workshopId)).toEqual([bodyShop]);
    const all = await app.inject({
      method: 'GET',
      url: '/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Repair',
    });
    expect(all.json().map((w: { workshopId: string }) => w.workshopId)).toEqual(
      expect.arrayContaining([...near, far]),
    );
  });

  it('keeps a workshop in the corner of the search box but outside the circle out', async () => {
    // 9 km north-east and 9 km east-north... a point 8 km east and 8 km north is 11.3 km away: inside
    // the 10 km box, outside the 10 km circle.
    const dLat = 8 / 111.195;
    const corner = { lat: HOME.lat + dLat, lng: east(8).lng };
    const id = await addWorkshop('Corner', corner, ['wheelsTyres']);
    expect(distanceKm(HOME, corner)).toBeGreaterThan(10);
    await readModelsSettled(t);
    const res = await app.inject({
      method: 'GET',
      url: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=WBC_WheelsTyres&lat=${HOME.lat}&lng=${HOME.lng}&radius=10`,
    });
    expect(res.json()).toEqual([]);
    const wider = await app.inject({
      method: 'GET',
      url: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=WBC_WheelsTyres&lat=${HOME.lat}&lng=${HOME.lng}&radius=12`,
    });
    expect(wider.json().map((w: { workshopId: string }) => w.workshopId)).toEqual([id]);
  });

  it('answers exactly the workshops inside the circle, nearest first, the 100 nearest when there are more', async () => {
    // 240 workshops scattered up to about 45 km around a point in Durban (no other test's workshops near),
    // every third of another kind; the answer must match the great-circle distance worked out here.
    const durban = { lat: -29.8587, lng: 31.0218 };
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const points = Array.from({ length: 240 }, (_, i) => ({
      lat: durban.lat + (random() - 0.5) * 0.8,
      lng: durban.lng + (random() - 0.5) * 0.9,
      kinds: i % 3 === 0 ? ['bodyExternal'] : ['service', 'repair'],
    }));
    const made = await db
      .insert(addresses)
      .values(points.map((p, i) => ({ suburb: `Scatter ${i}`, city: 'Durban', lat: p.lat, lng: p.lng })))
      .returning({ id: addresses.id });
    const ids = await db
      .insert(workshops)
      .values(
        points.map((p, i) => ({
          name: `Scatter ${i}`,
          slug: `scatter-${i}-${Math.random().toString(36).slice(2, 8)}`,
          addressId: made[i]!.id,
          lat: p.lat,
          lng: p.lng,
          suburb: `Scatter ${i}`,
          city: 'Durban',
          kinds: p.kinds,
        })),
      )
      .returning({ id: workshops.id });
    await readModelsSettled(t);
    const expected = (radius: number) =>
      points
        .map((p, i) => ({ id: ids[i]!.id, km: distanceKm(durban, p), kinds: p.kinds }))
        .filter((w) => w.kinds.includes('service') && w.km <= radius)
        .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1));
    for (const radius of [5, 15, 30, 50]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&lat=${durban.lat}&lng=${durban.lng}&radius=${radius}`,
      });
      const list: { workshopId: string; straightLineKm: number; suburb: string; city: string }[] = res.json();
      const want = expected(radius).slice(0, 100);
      expect(want.length, `radius ${radius}`).toBeGreaterThan(0);
      expect(
        list.map((w) => w.workshopId),
        `radius ${radius}`,
      ).toEqual(want.map((w) => w.id));
      expect(list.at(-1)!.straightLineKm).toBeLessThanOrEqual(radius);
      expect(list[0]).toMatchObject({ suburb: expect.stringMatching(/^Scatter \d+$/), city: 'Durban' });
    }
    // 50 km holds more than 100 of them: the map gets the 100 nearest.
    expect(expected(50).length).toBeGreaterThan(100);
  });

  it('refuses a radius over 50 km, half a point and words', async () => {
    for (const query of [
      `quoteType=SMC_Service&lat=${HOME.lat}&lng=${HOME.lng}&radius=51`,
      `quoteType=SMC_Service&lat=${HOME.lat}`,
      'quoteType=SMC_Service&lat=abc&lng=1',
      `quoteType=SMC_Service&lat=${HOME.lat}&lng=${HOME.lng}&radius=0`,
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/PublicWorkshop/GetWorkshopAddresses?${query}`,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("lists an organisation's own workshops to its users, searched by name, in pages of 8", async () => {
    const user = await createSignedInUser(t, { organisation: { branches: ['Midrand'] } });
    for (let i = 0; i < 10; i++)
      await addWorkshop(
        `Fleet bay ${String(i).padStart(2, '0')}`,
        east(30 + i),
        ['service'],
        user.organizationId,
      );
    const page1 = await app.inject({
      method: 'GET',
      url: '/api/PublicWorkshop/GetOrganisationWorkshops?quoteType=WBC_Service',
      headers: user.headers,
    });
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json()).toMatchObject({ totalDisplayItems: 10, page: 1, itemsPerPage: 8 });
    expect(page1.json().items).toHaveLength(8);
    expect(page1.json().items[0].isOrganization).toBe(true);
    const page2 = await app.inject({
      method: 'GET',
      url: '/api/PublicWorkshop/GetOrganisationWorkshops?quoteType=WBC_Service&page=2',
      headers: user.headers,
    });
    expect(page2.json().items).toHaveLength(2);
    const search = await app.inject({
      method: 'GET',
      url: '/api/PublicWorkshop/GetOrganisationWorkshops?quoteType=WBC_Service&search=bay%2003',
      headers: user.headers,
    });
    expect(search.json().items.map((w: { name: string }) => w.name)).toEqual(['Fleet bay 03']);
    const customer = await createSignedInUser(t);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/PublicWorkshop/GetOrganisationWorkshops?quoteType=WBC_Service',
      headers: customer.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

// ---------------------------------------------------------------- submit

describe('PostQuoteRequest: a guest', () => {
  it('creates the request with a reference, links it to an unconfirmed customer and mails after commit', async () => {
    const b = body();
    const res = await submit(b);
    expect(res.statusCode, res.body).toBe(201);
    const { status, data } = res.json();
    expect(status).toBe(201);
    expect(data.reference).toMatch(/^MW-\d{4}-\d{4}$/);
    expect(data.isFulfilled).toBe(false);

    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.uniqueId, data.uniqueId));
    expect(row).toMatchObject({
      quoteType: 'Service - SMC_Service',
      vehicleName: '2021 Toyota Hilux 2.8 GD-6',
    });
    const [owner] = await db.select().from(users).where(eq(users.id, row!.userId!));
    expect(owner).toMatchObject({
      email: b.email,
      passwordHash: null,
      emailConfirmedAt: null,
      firstName: 'Guest',
    });

    const confirmation = await lastMailTo(t, b.email, data.reference);
    expect(confirmation?.text).toContain(
      `/quotes/${data.uniqueId}?emailAddress=${encodeURIComponent(b.email)}`,
    );
    const workshopMail = await lastMailTo(t, workshopStaffEmail, data.reference);
    expect(workshopMail?.text).toContain('Minor service');

    // A second request with the same address joins the same account.
    const again = await submit(
      body({
        email: b.email,
        confirmEmail: b.email,
        quoteType: 'SMC_Repair',
        items: [{ id: brakes, name: 'x' }],
      }),
    );
    expect(again.statusCode, again.body).toBe(201);
    const rows = await db.select().from(quoteRequests).where(eq(quoteRequests.userId, row!.userId!));
    expect(rows).toHaveLength(2);
  });

  it('sends no mail when the request is refused (nothing is committed)', async () => {
    const b = body({ notes: 'x'.repeat(501) });
    const res = await submit(b);
    expect(res.statusCode).toBe(400);
    await t.runJobs();
    const mails = await db.select().from(devMails).where(sql`lower(${devMails.to}) = ${b.email}`);
    expect(mails).toEqual([]);
  });

  it('refuses a missing, reused, forged and expired bot check, each with its own sentence', async () => {
    const missing = await submit(body(), {}, false);
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing).altcha).toEqual(['Please complete the bot check.']);

    const solution = await solveBotCheck(app);
    expect((await submit(body({ altcha: solution }))).statusCode).toBe(201);
    const reused = await submit(body({ altcha: solution }));
    expect(errorsOf(reused).altcha).toEqual(['This bot check was already used. Please try again.']);

    const decoded = JSON.parse(Buffer.from(await solveBotCheck(app), 'base64').toString());
    decoded.solution.counter = (decoded.solution.counter ?? 0) + 1;
    decoded.challenge.parameters.counter = (decoded.challenge.parameters?.counter ?? 0) + 1;
    const forged = await submit(body({ altcha: Buffer.from(JSON.stringify(decoded)).toString('base64') }));
    expect(errorsOf(forged).altcha).toEqual(['The bot check could not be verified. Please try again.']);
    const garbage = await submit(body({ altcha: 'not-a-solution' }));
    expect(errorsOf(garbage).altcha).toEqual(['The bot check could not be verified. Please try again.']);

    const late = await solveBotCheck(app);
    const realNow = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(realNow + 11 * 60 * 1000);
    try {
      const expired = await submit(body({ altcha: late }));
      expect(errorsOf(expired).altcha).toEqual(['The bot check expired. Please try again.']);
    } finally {
      spy.mockRestore();
    }
  });

  it('is told only of the duplicate choices a guest has', async () => {
    const request = body({ email: 'twice.guest@example.co.za', confirmEmail: 'twice.guest@example.co.za' });
    expect((await submit({ ...request, forceDuplicate: true })).statusCode).toBe(201);
    const again = await submit(request);
    expect(again.statusCode).toBe(400);
    expect(errorsOf(again).Duplicate?.[0]).toMatch(
      /^A similar request \(MW-\d{4}-\d{4,6}\) was submitted on .+ and is still open\. View your previous requests or keep both\.$/,
    );
  });

  it("'2' mails a guest the links to their open requests, and tells anyone asking the same", async () => {
    const email = 'previous.guest@example.co.za';
    const first = await submit(body({ email, confirmEmail: email }));
    expect(first.statusCode).toBe(201);
    const { reference, uniqueId } = first.json().data;
    const ask = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/QuoteRequests/EmailPreviousRequests',
        payload: { email: address },
      });

    const answer = await ask(email.toUpperCase());
    expect(answer.statusCode).toBe(202);
    expect(answer.json().data.message).toBe(
      `If ${email.toUpperCase()} has open requests with us, we have e-mailed it a link to each of them.`,
    );
    const mail = await lastMailTo(t, email, 'Your open quote requests');
    expect(mail?.text).toContain(`${reference}, 2021 Toyota Hilux 2.8 GD-6, asked on`);
    expect(mail?.text).toContain(`/quotes/${uniqueId}?emailAddress=${encodeURIComponent(email)}`);

    // An address with no open request gets the same answer, and no mail.
    const stranger = 'nobody.here@example.co.za';
    const none = await ask(stranger);
    expect(none.statusCode).toBe(202);
    expect(none.json().data.message).toContain(stranger);
    expect(await lastMailTo(t, stranger)).toBeFalsy();
    // Not an e-mail address: the field's message.
    expect(errorsOf(await ask('not-an-address')).email?.[0]).toBeTruthy();
  });

  it('may not ask to replace an earlier request', async () => {
    const res = await submit(body({ cancelDuplicate: true }));
    expect(errorsOf(res).cancelDuplicate).toEqual([
      'Only a signed-in customer can replace an earlier request. Sign in, or keep both requests.',
    ]);
  });
});

describe('PostQuoteRequest: the rules of steps 1 to 4, with the spec messages', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['mileage required', { vehicleMileage: '' }, 'vehicleMileage', messages.required()],
    ['mileage numeric', { vehicleMileage: '12a' }, 'vehicleMileage', messages.numeric('Mileage')],
    ['mileage 6 characters', { vehicleMileage: '1000001' }, 'vehicleMileage', messages.max('Mileage', 6)],
    ['an item', { items: [] }, 'items', UI_MESSAGES.noItems],
    [
      'query answer',
      { items: [{ id: scheduledId(), name: 'x' }] },
      'items.0.queryAnswer',
      messages.required(),
    ],
    [
      'query answer length',
      { items: [{ id: scheduledId(), name: 'x', queryAnswer: 'a'.repeat(501) }] },
      'items.0.queryAnswer',
      messages.max('Answer', 500),
    ],
    [
      'original parts evidence',
      { partsPreference: 'Original parts' },
      'vehicleVinNumber',
      messages.anyRequired(),
    ],
    ['VIN check', { vehicleVinNumber: 'AHTKB3CD3026451IQ' }, 'vehicleVinNumber', messages.vin()],
    ['parts preference', { partsPreference: 'Cheap' }, 'partsPreference', messages.arrayRequired()],
    ['address', { address: null }, 'address', UI_MESSAGES.searchAddressAbove],
    ['travel distance', { travelDistance: 55 }, 'travelDistance', messages.maxValue('Travel distance', 51)],
    [
      'a workshop',
      { quoteRequestWorkshopMappings: [] },
      'quoteRequestWorkshopMappings',
      UI_MESSAGES.noWorkshop,
    ],
    ['a date', { datesRequested: [] }, 'datesRequested', UI_MESSAGES.noDate],
    ['a weekday', { datesRequested: ['2030-01-05'] }, 'datesRequested', UI_MESSAGES.noDate],
    ['notes', { notes: 'n'.repeat(501) }, 'notes', messages.max('Notes', 500)],
    ['first name', { firstName: '' }, 'firstName', messages.required()],
    ['surname', { lastName: '' }, 'lastName', messages.required()],
    ['email', { email: 'nope' }, 'email', messages.email('Email')],
    ['confirm email', { confirmEmail: 'other@example.co.za' }, 'confirmEmail', CONFIRM_EMAIL_MESSAGE],
    ['phone', { phone: '12345' }, 'phone', messages.phone()],
    ['terms', { acceptTerms: false }, 'acceptTerms', ACCEPT_TERMS_MESSAGE],
    ['business name', { isForBusiness: true, businessAddress: null }, 'businessName', messages.required()],
    ['vehicle', { vehicleId: null }, 'vehicleId', messages.vehicleRequired('Vehicle')],
    ['unknown vehicle', { vehicleId: '99999999' }, 'vehicleId', messages.vehicleRequired('Vehicle')],
    ['manual vehicle', { vehicleId: null, vehicle: { brand: 'Opel' } }, 'vehicle.range', messages.required()],
    ['quote type', { quoteType: 'Anything' }, 'quoteType', messages.arrayRequired()],
    [
      'item of another kind',
      { items: [{ id: brakesId(), name: 'x' }] },
      'items.0.id',
      'This service or repair is not offered for this request type.',
    ],
    [
      'workshop of another kind',
      { quoteRequestWorkshopMappings: [{ workshopId: bodyShopId() }] },
      'quoteRequestWorkshopMappings',
      'A chosen workshop does not take this type of request.',
    ],
    [
      'workshop too far',
      { quoteRequestWorkshopMappings: [{ workshopId: farId() }] },
      'quoteRequestWorkshopMappings',
      'A chosen workshop is further away than your travel distance.',
    ],
  ];
  function scheduledId() {
    return '__scheduled__';
  }
  function brakesId() {
    return '__brakes__';
  }
  function bodyShopId() {
    return '__bodyshop__';
  }
  function farId() {
    return '__far__';
  }
  const fill = (value: unknown): unknown => {
    if (value === '__scheduled__') return scheduled;
    if (value === '__brakes__') return brakes;
    if (value === '__bodyshop__') return bodyShop;
    if (value === '__far__') return far;
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };

  it.each(cases)('%s', async (_name, over, key, message) => {
    const res = await submit(body(fill(over) as Record<string, unknown>), {}, false);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorsOf(res)[key], res.body).toContain(message);
  });

  it('collects every problem in one answer', async () => {
    const res = await submit(
      body({ items: [], datesRequested: [], phone: 'x', acceptTerms: false }),
      {},
      false,
    );
    expect(Object.keys(errorsOf(res))).toEqual(
      expect.arrayContaining(['items', 'datesRequested', 'phone', 'acceptTerms', 'altcha']),
    );
  });

  it('collects every problem in one answer when what the request is for is wrong too', async () => {
    const res = await submit(
      body({
        quoteType: 'Nonsense',
        vehicleId: undefined,
        vehicleMileage: -5,
        address: null,
        email: 'not-an-email',
      }),
      {},
      false,
    );
    expect(res.statusCode).toBe(400);
    const errors = errorsOf(res);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['quoteType', 'vehicleId', 'vehicleMileage', 'address', 'email', 'altcha']),
    );
    // Only the fields that are wrong: the items, dates and workshops given are not blamed.
    expect(Object.keys(errors)).not.toEqual(expect.arrayContaining(['items']));
    expect(errors).not.toHaveProperty('datesRequested');
  });

  it('accepts the answer to a query item, and a hand-entered vehicle', async () => {
    const res = await submit(
      body({
        vehicleId: null,
        vehicle: {
          brand: "Opel's",
          range: 'Corsa',
          model: 'Corsa 1.4',
          capacity: '1.4',
          year: 2015,
          transmissionType: 'Manual',
          fuelType: 'Petrol',
          driveType: 'Front wheel drive',
        },
        items: [{ id: scheduled, name: 'renamed by client', queryAnswer: '60 000 km service' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.uniqueId, res.json().data.uniqueId));
    expect(row!.vehicleName).toBe('2015 Opels Corsa 1.4');
    const [item] = await db
      .select()
      .from(quoteRequestItems)
      .where(eq(quoteRequestItems.quoteRequestId, row!.id));
    expect(item).toMatchObject({
      name: 'Scheduled manufacturer service',
      hasQuery: true,
      queryAnswer: '60 000 km service',
    });
  });
});

describe('PostQuoteRequest: multipart', () => {
  it('takes the request as a JSON field with attachment rows and a licence-disk photo, checked by content', async () => {
    const b = body({ partsPreference: 'Original parts', attachments: [{ index: 0 }, { index: 1 }] });
    const form = await multipart({
      quoteRequest: JSON.stringify(b),
      altcha: await solveBotCheck(app),
      attachmentFiles: [
        { name: 'quote.pdf', bytes: PDF, type: 'application/pdf' },
        { name: 'photo.png', bytes: PNG, type: 'image/png' },
      ],
      LicenseDiskPhoto: { name: 'disk.png', bytes: PNG, type: 'image/png' },
    });
    const res = await postForm(form);
    expect(res.statusCode, res.body).toBe(201);
    const view = await app.inject({
      method: 'GET',
      url: `/api/QuoteRequests/GetQuoteRequest/${res.json().data.uniqueId}?emailAddress=${encodeURIComponent(b.email)}`,
    });
    expect(view.json()).toMatchObject({
      hasLicenseDiskPhoto: true,
      attachments: [
        { index: 0, fileName: 'quote.pdf', mimeType: 'application/pdf' },
        { index: 1, fileName: 'photo.png', mimeType: 'image/png' },
      ],
    });
  });

  it('keeps no bytes of a request that could not be stored (written before the transaction, removed after)', async () => {
    const stored = () =>
      fs.readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    const before = stored().length;
    const b = body({ attachments: [{ index: 0 }] });
    const form = await multipart({
      quoteRequest: JSON.stringify(b),
      altcha: await solveBotCheck(app),
      attachmentFiles: [{ name: 'quote.pdf', bytes: PDF, type: 'application/pdf' }],
      LicenseDiskPhoto: { name: 'disk.png', bytes: PNG, type: 'image/png' },
    });
    // The transaction fails after both files' bytes are written.
    const failure = vi.spyOn(places, 'newAddress').mockImplementationOnce(() => {
      throw new Error('the database went away');
    });
    const res = await postForm(form);
    failure.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(stored().length).toBe(before);
    expect(await db.select().from(quoteRequests).where(eq(quoteRequests.email, b.email))).toEqual([]);
  });

  it('refuses a row without its file, a file that is not what its name says, and a photo that is no image', async () => {
    const form = await multipart({
      quoteRequest: JSON.stringify(body({ attachments: [{ index: 0 }, { index: 1 }, { index: 2 }] })),
      attachmentFiles: [
        { name: 'fake.png', bytes: PDF, type: 'image/png' },
        { name: 'program.exe', bytes: PNG },
      ],
      LicenseDiskPhoto: { name: 'disk.pdf', bytes: PDF, type: 'application/pdf' },
    });
    const res = await postForm(form);
    expect(res.statusCode).toBe(400);
    const errors = errorsOf(res);
    expect(errors['attachments.0']).toEqual([messages.image('Attachment')]);
    expect(errors['attachments.1']).toEqual([messages.ext('Attachment')]);
    expect(errors['attachments.2']).toEqual([messages.required()]);
    expect(errors.LicenseDiskPhoto).toEqual([messages.image('License disk photo')]);
  });

  it('reads the request from a JSON blob part too, with the bot check as a flattened field', async () => {
    const b = body();
    const form = await multipart({
      quoteRequest: { name: 'blob', bytes: Buffer.from(JSON.stringify(b)), type: 'application/json' },
      altcha: await solveBotCheck(app),
    });
    const res = await postForm(form);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers 400 to a quoteRequest field that is not JSON', async () => {
    const form = await multipart({ quoteRequest: '{not json' });
    const res = await postForm(form);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a flattened text field longer than 4000 characters, naming it, rather than dropping it', async () => {
    const form = await multipart({
      quoteRequest: JSON.stringify(body()),
      altcha: await solveBotCheck(app),
      notes: 'n'.repeat(4001),
    });
    const res = await postForm(form);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: VALIDATION_MESSAGE,
      errors: { notes: [messages.max('notes', 4000)] },
    });
  });
});

// ---------------------------------------------------------------- duplicates

describe('duplicates', () => {
  it('names the earlier request; forceDuplicate keeps both; cancelDuplicate replaces it in one go', async () => {
    const user = await createSignedInUser(t);
    const first = await submit(body(), user.headers);
    expect(first.statusCode, first.body).toBe(201);
    const { reference } = first.json().data;

    const dup = await submit(body(), user.headers);
    expect(dup.statusCode).toBe(400);
    expect(errorsOf(dup).Duplicate?.[0]).toContain(reference);
    expect(errorsOf(dup).Duplicate?.[0]).toMatch(
      /A similar request \(MW-\d{4}-\d{4}\) was submitted on \d{2}\/\d{2}\/\d{4}/,
    );

    // Another kind of work or other items is no duplicate.
    const repair = await submit(
      body({ quoteType: 'SMC_Repair', items: [{ id: brakes, name: 'x' }] }),
      user.headers,
    );
    expect(repair.statusCode, repair.body).toBe(201);

    const both = await submit(body({ forceDuplicate: true }), user.headers);
    expect(both.statusCode).toBe(201);

    const replace = await submit(body({ cancelDuplicate: true }), user.headers);
    expect(replace.statusCode, replace.body).toBe(201);
    const mine = await db.select().from(quoteRequests).where(eq(quoteRequests.userId, user.id));
    const statusOf = (ref: string) => mine.find((r) => r.reference === ref)?.quoteRequestStatus;
    expect(statusOf(reference)).toBe(1);
    expect(statusOf(both.json().data.reference)).toBe(1);
    expect(statusOf(replace.json().data.reference)).toBe(0);
    expect(mine.find((r) => r.reference === reference)?.quoteRequestStatusUsername).toBe(user.email);
  });

  it('answers DuplicateQuote when the earlier request has a booked quote, and never cancels it', async () => {
    const user = await createSignedInUser(t);
    const first = await submit(body(), user.headers);
    const [row] = await db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, first.json().data.reference));
    await db.insert(quotes).values({
      quoteRequestId: row!.id,
      workshopId: near[0]!,
      reference: `Q-${row!.reference}`,
      quoteStatus: QuoteStatus.Booked,
      isVatRegistered: true,
    });
    const dup = await submit(body(), user.headers);
    expect(errorsOf(dup)).toEqual({ DuplicateQuote: [UI_MESSAGES.duplicateQuote] });
    const cancel = await submit(body({ cancelDuplicate: true }), user.headers);
    expect(errorsOf(cancel)).toEqual({ DuplicateQuote: [UI_MESSAGES.duplicateQuote] });
    const keep = await submit(body({ forceDuplicate: true }), user.headers);
    expect(keep.statusCode).toBe(201);
  });

  it('knows a guest by their e-mail address', async () => {
    const b = body();
    expect((await submit(b)).statusCode).toBe(201);
    const dup = await submit({ ...b });
    expect(errorsOf(dup).Duplicate).toHaveLength(1);
    // The duplicate answer does not spend the bot check's solution.
    const altcha = await solveBotCheck(app);
    expect(errorsOf(await submit({ ...b, altcha })).Duplicate).toHaveLength(1);
    expect((await submit({ ...b, altcha, forceDuplicate: true })).statusCode).toBe(201);
  });
});

// ---------------------------------------------------------------- who may ask for what, and see it

async function garageVehicle(userId: string, branchId: string | null, policyStatus?: string) {
  const [cv] = await db
    .insert(customerVehicles)
    .values({ userId, organizationBranchId: branchId, vehicleId: hilux.id, vehicleMileage: 60_000 })
    .returning({ id: customerVehicles.id });
  if (policyStatus)
    await db
      .insert(innovationPolicies)
      .values({ customerVehicleId: cv!.id, policyCode: 'POL-1', policyStatus });
  return cv!.id;
}

describe('quote types, garage vehicles and organisations', () => {
  it('uses a garage vehicle of the caller (its mileage is the minimum); someone else’s is 404', async () => {
    const user = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const mine = await garageVehicle(user.id, null);
    const low = await submit(
      body({ vehicleId: null, vehicleMappingId: mine, vehicleMileage: 59_999 }),
      user.headers,
    );
    expect(errorsOf(low).vehicleMileage).toEqual([messages.minValue('Mileage', 60_000)]);
    const ok = await submit(
      body({ vehicleId: null, vehicleMappingId: mine, vehicleMileage: 61_000 }),
      user.headers,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const theirs = await submit(
      body({ vehicleId: null, vehicleMappingId: mine, vehicleMileage: 61_000 }),
      other.headers,
    );
    expect(theirs.statusCode).toBe(404);
    const guest = await submit(body({ vehicleId: null, vehicleMappingId: mine }));
    expect(guest.statusCode).toBe(404);
  });

  it('offers the policy claim only for a garage vehicle in policy-quote mode, instead of service and repair', async () => {
    const user = await createSignedInUser(t);
    const insured = await garageVehicle(user.id, null, 'ACTIVE POLICY');
    const expired = await garageVehicle(user.id, null, 'EXPIRED POLICY');
    const policy = (mapping: string | null) =>
      submit(
        body({
          quoteType: 'IGS_Policy',
          vehicleId: mapping ? null : String(hilux.id),
          vehicleMappingId: mapping,
          vehicleMileage: 70_000,
          items: [],
        }),
        user.headers,
      );
    expect(errorsOf(await policy(null)).quoteType).toEqual([POLICY_VEHICLE_REQUIRED_MESSAGE]);
    expect(errorsOf(await policy(expired)).quoteType).toEqual([POLICY_VEHICLE_REQUIRED_MESSAGE]);
    expect(errorsOf(await policy(insured)).quoteType).toBeUndefined();
    const service = await submit(
      body({ vehicleId: null, vehicleMappingId: insured, vehicleMileage: 70_000 }),
      user.headers,
    );
    expect(errorsOf(service).quoteType).toEqual(['This request type is not offered for this vehicle.']);
  });

  it('takes the branch from an organisation user, and their category must allow the quote type', async () => {
    const user = await createSignedInUser(t, { organisation: { branches: ['Midrand', 'Cape Town'] } });
    const wbc = (over: Record<string, unknown>) =>
      submit(body({ quoteType: 'WBC_Service', requestCategory: 'AAA', ...over }), user.headers);
    expect(errorsOf(await wbc({ requestCategory: null })).requestCategory).toEqual([
      messages.arrayRequired(),
    ]);
    expect(errorsOf(await wbc({ requestCategory: 'Finance Recon 2' })).quoteType).toEqual([
      'Get Multiple Service Quotes is not part of the Finance Recon 2 category.',
    ]);
    expect(errorsOf(await wbc({ quoteType: 'SMC_Service' })).quoteType).toEqual([
      'This request type is not offered for this vehicle.',
    ]);
    expect(errorsOf(await wbc({ quoteType: 'IGS_Service' })).quoteType).toHaveLength(1);
    // The organisation joins the insurance programme (decision 060: a membership row).
    await db
      .insert(organizationProgrammes)
      .values({ organizationId: user.organizationId!, programmeKey: 'insurance' });
    expect(
      errorsOf(await wbc({ quoteType: 'IGS_Service', items: [{ id: brakes }] })).quoteType,
    ).toBeUndefined();

    // An organisation's own workshop may be far away; dates from today; no service reminder.
    const own = await addWorkshop('Own bay', east(45), ['service'], user.organizationId);
    const ok = await wbc({
      quoteRequestWorkshopMappings: [{ workshopId: own }, { workshopId: near[0] }],
      serviceReminder: true,
      includeAdminFee: true,
      firstName: null,
      lastName: null,
      confirmEmail: null,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.uniqueId, ok.json().data.uniqueId));
    expect(row).toMatchObject({
      organizationBranchId: user.branchIds[0],
      requestCategory: 'AAA',
      serviceReminder: false,
      includeAdminFee: true,
      email: user.email,
      quoteType: 'Service - WBC_Service',
    });
  });
});

describe('reading requests', () => {
  it('shows a guest request to the right e-mail only; wrong e-mail, other customers and strangers get 404', async () => {
    const b = body();
    const res = await submit(b);
    const id = res.json().data.uniqueId;
    const get = (query: string, headers: Headers = {}) =>
      app.inject({ method: 'GET', url: `/api/QuoteRequests/GetQuoteRequest/${id}${query}`, headers });
    const right = await get(`?emailAddress=${encodeURIComponent(b.email.toUpperCase())}`);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({
      reference: res.json().data.reference,
      quoteRequestStatus: 0,
      vehicle: { brand: 'Toyota' },
      requestItems: [{ name: 'Minor service' }],
      quoteRequestWorkshopMappings: [{ workshopName: 'Near 0' }, { workshopName: 'Near 1' }],
      applicationUser: { email: b.email, firstName: 'Guest' },
      address: { suburb: 'Ferndale' },
      datesRequested: b.datesRequested,
    });
    expect((await get('?emailAddress=someone.else@example.co.za')).statusCode).toBe(404);
    expect((await get('')).statusCode).toBe(404);
    const other = await createSignedInUser(t);
    expect((await get('', other.headers)).statusCode).toBe(404);
    expect((await get('?emailAddress=x', {})).statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/QuoteRequests/GetQuoteRequest/not-a-uuid' });
    expect(bad.statusCode).toBe(404);
  });

  it("keeps a branch's requests within the organisation, lists them and their workshops, and completes once", async () => {
    const a = await createSignedInUser(t, { organisation: { branches: ['North', 'South'] } });
    const colleague = await createUser(db);
    // A colleague in the same organisation and branch.
    const { joinOrganisation, signIn } = await import('./helpers');
    await joinOrganisation(db, colleague.id, a.organizationId!, [a.branchIds[0]!]);
    const colleagueSession = await signIn(app, colleague.email);
    const stranger = await createSignedInUser(t, { organisation: { branches: ['Elsewhere'] } });

    const created = await submit(
      body({ quoteType: 'WBC_Service', requestCategory: 'Repairs', vehicleId: String(corolla.id) }),
      a.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { uniqueId } = created.json().data;
    const read = (headers: Headers) =>
      app.inject({ method: 'GET', url: `/api/QuoteRequests/GetQuoteRequest/${uniqueId}`, headers });
    expect((await read(colleagueSession.headers)).statusCode).toBe(200);
    expect((await read(stranger.headers)).statusCode).toBe(404);

    const active = await app.inject({
      method: 'POST',
      url: `/api/QuoteRequests/ActiveRequests/${a.branchIds[0]}`,
      headers: colleagueSession.headers,
      payload: { page: 1, itemsPerPage: 10 },
    });
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json().totalDisplayItems).toBe(1);
    expect(active.json().items[0]).toMatchObject({ uniqueId, workshopCount: 2, items: ['Minor service'] });
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/QuoteRequests/ActiveRequests/${stranger.branchIds[0]}`,
      headers: a.headers,
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);

    const byVehicle = await app.inject({
      method: 'GET',
      url: `/api/QuoteRequests/GetQuoteRequests?vehicleId=${corolla.id}`,
      headers: a.headers,
    });
    expect(byVehicle.json().quoteRequests.map((r: { uniqueId: string }) => r.uniqueId)).toEqual([uniqueId]);
    expect(byVehicle.json().customerVehicleMapping).toBeNull();

    const ws = await app.inject({
      method: 'GET',
      url: `/api/QuoteRequests/ActiveRequestsWorkshops/${uniqueId}`,
      headers: a.headers,
    });
    expect(ws.json().map((w: { name: string }) => w.name)).toEqual(['Near 0', 'Near 1']);
    const wsStranger = await app.inject({
      method: 'GET',
      url: `/api/QuoteRequests/ActiveRequestsWorkshops/${uniqueId}`,
      headers: stranger.headers,
    });
    expect(wsStranger.statusCode).toBe(404);

    const complete = (headers: Headers) =>
      app.inject({ method: 'POST', url: `/api/QuoteRequests/completeQuoteRequest/${uniqueId}`, headers });
    expect((await complete(stranger.headers)).statusCode).toBe(404);
    const done = await complete(a.headers);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().quoteRequestStatus).toBe(2);
    const again = await complete(a.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is already completed\.$/);
  });

  it("lists a customer's requests for a garage vehicle with the vehicle, and their own active requests", async () => {
    const user = await createSignedInUser(t);
    const mapping = await garageVehicle(user.id, null);
    const res = await submit(
      body({ vehicleId: null, vehicleMappingId: mapping, vehicleMileage: 60_500 }),
      user.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const list = await app.inject({
      method: 'GET',
      url: `/api/QuoteRequests/GetQuoteRequests?vehicleId=${mapping}`,
      headers: user.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().customerVehicleMapping.id).toBe(mapping);
    expect(list.json().quoteRequests).toHaveLength(1);
    const active = await app.inject({
      method: 'POST',
      url: `/api/QuoteRequests/ActiveRequests/${user.id}`,
      headers: user.headers,
      payload: {},
    });
    expect(active.json().totalDisplayItems).toBe(1);
    const other = await createSignedInUser(t);
    const peek = await app.inject({
      method: 'POST',
      url: `/api/QuoteRequests/ActiveRequests/${user.id}`,
      headers: other.headers,
      payload: {},
    });
    expect(peek.statusCode).toBe(404);
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/QuoteRequests/GetQuoteRequests?vehicleId=${mapping}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------- estimate and tracking

describe('price estimate', () => {
  it('uses quotes for the same model when there are enough, else widens, and says when there are too few', async () => {
    // Six quotes for a Hilux minor service, two for a Corolla (same brand, other class and body).
    const prices = [1000, 1100, 1200, 1300, 1400, 9000];
    const owner = await createUser(db);
    const addQuoted = async (vehicleId: number, cents: number, i: number) => {
      const [qr] = await db
        .insert(quoteRequests)
        .values({
          reference: `EST-${vehicleId}-${i}-${Math.random().toString(36).slice(2, 6)}`,
          userId: owner.id,
          vehicleId,
          vehicleName: 'x',
          quoteType: 'Service - SMC_Service',
          email: owner.email,
        })
        .returning({ id: quoteRequests.id });
      const [item] = await db
        .insert(quoteRequestItems)
        .values({ quoteRequestId: qr!.id, name: 'Minor service' })
        .returning({ id: quoteRequestItems.id });
      const [q] = await db
        .insert(quotes)
        .values({
          quoteRequestId: qr!.id,
          workshopId: near[i % 3]!,
          reference: `EQ-${qr!.id}`,
          quoteStatus: QuoteStatus.PendingApproval,
          isVatRegistered: true,
        })
        .returning({ id: quotes.id });
      // Parts and labour lines: the item's price is their sum.
      await db.insert(quoteItems).values([
        {
          quoteId: q!.id,
          quoteRequestItemId: item!.id,
          description: 'Oil',
          priceExclCents: 0,
          priceInclCents: 0,
          totalInclCents: cents * 60,
        },
        {
          quoteId: q!.id,
          quoteRequestItemId: item!.id,
          description: 'Labour',
          priceExclCents: 0,
          priceInclCents: 0,
          totalInclCents: cents * 40,
          isLabour: true,
        },
      ]);
    };
    for (const [i, p] of prices.entries()) await addQuoted(hilux.id, p, i);
    for (const [i, p] of [800, 900].entries()) await addQuoted(corolla.id, p, i);
    // Estimates read views of the quotes, recomputed when stale (decision 018): bring them up to date now.
    expect(await refreshPriceViews(db)).toBe(true);

    const ask = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/QuoteRequests/GetQuoteEstimate', payload });
    const model = await ask({ vehicleId: hilux.id, items: [minor, 'Front brake pads'] });
    expect(model.statusCode, model.body).toBe(200);
    const [service, pads] = model.json();
    expect(service).toMatchObject({
      quoteRequestItemName: 'Minor service',
      level: 'model',
      quotesUsed: 6,
      tooFew: false,
      message: null,
    });
    expect(service.estimateAveragePriceIncl).toBe(1250);
    expect(service.estimateFromPriceIncl).toBe(1050);
    // The 9000 quote does not drag the range: the 90th percentile sits between 1400 and 9000.
    expect(service.estimateToPriceIncl).toBe(5200);
    expect(pads).toMatchObject({ quotesUsed: 0, tooFew: true, estimateFromPriceIncl: null });
    expect(pads.message).toBe('We have no quotes for this item yet, so we cannot estimate its price.');

    // A Corolla has two of its own: the estimate widens past the brand and class to every vehicle.
    const widened = await ask({ vehicleId: corolla.id, items: ['minor service'] });
    expect(widened.json()[0]).toMatchObject({ level: 'all', quotesUsed: 8, tooFew: false });

    // A described vehicle of another brand with no quotes of its own.
    const thin = await ask({
      vehicle: { brand: 'Toyota', range: 'Corolla', model: 'Corolla 1.8' },
      items: ['Minor service'],
    });
    expect(thin.json()[0]).toMatchObject({ level: 'all', quotesUsed: 8 });

    expect((await ask({ items: ['Minor service'] })).statusCode).toBe(400);
    expect((await ask({ vehicleId: hilux.id, items: [] })).statusCode).toBe(400);

    // New quotes count once the views are older than their maximum age: the estimate that finds them
    // stale answers from what it has and recomputes them behind it.
    for (const [i, p] of [500, 510, 520, 530, 540].entries()) await addQuoted(hilux.id, p, i + 10);
    const stale = await ask({ vehicleId: hilux.id, items: ['Minor service'] });
    expect(stale.json()[0]).toMatchObject({ level: 'model', quotesUsed: 6 });
    await db.execute(sql`update quote_request_stats set refreshed_at = now() - interval '1 hour'
      where name = 'price_views'`);
    await ask({ vehicleId: hilux.id, items: ['Minor service'] });
    await vi.waitFor(async () => {
      const fresh = await ask({ vehicleId: hilux.id, items: ['Minor service'] });
      expect(fresh.json()[0]).toMatchObject({ level: 'model', quotesUsed: 11, estimateFromPriceIncl: 510 });
    });
    // The middle circles: another Hilux model is the same range; another Toyota bakkie the same brand and
    // class (matched whatever the case and spaces); the Corolla's two never join them.
    const range = await ask({
      vehicle: { brand: 'Toyota', range: 'Hilux', model: 'Hilux 2.4 GD' },
      items: ['Minor service'],
    });
    expect(range.json()[0]).toMatchObject({ level: 'range', quotesUsed: 11 });
    const brand = await ask({
      vehicle: { brand: ' toyota ', range: 'Land Cruiser 79', classType: 'lcv' },
      items: ['Minor service'],
    });
    expect(brand.json()[0]).toMatchObject({ level: 'brandClass', quotesUsed: 11 });
  });
});

describe('landing page counter', () => {
  it('answers the stored count of customers and counts again once it is older than its maximum age', async () => {
    const count = async () =>
      (await app.inject({ method: 'GET', url: '/api/QuoteRequests/GetCustomersCount' })).json() as number;
    const before = await count();
    const email = `new-${Math.random().toString(36).slice(2, 10)}@example.co.za`;
    await db.insert(quoteRequests).values({
      reference: `CNT-${Math.random().toString(36).slice(2, 10)}`,
      vehicleName: 'x',
      quoteType: 'Service - SMC_Service',
      email,
    });
    // Within the maximum age every call answers the stored figure (no count over the history).
    expect(await count()).toBe(before);
    // Stale (here: any age): counted again, the new customer included, and stored for the next callers.
    expect(await quoteRequestService.countCustomers(db, 0)).toBe(before + 1);
    // The kept counter is dropped when the recount's notice arrives (decision 081).
    await readModelsSettled(t);
    expect(await count()).toBe(before + 1);
    // The same customer again is not a new customer.
    await db.insert(quoteRequests).values({
      reference: `CNT-${Math.random().toString(36).slice(2, 10)}`,
      vehicleName: 'x',
      quoteType: 'Service - SMC_Service',
      email: email.toUpperCase(),
    });
    expect(await quoteRequestService.countCustomers(db, 0)).toBe(before + 1);
  });
});

describe('funnel tracking', () => {
  it('accepts an event at once and records it', async () => {
    const sessionId = `s-${Math.random().toString(36).slice(2, 12)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/tracking/events',
      payload: { event: 'quote_step_loaded', step: 2, quoteType: 'SMC_Service', sessionId },
    });
    expect(res.statusCode).toBe(202);
    await vi.waitFor(async () => {
      const rows = await db
        .select()
        .from(quoteRequestEvents)
        .where(eq(quoteRequestEvents.sessionId, sessionId));
      expect(rows).toMatchObject([
        { event: 'quote_step_loaded', step: 2, quoteType: 'SMC_Service', userId: null },
      ]);
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/tracking/events',
      payload: { event: 'x', sessionId },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('malformed input', () => {
  it('never answers 5xx to a strange submit, estimate or lookup', async () => {
    const strange: unknown[] = [
      null,
      [],
      'text',
      { quoteType: 'SMC_Service' },
      body({ vehicleId: '99999999999999' }),
      body({ vehicleMappingId: 'not-a-uuid' }),
      body({ items: [null, 1, 'x', { id: 5 }, { id: 'nope' }] }),
      body({ items: 'all' }),
      body({ attachments: 'x', quoteCustomerReferences: [{}] }),
      body({ address: [], regionIds: ['x', 1], quoteRequestWorkshopMappings: [{ workshopId: 1 }, null] }),
      body({ datesRequested: ['2026-02-30', 5], vehicleMileage: { n: 1 }, travelDistance: '20' }),
      body({ vehicle: 'string', vehicleId: null }),
      body({ vehicle: { year: 'x', brand: ['a'] }, vehicleId: null }),
      body({ businessAddress: 'x', isForBusiness: true, phone: 5, email: [] }),
      body({ cancelDuplicate: true, forceDuplicate: true, requestCategory: 'Nope', altcha: 7 }),
    ];
    for (const payload of strange) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/QuoteRequests/PostQuoteRequest',
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    for (const payload of [
      { vehicleId: 99_999_999_999, items: ['x'] },
      { vehicleId: 'abc', items: ['x'] },
      { vehicle: { brand: '' }, items: ['x'] },
      { vehicleId: hilux.id, items: [1] },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/QuoteRequests/GetQuoteEstimate', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const user = await createSignedInUser(t);
    for (const url of [
      '/api/QuoteRequests/GetQuoteRequests?vehicleId=99999999999',
      '/api/QuoteRequests/GetQuoteRequests?vehicleId=abc',
      '/api/QuoteRequests/ActiveRequestsWorkshops/abc',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: user.headers });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
