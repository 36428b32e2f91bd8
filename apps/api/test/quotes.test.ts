import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AmendmentChangeType,
  calendarDate,
  pathOf,
  QUOTES_API,
  QuoteRequestStatus,
  QuoteStatus,
} from '@motorwise/shared';
import { eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerVehicles,
  devMails,
  notifications,
  quoteRequestAttachments,
  quoteRequests,
  quoteStatusHistory,
  quotes,
  vehicles,
  workshops,
  workshopUsers,
} from '../src/db/schema';
import { files as filesModule } from '../src/modules/files/index';
import { runDueJobs } from '../src/modules/jobs/queue';
import { expireDueQuotes, getInvoiceForPayment, transitionQuote } from '../src/modules/quotes/index';
import { quotedRequest } from './fixtures/quoted-request';
import { createSignedInUser, createTestApp, lastMailTo, linkIn } from './helpers';
import { bookingDay, type MadeRequest, quoteFixtures, type User } from './quote-fixtures';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-quotes-files-'));
const t = await createTestApp({ FILES_DIR: filesDir, RATE_LIMIT_ENABLED: 'false' });
const { app, deps } = t;
const db = deps.db;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const fixtures = quoteFixtures(t, {
  referencePrefix: 'MW-TEST',
  items: [
    { name: 'Minor service' },
    { name: 'Brake pads', hasQuery: true, query: 'Front or rear?', queryAnswer: 'Front' },
  ],
});
const { call, makeRequest, accept } = fixtures;

let customer: User;
let other: User;
let shopA: User; // VAT-registered
let shopB: User; // not VAT-registered
let shopC: User; // never chosen

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

const lines = (r: MadeRequest, labourExcl = 450) => [
  { quoteRequestItemId: r.itemIds[0], kind: 'part', description: 'Oil filter', quantity: 1, priceExcl: 150 },
  {
    quoteRequestItemId: r.itemIds[0],
    kind: 'part',
    description: 'Engine oil 5W-30',
    quantity: 6.5,
    priceIncl: 115,
  },
  {
    quoteRequestItemId: r.itemIds[0],
    kind: 'labour',
    description: 'Service labour',
    quantity: 1.5,
    priceExcl: labourExcl,
  },
  {
    quoteRequestItemId: r.itemIds[1],
    kind: 'part',
    description: 'Front brake pads',
    quantity: 1,
    priceExcl: 800,
  },
];

type SentQuote = { id: string; quoteStatus: number; totals: { totalIncl: number } };
const quoteBody = (r: MadeRequest, action = 'send', body: Record<string, unknown> = {}) => ({
  action,
  lines: lines(r),
  notes: 'Genuine Toyota parts.',
  ...body,
});
const sendQuote = (shop: User, r: MadeRequest, action = 'send', body: Record<string, unknown> = {}) =>
  fixtures.sendQuote<SentQuote>(shop, r.id, quoteBody(r, action, body));

/** The customer's (or a guest's) request to one workshop, with that workshop's quote sent. */
const quoted = (shop: User, owner: { id: string | null; email: string } = customer) =>
  quotedRequest<SentQuote, typeof owner>(t, fixtures, { customer: owner, shop, quote: (r) => quoteBody(r) });

async function statusOf(quoteId: string) {
  const [q] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  return q!;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

beforeAll(async () => {
  customer = await createSignedInUser(t);
  other = await createSignedInUser(t);
  shopA = await createSignedInUser(t, { workshop: true });
  shopB = await createSignedInUser(t, { workshop: true });
  shopC = await createSignedInUser(t, { workshop: true });
  await db
    .update(workshops)
    .set({
      name: 'Ferndale Motors',
      taxNumber: '4123456789',
      registrationNumber: '2015/123456/07',
      contactPhone: '+27115550100',
    })
    .where(eq(workshops.id, shopA.workshopId!));
  await db
    .update(workshops)
    .set({ name: 'Bra Sipho Garage', isVatRegistered: false })
    .where(eq(workshops.id, shopB.workshopId!));
});

describe('workshop portal: what a workshop sees', () => {
  it('lists the requests that chose it, newest first, and 404s the rest', async () => {
    const first = await makeRequest(customer, [shopA.workshopId!]);
    const second = await makeRequest(customer, [shopA.workshopId!, shopB.workshopId!]);
    await db
      .update(quoteRequests)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(quoteRequests.id, first.id));
    const res = await call(shopA, 'GET', `${QUOTES_API.workshopRequests.path}?itemsPerPage=50`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((i: { id: string }) => i.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).toContain(first.id);

    const listC = await call(shopC, 'GET', QUOTES_API.workshopRequests.path);
    expect(listC.json().items.map((i: { id: string }) => i.id)).not.toContain(first.id);
    expect((await call(shopC, 'GET', pathOf(QUOTES_API.workshopRequest, { id: first.id }))).statusCode).toBe(
      404,
    );
    // The mail's link uses the uniqueId; the portal answers it too.
    const detail = await call(shopA, 'GET', pathOf(QUOTES_API.workshopRequest, { id: first.uniqueId }));
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.requestItems.map((i: { name: string }) => i.name)).toEqual(['Minor service', 'Brake pads']);
    expect(body.requestItems[1]).toMatchObject({ query: 'Front or rear?', queryAnswer: 'Front' });
    expect(body.partsPreference).toBe('Original parts');
    // Where the customer is, and how far from this workshop (Pretoria to Randburg by road).
    expect(body.suburb).toBe('Ferndale');
    expect(body.distance).toBeGreaterThan(40_000);
    expect(res.json().items.find((i: { id: string }) => i.id === first.id)).toMatchObject({
      suburb: 'Ferndale',
      distanceText: expect.stringMatching(/km$/),
    });
    expect(body.defaults).toMatchObject({ isVatRegistered: true, vatRate: 15 });
    expect(body.quote).toBeNull();
  });

  it('a customer, a guest or another workshop cannot use the portal', async () => {
    expect((await call(customer, 'GET', QUOTES_API.workshopRequests.path)).statusCode).toBe(403);
    expect((await call(null, 'GET', QUOTES_API.workshopRequests.path)).statusCode).toBe(401);
  });

  it('downloads request attachments only for the chosen workshops and the owner', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!]);
    const stored = await db.transaction((tx) =>
      filesModule.store(
        tx,
        {
          put: async () => '00/00000000-0000-4000-8000-000000000001',
          get: async () => null,
          delete: async () => {},
        },
        { name: 'dashboard.png', mimeType: 'image/png', bytes: PNG, sizeBytes: PNG.length, sha256: 'x' },
        customer.id,
      ),
    );
    await db.insert(quoteRequestAttachments).values({ quoteRequestId: r.id, index: 0, fileId: stored.id });
    fs.mkdirSync(path.join(filesDir, '00'), { recursive: true });
    fs.writeFileSync(path.join(filesDir, '00', '00000000-0000-4000-8000-000000000001'), PNG);
    const url = pathOf(QUOTES_API.downloadRequestAttachment, { id: r.id, index: 0 });
    const byA = await call(shopA, 'GET', url);
    expect(byA.statusCode).toBe(200);
    expect(byA.headers['content-type']).toBe('image/png');
    expect((await call(customer, 'GET', url)).statusCode).toBe(200);
    expect((await call(shopC, 'GET', url)).statusCode).toBe(404);
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
    // A signed-in customer's request never opens by its e-mail address (decision 049).
    expect(
      (await call(null, 'GET', `${url}?emailAddress=${encodeURIComponent(customer.email)}`)).statusCode,
    ).toBe(404);
  });
});

describe('quoting: draft, send, revise, decline, withdraw', () => {
  it('three workshops sending their first quotes on one request at once each get a number of their own', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!, shopB.workshopId!, shopC.workshopId!]);
    const sent = await Promise.all([shopA, shopB, shopC].map((shop) => sendQuote(shop, r)));
    const numbered = await db
      .select({ id: quotes.id, reference: quotes.reference })
      .from(quotes)
      .where(eq(quotes.quoteRequestId, r.id));
    // Taken in turns under the request's lock: -01, -02, -03, whichever workshop came first.
    expect(numbered.map((q) => q.reference).sort()).toEqual(
      ['01', '02', '03'].map((n) => `${r.reference}-${n}`),
    );
    expect(numbered.map((q) => q.id).sort()).toEqual(sent.map((q) => q.id).sort());
  });

  it('a draft is the workshop’s own; sending tells the customer, with the VAT worked out', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!, shopB.workshopId!]);
    const draft = await sendQuote(shopA, r, 'saveDraft');
    expect(draft.quoteStatus).toBe(QuoteStatus.Draft);
    const seen = await call(customer, 'GET', pathOf(QUOTES_API.requestQuotes, { id: r.uniqueId }));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().quotes).toEqual([]);

    const sent = await sendQuote(shopA, r, 'send');
    expect(sent.quoteStatus).toBe(QuoteStatus.PendingApproval);
    // 150 + 6.5 x 100 + 1.5 x 450 + 800 = 2275.00 excl; VAT 341.25; incl 2616.25
    const view = (await call(customer, 'GET', pathOf(QUOTES_API.requestQuotes, { id: r.uniqueId }))).json();
    expect(view.quotes).toHaveLength(1);
    expect(view.quotes[0].totals).toEqual({ totalExcl: 2275, totalVat: 341.25, totalIncl: 2616.25 });
    expect(view.quotes[0].quoteItems[1]).toMatchObject({
      description: 'Engine oil 5W-30',
      priceExcl: 100,
      priceIncl: 115,
      quantity: 6.5,
    });
    expect(view.quotes[0].quoteItems[3]).toMatchObject({ itemName: 'Brake pads', itemQueryAnswer: 'Front' });
    expect(view.quotes[0].workshop).toMatchObject({ name: 'Ferndale Motors', isVatRegistered: true });
    expect(view.quotes[0].allowedActions).toEqual(['accept', 'reject']);
    expect(view.timeline.find((s: { label: string }) => s.label === 'Quote')).toMatchObject({
      done: true,
      event: 'Received',
    });

    const mail = await lastMailTo(t, customer.email, 'New quote');
    expect(mail?.text).toContain('R 2 616.25');
    expect(linkIn(mail?.text, '/quotes/')).toBe(`/quotes/${r.uniqueId}`);
    const [note] = await db.select().from(notifications).where(eq(notifications.quoteRequestId, r.id));
    expect(note).toMatchObject({ userId: customer.id, title: 'You have a new quote' });

    // Saving a draft over a sent quote is refused with a sentence; revising makes it Updated.
    const again = await call(shopA, 'POST', pathOf(QUOTES_API.workshopSaveQuote, { id: r.id }), {
      action: 'saveDraft',
      lines: lines(r),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A quote can only be saved as a draft while it is not quoted yet or Draft; this one is Pending Approval.',
    );
    const revised = await sendQuote(shopA, r, 'revise', { lines: lines(r, 400) });
    expect(revised.quoteStatus).toBe(QuoteStatus.Updated);
    expect(revised.totals.totalIncl).toBe(2530);
    expect((await lastMailTo(t, customer.email, 'Quote updated'))?.text).toContain('R 2 530.00');
  });

  it('a non-VAT-registered workshop quotes without VAT', async () => {
    const { request: r, quote: sent } = await quoted(shopB);
    // A typed price is the price: 150 + 6.5 x 115 + 1.5 x 450 + 800, no VAT on any line.
    expect(sent.totals.totalIncl).toBe(2372.5);
    const view = (await call(shopB, 'GET', pathOf(QUOTES_API.workshopRequest, { id: r.id }))).json();
    expect(view.quote.totals).toEqual({ totalExcl: 2372.5, totalVat: 0, totalIncl: 2372.5 });
    expect(view.quote.quoteItems[1]).toMatchObject({ priceExcl: 115, priceIncl: 115 });
  });

  it('refuses a line for an item of another request, and sending without lines', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!]);
    const elsewhere = await makeRequest(customer, [shopA.workshopId!]);
    const res = await call(shopA, 'POST', pathOf(QUOTES_API.workshopSaveQuote, { id: r.id }), {
      action: 'send',
      lines: [
        {
          quoteRequestItemId: elsewhere.itemIds[0],
          kind: 'part',
          description: 'Filter',
          quantity: 1,
          priceExcl: 10,
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['lines.0.quoteRequestItemId']).toEqual([
      'This item is not part of the request.',
    ]);
    const empty = await call(shopA, 'POST', pathOf(QUOTES_API.workshopSaveQuote, { id: r.id }), {
      action: 'send',
      lines: [],
    });
    expect(empty.json().errors.lines).toEqual(['Add at least one line before sending the quote.']);
  });

  it('a pre-quote is for inspection requests', async () => {
    const service = await makeRequest(customer, [shopA.workshopId!]);
    const refused = await call(shopA, 'POST', pathOf(QUOTES_API.workshopSaveQuote, { id: service.id }), {
      action: 'sendPreQuote',
      lines: [],
    });
    expect(refused.statusCode).toBe(409);
    const inspection = await makeRequest(customer, [shopA.workshopId!], 'Inspection - WBC_Inspection');
    const pre = await sendQuote(shopA, inspection, 'sendPreQuote', { lines: [] });
    expect(pre.quoteStatus).toBe(QuoteStatus.Request);
    expect((await accept(customer, pre.id)).statusCode).toBe(200);
  });

  it('declined and withdrawn quotes cannot be accepted', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!, shopB.workshopId!]);
    const declined = await call(shopA, 'POST', pathOf(QUOTES_API.workshopDecline, { id: r.id }), {
      reason: 'We do not service diesels.',
    });
    expect(declined.statusCode).toBe(200);
    const declinedId = declined.json().quoteId;
    const view = (await call(customer, 'GET', pathOf(QUOTES_API.requestQuotes, { id: r.uniqueId }))).json();
    expect(view.quotes[0]).toMatchObject({ closedReason: 'declined', quoteItems: [], allowedActions: [] });
    const refused = await accept(customer, declinedId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This quote was declined by the workshop, so it can no longer be accepted.',
    );

    const sent = await sendQuote(shopB, r);
    const withdrawn = await call(shopB, 'POST', pathOf(QUOTES_API.workshopWithdraw, { id: sent.id }), {
      reason: 'Parts no longer available.',
    });
    expect(withdrawn.statusCode).toBe(200);
    const again = await accept(customer, sent.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This quote was withdrawn by the workshop, so it can no longer be accepted.',
    );
    // A workshop that declined may change its mind while the request is open.
    expect((await sendQuote(shopA, r, 'saveDraft')).quoteStatus).toBe(QuoteStatus.Draft);
  });

  it('a quote made by declining is made as the editor makes one: the workshop VAT and a Created row', async () => {
    // Decision 057: one function creates a quote; the decline used to hard-code 15.00 and write no Created.
    const r = await makeRequest(customer, [shopA.workshopId!, shopB.workshopId!]);
    const made = new Map<string, string>();
    for (const shop of [shopA, shopB]) {
      const res = await call(shop, 'POST', pathOf(QUOTES_API.workshopDecline, { id: r.id }), {
        reason: 'Fully booked this month.',
      });
      expect(res.statusCode).toBe(200);
      made.set(shop.workshopId!, res.json().quoteId);
    }
    const rows = await db.select().from(quotes).where(eq(quotes.quoteRequestId, r.id));
    const vatOf = (workshopId: string) => {
      const q = rows.find((x) => x.workshopId === workshopId)!;
      return { isVatRegistered: q.isVatRegistered, vatRate: q.vatRate, workshopCustomer: q.workshopCustomer };
    };
    expect(vatOf(shopA.workshopId!)).toMatchObject({ isVatRegistered: true, vatRate: '15.00' });
    // shopB is not VAT registered: its quote carries no VAT, whichever way it was made.
    expect(vatOf(shopB.workshopId!)).toMatchObject({ isVatRegistered: false, vatRate: '0.00' });
    expect(vatOf(shopB.workshopId!).workshopCustomer).toBeTruthy();
    for (const id of made.values()) {
      const history = await db
        .select()
        .from(quoteStatusHistory)
        .where(eq(quoteStatusHistory.quoteId, id))
        .orderBy(quoteStatusHistory.createdAt);
      expect(history.map((h) => [h.quoteStatus, h.note, h.actor])).toEqual([
        [QuoteStatus.Draft, 'Created', 'workshop'],
        [QuoteStatus.Draft, 'Fully booked this month.', 'workshop'],
      ]);
    }
  });

  /** A sent quote whose expiry has just passed. */
  async function expiredQuote() {
    const { quote: sent } = await quoted(shopA);
    await db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, sent.id));
    return sent;
  }

  it('expired quotes cannot be accepted, and the job closes them', async () => {
    const sent = await expiredQuote();
    const refused = await accept(customer, sent.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This quote has expired, so it can no longer be accepted. Ask the workshop for a new quote.',
    );
    expect(await expireDueQuotes(db)).toBeGreaterThanOrEqual(1);
    const q = await statusOf(sent.id);
    expect(q).toMatchObject({ closedReason: 'expired', quoteStatus: QuoteStatus.PendingApproval });
    const history = await db.select().from(quoteStatusHistory).where(eq(quoteStatusHistory.quoteId, sent.id));
    // The history says when it expired, not when the job noticed.
    expect(history.at(-1)).toMatchObject({ actor: 'system', note: 'Expired', createdAt: q.expiresAt });
    expect(await expireDueQuotes(db)).toBe(0);
  });

  it('the job works through a backlog in batches', async () => {
    const backlog = await Promise.all([expiredQuote(), expiredQuote(), expiredQuote()]);
    expect(await expireDueQuotes(db, new Date(), { batch: 2 })).toBe(3);
    for (const q of backlog) expect((await statusOf(q.id)).closedReason).toBe('expired');
  });

  it('the scheduled task runs the expiry through the job queue', async () => {
    const sent = await expiredQuote();
    await db.execute(sql`select graphile_worker.add_job('expire_quotes', '{}'::json)`);
    await runDueJobs(deps.pool, { mailer: deps.mailer, expireQuotes: () => expireDueQuotes(db) });
    expect((await statusOf(sent.id)).closedReason).toBe('expired');
  });
});

describe('booking: one per request, only by the owner', () => {
  it('two accepts at once give one booking', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!, shopB.workshopId!]);
    const a = await sendQuote(shopA, r);
    const b = await sendQuote(shopB, r);
    const answers = await Promise.all([
      accept(customer, a.id),
      accept(customer, b.id),
      accept(customer, a.id),
    ]);
    const codes = answers.map((x) => x.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const booked = await db
      .select()
      .from(quotes)
      .where(sql`${quotes.quoteRequestId} = ${r.id} and ${quotes.quoteStatus} = ${QuoteStatus.Booked}`);
    expect(booked).toHaveLength(1);
    const refusals = answers.filter((x) => x.statusCode === 409).map((x) => x.json().message);
    for (const m of refusals) expect(m).toMatch(/already booked|this one is Booked/);
  });

  it('only the owner, or a guest with the right e-mail, acts on the quotes', async () => {
    const guestEmail = `guest-${Date.now()}@example.co.za`;
    const { request: r, quote: sent } = await quoted(shopA, { id: null, email: guestEmail });
    const url = pathOf(QUOTES_API.requestQuotes, { id: r.uniqueId });
    expect((await call(null, 'GET', url)).statusCode).toBe(404);
    expect((await call(null, 'GET', `${url}?emailAddress=wrong@example.co.za`)).statusCode).toBe(404);
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(null, 'GET', `${url}?emailAddress=${encodeURIComponent(guestEmail.toUpperCase())}`))
        .statusCode,
    ).toBe(200);
    expect((await accept(null, sent.id, { emailAddress: 'wrong@example.co.za' })).statusCode).toBe(404);
    expect((await accept(other, sent.id)).statusCode).toBe(404);
    // The other workshop cannot act on it either: the customer calls are the customer's.
    expect((await accept(shopC, sent.id)).statusCode).toBe(404);
    const ok = await accept(null, sent.id, { emailAddress: guestEmail });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().quoteStatus).toBe(QuoteStatus.Booked);
    // The guest's mail links to their screen with the e-mail.
    const mail = await lastMailTo(t, shopA.email, 'Booked');
    expect(linkIn(mail?.text, '/workshop/jobs/')).toBe(`/workshop/jobs/${sent.id}`);
  });

  it('a booking day must be a day ahead', async () => {
    const { quote: sent } = await quoted(shopA);
    const res = await accept(customer, sent.id, { serviceDate: calendarDate(new Date()) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.serviceDate).toEqual(['Please choose a day from tomorrow up to 60 days ahead.']);
  });

  it('accepting takes a note and attachments (multipart), and cancelling frees the request', async () => {
    const r = await makeRequest(customer, [shopA.workshopId!, shopB.workshopId!]);
    const a = await sendQuote(shopA, r);
    const b = await sendQuote(shopB, r);
    const form = await multipart({
      quoteId: a.id,
      serviceDate: bookingDay(),
      note: 'Please check the aircon too.',
      attachmentFiles: { name: 'photo.png', bytes: PNG, type: 'image/png' },
    });
    const res = await app.inject({
      method: 'POST',
      url: QUOTES_API.acceptQuote.path,
      headers: { ...customer.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('Booked with Ferndale Motors');
    const job = (await call(shopA, 'GET', pathOf(QUOTES_API.workshopJob, { id: a.id }))).json();
    expect(job.quote.quoteMessages[0]).toMatchObject({
      senderRole: 'customer',
      message: 'Please check the aircon too.',
    });
    const attachmentName = job.quote.quoteMessages[0].attachments[0].attachmentName;
    const download = await call(
      shopA,
      'GET',
      `${pathOf(QUOTES_API.downloadMessageAttachment, { id: job.quote.quoteMessages[0].id })}?attachmentName=${attachmentName}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(
      (
        await call(
          shopC,
          'GET',
          `${pathOf(QUOTES_API.downloadMessageAttachment, { id: job.quote.quoteMessages[0].id })}?attachmentName=${attachmentName}`,
        )
      ).statusCode,
    ).toBe(404);

    expect((await accept(customer, b.id)).statusCode).toBe(409);
    const cancelled = await call(customer, 'POST', QUOTES_API.cancelBooking.path, {
      quoteId: a.id,
      reason: 'Going on holiday',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().quoteStatus).toBe(QuoteStatus.PendingApproval);
    expect((await lastMailTo(t, shopA.email, 'Booking cancelled'))?.text).toContain('Going on holiday');
    expect((await accept(customer, b.id)).statusCode).toBe(200);
  });
});

describe('the job: check-in, amendment, invoice, payment, collection, review', () => {
  let r: MadeRequest;
  let a: { id: string };
  let b: { id: string };

  beforeAll(async () => {
    r = await makeRequest(customer, [shopA.workshopId!, shopB.workshopId!]);
    a = await sendQuote(shopA, r);
    b = await sendQuote(shopB, r);
    expect((await accept(customer, a.id)).statusCode).toBe(200);
  });

  it('another workshop never sees this job', async () => {
    for (const url of [
      pathOf(QUOTES_API.workshopJob, { id: a.id }),
      pathOf(QUOTES_API.downloadInvoice, { id: a.id }),
    ])
      expect((await call(shopB, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(shopB, 'POST', pathOf(QUOTES_API.workshopCheckIn, { id: a.id }), { vehicleMileage: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(shopC, 'POST', pathOf(QUOTES_API.workshopMessage, { id: a.id }), { message: 'Hi' }))
        .statusCode,
    ).toBe(404);
    // B's own quote on the request is not booked: B cannot check it in.
    const refused = await call(shopB, 'POST', pathOf(QUOTES_API.workshopCheckIn, { id: b.id }), {
      vehicleMileage: 1,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('cannot invoice or amend before check-in; checks in with mileage', async () => {
    expect((await call(shopA, 'POST', pathOf(QUOTES_API.workshopInvoice, { id: a.id }), {})).statusCode).toBe(
      409,
    );
    // The request said 85 000 km: an odometer does not run backwards.
    const below = await call(shopA, 'POST', pathOf(QUOTES_API.workshopCheckIn, { id: a.id }), {
      vehicleMileage: 8500,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors).toEqual({
      vehicleMileage: ['The mileage cannot be lower than the 85 000 km given on the request.'],
    });
    expect((await statusOf(a.id)).quoteStatus).toBe(QuoteStatus.Booked);
    const res = await call(shopA, 'POST', pathOf(QUOTES_API.workshopCheckIn, { id: a.id }), {
      vehicleMileage: 85210,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().quoteStatus).toBe(QuoteStatus.InProgress);
    expect(await statusOf(a.id)).toMatchObject({ vehicleMileage: 85210 });
    expect((await lastMailTo(t, customer.email, 'checked in'))?.text).toContain('85');
    // The customer cannot cancel a job in the workshop.
    const cancel = await call(customer, 'POST', QUOTES_API.cancelBooking.path, { quoteId: a.id });
    expect(cancel.statusCode).toBe(409);
  });

  it('an amendment with a photo waits for the customer, who approves one line and declines one', async () => {
    const job = (await call(shopA, 'GET', pathOf(QUOTES_API.workshopJob, { id: a.id }))).json();
    const pads = job.quote.quoteItems.find(
      (i: { description: string }) => i.description === 'Front brake pads',
    );
    const form = await multipart({
      amendment: JSON.stringify({
        note: 'Discs are below the minimum thickness.',
        lines: [
          {
            changeType: AmendmentChangeType.added,
            line: { kind: 'part', description: 'Front brake discs (pair)', quantity: 1, priceExcl: 1200 },
          },
          {
            changeType: AmendmentChangeType.added,
            line: { kind: 'part', description: 'Wiper blades', quantity: 2, priceExcl: 100 },
          },
          {
            changeType: AmendmentChangeType.modified,
            quoteItemId: pads.id,
            line: { kind: 'part', description: 'Front brake pads (ceramic)', quantity: 1, priceExcl: 900 },
          },
        ],
      }),
      photoFiles: { name: 'discs.png', bytes: PNG, type: 'image/png' },
    });
    const res = await app.inject({
      method: 'POST',
      url: pathOf(QUOTES_API.workshopAmendment, { id: a.id }),
      headers: { ...shopA.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().quoteStatus).toBe(QuoteStatus.AmendmentPending);
    // No invoice while the customer has not answered.
    const early = await call(shopA, 'POST', pathOf(QUOTES_API.workshopInvoice, { id: a.id }), {});
    expect(early.statusCode).toBe(409);

    const view = (await call(customer, 'GET', pathOf(QUOTES_API.requestQuotes, { id: r.uniqueId }))).json();
    const quote = view.quotes.find((q: { id: string }) => q.id === a.id);
    const amendment = quote.amendments[0];
    expect(amendment.photos).toHaveLength(1);
    expect(
      amendment.items.find(
        (i: { amendmentType: number }) => i.amendmentType === AmendmentChangeType.modified,
      ),
    ).toMatchObject({
      previousPriceIncl: 920,
      priceIncl: 1035,
    });
    expect(quote.allowedActions).toEqual(['answerAmendment']);
    const photo = await call(
      customer,
      'GET',
      pathOf(QUOTES_API.downloadAmendmentPhoto, { id: amendment.photos[0].id }),
    );
    expect(photo.statusCode).toBe(200);
    expect(
      (await call(other, 'GET', pathOf(QUOTES_API.downloadAmendmentPhoto, { id: amendment.photos[0].id })))
        .statusCode,
    ).toBe(404);

    const discs = amendment.items.find((i: { description: string }) =>
      i.description.startsWith('Front brake discs'),
    );
    const padsModified = amendment.items.find((i: { description: string }) =>
      i.description.startsWith('Front brake pads'),
    );
    // The answer takes no files (spec: only AcceptQuote carries attachmentFiles): refused on the field, and
    // the amendment still waits.
    const withFile = await multipart({
      quoteId: a.id,
      amendmentId: amendment.id,
      decisions: JSON.stringify([{ quoteItemId: discs.id, approved: true }]),
      attachmentFiles: { name: 'receipt.png', bytes: PNG, type: 'image/png' },
    });
    const refused = await app.inject({
      method: 'POST',
      url: QUOTES_API.acceptAmendment.path,
      headers: { ...customer.headers, ...withFile.headers },
      payload: withFile.payload,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors.attachmentFiles[0]).toMatch(/takes no files/);
    const answer = await call(customer, 'POST', QUOTES_API.acceptAmendment.path, {
      quoteId: a.id,
      amendmentId: amendment.id,
      decisions: [
        { quoteItemId: discs.id, approved: true },
        { quoteItemId: padsModified.id, approved: true },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().quoteStatus).toBe(QuoteStatus.InProgress);
    // 2616.25 - 920 (pads) + 1035 (ceramic pads) + 1380 (discs) = 4111.25; wipers declined.
    expect(answer.json().message).toContain('R 4 111.25');
    const again = await call(customer, 'POST', QUOTES_API.acceptAmendment.path, {
      quoteId: a.id,
      amendmentId: amendment.id,
      decisions: [],
    });
    expect(again.statusCode).toBe(409);
    expect((await lastMailTo(t, shopA.email, 'Amendment answered'))?.text).toContain(
      'approved 2 and declined 1',
    );
  });

  it('the invoice never exceeds what the customer approved', async () => {
    const job = (await call(shopA, 'GET', pathOf(QUOTES_API.workshopJob, { id: a.id }))).json();
    expect(job.quote.maxInvoiceTotalIncl).toBe(4111.25);
    const wipers = job.quote.amendments[0].items.find(
      (i: { description: string }) => i.description === 'Wiper blades',
    );
    const labour = job.quote.quoteItems.find(
      (i: { description: string }) => i.description === 'Service labour',
    );
    const over = await call(shopA, 'POST', pathOf(QUOTES_API.workshopDraftInvoice, { id: a.id }), {
      lines: [{ quoteItemId: labour.id, totalIncl: labour.totalIncl + 0.01 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors['lines.0.totalIncl'][0]).toContain(
      'cannot charge more than the customer approved',
    );
    const declined = await call(shopA, 'POST', pathOf(QUOTES_API.workshopDraftInvoice, { id: a.id }), {
      lines: [{ quoteItemId: wipers.id, totalIncl: 10 }],
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().errors['lines.0.quoteItemId']).toEqual([
      'This line was not approved by the customer, so it cannot be invoiced.',
    ]);
    const draft = await call(shopA, 'POST', pathOf(QUOTES_API.workshopDraftInvoice, { id: a.id }), {
      lines: [{ quoteItemId: labour.id, totalIncl: 700 }],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().quoteStatus).toBe(QuoteStatus.ProForma);
    // 4111.25 - 776.25 + 700 = 4035.00
    expect(draft.json().message).toContain('R 4 035.00');
  });

  it('invoices with a sequential number; both sides download the same tax invoice; the customer gets it by mail', async () => {
    // The workshop's own invoice reference ("Your invoice reference" on the invoice form).
    const res = await call(shopA, 'POST', pathOf(QUOTES_API.workshopInvoice, { id: a.id }), {
      externalReference: 'FM-JC-20931',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().quoteStatus).toBe(QuoteStatus.Invoiced);
    const q = await statusOf(a.id);
    expect(q.invoiceNumber).toBe('INV-00001');
    const byCustomer = await call(customer, 'GET', pathOf(QUOTES_API.downloadInvoice, { id: a.id }));
    const byWorkshop = await call(shopA, 'GET', pathOf(QUOTES_API.downloadInvoice, { id: a.id }));
    expect(byCustomer.statusCode).toBe(200);
    expect(byCustomer.headers['content-type']).toBe('application/pdf');
    expect(byCustomer.headers['content-disposition']).toContain('Tax-Invoice-INV-00001.pdf');
    const text = await pdfText(byCustomer.rawPayload);
    expect(await pdfText(byWorkshop.rawPayload)).toBe(text);
    for (const words of [
      'Tax Invoice',
      'INV-00001',
      'Ferndale Motors',
      '4123456789',
      'Thandi Mokoena',
      'Front brake discs (pair)',
      'VAT at 15%',
      'R 4 035.00',
      // The vehicle as the customer knows it: with the mileage it was checked in at.
      '2021 Toyota Hilux 2.8 GD-6 · 85 210 km',
      'Workshop reference: FM-JC-20931',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Wiper blades');
    // The customer's address names each place once.
    expect(text).not.toContain('Ferndale, Randburg');
    const mail = await lastMailTo(t, customer.email, 'Tax Invoice INV-00001');
    expect(mail?.text).toContain('R 4 035.00');
    expect((await call(other, 'GET', pathOf(QUOTES_API.downloadInvoice, { id: a.id }))).statusCode).toBe(404);
    const forPayment = await getInvoiceForPayment(db, a.id);
    expect(forPayment).toMatchObject({
      amountCents: 403500,
      invoiceNumber: 'INV-00001',
      quoteStatus: QuoteStatus.Invoiced,
    });
  });

  it('payment moves through the lifecycle functions; collection completes the request; one review', async () => {
    // Illegal: completing an unpaid job.
    const early = await call(shopA, 'POST', pathOf(QUOTES_API.workshopComplete, { id: a.id }));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'A quote can only be completed while it is Paid; this one is Invoiced.',
    );
    await db.transaction((tx) => transitionQuote(tx, a.id, QuoteStatus.Checkout, 'customer'));
    await db.transaction((tx) =>
      transitionQuote(tx, a.id, QuoteStatus.Invoiced, 'system', 'Payment cancelled'),
    );
    await expect(
      db.transaction((tx) => transitionQuote(tx, a.id, QuoteStatus.Completed, 'system')),
    ).rejects.toThrow(/cannot move from Invoiced to Completed/);
    await db.transaction((tx) => transitionQuote(tx, a.id, QuoteStatus.Checkout, 'system'));
    await db.transaction((tx) =>
      transitionQuote(tx, a.id, QuoteStatus.Paid, 'system', 'PayFast ITN verified'),
    );
    expect(
      (
        await call(customer, 'POST', QUOTES_API.reviewWorkshop.path, {
          quoteId: a.id,
          rating: 5,
          review: 'Great',
        })
      ).statusCode,
    ).toBe(409);
    expect((await call(shopA, 'POST', pathOf(QUOTES_API.workshopReady, { id: a.id }))).statusCode).toBe(200);
    expect(await lastMailTo(t, customer.email, 'ready for collection')).not.toBeNull();
    const done = await call(shopA, 'POST', pathOf(QUOTES_API.workshopComplete, { id: a.id }));
    expect(done.statusCode).toBe(200);
    // The review mail and its in-app notice go once, from the lifecycle (decision 057).
    await t.runJobs();
    const [completed] = await db.select().from(quotes).where(eq(quotes.id, a.id));
    const reviewMails = await db
      .select()
      .from(devMails)
      .where(
        sql`lower(${devMails.to}) = ${customer.email.toLowerCase()} and ${devMails.subject} = ${`How was ${completed!.reference}? Review the workshop`}`,
      );
    expect(reviewMails).toHaveLength(1);
    const reviewNotes = await db
      .select()
      .from(notifications)
      .where(
        sql`${notifications.quoteRequestId} = ${r.id} and ${notifications.title} = 'Your job is completed'`,
      );
    expect(reviewNotes).toHaveLength(1);
    const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, r.id));
    expect(request!.quoteRequestStatus).toBe(QuoteRequestStatus.Completed);
    const history = await db
      .select()
      .from(quoteStatusHistory)
      .where(eq(quoteStatusHistory.quoteId, a.id))
      .orderBy(quoteStatusHistory.createdAt);
    expect(history.map((h) => h.quoteStatus)).toEqual([
      QuoteStatus.Draft,
      QuoteStatus.PendingApproval,
      QuoteStatus.Booked,
      QuoteStatus.InProgress,
      QuoteStatus.AmendmentPending,
      QuoteStatus.InProgress,
      QuoteStatus.ProForma,
      QuoteStatus.Invoiced,
      QuoteStatus.Checkout,
      QuoteStatus.Invoiced,
      QuoteStatus.Checkout,
      QuoteStatus.Paid,
      QuoteStatus.Completed,
    ]);
    expect(history.find((h) => h.quoteStatus === QuoteStatus.Booked)).toMatchObject({
      actor: 'customer',
      username: customer.email,
    });

    expect(
      (await call(other, 'POST', QUOTES_API.reviewWorkshop.path, { quoteId: a.id, rating: 1, review: 'Bad' }))
        .statusCode,
    ).toBe(404);
    const review = await call(customer, 'POST', QUOTES_API.reviewWorkshop.path, {
      quoteId: a.id,
      rating: 4,
      review: 'Quick and honest.',
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json()).toMatchObject({ rating: 4, authorName: 'Thandi M.' });
    const twice = await call(customer, 'POST', QUOTES_API.reviewWorkshop.path, {
      quoteId: a.id,
      rating: 5,
      review: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    const [w] = await db.select().from(workshops).where(eq(workshops.id, shopA.workshopId!));
    expect(w!.rating).toBe('4.0');
    const reviews = (await call(shopA, 'GET', QUOTES_API.workshopReviews.path)).json();
    expect(reviews[0]).toMatchObject({ rating: 4, review: 'Quick and honest.' });
  });

  it("declined amendment lines stay on the vehicle's record as recommended work", async () => {
    const [vehicle] = await db
      .insert(vehicles)
      .values({
        year: 2021,
        brand: 'Toyota',
        range: 'Hilux',
        model: 'Hilux 2.8 GD-6',
        searchText: 'toyota hilux',
      })
      .returning({ id: vehicles.id });
    const [garageVehicle] = await db
      .insert(customerVehicles)
      .values({ userId: customer.id, vehicleId: vehicle!.id, name: 'Work bakkie' })
      .returning({ id: customerVehicles.id });
    await db
      .update(quoteRequests)
      .set({ customerVehicleId: garageVehicle!.id })
      .where(eq(quoteRequests.id, r.id));
    const url = pathOf(QUOTES_API.vehicleActiveQuotes, { id: garageVehicle!.id });
    const res = await call(customer, 'GET', url);
    expect(res.statusCode).toBe(200);
    // The job is completed, so nothing is active; the declined wipers are recommended for next time.
    expect(res.json().quotes).toEqual([]);
    expect(res.json().recommendedWork).toEqual([
      expect.objectContaining({
        description: 'Wiper blades',
        workshopName: 'Ferndale Motors',
        totalIncl: 230,
      }),
    ]);
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
  });
});

describe('invoice numbers and the non-VAT invoice', () => {
  async function jobReadyToInvoice(shop: User) {
    const { quote: q } = await quoted(shop);
    expect((await accept(customer, q.id)).statusCode).toBe(200);
    expect(
      (await call(shop, 'POST', pathOf(QUOTES_API.workshopCheckIn, { id: q.id }), { vehicleMileage: 86_000 }))
        .statusCode,
    ).toBe(200);
    return q.id;
  }

  it('two invoices at once take consecutive numbers, without gaps', async () => {
    const shop = await createSignedInUser(t, { workshop: true });
    const ids = await Promise.all([
      jobReadyToInvoice(shop),
      jobReadyToInvoice(shop),
      jobReadyToInvoice(shop),
    ]);
    const answers = await Promise.all(
      ids.map((id) => call(shop, 'POST', pathOf(QUOTES_API.workshopInvoice, { id }), {})),
    );
    expect(answers.map((x) => x.statusCode)).toEqual([200, 200, 200]);
    const numbers = (await Promise.all(ids.map(statusOf))).map((q) => q.invoiceNumber).sort();
    expect(numbers).toEqual(['INV-00001', 'INV-00002', 'INV-00003']);
  });

  it('a workshop without VAT registration issues an Invoice, not a Tax Invoice, without VAT', async () => {
    const id = await jobReadyToInvoice(shopB);
    expect((await call(shopB, 'POST', pathOf(QUOTES_API.workshopInvoice, { id }), {})).statusCode).toBe(200);
    const pdf = await call(customer, 'GET', pathOf(QUOTES_API.downloadInvoice, { id }));
    expect(pdf.headers['content-disposition']).toContain('Invoice-INV-00001.pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toContain('Bra Sipho Garage');
    expect(text).toContain('R 2 372.50');
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toMatch(/VAT at|VAT number/);
  });
});

describe('messages both ways', () => {
  it('the workshop writes with an attachment; the guest downloads it with the e-mail only', async () => {
    const guestEmail = `guest-msg-${Date.now()}@example.co.za`;
    const { request: r, quote: q } = await quoted(shopA, { id: null, email: guestEmail });
    const form = await multipart({
      message: 'Here is the parts list.',
      attachmentFiles: { name: 'parts.png', bytes: PNG, type: 'image/png' },
    });
    const res = await app.inject({
      method: 'POST',
      url: pathOf(QUOTES_API.workshopMessage, { id: q.id }),
      headers: { ...shopA.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const message = res.json();
    const mail = await lastMailTo(t, guestEmail, 'Message from');
    expect(linkIn(mail?.text, '/quotes/')).toBe(`/quotes/${r.uniqueId}`);
    expect(mail?.text).toContain(`emailAddress=${encodeURIComponent(guestEmail)}`);
    const url = `${pathOf(QUOTES_API.downloadMessageAttachment, { id: message.id })}?attachmentName=${message.attachments[0].attachmentName}`;
    expect((await call(null, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(null, 'GET', `${url}&emailAddress=${encodeURIComponent(guestEmail)}`)).statusCode,
    ).toBe(200);

    const reply = await call(null, 'POST', QUOTES_API.messageWorkshop.path, {
      quoteId: q.id,
      message: 'Thanks!',
      emailAddress: guestEmail,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await lastMailTo(t, shopA.email, 'Message about'))?.text).toContain('Thanks!');
    const wrong = await call(null, 'POST', QUOTES_API.messageWorkshop.path, {
      quoteId: q.id,
      message: 'Hi',
      emailAddress: 'x@example.co.za',
    });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('the workshop summary', () => {
  it('counts what needs the workshop', async () => {
    const res = await call(shopA, 'GET', QUOTES_API.workshopSummary.path);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.workshops[0]).toMatchObject({ name: 'Ferndale Motors', rating: 4, reviewCount: 1 });
    expect(body.newRequests).toBeGreaterThan(0);
  });
});

describe('a user of two workshops works in the one they chose', () => {
  let two: User;
  let first: string; // the default: the first of the user's workshops by id
  let second: string;
  let inFirst: MadeRequest;
  let inSecond: MadeRequest;
  const as = (workshopId: string | null) => ({
    ...two,
    headers: { ...two.headers, ...(workshopId ? { 'x-workshop-id': workshopId } : {}) },
  });
  const ids = async (user: User) => {
    const res = await call(user, 'GET', `${QUOTES_API.workshopRequests.path}?itemsPerPage=50`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.map((i: { id: string }) => i.id);
  };

  beforeAll(async () => {
    two = await createSignedInUser(t, { workshop: true });
    await db.insert(workshopUsers).values({ userId: two.id, workshopId: shopB.workshopId! });
    [first, second] = [two.workshopId!, shopB.workshopId!].sort() as [string, string];
    inFirst = await makeRequest(customer, [first]);
    inSecond = await makeRequest(customer, [second]);
  });

  it('lists both workshops to choose from, the default first', async () => {
    const res = await call(two, 'GET', QUOTES_API.workshopChoices.path);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((w: { id: string }) => w.id)).toEqual([first, second]);
    expect(res.json()[second === shopB.workshopId ? 1 : 0].name).toBe('Bra Sipho Garage');
  });

  it('answers every portal call for the chosen workshop only; the other one is 404', async () => {
    expect(await ids(as(null))).toContain(inFirst.id);
    expect(await ids(as(null))).not.toContain(inSecond.id);
    expect(await ids(as(second))).toContain(inSecond.id);
    expect(await ids(as(second))).not.toContain(inFirst.id);

    const detail = (who: User, r: MadeRequest) =>
      call(who, 'GET', pathOf(QUOTES_API.workshopRequest, { id: r.id }));
    expect((await detail(as(second), inSecond)).statusCode).toBe(200);
    expect((await detail(as(second), inFirst)).statusCode).toBe(404);
    expect((await detail(as(first), inFirst)).statusCode).toBe(200);

    // A quote written while working in the second workshop is that workshop's, not the first's.
    const saved = await call(as(second), 'POST', pathOf(QUOTES_API.workshopSaveQuote, { id: inSecond.id }), {
      action: 'send',
      lines: lines(inSecond),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const quoteId = saved.json().quote.id as string;
    expect((await statusOf(quoteId)).workshopId).toBe(second);
    const withdraw = (who: User) =>
      call(who, 'POST', pathOf(QUOTES_API.workshopWithdraw, { id: quoteId }), {
        reason: 'Parts unavailable',
      });
    expect((await withdraw(as(first))).statusCode).toBe(404);
    expect((await withdraw(as(second))).statusCode).toBe(200);

    const summary = await call(as(second), 'GET', QUOTES_API.workshopSummary.path);
    expect(summary.json().workshops.map((w: { id: string }) => w.id)).toEqual([second]);
    // The ids sort at random, so the second workshop's name is looked up, not assumed.
    const choices = (await call(two, 'GET', QUOTES_API.workshopChoices.path)).json() as {
      id: string;
      name: string;
    }[];
    const profile = await call(as(second), 'GET', '/api/workshop/profile');
    expect(profile.json().name).toBe(choices.find((w) => w.id === second)?.name);
    expect(choices.find((w) => w.id === first)?.name).not.toBe(profile.json().name);
  });

  it('refuses a workshop the user does not work for, as not found', async () => {
    for (const chosen of [shopC.workshopId!, 'not-a-workshop']) {
      const res = await call(as(chosen), 'GET', QUOTES_API.workshopRequests.path);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('The workshop was not found.');
    }
    expect((await call(as(shopC.workshopId!), 'GET', '/api/workshop/profile')).statusCode).toBe(404);
  });
});
