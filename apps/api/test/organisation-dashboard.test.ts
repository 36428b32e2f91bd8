import { type Dashboard, QuoteRequestStatus, QuoteStatus } from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  quoteAmendments,
  quoteItems,
  quoteRequestItems,
  quoteRequests,
  quoteStatusHistory,
  quotes,
  vehicles,
} from '../src/db/schema';
import { createSignedInUser, createTestApp, joinOrganisation } from './helpers';

/**
 * Issue 12 item 1 (decision 031): the dashboard's figures for the branch the user works in, with two
 * organisations of two branches each; every other branch holds work that would change a figure if it
 * were counted.
 */
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const db = t.deps.db;

type User = Awaited<ReturnType<typeof createSignedInUser>>;
let alpha: User; // Alpha Fleet: Midrand (current) and Soweto
let alphaSoweto: User;
let beta: User; // Beta Motors: Durban (current) and Umhlanga
let shops: User[];

const HOUR = 3_600_000;
const requestCreated = new Date(Date.now() - 48 * HOUR);
/** Noon on the 15th of last month in Johannesburg (UTC+2 all year): paid "last month" whatever today is. */
function midLastMonth(): Date {
  const joburg = new Date(Date.now() + 2 * HOUR);
  return new Date(Date.UTC(joburg.getUTCFullYear(), joburg.getUTCMonth() - 1, 15, 10));
}

let counter = 0;
async function request(owner: User, branchId: string, status: number = QuoteRequestStatus.Submitted) {
  counter += 1;
  const [r] = await db
    .insert(quoteRequests)
    .values({
      reference: `SMC-DASH-${counter}-${Math.random().toString(36).slice(2, 6)}`,
      userId: owner.id,
      organizationBranchId: branchId,
      vehicleName: `2021 Toyota Hilux ${counter}`,
      quoteType: 'Service - SMC_Service',
      email: owner.email,
      quoteRequestStatus: status,
      createdAt: requestCreated,
    })
    .returning();
  return r!;
}

interface QuoteSpec {
  status: number;
  shop?: number;
  /** Own lines' totals in rand (incl. VAT). */
  lines?: number[];
  sentAfterHours?: number;
  paidAt?: Date;
  closedReason?: string;
}
async function quote(r: { id: string }, spec: QuoteSpec) {
  counter += 1;
  const [q] = await db
    .insert(quotes)
    .values({
      quoteRequestId: r.id,
      workshopId: shops[spec.shop ?? 0]!.workshopId!,
      reference: `Q-DASH-${counter}-${Math.random().toString(36).slice(2, 6)}`,
      quoteStatus: spec.status,
      isVatRegistered: true,
      closedReason: spec.closedReason ?? null,
      sentAt:
        spec.sentAfterHours === undefined
          ? null
          : new Date(requestCreated.getTime() + spec.sentAfterHours * HOUR),
    })
    .returning();
  const lines = spec.lines ?? [100];
  if (lines.length > 0)
    await db.insert(quoteItems).values(
      lines.map((rand, i) => ({
        quoteId: q!.id,
        description: `Line ${i + 1}`,
        priceExclCents: Math.round((rand * 100) / 1.15),
        priceInclCents: rand * 100,
        totalInclCents: rand * 100,
      })),
    );
  if (spec.paidAt)
    await db
      .insert(quoteStatusHistory)
      .values({ quoteId: q!.id, quoteStatus: QuoteStatus.Paid, createdAt: spec.paidAt });
  return q!;
}

/** An amendment on a quote: one added line, approved or declined. */
async function amendmentLine(q: { id: string }, rand: number, amendmentStatus: number) {
  const [a] = await db.insert(quoteAmendments).values({ quoteId: q.id, amendmentStatus }).returning();
  await db.insert(quoteItems).values({
    quoteId: q.id,
    amendmentId: a!.id,
    description: 'Found on the lift',
    priceExclCents: Math.round((rand * 100) / 1.15),
    priceInclCents: rand * 100,
    totalInclCents: rand * 100,
    amendmentType: 0,
    amendmentStatus,
  });
}

const get = (u: User, url: string) => t.app.inject({ method: 'GET', url, headers: u.headers });
const dashboard = async (u: User) => {
  const res = await get(u, '/api/user/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Dashboard;
};
const listOf = async (u: User, figure: string) => {
  const res = await get(u, `/api/user/dashboardList/${figure}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as { quoteReference: string; amount: number; turnaroundHours: number | null }[];
};

const refs: Record<string, string> = {};

beforeAll(async () => {
  alpha = await createSignedInUser(t, {
    firstName: 'Anna',
    lastName: 'Dlamini',
    organisation: { name: 'Alpha Fleet', branches: ['Midrand', 'Soweto'] },
  });
  beta = await createSignedInUser(t, {
    organisation: { name: 'Beta Motors', branches: ['Durban', 'Umhlanga'] },
  });
  alphaSoweto = await createSignedInUser(t);
  await joinOrganisation(db, alphaSoweto.id, alpha.organizationId!, [alpha.branchIds[1]!]);
  shops = [];
  for (let i = 0; i < 3; i++) shops.push(await createSignedInUser(t, { workshop: true }));
  const [midrand, soweto] = alpha.branchIds as [string, string];

  // Alpha Midrand: two quotes waiting, a third withdrawn.
  const r1 = await request(alpha, midrand);
  refs.r1 = r1.reference;
  refs.q1a = (
    await quote(r1, { status: QuoteStatus.PendingApproval, shop: 0, sentAfterHours: 10 })
  ).reference;
  refs.q1b = (await quote(r1, { status: QuoteStatus.Updated, shop: 1, sentAfterHours: 20 })).reference;
  await quote(r1, { status: QuoteStatus.PendingApproval, shop: 2, closedReason: 'withdrawn' });
  // Booked: the other quote on the request no longer waits for a decision.
  const r2 = await request(alpha, midrand);
  await quote(r2, { status: QuoteStatus.Booked, shop: 0 });
  await quote(r2, { status: QuoteStatus.PendingApproval, shop: 1 });
  // An amendment waiting for approval (a job in progress too).
  const r3 = await request(alpha, midrand);
  refs.q3 = (await quote(r3, { status: QuoteStatus.AmendmentPending })).reference;
  // Invoiced: R 1 000 quoted, R 200 approved later, R 300 declined: R 1 200 to pay.
  const r4 = await request(alpha, midrand);
  const q4 = await quote(r4, { status: QuoteStatus.Invoiced, lines: [600, 400] });
  refs.q4 = q4.reference;
  await amendmentLine(q4, 200, 1);
  await amendmentLine(q4, 300, 2);
  // Paid this month (R 500, quoted 6 h after the request) and last month (R 800).
  const r5 = await request(alpha, midrand, QuoteRequestStatus.Completed);
  refs.q5 = (
    await quote(r5, { status: QuoteStatus.Paid, lines: [500], sentAfterHours: 6, paidAt: new Date() })
  ).reference;
  const r6 = await request(alpha, midrand, QuoteRequestStatus.Completed);
  refs.q6 = (
    await quote(r6, { status: QuoteStatus.Completed, lines: [800], paidAt: midLastMonth() })
  ).reference;
  await request(alpha, midrand, QuoteRequestStatus.Cancelled);

  // Alpha Soweto and Beta Durban: work of every kind that must not reach Midrand's figures.
  for (const [owner, branchId] of [
    [alphaSoweto, soweto],
    [beta, beta.branchIds[0]!],
  ] as const) {
    const a = await request(owner, branchId);
    await quote(a, { status: QuoteStatus.PendingApproval, sentAfterHours: 30 });
    const b = await request(owner, branchId);
    await quote(b, { status: QuoteStatus.Invoiced, lines: [9000] });
    const c = await request(owner, branchId, QuoteRequestStatus.Completed);
    await quote(c, { status: QuoteStatus.Paid, lines: [7000], paidAt: new Date() });
    const d = await request(owner, branchId);
    await quote(d, { status: QuoteStatus.AmendmentPending });
  }
});

describe('dashboard', () => {
  it("counts the current branch's work only, with money from approved invoice lines", async () => {
    const d = await dashboard(alpha);
    expect(d).toMatchObject({
      branchName: 'Midrand',
      openRequests: 4,
      awaitingDecision: 2,
      jobsInProgress: 2,
      amendmentsWaiting: 1,
      invoicesToPay: 1,
      invoicesToPayTotal: 1200,
      spendThisMonth: 500,
      spendLastMonth: 800,
      averageTurnaroundHours: 12,
      quotesReceived: 3,
    });
    expect(d.spendByMonth).toHaveLength(6);
    expect(d.spendByMonth.at(-1)).toMatchObject({ total: 500, jobs: 1 });
    expect(d.spendByMonth.at(-2)).toMatchObject({ total: 800, jobs: 1 });
    expect(d.spendByMonth.slice(0, 4).every((m) => m.total === 0)).toBe(true);
  });

  it('another branch of the same organisation and another organisation see their own figures', async () => {
    const expected = {
      openRequests: 3,
      awaitingDecision: 1,
      jobsInProgress: 1,
      amendmentsWaiting: 1,
      invoicesToPay: 1,
      invoicesToPayTotal: 9000,
      spendThisMonth: 7000,
      spendLastMonth: 0,
      averageTurnaroundHours: 30,
      quotesReceived: 1,
    };
    expect(await dashboard(alphaSoweto)).toMatchObject({ branchName: 'Soweto', ...expected });
    expect(await dashboard(beta)).toMatchObject({ branchName: 'Durban', ...expected });
    // Beta's second branch has no work at all.
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/user/upsertOrganizationBranch',
      headers: beta.headers,
      payload: { organizationBranchId: beta.branchIds[1] },
    });
    expect(moved.statusCode).toBe(200);
    expect(await dashboard(beta)).toMatchObject({
      branchName: 'Umhlanga',
      openRequests: 0,
      awaitingDecision: 0,
      invoicesToPayTotal: 0,
      spendThisMonth: 0,
      averageTurnaroundHours: null,
    });
  });

  it('every figure opens the quotes behind it, of the current branch only', async () => {
    expect((await listOf(alpha, 'awaiting-decision')).map((q) => q.quoteReference).sort()).toEqual(
      [refs.q1a, refs.q1b].sort(),
    );
    expect((await listOf(alpha, 'amendments')).map((q) => q.quoteReference)).toEqual([refs.q3]);
    expect(await listOf(alpha, 'to-pay')).toEqual([
      expect.objectContaining({ quoteReference: refs.q4, amount: 1200 }),
    ]);
    expect(await listOf(alpha, 'paid-this-month')).toEqual([
      expect.objectContaining({ quoteReference: refs.q5, amount: 500 }),
    ]);
    expect((await listOf(alpha, 'paid-last-month')).map((q) => q.quoteReference)).toEqual([refs.q6]);
    const quoted = await listOf(alpha, 'quoted');
    expect(quoted.map((q) => q.turnaroundHours).sort()).toEqual([10, 20, 6].sort());
    expect((await listOf(alphaSoweto, 'to-pay')).map((q) => q.amount)).toEqual([9000]);
  });

  it('refuses an unknown list, a workshop user and an anonymous caller', async () => {
    const bad = await get(alpha, '/api/user/dashboardList/everything');
    expect(bad.statusCode).toBe(400);
    expect((await get(shops[0]!, '/api/user/dashboard')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/dashboard' })).statusCode).toBe(401);
  });
});

describe('sharing a quote with another branch', () => {
  it('keeps a request to its branch: another branch reads it only once a quote is shared, and never acts on it', async () => {
    const [midrand, soweto] = alpha.branchIds as [string, string];
    const r = await request(alpha, midrand);
    const q = await quote(r, { status: QuoteStatus.PendingApproval, shop: 1, sentAfterHours: 3 });
    const read = (u: User) => get(u, `/api/QuoteRequests/GetQuoteRequest/${r.uniqueId}`);
    const quotesOf = (u: User) => get(u, `/api/quotes/GetQuoteRequestQuotes/${r.uniqueId}`);
    const message = (u: User) => {
      const boundary = 'branch-scope-boundary';
      const part = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      return t.app.inject({
        method: 'POST',
        url: '/api/quotes/MessageWorkshop',
        headers: { ...u.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `${part('quoteId', q.id)}${part('message', 'Can you do Friday?')}--${boundary}--\r\n`,
      });
    };
    expect((await read(alpha)).statusCode).toBe(200);
    // The same organisation, another branch: not found, as another organisation's would be.
    expect((await read(alphaSoweto)).statusCode).toBe(404);
    expect((await quotesOf(alphaSoweto)).statusCode).toBe(404);
    expect((await message(alphaSoweto)).statusCode).toBe(404);

    expect((await share(alpha, r.uniqueId, q.id, soweto)).statusCode).toBe(200);
    expect((await read(alphaSoweto)).statusCode).toBe(200);
    expect((await quotesOf(alphaSoweto)).statusCode).toBe(200);
    // Shared to read, not to act: the owning branch messages the workshop, the other still cannot.
    expect((await message(alphaSoweto)).statusCode).toBe(404);
    expect((await message(alpha)).statusCode).toBeLessThan(300);
    expect((await read(beta)).statusCode).toBe(404);
  });

  const share = (u: User, requestId: string, quoteId: string, organizationBranchId: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: `/api/QuoteRequests/shareOrganizationBranchQuote/${requestId}?quoteId=${quoteId}`,
      headers: u.headers,
      payload: organizationBranchId ? { organizationBranchId } : {},
    });

  it('records who shared which quote with which branch and when; the branch sees it and is told', async () => {
    const [midrand, soweto] = alpha.branchIds as [string, string];
    const r = await request(alpha, midrand);
    const q = await quote(r, { status: QuoteStatus.PendingApproval, shop: 1, sentAfterHours: 3 });
    const draft = await quote(r, { status: QuoteStatus.Draft, shop: 2 });

    const before = Date.now();
    const res = await share(alpha, r.uniqueId, q.id, soweto);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      quoteId: q.id,
      quoteReference: q.reference,
      workshopId: shops[1]!.workshopId,
      organizationBranchId: soweto,
      branchName: 'Soweto',
      username: alpha.email,
      sharedByName: 'Anna Dlamini',
      isSuccess: true,
    });
    expect(Date.parse(res.json().dateCreatedUtc)).toBeGreaterThanOrEqual(before - 1000);

    // The other branch: on its dashboard, in its events, and a notification (the live toast).
    const soweto_ = await dashboard(alphaSoweto);
    expect(soweto_.sharedWithBranch[0]).toMatchObject({
      quoteRequestUniqueId: r.uniqueId,
      reference: r.reference,
      quoteReference: q.reference,
      fromBranchName: 'Midrand',
      username: alpha.email,
      sharedByName: 'Anna Dlamini',
    });
    // Shared, not moved: the figures stay the owning branch's.
    expect(soweto_.awaitingDecision).toBe(1);
    const events = (await get(alphaSoweto, `/api/user/queryUserRecentActions/${soweto}`)).json();
    expect(events[0]).toMatchObject({
      actionType: 'Quote shared with your branch',
      navigationId: r.uniqueId,
    });
    expect(events[0].actionDescription).toMatch(/^Anna Dlamini \(Midrand\) shared /);
    const toasts = (await get(alphaSoweto, '/api/user/loadNotifications')).json();
    expect(toasts[0]).toMatchObject({ title: 'Quote shared with your branch', smcReference: r.reference });
    expect((await dashboard(alpha)).sharedWithBranch).toEqual([]);
    expect((await dashboard(beta)).sharedWithBranch).toEqual([]);

    // Both branches read the request's shares; another organisation cannot.
    for (const u of [alpha, alphaSoweto]) {
      const list = await get(u, `/api/QuoteRequests/organizationBranchShares/${r.uniqueId}`);
      expect(list.json().map((s: { quoteId: string }) => s.quoteId)).toEqual([q.id]);
    }
    expect((await get(beta, `/api/QuoteRequests/organizationBranchShares/${r.uniqueId}`)).statusCode).toBe(
      404,
    );

    // A draft is the workshop's own; the branch that owns the request; nothing chosen.
    expect((await share(alpha, r.uniqueId, draft.id, soweto)).statusCode).toBe(404);
    const same = await share(alpha, r.uniqueId, q.id, midrand);
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.organizationBranchId).toEqual([
      'This request is already that branch’s. Please choose another branch.',
    ]);
    expect((await share(alpha, r.uniqueId, q.id, undefined)).json().errors.organizationBranchId).toEqual([
      'Please choose a branch.',
    ]);
  });

  it("is a 404 for another organisation's request, quote or branch, and refuses workshop users", async () => {
    const [midrand, soweto] = alpha.branchIds as [string, string];
    const mine = await request(alpha, midrand);
    const q = await quote(mine, { status: QuoteStatus.PendingApproval, sentAfterHours: 1 });
    const theirs = await request(beta, beta.branchIds[0]!);
    const theirQuote = await quote(theirs, { status: QuoteStatus.PendingApproval, sentAfterHours: 1 });

    expect((await share(alpha, mine.uniqueId, q.id, beta.branchIds[1])).statusCode).toBe(404);
    expect((await share(beta, mine.uniqueId, q.id, beta.branchIds[1])).statusCode).toBe(404);
    expect((await share(alpha, theirs.uniqueId, theirQuote.id, soweto)).statusCode).toBe(404);
    // A quote of another request, even the caller's own.
    expect((await share(alpha, mine.uniqueId, theirQuote.id, soweto)).statusCode).toBe(404);
    expect((await share(shops[0]!, mine.uniqueId, q.id, soweto)).statusCode).toBe(403);
    expect((await dashboard(beta)).sharedWithBranch).toEqual([]);
  });
});

describe('price lookup', () => {
  const lookup = (u: User, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/QuoteRequests/queryQuotesPriceLookup',
      headers: u.headers,
      payload,
    });

  async function vehicle(brand: string, range: string, model: string) {
    const [v] = await db
      .insert(vehicles)
      .values({ year: 2022, brand, range, model, searchText: `${brand} ${range} ${model}`.toLowerCase() })
      .returning();
    return v!.id;
  }

  /** A request with items for a vehicle; `paid` gives each item a paid quote line of that many rand. */
  async function history(
    owner: User,
    branchId: string,
    vehicleId: number,
    items: Record<string, number | null>,
  ) {
    const r = await request(owner, branchId, QuoteRequestStatus.Completed);
    await db.update(quoteRequests).set({ vehicleId }).where(eq(quoteRequests.id, r.id));
    const rows = await db
      .insert(quoteRequestItems)
      .values(Object.keys(items).map((name, i) => ({ quoteRequestId: r.id, name, sortOrder: i })))
      .returning();
    const q = await quote(r, { status: QuoteStatus.Paid, lines: [], paidAt: new Date() });
    for (const row of rows) {
      const rand = items[row.name];
      if (rand === null || rand === undefined) continue;
      await db.insert(quoteItems).values({
        quoteId: q.id,
        quoteRequestItemId: row.id,
        description: row.name,
        priceExclCents: Math.round((rand * 100) / 1.15),
        priceInclCents: rand * 100,
        totalInclCents: rand * 100,
      });
    }
    return r;
  }

  it("answers what the organisation paid for the same items on the most alike vehicles, never another organisation's", async () => {
    const [midrand, soweto] = alpha.branchIds as [string, string];
    const hilux28 = await vehicle('Toyota', 'Hilux', '2.8 GD-6 Raider');
    const hilux24 = await vehicle('Toyota', 'Hilux', '2.4 GD-6 SRX');
    const corolla = await vehicle('Toyota', 'Corolla', '1.8 XS');
    const ranger = await vehicle('Ford', 'Ranger', '2.0 XLT');

    const earlier = await history(alphaSoweto, soweto, hilux24, { 'Minor service': 1500 });
    await history(alpha, midrand, corolla, { 'Minor service': 1000, 'Front brake pads': 900 });
    await history(alpha, midrand, ranger, { 'Front brake pads': 50 });
    // Another organisation paid less for the very same model: not this organisation's price.
    await history(beta, beta.branchIds[0]!, hilux28, { 'Minor service': 700 });

    const now = await request(alpha, midrand);
    await db.update(quoteRequests).set({ vehicleId: hilux28 }).where(eq(quoteRequests.id, now.id));
    await db.insert(quoteRequestItems).values([
      { quoteRequestId: now.id, name: 'Minor service', sortOrder: 0 },
      { quoteRequestId: now.id, name: 'Front brake pads', sortOrder: 1 },
      { quoteRequestId: now.id, name: 'Wheel alignment', sortOrder: 2 },
    ]);

    const res = await lookup(alpha, { quoteRequestId: now.uniqueId });
    expect(res.statusCode, res.body).toBe(200);
    const [service, pads, alignment] = res.json();
    expect(service).toMatchObject({
      quoteRequestItemName: 'Minor service',
      level: 'range',
      paidCount: 1,
      averagePriceIncl: 1500,
      // Paid by Soweto: the price is the organisation's, the record stays Soweto's (decision 049).
      last: { priceIncl: 1500, reference: null, quoteRequestUniqueId: null },
    });
    expect(pads).toMatchObject({ level: 'brand', paidCount: 1, lowestPriceIncl: 900, highestPriceIncl: 900 });
    expect(alignment).toMatchObject({ level: null, paidCount: 0, averagePriceIncl: null, last: null });

    // By item names and a vehicle: the same answer for the request's colleague in the other branch.
    const byItems = await lookup(alphaSoweto, { vehicleId: hilux28, items: ['minor SERVICE'] });
    expect(byItems.json()[0]).toMatchObject({
      level: 'range',
      averagePriceIncl: 1500,
      last: { reference: earlier.reference, quoteRequestUniqueId: earlier.uniqueId },
    });
    // Beta sees only its own price, on the same model.
    expect((await lookup(beta, { vehicleId: hilux28, items: ['Minor service'] })).json()[0]).toMatchObject({
      level: 'model',
      paidCount: 1,
      averagePriceIncl: 700,
    });
    expect((await lookup(beta, { quoteRequestId: now.uniqueId })).statusCode).toBe(404);
    const empty = await lookup(alpha, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.quoteRequestId).toEqual(['Say which request or items to look up.']);
    expect((await lookup(shops[0]!, { items: ['Minor service'] })).statusCode).toBe(403);
  });
});

describe('vehicle mapping events', () => {
  it("a vehicle added to or removed from the branch's garage is a line in that branch's events only", async () => {
    const [midrand] = alpha.branchIds as [string, string];
    const [v] = await db
      .insert(vehicles)
      .values({
        year: 2023,
        brand: 'Isuzu',
        range: 'D-Max',
        model: '1.9 Ddi HR',
        description: 'Isuzu D-Max 1.9 Ddi HR',
        vehicleSummary: '2023 Isuzu D-Max 1.9 Ddi HR',
        searchText: 'isuzu d-max',
      })
      .returning();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/upsertVehicle',
      headers: alpha.headers,
      payload: { vehicleId: v!.uniqueId, name: 'Bakkie 12' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const events = async (u: User, branchId: string) =>
      (await get(u, `/api/user/queryUserRecentActions/${branchId}?searchTerm=Bakkie 12`)).json();
    expect((await events(alpha, midrand))[0]).toMatchObject({
      actionSource: 0,
      actionType: 'Vehicle added',
      vehicleName: 'Bakkie 12',
      vehicleSummary: '2023 Isuzu D-Max 1.9 Ddi HR',
      navigationId: added.json().id,
    });
    // An event, not a toast.
    const toasts = (await get(alpha, '/api/user/loadNotifications')).json();
    expect(toasts.some((n: { title: string }) => n.title === 'Vehicle added')).toBe(false);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/deleteVehicle/${added.json().id}`,
      headers: alpha.headers,
    });
    expect(removed.statusCode).toBe(200);
    const after = await events(alpha, midrand);
    expect(after.map((a: { actionType: string }) => a.actionType)).toEqual([
      'Vehicle removed',
      'Vehicle added',
    ]);
    expect(after[0].actionDescription).toContain('Isuzu D-Max 1.9 Ddi HR');

    // The colleague's branch and the other organisation saw nothing.
    expect(await events(alphaSoweto, alpha.branchIds[1]!)).toEqual([]);
    expect(await events(beta, beta.branchIds[1]!)).toEqual([]);
  });
});
