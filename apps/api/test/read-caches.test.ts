import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { QuoteStatus } from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addresses,
  quoteItems,
  quoteRequestItems,
  quoteRequests,
  quotes,
  vehicles,
  workshops,
} from '../src/db/schema';
import { refreshPriceViews } from '../src/modules/quote-requests/index';
import { workshops as workshopService } from '../src/modules/workshops/index';
import { createTestApps, createUser, readModelsSettled, type TestApp } from './helpers';

// Decision 046: the radius search, the directory's pages and the price estimate keep the answers they
// wrote. Two instances on one database, as behind a load balancer: a change written through one shows in
// the other's next answer, once the change's notice has arrived (the radius search and the directory)
// or at once (the estimate, which reads the views' stamp on every call).
const [a, b] = (await createTestApps(2, { RATE_LIMIT_ENABLED: 'false' })) as [TestApp, TestApp];
const tag = randomBytes(3).toString('hex');
const DURBAN = { lat: -29.8587, lng: 31.0218 };

async function addWorkshop(name: string, rating: string | null = null, dLat = 0) {
  const point = { lat: DURBAN.lat + 0.01 + dLat, lng: DURBAN.lng + 0.01 };
  const [addr] = await b.deps.db
    .insert(addresses)
    .values({ suburb: 'Berea', city: 'Durban', province: 'KwaZulu-Natal', ...point })
    .returning({ id: addresses.id });
  const [w] = await b.deps.db
    .insert(workshops)
    .values({
      name,
      slug: `cache-${randomBytes(4).toString('hex')}`,
      addressId: addr!.id,
      ...point,
      suburb: 'Berea',
      city: 'Durban',
      kinds: ['service'],
      rating,
    })
    .returning({ id: workshops.id });
  return w!.id;
}

const get = async (t: TestApp, url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('answers kept in memory, across instances', () => {
  it('the radius search: the same answer again, then the next one after a workshop or a quote changes', async () => {
    const url = `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&lat=${DURBAN.lat}&lng=${DURBAN.lng}&radius=5`;
    const id = await addWorkshop(`Berea Auto ${tag}`);
    await readModelsSettled(a);
    const first = await get(a, url);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toMatchObject([{ workshopId: id, name: `Berea Auto ${tag}`, referenceNumber: 0 }]);
    expect((await get(a, url)).body).toBe(first.body);

    await b.deps.db
      .update(workshops)
      .set({ name: `Berea Motors ${tag}` })
      .where(eq(workshops.id, id));
    await readModelsSettled(a);
    expect((await get(a, url)).json()[0].name).toBe(`Berea Motors ${tag}`);

    // A job started at the workshop: its jobs in progress (referenceNumber) count it.
    const [qr] = await b.deps.db
      .insert(quoteRequests)
      .values({
        reference: `RC-${tag}`,
        vehicleName: 'x',
        quoteType: 'SMC_Service',
        email: 'rc@example.co.za',
      })
      .returning({ id: quoteRequests.id });
    await b.deps.db.insert(quotes).values({
      quoteRequestId: qr!.id,
      workshopId: id,
      reference: `RCQ-${tag}`,
      isVatRegistered: true,
      quoteStatus: QuoteStatus.InProgress,
    });
    await readModelsSettled(a);
    expect((await get(a, url)).json()[0].referenceNumber).toBe(1);
  });

  it('sends a kept answer compressed as the browser asks, the same JSON once decompressed', async () => {
    for (const [i, name] of ['Glenwood', 'Morningside', 'Musgrave'].entries())
      await addWorkshop(`${name} Auto ${tag}`, null, 0.001 * i);
    await readModelsSettled(a);
    const url = `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&lat=${DURBAN.lat}&lng=${DURBAN.lng}&radius=6`;
    const plain = await get(a, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const ask = (acceptEncoding: string) =>
      a.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
    for (const [accepts, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      // Weights: left to the compression plugin, as every other answer.
      ['br;q=0.1, gzip;q=1', 'gzip', gunzipSync],
    ] as const) {
      const res = await ask(accepts);
      expect(res.headers['content-encoding'], accepts).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(decode(res.rawPayload).toString(), accepts).toBe(plain.body);
    }
    expect((await ask('identity')).body).toBe(plain.body);
  });

  it("the directory's pages: a new workshop, a rename and a review show in the next page", async () => {
    const dir = `dir${tag}`;
    const url = `/api/PublicWorkshop/GetWorkshops?search=${dir}`;
    const id = await addWorkshop(`Umgeni Service ${dir}`, '4.0');
    await readModelsSettled(a);
    const first = await get(a, url);
    expect(first.json()).toMatchObject({ totalDisplayItems: 1, items: [{ id, reviewCount: 0, rating: 4 }] });
    expect((await get(a, url)).body).toBe(first.body);

    const other = await addWorkshop(`Musgrave Motors ${dir}`);
    await b.deps.db
      .update(workshops)
      .set({ name: `Umgeni Motors ${dir}` })
      .where(eq(workshops.id, id));
    await readModelsSettled(a);
    const renamed = (await get(a, url)).json();
    expect(renamed.totalDisplayItems).toBe(2);
    expect(renamed.items.map((w: { id: string; name: string }) => [w.id, w.name])).toEqual([
      [id, `Umgeni Motors ${dir}`],
      [other, `Musgrave Motors ${dir}`],
    ]);

    // A review: the count and the rating (recomputed on the workshop's row in the same transaction).
    const owner = await createUser(b.deps.db);
    const [qr] = await b.deps.db
      .insert(quoteRequests)
      .values({ reference: `RV-${tag}`, vehicleName: 'x', quoteType: 'SMC_Service', email: owner.email })
      .returning({ id: quoteRequests.id });
    const [q] = await b.deps.db
      .insert(quotes)
      .values({ quoteRequestId: qr!.id, workshopId: id, reference: `RVQ-${tag}`, isVatRegistered: true })
      .returning({ id: quotes.id });
    await b.deps.db.transaction((tx) =>
      workshopService.addReview(tx, {
        workshopId: id,
        quoteId: q!.id,
        userId: owner.id,
        authorName: 'Thandi',
        rating: 2,
        review: 'Slow.',
      }),
    );
    await readModelsSettled(a);
    expect((await get(a, url)).json().items[0]).toMatchObject({ id, reviewCount: 1, rating: 2 });
  });

  it('the price estimate: new quotes show once the views are recomputed anywhere, a changed vehicle at once', async () => {
    const [vehicle] = await b.deps.db
      .insert(vehicles)
      .values({ year: 2019, brand: `Brand ${tag}`, range: 'Ranger', model: 'Ranger 2.2', searchText: 'x' })
      .returning({ id: vehicles.id });
    const workshopId = await addWorkshop(`Estimate Motors ${tag}`);
    const owner = await createUser(b.deps.db);
    let n = 0;
    const addQuoted = async (cents: number) => {
      n += 1;
      const [qr] = await b.deps.db
        .insert(quoteRequests)
        .values({
          reference: `ES-${tag}-${n}`,
          userId: owner.id,
          vehicleId: vehicle!.id,
          vehicleName: 'x',
          quoteType: 'Service - SMC_Service',
          email: owner.email,
        })
        .returning({ id: quoteRequests.id });
      const [item] = await b.deps.db
        .insert(quoteRequestItems)
        .values({ quoteRequestId: qr!.id, name: `Cambelt ${tag}` })
        .returning({ id: quoteRequestItems.id });
      const [q] = await b.deps.db
        .insert(quotes)
        .values({
          quoteRequestId: qr!.id,
          workshopId,
          reference: `ESQ-${tag}-${n}`,
          isVatRegistered: true,
          quoteStatus: QuoteStatus.PendingApproval,
        })
        .returning({ id: quotes.id });
      await b.deps.db.insert(quoteItems).values({
        quoteId: q!.id,
        quoteRequestItemId: item!.id,
        description: 'Cambelt',
        priceExclCents: 0,
        priceInclCents: 0,
        totalInclCents: cents,
      });
    };
    const ask = async () => {
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/QuoteRequests/GetQuoteEstimate',
        payload: { vehicleId: vehicle!.id, items: [`Cambelt ${tag}`] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    for (const cents of [300_000, 310_000, 320_000, 330_000, 340_000]) await addQuoted(cents);
    expect(await refreshPriceViews(b.deps.db)).toBe(true);
    const first = await ask();
    expect(first.json()[0]).toMatchObject({ level: 'model', quotesUsed: 5, estimateAveragePriceIncl: 3200 });
    expect((await ask()).body).toBe(first.body);

    // Quotes count once the views are recomputed (decision 018), here by the other instance.
    for (const cents of [400_000, 410_000]) await addQuoted(cents);
    expect((await ask()).body).toBe(first.body);
    expect(await refreshPriceViews(b.deps.db)).toBe(true);
    expect((await ask()).json()[0]).toMatchObject({ quotesUsed: 7, estimateAveragePriceIncl: 3300 });

    // The vehicle's traits are kept too, until a catalogue row changes: under another brand its own
    // quotes (still filed under the old brand until the views are recomputed) no longer match narrowly.
    await b.deps.db
      .update(vehicles)
      .set({ brand: `Other ${tag}` })
      .where(eq(vehicles.id, vehicle!.id));
    await readModelsSettled(a);
    expect((await ask()).json()[0]).toMatchObject({ level: 'all', quotesUsed: 7 });
  });
});
