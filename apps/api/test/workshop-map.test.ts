import { QuoteStatus } from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, quoteRequests, quotes, workshops } from '../src/db/schema';
import { createTestApps, type TestApp } from './helpers';

// Two instances of the API on one database, as behind a load balancer: each holds the workshop map in
// memory (decision 037); a change written through one must reach the other's answers within a second.
const [a, b] = (await createTestApps(2, { RATE_LIMIT_ENABLED: 'false' })) as [TestApp, TestApp];

const PRETORIA = { lat: -25.7479, lng: 28.2293 };
const url = (radius = 10) =>
  `/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&lat=${PRETORIA.lat}&lng=${PRETORIA.lng}&radius=${radius}`;

async function mapOf(
  t: TestApp,
  radius = 10,
): Promise<{ workshopId: string; name: string; straightLineKm: number; referenceNumber: number }[]> {
  const res = await t.app.inject({ method: 'GET', url: url(radius) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Polls instance `t` until `seen` holds, and answers how long that took (ms); fails after 1 s. */
async function within1s(t: TestApp, seen: (list: Awaited<ReturnType<typeof mapOf>>) => boolean) {
  const started = performance.now();
  await expect.poll(async () => seen(await mapOf(t)), { timeout: 1000, interval: 20 }).toBe(true);
  return performance.now() - started;
}

async function addWorkshop(t: TestApp, name: string, point: { lat: number; lng: number }) {
  const [addr] = await t.deps.db
    .insert(addresses)
    .values({ suburb: 'Hatfield', city: 'Pretoria', ...point })
    .returning({ id: addresses.id });
  const [w] = await t.deps.db
    .insert(workshops)
    .values({
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
      addressId: addr!.id,
      ...point,
      suburb: 'Hatfield',
      city: 'Pretoria',
      kinds: ['service'],
    })
    .returning({ id: workshops.id });
  return w!.id;
}

describe('the workshop map across instances', () => {
  it('shows a workshop added, renamed, moved and closed through another instance within a second', async () => {
    // Both instances have answered once, so both hold a loaded map.
    expect(await mapOf(a)).toEqual([]);
    expect(await mapOf(b)).toEqual([]);

    const id = await addWorkshop(b, 'Jacaranda Motors', { lat: PRETORIA.lat, lng: PRETORIA.lng + 0.03 });
    await within1s(a, (list) => list.some((w) => w.workshopId === id && w.name === 'Jacaranda Motors'));

    await b.deps.db.update(workshops).set({ name: 'Jacaranda Auto' }).where(eq(workshops.id, id));
    await within1s(a, (list) => list[0]?.name === 'Jacaranda Auto');

    // Jobs in progress follow the quotes' status: one booked and started, one still only quoted.
    const requests = await b.deps.db
      .insert(quoteRequests)
      .values(
        ['MAP-1', 'MAP-2'].map((reference) => ({
          reference,
          vehicleName: 'Toyota Hilux',
          quoteType: 'SMC_Service',
          email: 'map@example.co.za',
        })),
      )
      .returning({ id: quoteRequests.id });
    const [started] = await b.deps.db
      .insert(quotes)
      .values([
        {
          quoteRequestId: requests[0]!.id,
          workshopId: id,
          reference: 'MAP-Q1',
          isVatRegistered: true,
          quoteStatus: QuoteStatus.InProgress,
        },
        { quoteRequestId: requests[1]!.id, workshopId: id, reference: 'MAP-Q2', isVatRegistered: true },
      ])
      .returning({ id: quotes.id });
    await within1s(a, (list) => list[0]?.referenceNumber === 1);
    await b.deps.db
      .update(quotes)
      .set({ quoteStatus: QuoteStatus.Completed })
      .where(eq(quotes.id, started!.id));
    await within1s(a, (list) => list[0]?.referenceNumber === 0);

    // Moved 30 km away: out of a 10 km circle.
    await b.deps.db
      .update(workshops)
      .set({ lat: PRETORIA.lat - 0.27, lng: PRETORIA.lng })
      .where(eq(workshops.id, id));
    await within1s(a, (list) => list.length === 0);
    expect((await mapOf(a, 40)).map((w) => w.workshopId)).toEqual([id]);

    await b.deps.db.update(workshops).set({ isActive: false }).where(eq(workshops.id, id));
    await expect.poll(async () => (await mapOf(a, 40)).length, { timeout: 1000, interval: 20 }).toBe(0);
  });

  it('tells the instances only when a quote enters or leaves the jobs in progress', async () => {
    const listener = await a.deps.pool.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => {
      if (n.payload === 'quotes') heard.push(n.payload);
    });
    await listener.query('LISTEN read_models');
    const nothingMore = async (expected: number) => {
      // A notice is delivered on commit; a round trip on the listening connection brings any sent so far.
      await listener.query('select 1');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toHaveLength(expected);
    };
    try {
      const id = await addWorkshop(b, 'Protea Service Centre', { lat: PRETORIA.lat, lng: PRETORIA.lng });
      const [request] = await b.deps.db
        .insert(quoteRequests)
        .values({
          reference: 'MAP-3',
          vehicleName: 'VW Polo',
          quoteType: 'SMC_Service',
          email: 'm@example.co.za',
        })
        .returning({ id: quoteRequests.id });
      const [quote] = await b.deps.db
        .insert(quotes)
        .values({ quoteRequestId: request!.id, workshopId: id, reference: 'MAP-Q3', isVatRegistered: true })
        .returning({ id: quotes.id });
      const status = (quoteStatus: QuoteStatus) =>
        b.deps.db.update(quotes).set({ quoteStatus }).where(eq(quotes.id, quote!.id));
      // Created, sent, booked, its notes changed: the map's counts cannot have moved.
      await status(QuoteStatus.PendingApproval);
      await status(QuoteStatus.Booked);
      await b.deps.db.update(quotes).set({ notes: 'Bring the spare key' }).where(eq(quotes.id, quote!.id));
      await nothingMore(0);
      // Started: one more job in progress; an amendment keeps it there; completed: one fewer.
      await status(QuoteStatus.InProgress);
      await expect.poll(() => heard.length).toBe(1);
      await status(QuoteStatus.AmendmentPending);
      await nothingMore(1);
      await status(QuoteStatus.Completed);
      await expect.poll(() => heard.length).toBe(2);
      await expect
        .poll(async () => (await mapOf(a)).find((w) => w.workshopId === id)?.referenceNumber)
        .toBe(0);
    } finally {
      await listener.query('UNLISTEN read_models');
      listener.release();
    }
  });
});
