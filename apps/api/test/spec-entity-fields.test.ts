import { pathOf, QUOTES_API } from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  files,
  quoteRequestItems,
  quoteRequests,
  quoteRequestWorkshops,
  quotes,
  workshopBankAccounts,
  workshops,
} from '../src/db/schema';
import { createSignedInUser, createTestApp, createUser, joinOrganisation, signIn } from './helpers';
import { bookingDay } from './quote-fixtures';

/**
 * Issue 20 item 12: the entity fields the spec names in the answers (the request's userId,
 * licenseDiskPhotoUrl, quoteRequestOrganizationBranchShare and quotes; the quote's workshopCustomer,
 * organizationOrderAttached, quoteRequestItems and local dates; the workshop's hasPayfastAccount,
 * paystackSubaccountId and durationInTraffic), within decision 049: a branch shared one quote reads none of
 * the applicant's, and no customer reads a workshop's bank account.
 */
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const { app } = t;
const db = t.deps.db;

type User = Awaited<ReturnType<typeof createSignedInUser>>;
let admin: User; // works in Midrand, makes the request
let soweto: User; // a member of Soweto only, shared one quote
let shop1: User;
let shop2: User;
let request: typeof quoteRequests.$inferSelect;
let itemId: string;
let q1: { id: string; reference: string };
let q2: { id: string; reference: string };
const BANK_NUMBER = '62001234567';

async function ok(user: User, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}
async function sendQuote(shop: User, price: number) {
  const body = await ok(shop, 'POST', pathOf(QUOTES_API.workshopSaveQuote, { id: request.id }), {
    action: 'send',
    lines: [
      { quoteRequestItemId: itemId, kind: 'labour', description: 'Service', quantity: 1, priceExcl: price },
    ],
    jobTurnaround: 1,
  });
  return body.quote as { id: string; reference: string };
}

beforeAll(async () => {
  admin = await createSignedInUser(t, {
    organisation: { name: 'Gamma Fleet', branches: ['Midrand', 'Soweto'] },
  });
  const [midrandId, sowetoId] = admin.branchIds as [string, string];
  const u = await createUser(db);
  await joinOrganisation(db, u.id, admin.organizationId!, [sowetoId], 'member');
  soweto = { ...u, ...(await signIn(app, u.email)) } as User;
  shop1 = await createSignedInUser(t, { workshop: true });
  shop2 = await createSignedInUser(t, { workshop: true });
  await db
    .update(workshops)
    .set({ hasPayfastAccount: true, payfastMerchantId: '10000100', paystackSubaccountId: 'ACCT_gamma1' })
    .where(eq(workshops.id, shop1.workshopId!));
  await db.insert(workshopBankAccounts).values({
    workshopId: shop1.workshopId!,
    bankName: 'FNB',
    accountHolder: 'Shop One',
    accountNumber: BANK_NUMBER,
    branchCode: '250655',
    accountType: 'Cheque',
  });
  const [file] = await db
    .insert(files)
    .values({
      storageKey: `test/disk-${Date.now()}`,
      originalName: 'disk.jpg',
      mimeType: 'image/jpeg',
      sizeBytes: 10,
      sha256: 'x',
    })
    .returning();
  const [address] = await db
    .insert(addresses)
    .values({ suburb: 'Halfway House', city: 'Midrand' })
    .returning();
  [request] = (await db
    .insert(quoteRequests)
    .values({
      reference: `SMC-FLD-${Math.random().toString(36).slice(2, 8)}`,
      userId: admin.id,
      organizationBranchId: midrandId,
      vehicleName: '2020 Ford Ranger 2.0 Wildtrak',
      quoteType: 'Service - SMC_Service',
      serviceType: 'Service',
      addressId: address!.id,
      email: admin.email,
      firstName: 'Sipho',
      lastName: 'Dlamini',
      datesRequested: [bookingDay()],
      licenseDiskFileId: file!.id,
    })
    .returning()) as [typeof quoteRequests.$inferSelect];
  const [item] = await db
    .insert(quoteRequestItems)
    .values({ quoteRequestId: request.id, name: 'Minor service', sortOrder: 0 })
    .returning();
  itemId = item!.id;
  await db.insert(quoteRequestWorkshops).values([
    { quoteRequestId: request.id, workshopId: shop1.workshopId! },
    { quoteRequestId: request.id, workshopId: shop2.workshopId! },
  ]);
  q1 = await sendQuote(shop1, 900);
  q2 = await sendQuote(shop2, 1100);
  await db
    .update(quotes)
    .set({ workshopCustomer: 'Sipho Dlamini', organizationOrderAttached: true })
    .where(eq(quotes.id, q1.id));
  await ok(
    admin,
    'POST',
    `/api/QuoteRequests/shareOrganizationBranchQuote/${request.uniqueId}?quoteId=${q2.id}`,
    {
      organizationBranchId: sowetoId,
    },
  );
});

const requestUrl = () => `/api/QuoteRequests/GetQuoteRequest/${request.uniqueId}`;

describe("the request's fields (spec: Quote request)", () => {
  it('answers userId, licenseDiskPhotoUrl, the shares and the quotes to the branch that made it', async () => {
    const view = await ok(admin, 'GET', requestUrl());
    expect(view.userId).toBe(admin.id);
    // dateCreated in local time (Johannesburg, UTC+2) beside dateCreatedUtc, the same instant.
    expect(view.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+02:00$/);
    expect(view.dateCreatedUtc).toMatch(/Z$/);
    expect(Date.parse(view.dateCreated)).toBe(Math.floor(Date.parse(view.dateCreatedUtc) / 1000) * 1000);
    expect(view.licenseDiskPhotoUrl).toBe(pathOf(QUOTES_API.downloadLicenseDiskPhoto, { id: request.id }));
    expect(view.quotes.map((q: { id: string }) => q.id).sort()).toEqual([q1.id, q2.id].sort());
    expect(view.quotes.find((q: { id: string }) => q.id === q1.id)).toMatchObject({
      reference: q1.reference,
      workshopId: shop1.workshopId,
      quoteStatus: expect.any(Number),
    });
    expect(view.quoteRequestOrganizationBranchShare).toHaveLength(1);
    expect(view.quoteRequestOrganizationBranchShare[0]).toMatchObject({
      quoteId: q2.id,
      branchName: 'Soweto',
    });
  });

  it('a branch shared one quote reads that quote and its share, not the applicant, the disk or the other quote', async () => {
    const view = await ok(soweto, 'GET', requestUrl());
    expect(view.readOnly).toBe(true);
    expect(view.userId).toBeNull();
    expect(view.licenseDiskPhotoUrl).toBeNull();
    expect(view.quotes.map((q: { id: string }) => q.id)).toEqual([q2.id]);
    expect(view.quoteRequestOrganizationBranchShare.map((s: { quoteId: string }) => s.quoteId)).toEqual([
      q2.id,
    ]);
    expect(JSON.stringify(view)).not.toContain(admin.id);
    expect(JSON.stringify(view)).not.toContain(q1.id);
  });
});

describe("the quote's and its workshop's fields (spec: Quote, Workshop)", () => {
  it('answers workshopCustomer, organizationOrderAttached, quoteRequestItems, local dates and how the workshop is paid', async () => {
    const body = await ok(admin, 'GET', pathOf(QUOTES_API.requestQuotes, { id: request.uniqueId }));
    const quote = body.quotes.find((q: { id: string }) => q.id === q1.id);
    expect(quote.workshopCustomer).toBe('Sipho Dlamini');
    expect(quote.organizationOrderAttached).toBe(true);
    expect(quote.quoteRequestItems).toEqual([
      expect.objectContaining({ id: itemId, name: 'Minor service', hasQuery: false }),
    ]);
    // The same instants in local time (Johannesburg, UTC+2).
    expect(quote.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+02:00$/);
    expect(Date.parse(quote.dateCreated)).toBe(Math.floor(Date.parse(quote.dateCreatedUtc) / 1000) * 1000);
    expect(Date.parse(quote.dateSent)).toBe(Math.floor(Date.parse(quote.dateSentUtc) / 1000) * 1000);
    expect(Date.parse(quote.expiryDate)).toBe(Math.floor(Date.parse(quote.expiryDateUtc) / 1000) * 1000);
    expect(quote.dateModified).toMatch(/\+02:00$/);
    expect(quote.serviceDateUtc).toBeNull();
    expect(quote.workshop).toMatchObject({
      hasPayfastAccount: true,
      paystackSubaccountId: 'ACCT_gamma1',
      durationInTraffic: null,
      durationInTrafficText: null,
    });
    expect(body.quotes.find((q: { id: string }) => q.id === q2.id).workshop.hasPayfastAccount).toBe(false);
    // Never the workshop's bank account, nor its PayFast merchant id.
    expect(JSON.stringify(body)).not.toContain(BANK_NUMBER);
    expect(JSON.stringify(body)).not.toContain('10000100');
  });

  it('the booked day is answered in UTC beside its local date', async () => {
    const day = bookingDay();
    await ok(admin, 'POST', QUOTES_API.acceptQuote.path, { quoteId: q1.id, serviceDate: day });
    const body = await ok(admin, 'GET', pathOf(QUOTES_API.requestQuotes, { id: request.uniqueId }));
    const quote = body.quotes.find((q: { id: string }) => q.id === q1.id);
    expect(quote.serviceDate).toBe(day);
    expect(quote.serviceDateUtc).toBe(new Date(`${day}T00:00:00+02:00`).toISOString());
  });

  it("a shared branch's quote carries no applicant name, and the workshop's own quote still does", async () => {
    await db.update(quotes).set({ workshopCustomer: 'Sipho Dlamini' }).where(eq(quotes.id, q2.id));
    const body = await ok(soweto, 'GET', pathOf(QUOTES_API.requestQuotes, { id: request.uniqueId }));
    expect(body.quotes).toHaveLength(1);
    expect(body.quotes[0].workshopCustomer).toBeNull();
    expect(body.quotes[0].quoteRequestItems).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain('Sipho');
    const own = await ok(shop2, 'GET', pathOf(QUOTES_API.workshopRequest, { id: request.id }));
    expect(own.quote.workshopCustomer).toBe('Sipho Dlamini');
    expect(own.quote.dateCreated).toMatch(/\+02:00$/);
    expect(own.quote.quoteRequestItems).toHaveLength(1);
  });
});
