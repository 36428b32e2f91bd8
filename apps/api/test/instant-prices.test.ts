import {
  INSTANT_PRICE_MESSAGES,
  INSTANT_PRICES_API,
  type InstantPriceOffers,
  type MenuPrice,
  type MenuPriceList,
  pathOf,
  QuoteStatus,
  WORKSHOP_AVAILABILITY_API,
  type WorkshopGuarantee,
} from '@motorwise/shared';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  instantBookings,
  quoteItems,
  quoteRequests,
  quoteStatusHistory,
  quotes,
  repairItemTemplateItems,
  workshops,
} from '../src/db/schema';
import { createSignedInUser, createTestApps } from './helpers';
import { addPoloVivoAndBmw, addServiceJobs } from './menu-world';
import { bookingDay, quoteFixtures, type User } from './quote-fixtures';

/**
 * Instant fixed prices (issue 24 item 1, decision 077): a workshop's menu per job and vehicle class, the
 * offers a customer sees near a place ranked by price, rating and distance, and the one-step booking that
 * writes the request, the quote at the menu price and the booking in one transaction.
 */

const [a, b] = await createTestApps(2, {
  RATE_LIMIT_ENABLED: 'false',
  ADMIN_EMAILS: 'admin@motorwise.co.za',
});
const db = a!.deps.db;
const fixtures = quoteFixtures(a!, { referencePrefix: 'MW-INST' });
const { call } = fixtures;

const SANDTON = { lat: -26.1076, lng: 28.0567 };
const TWELVE_MONTHS: WorkshopGuarantee = {
  partsMonths: 12,
  partsKm: 20_000,
  labourMonths: 12,
  labourKm: 20_000,
  terms: 'Fair wear and tear excluded.',
};
const inAMonth = () => {
  const d = new Date(Date.now() + 30 * 86_400_000);
  return d.toISOString().slice(0, 10);
};

let minor: string;
let major: string;
let notAJob: string;
let poloVivo: number;
let bmw: number;

beforeAll(async () => {
  [minor, major, notAJob] = (await addServiceJobs(db, [
    'Minor service',
    'Major service',
    'Something odd',
  ])) as [string, string, string];
  await db.insert(repairItemTemplateItems).values([
    { repairItemTemplateId: minor, description: 'Engine oil', sortOrder: 0 },
    { repairItemTemplateId: minor, description: 'Oil filter', sortOrder: 1 },
  ]);
  [poloVivo, bmw] = await addPoloVivoAndBmw(db);
});

/** A workshop near Sandton (km north of it), with a rating and a guarantee. */
async function shop(kmNorth: number, rating: string, guarantee: WorkshopGuarantee | null = TWELVE_MONTHS) {
  const user = await createSignedInUser(a!, { workshop: true });
  await db
    .update(workshops)
    .set({ lat: SANDTON.lat + kmNorth / 111, lng: SANDTON.lng, rating, guarantee, suburb: 'Sandton' })
    .where(eq(workshops.id, user.workshopId!));
  return user;
}

const menuPrice = (over: Record<string, unknown> = {}) => ({
  repairItemTemplateId: minor,
  vehicleClass: 'small',
  priceIncl: 1850,
  included: ['Engine oil to specification', 'Oil filter', 'Labour and safety check'],
  partsPreference: 'Original parts',
  validUntil: inAMonth(),
  ...over,
});

async function publish(user: User, over: Record<string, unknown> = {}): Promise<MenuPrice> {
  const res = await call(user, 'POST', INSTANT_PRICES_API.addMenuPrice.path, menuPrice(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function offers(items: string[], vehicleId: number, point = SANDTON): Promise<InstantPriceOffers> {
  const res = await a!.app.inject({
    method: 'GET',
    url: `${INSTANT_PRICES_API.getInstantPriceOffers.path}?vehicleId=${vehicleId}&items=${items.join(',')}&lat=${point.lat}&lng=${point.lng}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const ADDRESS = {
  suburb: 'Sandton',
  town: 'Sandton',
  city: 'Johannesburg',
  country: 'South Africa',
  ...SANDTON,
};

const book = (
  who: User,
  menuPriceId: string,
  extra: Record<string, unknown> = {},
  key?: string,
  instance = a,
) =>
  instance!.app.inject({
    method: 'POST',
    url: INSTANT_PRICES_API.bookInstantPrice.path,
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: {
      menuPriceId,
      vehicleId: String(poloVivo),
      address: ADDRESS,
      serviceDate: bookingDay(),
      vehicleMileage: 61_000,
      ...extra,
    },
  });

const requestsOf = async (userId: string) =>
  (await db.select({ n: count() }).from(quoteRequests).where(eq(quoteRequests.userId, userId)))[0]!.n;

describe('a workshop publishes its menu', () => {
  it('adds a price per job and class, lists it with the jobs it may price, and refuses a second for the same', async () => {
    const w = await shop(1, '4.5');
    const added = await publish(w);
    expect(added).toMatchObject({
      jobName: 'Minor service',
      vehicleClass: 'small',
      priceIncl: 1850,
      partsPreference: 'Original parts',
      isActive: true,
    });
    const list = (await call(w, 'GET', INSTANT_PRICES_API.getMenuPrices.path)).json() as MenuPriceList;
    expect(list.items.map((i) => i.id)).toEqual([added.id]);
    // Only the listed common jobs, each with its template's lines as the form's start.
    expect(list.jobs.map((j) => j.name)).toEqual(['Minor service', 'Major service']);
    expect(list.jobs[0]!.included).toEqual(['Engine oil', 'Oil filter']);
    const again = await call(w, 'POST', INSTANT_PRICES_API.addMenuPrice.path, menuPrice());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INSTANT_PRICE_MESSAGES.taken);
  });

  it('says which fields are wrong: a job not offered, a date passed, no lines', async () => {
    const w = await shop(1, '4.0');
    const res = await call(
      w,
      'POST',
      INSTANT_PRICES_API.addMenuPrice.path,
      menuPrice({ repairItemTemplateId: notAJob, validUntil: '2020-01-01' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      repairItemTemplateId: [INSTANT_PRICE_MESSAGES.notAJob],
      validUntil: [INSTANT_PRICE_MESSAGES.validUntil],
    });
    const empty = await call(w, 'POST', INSTANT_PRICES_API.addMenuPrice.path, menuPrice({ included: [] }));
    expect(empty.statusCode).toBe(400);
  });

  it("changes and removes its own prices; another workshop's is not found", async () => {
    const w = await shop(1, '4.0');
    const other = await shop(2, '4.0');
    const price = await publish(w, { vehicleClass: 'medium' });
    const path = pathOf(INSTANT_PRICES_API.updateMenuPrice, { id: price.id });
    expect((await call(other, 'PUT', path, menuPrice({ vehicleClass: 'medium' }))).statusCode).toBe(404);
    expect((await call(other, 'DELETE', path)).statusCode).toBe(404);
    const changed = await call(w, 'PUT', path, menuPrice({ vehicleClass: 'medium', priceIncl: 1999.5 }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().priceIncl).toBe(1999.5);
    const removed = await call(w, 'DELETE', path);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as MenuPriceList).items).toEqual([]);
  });

  it('an administrator reads a workshop menu; a customer may not', async () => {
    const w = await shop(1, '4.0');
    const price = await publish(w, { vehicleClass: 'large' });
    const path = pathOf(INSTANT_PRICES_API.getAdminMenuPrices, { id: w.workshopId! });
    const admin = await createSignedInUser(a!, { email: 'admin@motorwise.co.za' });
    const read = await call(admin, 'GET', path);
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as MenuPriceList).items.map((i) => i.id)).toEqual([price.id]);
    const customer = await createSignedInUser(a!);
    expect((await call(customer, 'GET', path)).statusCode).toBe(403);
  });
});

describe('the offers for a vehicle near a place', () => {
  it('lists the small-car prices of nearby workshops, cheapest first, then the better rated, then the nearer', async () => {
    const [far, cheap, sameLow, sameHigh, tooFar, inactive] = [
      await shop(20, '4.9'),
      await shop(3, '3.0'),
      await shop(2, '4.0'),
      await shop(5, '4.8'),
      await shop(40, '5.0'),
      await shop(1, '5.0'),
    ];
    // A price unique to this test, so other tests' prices do not interfere.
    await publish(far!, { repairItemTemplateId: major, priceIncl: 3100 });
    await publish(cheap!, { repairItemTemplateId: major, priceIncl: 2500 });
    await publish(sameLow!, { repairItemTemplateId: major, priceIncl: 2800 });
    await publish(sameHigh!, { repairItemTemplateId: major, priceIncl: 2800 });
    await publish(tooFar!, { repairItemTemplateId: major, priceIncl: 1000 });
    await publish(inactive!, { repairItemTemplateId: major, priceIncl: 900, isActive: false });
    // Another class's price is not this vehicle's.
    await publish(cheap!, { repairItemTemplateId: major, vehicleClass: 'premium', priceIncl: 100 });

    const found = await offers([major], poloVivo);
    expect(found.vehicleClass).toBe('small');
    expect(found.vehicleClassText).toBe('Small car');
    expect(found.offers.map((o) => [o.workshopId, o.priceIncl])).toEqual([
      [cheap!.workshopId, 2500],
      [sameHigh!.workshopId, 2800],
      [sameLow!.workshopId, 2800],
      [far!.workshopId, 3100],
    ]);
    expect(found.offers[0]).toMatchObject({
      jobName: 'Major service',
      distanceKm: 3,
      rating: 3,
      guarantee: expect.stringContaining('12 months'),
      included: ['Engine oil to specification', 'Oil filter', 'Labour and safety check'],
    });
    // A BMW is premium: only the premium price.
    expect((await offers([major], bmw)).offers.map((o) => o.priceIncl)).toEqual([100]);
  });
});

describe('booking a fixed price in one step', () => {
  it('creates the request, the quote at the menu price with the guarantee, and the booking, together', async () => {
    const w = await shop(4, '4.6');
    const price = await publish(w, { priceIncl: 1849.99 });
    const customer = await createSignedInUser(a!);
    const res = await book(customer, price.id, { dropOffTime: '08:00', note: 'Please check the wipers' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ serviceDate: bookingDay(), priceIncl: 1849.99 });
    expect(answer.message).toContain('R 1 849.99');
    expect(answer.message).toContain(' at 08:00, ');

    const [request] = await db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.uniqueId, answer.requestUniqueId));
    expect(request).toMatchObject({
      userId: customer.id,
      reference: answer.reference,
      vehicleName: expect.stringContaining('Polo Vivo'),
      quoteType: 'Service - SMC_Service',
      datesRequested: [bookingDay()],
      partsPreference: 'Original parts',
    });
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, answer.quoteId));
    expect(quote).toMatchObject({
      quoteRequestId: request!.id,
      workshopId: w.workshopId,
      quoteStatus: QuoteStatus.Booked,
      serviceDate: bookingDay(),
      dropOffTime: expect.stringMatching(/^08:00/),
      guarantee: TWELVE_MONTHS,
    });
    // The price held: the quote's lines come to the menu price exactly.
    const lines = await db.select().from(quoteItems).where(eq(quoteItems.quoteId, answer.quoteId));
    expect(lines.reduce((sum, l) => sum + l.totalInclCents, 0)).toBe(184_999);
    expect(lines.map((l) => l.description)).toEqual([
      'Minor service (fixed price)',
      'Engine oil to specification',
      'Oil filter',
      'Labour and safety check',
    ]);
    // Through the lifecycle: created, sent, booked.
    const history = await db
      .select()
      .from(quoteStatusHistory)
      .where(eq(quoteStatusHistory.quoteId, answer.quoteId))
      .orderBy(quoteStatusHistory.createdAt);
    expect(history.map((h) => h.quoteStatus)).toEqual([
      QuoteStatus.Draft,
      QuoteStatus.PendingApproval,
      QuoteStatus.Booked,
    ]);
    const [kept] = await db.select().from(instantBookings).where(eq(instantBookings.quoteId, answer.quoteId));
    expect(kept).toMatchObject({ menuPriceId: price.id, priceInclCents: 184_999 });

    // The customer reads it as any booked request.
    const read = await call(customer, 'GET', `/api/QuoteRequests/GetQuoteRequest/${answer.requestUniqueId}`);
    expect(read.statusCode, read.body).toBe(200);
  });

  it('texts the booking confirmation to a customer who chose texts, and tells the workshop by mail', async () => {
    const w = await shop(4, '4.6');
    const price = await publish(w);
    const customer = await createSignedInUser(a!, { phone: '+27827001234' });
    const texts = await call(customer, 'POST', '/api/user/saveTextSettings', {
      sms: true,
      whatsapp: false,
      consent: true,
      quietFrom: '00:00',
      quietUntil: '00:00',
    });
    expect(texts.statusCode, texts.body).toBe(200);
    const res = await book(customer, price.id);
    expect(res.statusCode, res.body).toBe(200);
    const jobs = await db.execute<{ identifier: string; payload: Record<string, unknown> }>(
      sql`select k.identifier, j.payload from graphile_worker._private_jobs j
          join graphile_worker._private_tasks k on k.id = j.task_id
          where j.payload->>'userId' = ${customer.id} or j.payload->>'to' = ${w.email}`,
    );
    expect(jobs.rows.map((j) => [j.identifier, j.payload.kind ?? j.payload.subject])).toEqual(
      expect.arrayContaining([
        ['send_text', 'booking_confirmed'],
        ['send_mail', expect.stringContaining('Booked: 2019 Volkswagen Polo Vivo')],
      ]),
    );
  });

  it('refuses a full day with a 409 naming the next free day, and writes nothing', async () => {
    const w = await shop(4, '4.6');
    const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:30', closes: '17:00' }));
    const saved = await call(w, 'PUT', WORKSHOP_AVAILABILITY_API.updateWorkshopAvailability.path, {
      jobsPerDay: 1,
      hours: week,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const price = await publish(w);
    const first = await createSignedInUser(a!);
    expect((await book(first, price.id)).statusCode).toBe(200);
    const second = await createSignedInUser(a!);
    const refused = await book(second, price.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain('That day is fully booked at this workshop.');
    expect(await requestsOf(second.id)).toBe(0);
  });

  it('gives a retry with the same key the first answer, on another instance too, and books once', async () => {
    const w = await shop(4, '4.6');
    const price = await publish(w);
    const customer = await createSignedInUser(a!);
    const key = crypto.randomUUID();
    const first = await book(customer, price.id, {}, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await book(customer, price.id, {}, key, b);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await requestsOf(customer.id)).toBe(1);
  });

  it('refuses a price for another class, an unknown price, and a guest', async () => {
    const w = await shop(4, '4.6');
    const premium = await publish(w, { vehicleClass: 'premium' });
    const customer = await createSignedInUser(a!);
    const wrong = await book(customer, premium.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.menuPriceId).toEqual([INSTANT_PRICE_MESSAGES.notForVehicle]);
    expect((await book(customer, crypto.randomUUID())).statusCode).toBe(404);
    const guest = await a!.app.inject({
      method: 'POST',
      url: INSTANT_PRICES_API.bookInstantPrice.path,
      payload: {
        menuPriceId: premium.id,
        vehicleId: String(poloVivo),
        address: ADDRESS,
        serviceDate: bookingDay(),
      },
    });
    expect(guest.statusCode).toBe(401);
    expect(await requestsOf(customer.id)).toBe(0);
  });
});
