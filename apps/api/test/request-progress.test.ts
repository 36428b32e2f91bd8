import { pathOf, QUOTES_API, QuoteRequestStatus, QuoteStatus } from '@motorwise/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerVehicles,
  notifications,
  quoteRequests,
  quotes,
  vehicles,
  workshops,
} from '../src/db/schema';
import { createSignedInUser, createTestApp, lastMailTo } from './helpers';
import { type MadeRequest, quoteFixtures, type User } from './quote-fixtures';

/**
 * Issue 20 items 3 and 4 (decision 051): where a request stands in every list, the request following its
 * job through one writer, the customer cancelling a request and declining a quote, and the workshops not
 * chosen told without the winner's name or price.
 */

const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const db = t.deps.db;

const fixtures = quoteFixtures(t, {
  referencePrefix: 'MW-PROG',
  vehicleName: '2019 Volkswagen Polo Vivo 1.4',
  notes: 'Please phone before you start.',
  street: { streetNumber: '12', streetName: 'Bram Fischer Drive' },
});
const { call, makeRequest, accept } = fixtures;

let customer: User;
let shopA: User;
let shopB: User;
let shopC: User;

/** The one line every quote here has: the service's labour. */
const serviceLine = (r: MadeRequest, priceExcl: number) => ({
  quoteRequestItemId: r.itemIds[0],
  kind: 'labour',
  description: 'Service',
  quantity: 1,
  priceExcl,
});

const sendQuote = (shop: User, r: MadeRequest, priceExcl = 1322.5) =>
  fixtures.sendQuote(shop, r.id, { lines: [serviceLine(r, priceExcl)] });

/** The request as the customer's list (GetQuoteRequests) answers it. */
async function listed(r: MadeRequest) {
  const res = await call(customer, 'GET', '/api/QuoteRequests/GetQuoteRequests');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().quoteRequests.find((x: { id: string }) => x.id === r.id);
}

/** The request as a workshop's list answers it. */
async function workshopListed(shop: User, r: MadeRequest) {
  const res = await call(
    shop,
    'GET',
    `${QUOTES_API.workshopRequests.path}?filter=${encodeURIComponent(r.reference)}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.find((x: { id: string }) => x.id === r.id);
}

const workshopNotifications = async (shop: User, requestId: string) =>
  db
    .select()
    .from(notifications)
    .where(sql`${notifications.userId} = ${shop.id} and ${notifications.quoteRequestId} = ${requestId}`);

beforeAll(async () => {
  customer = await createSignedInUser(t);
  shopA = await createSignedInUser(t, { workshop: true });
  shopB = await createSignedInUser(t, { workshop: true });
  shopC = await createSignedInUser(t, { workshop: true });
  await db.update(workshops).set({ name: 'Ferndale Motors' }).where(eq(workshops.id, shopA.workshopId!));
  await db.update(workshops).set({ name: 'Bra Sipho Garage' }).where(eq(workshops.id, shopB.workshopId!));
});

describe('where a request stands: every list answers its progress from its quotes', () => {
  it('walks from waiting to completed; the job completes the request; the spec status stays beside it', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!, shopB.workshopId!]);
    expect((await listed(r)).progress).toEqual({
      stage: 'waiting',
      label: 'Waiting for quotes',
      workshopName: null,
    });
    const a = await sendQuote(shopA, r);
    await sendQuote(shopB, r, 1500);
    expect(await listed(r)).toMatchObject({
      quoteRequestStatus: QuoteRequestStatus.Submitted,
      quoteCount: 2,
      workshopCount: 2,
      progress: { stage: 'quotesReceived', label: '2 quotes received' },
    });
    expect((await accept(customer, a.id)).statusCode).toBe(200);
    expect((await listed(r)).progress).toEqual({
      stage: 'booked',
      label: 'Booked with Ferndale Motors',
      workshopName: 'Ferndale Motors',
    });
    // ActiveRequests and the garage-free list agree.
    const active = await call(customer, 'POST', `/api/QuoteRequests/ActiveRequests/${customer.id}`, {
      page: 1,
      itemsPerPage: 50,
    });
    expect(active.json().items.find((x: { id: string }) => x.id === r.id).progress.stage).toBe('booked');

    // The applicant cannot close a request whose job is under way: the job completes it.
    const early = await call(customer, 'POST', `/api/QuoteRequests/completeQuoteRequest/${r.uniqueId}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Request ${r.reference} has a job under way. It is completed when the workshop completes the job.`,
    );

    await call(shopA, 'POST', pathOf(QUOTES_API.workshopCheckIn, { id: a.id }), { vehicleMileage: 85_100 });
    expect((await listed(r)).progress.label).toBe('In progress at Ferndale Motors');
    expect((await call(shopA, 'POST', pathOf(QUOTES_API.workshopInvoice, { id: a.id }), {})).statusCode).toBe(
      200,
    );
    expect((await listed(r)).progress).toMatchObject({ stage: 'invoiced', label: 'Invoiced' });
    expect(
      (await call(shopA, 'POST', pathOf(QUOTES_API.workshopPaid, { id: a.id }), { method: 'eft' }))
        .statusCode,
    ).toBe(200);
    expect((await listed(r)).progress).toMatchObject({ stage: 'paid', label: 'Paid' });
    expect((await call(shopA, 'POST', pathOf(QUOTES_API.workshopComplete, { id: a.id }))).statusCode).toBe(
      200,
    );
    expect(await listed(r)).toMatchObject({
      quoteRequestStatus: QuoteRequestStatus.Completed,
      progress: { stage: 'completed', label: 'Completed', workshopName: 'Ferndale Motors' },
    });
    // The workshops' lists: the winner's job, and the other told it went elsewhere (no name).
    expect((await workshopListed(shopA, r)).progress).toEqual({
      stage: 'completed',
      label: 'Completed',
      workshopName: null,
    });
    expect((await workshopListed(shopB, r)).progress).toEqual({
      stage: 'elsewhere',
      label: 'Went to another workshop',
      workshopName: null,
    });
  });

  it('a booking cancelled before check-in leaves the request Submitted, its quotes open again', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!, shopB.workshopId!]);
    const a = await sendQuote(shopA, r);
    await sendQuote(shopB, r);
    expect((await accept(customer, a.id)).statusCode).toBe(200);
    expect(
      (await call(customer, 'POST', QUOTES_API.cancelBooking.path, { quoteId: a.id, reason: 'Away' }))
        .statusCode,
    ).toBe(200);
    expect(await listed(r)).toMatchObject({
      quoteRequestStatus: QuoteRequestStatus.Submitted,
      progress: { stage: 'quotesReceived', label: '2 quotes received' },
    });
  });

  it('a booking the workshop cancels clears its day and drop-off time, and the customer is told why', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!]);
    const a = await sendQuote(shopA, r);
    expect((await accept(customer, a.id, { dropOffTime: '08:00' })).statusCode).toBe(200);
    const res = await call(shopA, 'POST', pathOf(QUOTES_API.workshopCancelBooking, { id: a.id }), {
      reason: 'The hoist is broken',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.select().from(quotes).where(eq(quotes.id, a.id));
    expect(row).toMatchObject({ serviceDate: null, dropOffTime: null });
    expect(await listed(r)).toMatchObject({ quoteRequestStatus: QuoteRequestStatus.Submitted });
    expect((await lastMailTo(t, customer.email, 'Booking cancelled'))?.text).toContain('The hoist is broken');
  });

  it('the garage history answers the progress too, with a quote waiting read as the customer’s', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!]);
    const [vehicle] = await db
      .insert(vehicles)
      .values({
        year: 2019,
        brand: 'Volkswagen',
        range: 'Polo Vivo',
        model: 'Polo Vivo 1.4',
        searchText: 'vw polo',
      })
      .returning({ id: vehicles.id });
    const [garageVehicle] = await db
      .insert(customerVehicles)
      .values({ userId: customer.id, vehicleId: vehicle!.id, name: 'Runabout' })
      .returning({ id: customerVehicles.id });
    await db
      .update(quoteRequests)
      .set({ customerVehicleId: garageVehicle!.id })
      .where(eq(quoteRequests.id, r.id));
    // A draft is the workshop's own: not the customer's first quote.
    await call(shopA, 'POST', pathOf(QUOTES_API.workshopSaveQuote, { id: r.id }), {
      action: 'saveDraft',
      lines: [serviceLine(r, 1)],
      jobTurnaround: 1,
    });
    const history = () =>
      call(customer, 'POST', '/api/user/queryVehicleHistory', {
        customerVehicleMappingId: garageVehicle!.id,
        page: 1,
        itemsPerPage: 10,
      });
    const before = await history();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().items[0]).toMatchObject({
      quoteStatusText: null,
      progress: { stage: 'waiting', label: 'Waiting for quotes' },
    });
    await sendQuote(shopA, r);
    expect((await history()).json().items[0]).toMatchObject({
      quoteRequestStatus: QuoteRequestStatus.Submitted,
      quoteStatusText: 'Pending Approval',
      progress: { stage: 'quotesReceived', label: '1 quote received' },
    });
  });
});

describe('the customer is in control of a request', () => {
  it('cancels a request with no booking, with a reason every workshop it went to is told', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!, shopB.workshopId!]);
    const a = await sendQuote(shopA, r);
    const blank = await call(customer, 'POST', QUOTES_API.cancelRequest.path, {
      quoteRequestId: r.id,
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.reason).toEqual(['Please give a reason.']);
    const someoneElse = await createSignedInUser(t);
    expect(
      (
        await call(someoneElse, 'POST', QUOTES_API.cancelRequest.path, {
          quoteRequestId: r.id,
          reason: 'Mine now',
        })
      ).statusCode,
    ).toBe(404);

    const res = await call(customer, 'POST', QUOTES_API.cancelRequest.path, {
      quoteRequestId: r.uniqueId,
      reason: 'Sold the car',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: `Request ${r.reference} is cancelled. The workshops were told.`,
      quoteRequestStatus: QuoteRequestStatus.Cancelled,
    });
    expect(await listed(r)).toMatchObject({
      quoteRequestStatus: QuoteRequestStatus.Cancelled,
      quoteRequestStatusReason: 'Sold the car',
      progress: { stage: 'cancelled', label: 'Cancelled' },
    });
    for (const shop of [shopA, shopB])
      expect((await lastMailTo(t, shop.email, 'Request cancelled'))?.text).toContain('Sold the car');
    expect((await workshopListed(shopB, r)).progress.label).toBe('Cancelled by the customer');
    // Its quotes can no longer be booked, and it cannot be cancelled twice.
    expect((await accept(customer, a.id)).json().message).toBe(
      'This request was cancelled, so its quotes can no longer be accepted.',
    );
    const twice = await call(customer, 'POST', QUOTES_API.cancelRequest.path, {
      quoteRequestId: r.id,
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Request ${r.reference} is already cancelled.`);
  });

  it('cannot cancel a request with a booked quote; a guest cancels with the e-mail of the link', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!]);
    const a = await sendQuote(shopA, r);
    expect((await accept(customer, a.id)).statusCode).toBe(200);
    const booked = await call(customer, 'POST', QUOTES_API.cancelRequest.path, {
      quoteRequestId: r.id,
      reason: 'No',
    });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toBe(
      `Request ${r.reference} has a booked quote. Cancel the booking first.`,
    );

    const guestEmail = `guest-${Date.now()}@example.co.za`;
    const g = await makeRequest({ id: null, email: guestEmail }, [shopA.workshopId!]);
    expect(
      (await call(null, 'POST', QUOTES_API.cancelRequest.path, { quoteRequestId: g.id, reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const ok = await call(null, 'POST', QUOTES_API.cancelRequest.path, {
      quoteRequestId: g.id,
      reason: 'Found a garage myself',
      emailAddress: guestEmail,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, g.id));
    expect(row).toMatchObject({
      quoteRequestStatus: QuoteRequestStatus.Cancelled,
      quoteRequestStatusUsername: guestEmail,
      quoteRequestStatusReason: 'Found a garage myself',
    });
  });

  it('declines a quote through the lifecycle; the workshop is told; it can no longer be booked', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!, shopB.workshopId!]);
    const a = await sendQuote(shopA, r);
    const b = await sendQuote(shopB, r);
    const res = await call(customer, 'POST', QUOTES_API.declineQuote.path, {
      quoteId: b.id,
      reason: 'Too far away',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ quoteStatus: QuoteStatus.PendingApproval });
    expect((await lastMailTo(t, shopB.email, 'Quote declined'))?.text).toContain('Too far away');
    const view = (await call(customer, 'GET', pathOf(QUOTES_API.requestQuotes, { id: r.uniqueId }))).json();
    expect(view.quotes.find((q: { id: string }) => q.id === b.id)).toMatchObject({
      closedReason: 'rejected',
      closedReasonText: 'Declined by the customer',
      allowedActions: [],
    });
    expect(view.quotes.find((q: { id: string }) => q.id === a.id).allowedActions).toEqual([
      'accept',
      'reject',
    ]);
    expect((await listed(r)).progress.label).toBe('1 quote received');
    expect((await workshopListed(shopB, r)).progress).toMatchObject({
      stage: 'closed',
      label: 'Declined by the customer',
    });
    const refused = await accept(customer, b.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The customer declined this quote, so it can no longer be accepted.');
    // The workshop cannot revise a quote the customer declined.
    const revise = await call(shopB, 'POST', pathOf(QUOTES_API.workshopSaveQuote, { id: r.id }), {
      action: 'revise',
      lines: [serviceLine(r, 1)],
      jobTurnaround: 1,
    });
    expect(revise.statusCode).toBe(409);
  });

  it('a booking tells the workshops not chosen, quoted or not, without the price or the winner', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!, shopB.workshopId!, shopC.workshopId!]);
    const a = await sendQuote(shopA, r, 1322.5);
    await sendQuote(shopB, r, 1500);
    expect((await accept(customer, a.id)).statusCode).toBe(200);
    for (const shop of [shopB, shopC]) {
      const mail = await lastMailTo(t, shop.email, `Request ${r.reference} went to another workshop`);
      expect(mail, shop.email).not.toBeNull();
      const told = [mail!.subject, mail!.text, mail!.html].join('\n');
      expect(told).not.toMatch(/Ferndale|1[\s ,]?322|1[\s ,]?521|R\s?\d/);
      const inApp = await workshopNotifications(shop, r.id);
      expect(inApp.map((n) => n.title)).toContain('The customer chose another workshop');
      expect(inApp.map((n) => n.message).join('\n')).not.toMatch(/Ferndale|R\s?\d/);
    }
    expect(await lastMailTo(t, shopA.email, 'went to another workshop')).toBeNull();
    expect(await lastMailTo(t, shopA.email, 'Booked')).not.toBeNull();
    expect((await workshopListed(shopC, r)).progress.label).toBe('Went to another workshop');
  });
});
