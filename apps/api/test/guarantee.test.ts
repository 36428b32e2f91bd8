import {
  pathOf,
  QUOTES_API,
  type UpdateWorkshopProfileInput,
  type WorkshopGuarantee,
} from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { quotes } from '../src/db/schema';
import { quotedRequest, serviceLabour } from './fixtures/quoted-request';
import { createSignedInUser, createTestApp, signIn } from './helpers';
import { invoicedQuote } from './payments-fixtures';
import { quoteFixtures, type User } from './quote-fixtures';

/**
 * The workmanship guarantee (issue 24 item 5, decision 076) on real PostgreSQL through the HTTP layer: the
 * workshop states it in its profile, sending a quote copies it onto the quote (a later change does not
 * rewrite it), the invoice prints it, and a guarantee claim opens only within it, by date and by km.
 */
const ADMIN = 'guarantee-admin@example.co.za';
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false', ADMIN_EMAILS: ADMIN });
const fixtures = quoteFixtures(t, { referencePrefix: 'MW-GUAR' });
const { call, makeRequest } = fixtures;
const db = t.deps.db;
await createSignedInUser(t, { email: ADMIN });

const TWELVE_SIX: WorkshopGuarantee = {
  partsMonths: 12,
  partsKm: 20_000,
  labourMonths: 6,
  labourKm: 10_000,
  terms: 'Claims are inspected at our workshop first.',
};
const TWO_YEARS: WorkshopGuarantee = {
  partsMonths: 24,
  partsKm: 40_000,
  labourMonths: 24,
  labourKm: 40_000,
  terms: 'Dealer-level cover.',
};

const PROFILE: UpdateWorkshopProfileInput = {
  name: 'Linden Auto Works',
  description: null,
  openingHours: 'Mon-Fri 07:30-17:00',
  workshopContact: { name: 'Sipho Dlamini', email: 'jobs@linden.example', phone: '011 555 0101' },
  registrationNumber: null,
  isVatRegistered: false,
  taxNumber: null,
  address: {
    streetNumber: '12',
    streetName: '4th Avenue',
    suburb: 'Linden',
    city: 'Johannesburg',
    province: 'Gauteng',
    country: 'South Africa',
    postalCode: '2195',
    lat: -26.1386,
    lng: 27.9945,
  },
  labourRateExcl: 600,
  jobTurnaroundDays: 1,
  workshopCertifications: [],
  hasPayfastAccount: false,
  payfastMerchantId: null,
  paystackSubaccountId: null,
  bankAccount: null,
};

const putProfile = (who: Pick<User, 'headers'>, guarantee: unknown) =>
  call(who, 'PUT', '/api/workshop/profile', { ...PROFILE, guarantee });

async function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const response = new Response(body);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}
const claim = async (headers: Record<string, string>, fields: Record<string, string>) => {
  const body = await form({
    kind: 'guarantee',
    subject: 'Oil leak again',
    message: 'Leaking since the service.',
    ...fields,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/disputes',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

const DAY = 86_400_000;

/** A customer's invoiced job with this guarantee, completed `daysAgo` with the vehicle in at 85 000 km. */
async function completedJob(guarantee: WorkshopGuarantee | null, daysAgo: number) {
  const customer = await createSignedInUser(t);
  const job = await invoicedQuote(t, customer);
  const at = new Date(Date.now() - daysAgo * DAY);
  await db
    .update(quotes)
    .set({ guarantee, readyForCollectionAt: at, invoicedAt: at, vehicleMileage: 85_000 })
    .where(eq(quotes.id, job.quoteId));
  return { customer, ...job };
}

describe('the guarantee a workshop states', () => {
  it('is saved in its profile, checked, and left as it is when a save leaves it out', async () => {
    const shop = await createSignedInUser(t, { workshop: true });
    const saved = await putProfile(shop, TWELVE_SIX);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().guarantee).toEqual(TWELVE_SIX);
    const bad = await putProfile(shop, { ...TWELVE_SIX, partsMonths: -1, labourKm: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['guarantee.partsMonths', 'guarantee.labourKm']),
    );
    const without = await call(shop, 'PUT', '/api/workshop/profile', PROFILE);
    expect(without.statusCode).toBe(200);
    expect(without.json().guarantee).toEqual(TWELVE_SIX);
    expect((await putProfile(shop, null)).json().guarantee).toBeNull();
  });

  it("is edited by the admin in the workshop's edit, like any other profile field", async () => {
    const shop = await createSignedInUser(t, { workshop: true });
    const admin = await signIn(t.app, ADMIN);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/workshops/${shop.workshopId}`,
      headers: admin.headers,
      payload: {
        profile: { ...PROFILE, guarantee: TWO_YEARS },
        services: ['service'],
        quoteTypes: ['SMC_Service'],
        regionId: null,
        organizationId: null,
        bankVerification: null,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().guarantee).toEqual(TWO_YEARS);
    const own = await call(shop, 'GET', '/api/workshop/profile');
    expect(own.json().guarantee).toEqual(TWO_YEARS);
  });

  it('is copied onto a quote when it is sent, and a later change does not alter the sent quote', async () => {
    const customer = await createSignedInUser(t);
    const shop = await createSignedInUser(t, { workshop: true });
    await putProfile(shop, TWELVE_SIX);
    const { request: r, quote: draft } = await quotedRequest(t, fixtures, {
      customer,
      shop,
      quote: (request) => ({ action: 'saveDraft', lines: serviceLabour(request) }),
    });
    const [before] = await db.select().from(quotes).where(eq(quotes.id, draft.id));
    expect(before!.guarantee).toBeNull();
    await fixtures.sendQuote(shop, r.id, { lines: serviceLabour(r) });
    await putProfile(shop, TWO_YEARS);
    const [after] = await db.select().from(quotes).where(eq(quotes.id, draft.id));
    expect(after!.guarantee).toEqual(TWELVE_SIX);
    const view = (await call(customer, 'GET', pathOf(QUOTES_API.requestQuotes, { id: r.uniqueId }))).json();
    expect(view.quotes[0].guarantee).toEqual({
      guarantee: TWELVE_SIX,
      completedOn: null,
      endsOn: null,
      checkInMileage: 85_000,
      inForce: false,
    });
  });

  it("is previewed in the quote editor and shown in the public directory and on the workshop's page", async () => {
    const customer = await createSignedInUser(t);
    const shop = await createSignedInUser(t, { workshop: true });
    await putProfile(shop, TWELVE_SIX);
    const r = await makeRequest(customer, [shop.workshopId!]);
    // The editor's preview: the workshop's statement now, which sending copies onto the quote.
    const incoming = await call(shop, 'GET', pathOf(QUOTES_API.workshopRequest, { id: r.id }));
    expect(incoming.statusCode, incoming.body).toBe(200);
    expect(incoming.json().defaults.guarantee).toEqual(TWELVE_SIX);

    const listed = async () => {
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/PublicWorkshop/GetWorkshops?search=Linden&pageSize=100',
      });
      expect(page.statusCode, page.body).toBe(200);
      return page.json().items.find((w: { id: string }) => w.id === shop.workshopId);
    };
    expect((await listed()).guaranteeSummary).toBe(
      'Parts 12 months / 20 000 km · Labour 6 months / 10 000 km',
    );
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/PublicWorkshop/GetWorkshop/${shop.workshopId}`,
    });
    expect(detail.json().guarantee).toEqual(TWELVE_SIX);

    // None stated (or no months on either side): no summary to show. The kept directory pages are replaced
    // on the workshops table's notice, which arrives a moment after the save.
    await putProfile(shop, { ...TWELVE_SIX, partsMonths: 0, labourMonths: 0 });
    await expect.poll(async () => (await listed()).guaranteeSummary).toBeNull();
    await putProfile(shop, TWO_YEARS);
    await expect
      .poll(async () => (await listed()).guaranteeSummary)
      .toBe('Parts and labour 24 months / 40 000 km');
    await putProfile(shop, null);
    await expect.poll(async () => (await listed()).guaranteeSummary).toBeNull();
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/PublicWorkshop/GetWorkshop/${shop.workshopId}` })
      ).json().guarantee,
    ).toBeNull();
    expect(
      (await call(shop, 'GET', pathOf(QUOTES_API.workshopRequest, { id: r.id }))).json().defaults.guarantee,
    ).toBeNull();
  });

  it('is printed on the invoice as sent with the quote', async () => {
    const job = await completedJob(TWELVE_SIX, 10);
    const pdf = await call(job.customer, 'GET', pathOf(QUOTES_API.downloadInvoice, { id: job.quoteId }));
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Workmanship guarantee');
    expect(text).toContain('Parts 12 months / 20 000 km · Labour 6 months / 10 000 km');
    expect(text).toContain('Claims are inspected at our workshop first.');
  });
});

describe('a guarantee claim', () => {
  it('opens within the guarantee as a dispute of kind guarantee, held by the workshop; the admin sees it', async () => {
    const job = await completedJob(TWELVE_SIX, 90);
    // Labour's 10 000 km are gone at 100 000 km, the parts' 20 000 km are not: the claim stands.
    const opened = await claim(job.customer.headers, { quoteId: job.quoteId, currentMileage: '100000' });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({
      kind: 'guarantee',
      status: 'awaiting_workshop',
      holder: 'workshop',
    });
    expect(opened.json().messages[0].message).toContain('Current mileage: 100 000 km');
    const staff = (await signIn(t.app, job.owner.email)).headers;
    const reply = await form({ message: 'Bring it in on Monday.' });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/disputes/${opened.json().id}/messages`,
      headers: { ...staff, ...reply.headers },
      payload: reply.payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const admin = await signIn(t.app, ADMIN);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/admin/disputes/${opened.json().id}`,
      headers: admin.headers,
    });
    expect(seen.json()).toMatchObject({ kind: 'guarantee', status: 'open' });
  });

  it('is refused after the guarantee ended by date, saying when', async () => {
    const job = await completedJob(TWELVE_SIX, 400);
    const refused = await claim(job.customer.headers, { quoteId: job.quoteId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The guarantee on this job ended on \d{2}\/\d{2}\/\d{4}\.$/);
  });

  it('is refused past the kilometres, saying at how many', async () => {
    const job = await completedJob(TWELVE_SIX, 30);
    const refused = await claim(job.customer.headers, { quoteId: job.quoteId, currentMileage: '105001' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The guarantee on this job ended at 105 000 km (the vehicle is at 105 001 km).',
    );
  });

  it('is refused on a job without a guarantee, and a dispute still opens there', async () => {
    const job = await completedJob(null, 5);
    const refused = await claim(job.customer.headers, { quoteId: job.quoteId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This job has no workmanship guarantee.');
    const dispute = await claim(job.customer.headers, { quoteId: job.quoteId, kind: 'dispute' });
    expect(dispute.statusCode).toBe(201);
    expect(dispute.json()).toMatchObject({ kind: 'dispute', status: 'open' });
  });
});
