import { pathOf, QUOTES_API, QuoteStatus } from '@motorwise/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  customerVehicles,
  organizationUsers,
  quoteBranchShares,
  quoteMessages,
  quoteRequestItems,
  quoteRequests,
  quoteRequestWorkshops,
  quotes,
  vehicles,
} from '../src/db/schema';
import { createSignedInUser, createTestApp, createUser, joinOrganisation, signIn } from './helpers';
import { bookingDay } from './quote-fixtures';

/**
 * Issue 19 (decision 049): a branch's work stays in its branch. Two organisations with two branches each,
 * members restricted to one branch, an admin, a signed-in customer, a guest, an anonymous caller and a
 * quote shared with the other branch, pitted against the routes that take an id or an e-mail.
 */
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const { app } = t;
const db = t.deps.db;

type User = Awaited<ReturnType<typeof createSignedInUser>>;
let alphaAdmin: User; // Alpha's admin, working in Midrand
let midrand: User; // a member of Alpha's Midrand branch only
let soweto: User; // a member of Alpha's Soweto branch only
let beta: User; // Beta's admin (another organisation)
let customer: User; // a customer outside any organisation
let shop1: User;
let shop2: User;
let midrandId: string;
let sowetoId: string;

/** Every request of Alpha's branches is made with the organisation's shared address, known to all. */
const SHARED_ADDRESS = 'fleet@alpha-fleet.example.co.za';
const NOTES = 'Gate code 4471, ask for Sipho';
const PHONE = '+27825550199';

let vehicleId: number;
let counter = 0;
/** A request straight in the database, sent to both shops. */
async function makeRequest(owner: {
  userId: string | null;
  branchId: string | null;
  email: string;
  madeAsGuest?: boolean;
}) {
  counter += 1;
  const [address] = await db
    .insert(addresses)
    .values({ suburb: 'Halfway House', city: 'Midrand' })
    .returning();
  const [r] = await db
    .insert(quoteRequests)
    .values({
      reference: `SMC-BND-${counter}-${Math.random().toString(36).slice(2, 6)}`,
      userId: owner.userId,
      organizationBranchId: owner.branchId,
      madeAsGuest: owner.madeAsGuest ?? false,
      vehicleId,
      vehicleName: '2020 Ford Ranger 2.0 Wildtrak',
      vehicleLicensePlate: 'GP 44 BND',
      vehicleVinNumber: 'AFAPXXMJ2PXB12345',
      quoteType: 'Service - SMC_Service',
      serviceType: 'Service',
      addressId: address!.id,
      email: owner.email,
      firstName: 'Sipho',
      lastName: 'Dlamini',
      phone: PHONE,
      notes: NOTES,
      datesRequested: [bookingDay()],
    })
    .returning();
  const [item] = await db
    .insert(quoteRequestItems)
    .values({ quoteRequestId: r!.id, name: 'Minor service', sortOrder: 0 })
    .returning();
  await db.insert(quoteRequestWorkshops).values([
    { quoteRequestId: r!.id, workshopId: shop1.workshopId! },
    { quoteRequestId: r!.id, workshopId: shop2.workshopId! },
  ]);
  return { ...r!, itemId: item!.id };
}
type Made = Awaited<ReturnType<typeof makeRequest>>;

const call = (user: User | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: user ? user.headers : {}, ...(payload ? { payload } : {}) });

async function ok(user: User, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(user, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}

async function sendQuote(shop: User, r: Made, price = 900) {
  const body = await ok(shop, 'POST', pathOf(QUOTES_API.workshopSaveQuote, { id: r.id }), {
    action: 'send',
    lines: [
      { quoteRequestItemId: r.itemId, kind: 'labour', description: 'Service', quantity: 1, priceExcl: price },
    ],
    jobTurnaround: 1,
  });
  return body.quote as { id: string; reference: string };
}

async function member(organizationId: string, branchId: string) {
  const u = await createUser(db);
  await joinOrganisation(db, u.id, organizationId, [branchId], 'member');
  return { ...u, ...(await signIn(app, u.email)) };
}

// The world: Midrand's request R (booked and invoiced with shop1; shop2's quote shared with Soweto, and
// shop2 wrote to Midrand about it), Midrand's request R2 that nobody else was shown, a customer's own
// request and a guest's request.
let R: Made;
let R2: Made;
let customerRequest: Made;
let guestRequest: Made;
let q1: { id: string; reference: string }; // R, shop1: booked and invoiced
let q2: { id: string; reference: string }; // R, shop2: shared with Soweto
let r2q: { id: string; reference: string }; // R2, shop1
let r2Message: string;
const GUEST = `guest-${Date.now()}@example.co.za`;

beforeAll(async () => {
  alphaAdmin = await createSignedInUser(t, {
    organisation: { name: 'Alpha Fleet', branches: ['Midrand', 'Soweto'] },
  });
  [midrandId, sowetoId] = alphaAdmin.branchIds as [string, string];
  midrand = await member(alphaAdmin.organizationId!, midrandId);
  soweto = await member(alphaAdmin.organizationId!, sowetoId);
  beta = await createSignedInUser(t, {
    organisation: { name: 'Beta Motors', branches: ['Durban', 'Umhlanga'] },
  });
  customer = await createSignedInUser(t);
  shop1 = await createSignedInUser(t, { workshop: true });
  shop2 = await createSignedInUser(t, { workshop: true });
  const [v] = await db
    .insert(vehicles)
    .values({
      year: 2020,
      brand: 'Ford',
      range: 'Ranger',
      model: 'Ranger 2.0 Wildtrak',
      searchText: 'ford ranger',
    })
    .returning();
  vehicleId = Number(v!.id);

  R = await makeRequest({ userId: midrand.id, branchId: midrandId, email: SHARED_ADDRESS });
  R2 = await makeRequest({ userId: midrand.id, branchId: midrandId, email: SHARED_ADDRESS });
  customerRequest = await makeRequest({ userId: customer.id, branchId: null, email: customer.email });
  guestRequest = await makeRequest({ userId: null, branchId: null, email: GUEST, madeAsGuest: true });
  q1 = await sendQuote(shop1, R);
  q2 = await sendQuote(shop2, R, 1100);
  r2q = await sendQuote(shop1, R2);
  await sendQuote(shop1, customerRequest);
  await sendQuote(shop1, guestRequest);

  await ok(midrand, 'POST', QUOTES_API.acceptQuote.path, { quoteId: q1.id, serviceDate: bookingDay() });
  await ok(shop1, 'POST', pathOf(QUOTES_API.workshopCheckIn, { id: q1.id }), { vehicleMileage: 90_000 });
  await ok(shop1, 'POST', pathOf(QUOTES_API.workshopInvoice, { id: q1.id }), {});
  await ok(
    midrand,
    'POST',
    `/api/QuoteRequests/shareOrganizationBranchQuote/${R.uniqueId}?quoteId=${q2.id}`,
    {
      organizationBranchId: sowetoId,
    },
  );
  await ok(shop2, 'POST', pathOf(QUOTES_API.workshopMessage, { id: q2.id }), {
    message: 'We can also do Saturday.',
  });
  const wrote = await ok(shop1, 'POST', pathOf(QUOTES_API.workshopMessage, { id: r2q.id }), {
    message: 'Your bakkie is on the list.',
  });
  r2Message = wrote.id;
});

describe("a guest's e-mail link (item 1)", () => {
  const withEmail = (path: string, email: string) => `${path}?emailAddress=${encodeURIComponent(email)}`;

  it("opens a guest's own request, and only with its address", async () => {
    const url = pathOf(QUOTES_API.requestQuotes, { id: guestRequest.uniqueId });
    expect((await call(null, 'GET', withEmail(url, GUEST.toUpperCase()))).statusCode).toBe(200);
    expect((await call(null, 'GET', withEmail(url, 'someone@example.co.za'))).statusCode).toBe(404);
    const view = await call(
      null,
      'GET',
      withEmail(`/api/QuoteRequests/GetQuoteRequest/${guestRequest.uniqueId}`, GUEST),
    );
    expect(view.statusCode).toBe(200);
    expect(view.json().applicationUser.email).toBe(GUEST);
  });

  it("never opens a branch's request, whoever holds the organisation's shared address", async () => {
    for (const who of [null, soweto, beta, customer]) {
      const label = who?.email ?? 'anonymous';
      const read = await call(
        who,
        'GET',
        withEmail(`/api/QuoteRequests/GetQuoteRequest/${R2.uniqueId}`, SHARED_ADDRESS),
      );
      expect(read.statusCode, label).toBe(404);
      expect(read.body).not.toContain(NOTES);
      const quotesOf = await call(
        who,
        'GET',
        withEmail(pathOf(QUOTES_API.requestQuotes, { id: R2.uniqueId }), SHARED_ADDRESS),
      );
      expect(quotesOf.statusCode, label).toBe(404);
      const invoice = await call(
        who,
        'GET',
        withEmail(pathOf(QUOTES_API.downloadInvoice, { id: q1.id }), SHARED_ADDRESS),
      );
      expect(invoice.statusCode, label).toBe(404);
      const accept = await call(who, 'POST', QUOTES_API.acceptQuote.path, {
        quoteId: r2q.id,
        serviceDate: bookingDay(),
        emailAddress: SHARED_ADDRESS,
      });
      expect(accept.statusCode, label).toBe(404);
      const message = await call(who, 'POST', QUOTES_API.messageWorkshop.path, {
        quoteId: r2q.id,
        message: 'Please call me on another number.',
        emailAddress: SHARED_ADDRESS,
      });
      expect(message.statusCode, label).toBe(404);
      const cancel = await call(who, 'POST', QUOTES_API.cancelBooking.path, {
        quoteId: q1.id,
        emailAddress: SHARED_ADDRESS,
      });
      expect(cancel.statusCode, label).toBe(404);
    }
    // No checkout was started for the branch's invoice by e-mail.
    const pay = await call(null, 'POST', `/api/payment/guest/Pay/${q1.id}`, { emailAddress: SHARED_ADDRESS });
    expect(pay.statusCode).toBe(404);
    const [booked] = await db.select().from(quotes).where(eq(quotes.id, q1.id));
    expect(booked!.quoteStatus).toBe(QuoteStatus.Invoiced);
    const [untouched] = await db.select().from(quotes).where(eq(quotes.id, r2q.id));
    expect(untouched!.quoteStatus).toBe(QuoteStatus.PendingApproval);
  });

  it("never opens a signed-in customer's request by its e-mail; the customer reads it signed in", async () => {
    const url = `/api/QuoteRequests/GetQuoteRequest/${customerRequest.uniqueId}`;
    expect((await call(null, 'GET', withEmail(url, customer.email))).statusCode).toBe(404);
    expect((await call(customer, 'GET', url)).statusCode).toBe(200);
  });
});

describe("another branch's id (items 2, 3, 5, 8)", () => {
  it("ActiveRequests answers for the caller's current branch only", async () => {
    const own = await ok(midrand, 'POST', `/api/QuoteRequests/ActiveRequests/${midrandId}`, {});
    expect(own.items.map((i: { uniqueId: string }) => i.uniqueId)).toContain(R2.uniqueId);
    for (const who of [soweto, beta]) {
      const res = await call(who, 'POST', `/api/QuoteRequests/ActiveRequests/${midrandId}`, {});
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(R2.reference);
    }
    // The admin may work in every branch, but a list is of the branch they work in now (Midrand).
    expect(
      (await call(alphaAdmin, 'POST', `/api/QuoteRequests/ActiveRequests/${sowetoId}`, {})).statusCode,
    ).toBe(404);
  });

  it('a branch that was shared one quote cannot close the request', async () => {
    const res = await call(soweto, 'POST', `/api/QuoteRequests/completeQuoteRequest/${R.uniqueId}`);
    expect(res.statusCode).toBe(404);
    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, R.id));
    expect(row!.quoteRequestStatus).toBe(0);
  });

  it("the price lookup refuses another branch's request", async () => {
    const res = await call(soweto, 'POST', '/api/QuoteRequests/queryQuotesPriceLookup', {
      quoteRequestId: R.id,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await call(midrand, 'POST', '/api/QuoteRequests/queryQuotesPriceLookup', { quoteRequestId: R.id }))
        .statusCode,
    ).toBe(200);
  });

  it("marking notifications read by another branch's request is not found", async () => {
    const res = await call(soweto, 'POST', '/api/user/setNotificationRead', { quoteRequestId: R2.id });
    expect(res.statusCode).toBe(404);
    expect(
      (await call(beta, 'POST', '/api/user/setNotificationRead', { quoteRequestId: R2.id })).statusCode,
    ).toBe(404);
    expect(
      (await call(midrand, 'POST', '/api/user/setNotificationRead', { quoteRequestId: R2.id })).statusCode,
    ).toBe(200);
  });
});

describe('a quote shared with another branch (item 4)', () => {
  it("opening the shared quote leaves the workshop's message to the owning branch unread (item 8)", async () => {
    const unread = async () =>
      (await db.select().from(quoteMessages).where(eq(quoteMessages.quoteId, q2.id))).filter((m) => !m.readAt)
        .length;
    expect(await unread()).toBe(1);
    await ok(soweto, 'GET', pathOf(QUOTES_API.requestQuotes, { id: R.uniqueId }));
    expect(await unread()).toBe(1);
    await ok(midrand, 'GET', pathOf(QUOTES_API.requestQuotes, { id: R.uniqueId }));
    expect(await unread()).toBe(0);
  });

  it("shows the receiving branch that quote, the vehicle and the items; nothing of the applicant's", async () => {
    const view = await ok(soweto, 'GET', `/api/QuoteRequests/GetQuoteRequest/${R.uniqueId}`);
    expect(view.readOnly).toBe(true);
    expect(view.vehicleName).toBe('2020 Ford Ranger 2.0 Wildtrak');
    expect(view.requestItems.map((i: { name: string }) => i.name)).toEqual(['Minor service']);
    expect(view.applicationUser).toBeNull();
    expect(view.notes).toBeNull();
    expect(view.address).toBeNull();
    expect(view.vehicleVinNumber).toBeNull();
    expect(view.quoteRequestWorkshopMappings.map((m: { workshopId: string }) => m.workshopId)).toEqual([
      shop2.workshopId,
    ]);
    const text = JSON.stringify(view);
    for (const secret of [NOTES, PHONE, SHARED_ADDRESS, 'Dlamini', 'AFAPXXMJ2PXB12345'])
      expect(text).not.toContain(secret);

    const list = await ok(soweto, 'GET', pathOf(QUOTES_API.requestQuotes, { id: R.uniqueId }));
    expect(list.readOnly).toBe(true);
    expect(list.quotes.map((q: { id: string }) => q.id)).toEqual([q2.id]);
    expect(list.quotes[0].allowedActions).toEqual([]);
    expect(list.quotes[0].quoteMessages).toEqual([]);
    expect(list.bookedQuoteId).toBeNull();
    expect(JSON.stringify(list)).not.toContain(q1.reference);

    const workshopsOf = await ok(soweto, 'GET', `/api/QuoteRequests/ActiveRequestsWorkshops/${R.uniqueId}`);
    expect(workshopsOf.map((w: { workshopId: string }) => w.workshopId)).toEqual([shop2.workshopId]);
  });

  it('the owning branch still sees everything, and may act', async () => {
    const view = await ok(midrand, 'GET', `/api/QuoteRequests/GetQuoteRequest/${R.uniqueId}`);
    expect(view.readOnly).toBe(false);
    expect(view.notes).toBe(NOTES);
    expect(view.applicationUser.phone).toBe(PHONE);
    const list = await ok(midrand, 'GET', pathOf(QUOTES_API.requestQuotes, { id: R.uniqueId }));
    expect(list.quotes.map((q: { id: string }) => q.id).sort()).toEqual([q1.id, q2.id].sort());
  });

  it('refuses the receiving branch the invoice of the quote it was not shared, the files and every action', async () => {
    expect((await call(soweto, 'GET', pathOf(QUOTES_API.downloadInvoice, { id: q1.id }))).statusCode).toBe(
      404,
    );
    expect(
      (await call(soweto, 'GET', pathOf(QUOTES_API.downloadLicenseDiskPhoto, { id: R.uniqueId }))).statusCode,
    ).toBe(404);
    const accept = await call(soweto, 'POST', QUOTES_API.acceptQuote.path, {
      quoteId: q2.id,
      serviceDate: bookingDay(),
    });
    expect(accept.statusCode).toBe(404);
    const message = await call(soweto, 'POST', QUOTES_API.messageWorkshop.path, {
      quoteId: q2.id,
      message: 'Hello?',
    });
    expect(message.statusCode).toBe(404);
    const share = await call(
      soweto,
      'POST',
      `/api/QuoteRequests/shareOrganizationBranchQuote/${R.uniqueId}?quoteId=${q2.id}`,
      { organizationBranchId: midrandId },
    );
    expect(share.statusCode).toBe(404);
    expect((await call(soweto, 'POST', `/api/payment/Pay/${q1.id}`, {})).statusCode).toBe(404);
  });

  it('lists only the shares made to the receiving branch', async () => {
    const shares = await ok(soweto, 'GET', `/api/QuoteRequests/organizationBranchShares/${R.uniqueId}`);
    expect(shares.map((s: { quoteId: string }) => s.quoteId)).toEqual([q2.id]);
    expect(shares.every((s: { organizationBranchId: string }) => s.organizationBranchId === sowetoId)).toBe(
      true,
    );
    expect(
      (await call(beta, 'GET', `/api/QuoteRequests/organizationBranchShares/${R.uniqueId}`)).statusCode,
    ).toBe(404);
  });
});

describe('the price lookup by vehicle and items (item 5)', () => {
  it("tells another branch what the organisation paid, without the record's identifiers", async () => {
    await ok(shop1, 'POST', pathOf(QUOTES_API.workshopPaid, { id: q1.id }), { method: 'eft' });
    const body = { vehicleId, items: ['Minor service'] };
    const fromSoweto = await ok(soweto, 'POST', '/api/QuoteRequests/queryQuotesPriceLookup', body);
    expect(fromSoweto[0].paidCount).toBe(1);
    expect(fromSoweto[0].last).toMatchObject({ reference: null, quoteRequestUniqueId: null });
    expect(JSON.stringify(fromSoweto)).not.toContain(R.uniqueId);
    expect(JSON.stringify(fromSoweto)).not.toContain(R.reference);
    const fromMidrand = await ok(midrand, 'POST', '/api/QuoteRequests/queryQuotesPriceLookup', body);
    expect(fromMidrand[0].last).toMatchObject({ reference: R.reference, quoteRequestUniqueId: R.uniqueId });
    // Another organisation's payments never count.
    const fromBeta = await ok(beta, 'POST', '/api/QuoteRequests/queryQuotesPriceLookup', body);
    expect(fromBeta[0].paidCount).toBe(0);
  });
});

describe('every route that takes an id or an e-mail, probed with R2 (nobody else was shown it)', () => {
  const SKIP = [
    /^\/api\/sites\//, // sign-in and invites: the caller's own account
    /^\/api\/payment\/(sandbox|payfast|paystack)\//, // the gateways' own calls
    /^\/api\/(dev|docs|admin|workshop)\b/, // local inbox, reference page; admins and workshops are roles intruders lack
    /^\/api\/user\/(account|signOutEverywhere|twoFactor)/, // the caller's own account
  ];

  it('lets no intruder read, change or act on it, and never answers 500', async () => {
    const [garageVehicle] = await db
      .insert(customerVehicles)
      .values({ userId: midrand.id, organizationBranchId: midrandId, vehicleId, name: 'Bakkie 12' })
      .returning();
    const ids = [R2.id, R2.uniqueId, r2q.id, r2Message, garageVehicle!.id, midrandId, midrand.id];
    const secrets = [R2.reference, R2.uniqueId, r2q.reference, NOTES, PHONE, 'Bakkie 12', midrand.email];
    const before = await snapshot();
    const intruders: (User | null)[] = [null, soweto, beta, customer];
    const routes = app.routeTable.filter(
      (r) =>
        r.method !== 'HEAD' &&
        r.url.startsWith('/api/') &&
        !SKIP.some((s) => s.test(r.url)) &&
        (r.url.includes(':') || ['POST', 'PUT', 'DELETE'].includes(r.method)),
    );
    expect(routes.length).toBeGreaterThan(30);
    const leaks: string[] = [];
    for (const route of routes)
      for (const id of ids)
        for (const who of intruders) {
          const url = `${route.url.replace(/:(\w+)/g, () => id)}?emailAddress=${encodeURIComponent(SHARED_ADDRESS)}&quoteId=${id}`;
          const payload =
            route.method === 'GET'
              ? undefined
              : {
                  id,
                  quoteId: id,
                  quoteRequestId: id,
                  organizationBranchId: id,
                  emailAddress: SHARED_ADDRESS,
                  serviceDate: bookingDay(),
                  message: 'probe',
                  reason: 'probe',
                };
          const res = await call(who, route.method as 'GET', url, payload);
          const label = `${who?.email ?? 'anonymous'} ${route.method} ${route.url} with ${id}`;
          if (res.statusCode >= 500) leaks.push(`${label}: ${res.statusCode}`);
          else if (res.statusCode < 300 && secrets.some((s) => res.body.includes(s)))
            leaks.push(`${label}: ${res.statusCode} shows ${secrets.find((s) => res.body.includes(s))}`);
        }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

/** What an intruder could have changed about R2 and Midrand's people. */
async function snapshot() {
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, R2.id));
  const quoteRows = await db.select().from(quotes).where(eq(quotes.quoteRequestId, R2.id));
  const messages = await db
    .select()
    .from(quoteMessages)
    .where(
      inArray(
        quoteMessages.quoteId,
        quoteRows.map((q) => q.id),
      ),
    );
  const shares = await db
    .select()
    .from(quoteBranchShares)
    .where(
      inArray(
        quoteBranchShares.quoteId,
        quoteRows.map((q) => q.id),
      ),
    );
  const members = await db
    .select()
    .from(organizationUsers)
    .where(eq(organizationUsers.organizationId, alphaAdmin.organizationId!));
  return {
    request: { status: request!.quoteRequestStatus, updatedAt: request!.updatedAt },
    quotes: quoteRows.map((q) => ({ id: q.id, status: q.quoteStatus, serviceDate: q.serviceDate })),
    messages: messages.map((m) => ({ id: m.id, readAt: m.readAt })),
    shares: shares.length,
    members: members
      .map((m) => ({ userId: m.userId, branch: m.currentBranchId, role: m.role }))
      .sort((a, b) => a.userId.localeCompare(b.userId)),
  };
}
