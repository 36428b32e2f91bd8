import type { AddressInfo } from 'node:net';
import { addDays, calendarDate, isWeekday, pathOf, QUOTES_API } from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  customerVehicles,
  notifications,
  quoteRequestItems,
  quoteRequests,
  quoteRequestWorkshops,
  vehicles,
  workshops,
} from '../src/db/schema';
import { createSignedInUser, createTestApps, joinOrganisation } from './helpers';

/**
 * Issue 12: the organisation workspace's events, inbox and live notifications, with two organisations of
 * two branches each pitted against each other, on two app instances sharing one database (the live
 * channel must reach a browser connected to the other instance).
 */
const [one, two] = await createTestApps(2, { RATE_LIMIT_ENABLED: 'false' });
const t = one!;
const db = t.deps.db;

type User = Awaited<ReturnType<typeof createSignedInUser>>;
let alpha: User; // organisation Alpha, branches Midrand (current) and Soweto
let alphaSoweto: User; // a colleague working in Alpha's Soweto branch
let beta: User; // organisation Beta, branches Durban (current) and Umhlanga
let shop: User;

function bookingDay(): string {
  let day = addDays(calendarDate(new Date()), 2);
  while (!isWeekday(day)) day = addDays(day, 1);
  return day;
}

let counter = 0;
/** A branch's request straight in the database (the submit flow has its own tests), sent to the shop. */
async function branchRequest(owner: User, branchId: string) {
  counter += 1;
  const [address] = await db.insert(addresses).values({ suburb: 'Ferndale', city: 'Randburg' }).returning();
  const [r] = await db
    .insert(quoteRequests)
    .values({
      reference: `SMC-ORG-${counter}-${Math.random().toString(36).slice(2, 6)}`,
      userId: owner.id,
      organizationBranchId: branchId,
      vehicleName: `2020 Ford Ranger ${counter}`,
      quoteType: 'Service - SMC_Service',
      serviceType: 'Service',
      addressId: address!.id,
      email: owner.email,
      datesRequested: [bookingDay()],
    })
    .returning();
  const [item] = await db
    .insert(quoteRequestItems)
    .values({ quoteRequestId: r!.id, name: 'Minor service', sortOrder: 0 })
    .returning();
  await db.insert(quoteRequestWorkshops).values({ quoteRequestId: r!.id, workshopId: shop.workshopId! });
  return { ...r!, itemId: item!.id };
}

const call = (user: User, method: 'GET' | 'POST', url: string, payload?: object, app = t.app) =>
  app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

async function sendQuote(r: Awaited<ReturnType<typeof branchRequest>>) {
  const res = await call(shop, 'POST', pathOf(QUOTES_API.workshopSaveQuote, { id: r.id }), {
    action: 'send',
    lines: [
      { quoteRequestItemId: r.itemId, kind: 'labour', description: 'Service', quantity: 1, priceExcl: 900 },
    ],
    jobTurnaround: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().quote as { id: string };
}

/** A live stream on an instance listening on a real port (inject cannot hold a stream open). */
async function openStream(user: User, app = two!.app) {
  const address = app.server.address() as AddressInfo;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${address.port}/api/user/notificationStream`, {
    headers: user.headers,
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { at: number; data: Record<string, unknown> }[] = [];
  let waiters: (() => void)[] = [];
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (block.includes('event: notification') && data)
          events.push({ at: Date.now(), data: JSON.parse(data.slice(6)) });
        if (block === ': ready' || data) for (const w of waiters.splice(0)) w();
        cut = buffer.indexOf('\n\n');
      }
      for (const w of waiters.splice(0)) w();
    }
  })();
  await new Promise<void>((resolve) => waiters.push(resolve));
  return {
    events,
    /** Waits until `count` events arrived or `ms` passed. */
    async waitFor(count: number, ms: number) {
      const until = Date.now() + ms;
      while (events.length < count && Date.now() < until)
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      waiters = [];
      return events;
    },
    close: () => controller.abort(),
  };
}

beforeAll(async () => {
  await two!.app.listen({ port: 0, host: '127.0.0.1' });
  alpha = await createSignedInUser(t, {
    organisation: { name: 'Alpha Fleet', branches: ['Midrand', 'Soweto'] },
  });
  beta = await createSignedInUser(t, {
    organisation: { name: 'Beta Motors', branches: ['Durban', 'Umhlanga'] },
  });
  shop = await createSignedInUser(t, { workshop: true });
  alphaSoweto = await createSignedInUser(t);
  // A colleague in Alpha's second branch: same organisation, other branch.
  await joinOrganisation(db, alphaSoweto.id, alpha.organizationId!, [alpha.branchIds[1]!]);
});

describe('live notifications', () => {
  it('the stream needs a signed-in caller', async () => {
    const address = two!.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${address.port}/api/user/notificationStream`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('Please sign in to continue.');
  });

  it("a quote sent on one instance reaches the branch's stream on the other within a second, and nobody else's", async () => {
    const mine = await openStream(alpha);
    const colleague = await openStream(alphaSoweto);
    const stranger = await openStream(beta);
    const r = await branchRequest(alpha, alpha.branchIds[0]!);
    await sendQuote(r);
    // Measured from the commit (the send's answer): the quote has arrived, the toast must follow.
    const committed = Date.now();
    const [event] = await mine.waitFor(1, 3000);
    expect(event, 'no live notification arrived').toBeDefined();
    expect(event!.at - committed, 'ms from commit to the event on the other instance').toBeLessThan(1000);
    expect(event!.data).toMatchObject({
      organizationBranchId: alpha.branchIds[0],
      isRead: false,
      smcReference: r.reference,
      vehicleName: r.vehicleName,
      color: 'green',
      quoteRequestId: r.id,
      quoteRequestUniqueId: r.uniqueId,
    });
    expect(event!.data.title).toEqual(expect.any(String));
    expect(event!.data.message).toContain(r.reference);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(colleague.events).toEqual([]);
    expect(stranger.events).toEqual([]);
    for (const s of [mine, colleague, stranger]) s.close();
  });

  it('loads only the unread ones of the current branch, keeps the last 5 and marks them read', async () => {
    const requests = [];
    for (let i = 0; i < 6; i++) requests.push(await branchRequest(alpha, alpha.branchIds[0]!));
    for (const r of requests) await sendQuote(r);
    const kept = await db
      .select()
      .from(notifications)
      .where(eq(notifications.organizationBranchId, alpha.branchIds[0]!));
    expect(kept).toHaveLength(5);

    const load = async (u: User) => (await call(u, 'GET', '/api/user/loadNotifications')).json();
    const list = await load(alpha);
    expect(list.map((n: { smcReference: string }) => n.smcReference)).toEqual(
      requests
        .slice(1)
        .reverse()
        .map((r) => r.reference),
    );
    expect(await load(beta)).toEqual([]);
    expect(await load(alphaSoweto)).toEqual([]);

    // Closed: read for the whole branch. Another branch's or organisation's: not found.
    expect((await call(beta, 'POST', '/api/user/setNotificationRead', { id: list[0].id })).statusCode).toBe(
      404,
    );
    expect(
      (await call(alphaSoweto, 'POST', '/api/user/setNotificationRead', { id: list[0].id })).statusCode,
    ).toBe(404);
    expect((await call(alpha, 'POST', '/api/user/setNotificationRead', { id: list[0].id })).statusCode).toBe(
      200,
    );
    // Its request opened: every notification of that request is read.
    const opened = await call(alpha, 'POST', '/api/user/setNotificationRead', {
      quoteRequestId: list[1].quoteRequestId,
    });
    expect(opened.json()).toEqual({ read: 1 });
    expect((await load(alpha)).map((n: { id: string }) => n.id)).toEqual(
      list.slice(2).map((n: { id: string }) => n.id),
    );
    expect((await call(alpha, 'POST', '/api/user/setNotificationRead', {})).statusCode).toBe(400);
  });
});

describe('events and inbox', () => {
  it("lists and searches the current branch's events; any other branch is not found", async () => {
    const r = await branchRequest(alpha, alpha.branchIds[0]!);
    await sendQuote(r);
    const url = (branchId: string, term = '') =>
      `/api/user/queryUserRecentActions/${branchId}?searchTerm=${encodeURIComponent(term)}`;
    const all = await call(alpha, 'GET', url(alpha.branchIds[0]!));
    expect(all.statusCode).toBe(200);
    expect(all.json()[0]).toMatchObject({
      actionSource: 1,
      vehicleName: r.vehicleName,
      navigationId: r.uniqueId,
      isRead: true,
    });
    const found = (await call(alpha, 'GET', url(alpha.branchIds[0]!, r.reference.toLowerCase()))).json();
    expect(found.map((a: { navigationId: string }) => a.navigationId)).toEqual([r.uniqueId]);
    expect((await call(alpha, 'GET', url(alpha.branchIds[0]!, 'no such thing'))).json()).toEqual([]);
    // A LIKE wildcard is a character, not a pattern.
    expect((await call(alpha, 'GET', url(alpha.branchIds[0]!, '%'))).json()).toEqual([]);

    // The other branch of the same organisation (not the current one), and another organisation's branch.
    expect((await call(alpha, 'GET', url(alpha.branchIds[1]!))).statusCode).toBe(404);
    expect((await call(beta, 'GET', url(alpha.branchIds[0]!))).statusCode).toBe(404);
    expect((await call(alphaSoweto, 'GET', url(alpha.branchIds[0]!, r.reference))).statusCode).toBe(404);
    expect((await call(beta, 'GET', url(beta.branchIds[0]!, r.reference))).json()).toEqual([]);
    expect((await call(shop, 'GET', url(alpha.branchIds[0]!))).statusCode).toBe(403);
  });

  it('a workshop message is unread until Mark as Read; the branch reply is in Sent; other branches see none', async () => {
    const r = await branchRequest(alpha, alpha.branchIds[0]!);
    const q = await sendQuote(r);
    const wrote = await call(shop, 'POST', pathOf(QUOTES_API.workshopMessage, { id: q.id }), {
      message: 'The brake discs are worn too.',
    });
    expect(wrote.statusCode, wrote.body).toBe(200);
    const reply = await call(alpha, 'POST', QUOTES_API.messageWorkshop.path, {
      quoteId: q.id,
      message: 'Please replace them.',
    });
    expect(reply.statusCode, reply.body).toBe(200);

    const box = (u: User, branchId: string, query: string) =>
      call(u, 'GET', `/api/user/queryUserRecentMessages/${branchId}?${query}`);
    const unread = (await box(alpha, alpha.branchIds[0]!, 'isOpen=false&isSent=false')).json();
    expect(unread).toHaveLength(1);
    expect(unread[0]).toMatchObject({ isRead: false, vehicleName: r.vehicleName, navigationId: r.uniqueId });
    expect(unread[0].actionDescription).toContain('The brake discs are worn too.');
    const sent = (await box(alpha, alpha.branchIds[0]!, 'isSent=true')).json();
    expect(sent).toHaveLength(1);
    expect(sent[0].actionDescription).toContain('Please replace them.');
    expect((await box(alpha, alpha.branchIds[0]!, 'isOpen=true')).json()).toEqual([]);

    expect((await box(beta, alpha.branchIds[0]!, '')).statusCode).toBe(404);
    expect((await box(alphaSoweto, alpha.branchIds[0]!, '')).statusCode).toBe(404);
    expect((await box(alpha, alpha.branchIds[0]!, 'isOpen=maybe')).statusCode).toBe(400);
    expect((await call(beta, 'POST', '/api/user/setMessageRead', { id: unread[0].id })).statusCode).toBe(404);
    expect((await call(alpha, 'POST', '/api/user/setMessageRead', { id: sent[0].id })).statusCode).toBe(404);

    const read = await call(alpha, 'POST', '/api/user/setMessageRead', { id: unread[0].id });
    expect(read.statusCode).toBe(200);
    expect((await box(alpha, alpha.branchIds[0]!, '')).json()).toEqual([]);
    expect((await box(alpha, alpha.branchIds[0]!, 'isOpen=true')).json()[0]).toMatchObject({
      id: unread[0].id,
      isRead: true,
    });
  });
});

describe('header search', () => {
  it("finds the current branch's requests, vehicles and workshops, and nothing of another branch or organisation", async () => {
    const mine = await branchRequest(alpha, alpha.branchIds[0]!);
    const colleagues = await branchRequest(alphaSoweto, alpha.branchIds[1]!);
    const theirs = await branchRequest(beta, beta.branchIds[0]!);
    await db
      .update(workshops)
      .set({ name: 'Rosebank Auto Clinic' })
      .where(eq(workshops.id, shop.workshopId!));
    const [vehicle] = await db
      .insert(vehicles)
      .values({
        year: 2020,
        brand: 'Ford',
        range: 'Ranger',
        model: 'Ranger 2.0 Wildtrak',
        searchText: 'ford ranger',
      })
      .returning();
    await db.insert(customerVehicles).values([
      {
        userId: alpha.id,
        organizationBranchId: alpha.branchIds[0]!,
        vehicleId: vehicle!.id,
        name: 'Bakkie 7',
        vehicleLicensePlate: 'CA 123-456',
      },
      {
        userId: beta.id,
        organizationBranchId: beta.branchIds[0]!,
        vehicleId: vehicle!.id,
        name: 'Bakkie 9',
        vehicleLicensePlate: 'CA 999-456',
      },
    ]);
    const search = (u: User, term: string) =>
      call(u, 'GET', `/api/user/globalSearch?searchTerm=${encodeURIComponent(term)}`);

    const byReference = (await search(alpha, mine.reference.slice(-8))).json();
    expect(byReference.requests.map((r: { uniqueId: string }) => r.uniqueId)).toEqual([mine.uniqueId]);
    // Every request of every branch holds 'SMC-ORG': only the current branch's are answered.
    const all = (await search(alpha, 'smc-org')).json();
    const refs = all.requests.map((r: { reference: string }) => r.reference);
    expect(refs).toContain(mine.reference);
    expect(refs).not.toContain(colleagues.reference);
    expect(refs).not.toContain(theirs.reference);

    expect((await search(alpha, '456')).json().vehicles).toEqual([
      { id: expect.any(String), name: 'Bakkie 7', licensePlate: 'CA 123-456', vinNumber: null },
    ]);
    expect((await search(alpha, 'rosebank')).json().workshops).toEqual([
      { id: shop.workshopId, name: 'Rosebank Auto Clinic' },
    ]);
    const betaSees = (await search(beta, mine.reference)).json();
    expect(betaSees.requests).toEqual([]);
    expect((await search(beta, '456')).json().vehicles.map((v: { name: string }) => v.name)).toEqual([
      'Bakkie 9',
    ]);

    expect((await search(alpha, 'ab')).statusCode).toBe(400);
    expect((await search(alpha, 'ab')).json().errors.searchTerm).toEqual([
      'Please type at least 3 characters.',
    ]);
    expect((await search(alpha, '%%%')).json()).toEqual({ requests: [], vehicles: [], workshops: [] });
    expect((await search(shop, 'rosebank')).statusCode).toBe(403);
  });
});
