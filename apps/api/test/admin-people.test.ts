import { QuoteStatus } from '@motorwise/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authSessions,
  payments,
  quoteAmendments,
  quoteMessages,
  quoteRequests,
  quoteStatusHistory,
  quotes,
} from '../src/db/schema';
import { createTestApp, createUser, signIn } from './helpers';

/**
 * People and trust (issue 22 item 7, decision 065): the admin's search finds each kind of record by what
 * an admin has in hand, a request's whole history holds both sides in time order, and a user's page. The
 * refusal of every admin route to anyone but an admin is admin.test.ts's walk of the route table.
 */
const ADMIN = 'people-admin@example.co.za';
const t = await createTestApp({ ADMIN_EMAILS: ADMIN });
const { app } = t;
const { db } = t.deps;
const adminUser = await createUser(db, { email: ADMIN });
const admin = await signIn(app, ADMIN);
const { workshopId } = await createUser(db, { workshop: true });
const customer = await createUser(db, {
  email: 'thandi.nkosi@example.co.za',
  firstName: 'Thandi',
  lastName: 'Nkosi',
  phone: '+27825551234',
});

const at = (iso: string) => new Date(iso);
const [request] = await db
  .insert(quoteRequests)
  .values({
    reference: 'PTQR-1001',
    userId: customer.id,
    vehicleName: 'Toyota Corolla',
    vehicleLicensePlate: 'CA 123-456',
    vehicleVinNumber: 'AHTBB3QE100123456',
    quoteType: 'Service - SMC_Service',
    email: 'thandi.nkosi@example.co.za',
    firstName: 'Thandi',
    lastName: 'Nkosi',
    phone: '+27825551234',
    createdAt: at('2025-05-01T08:00:00Z'),
  })
  .returning();
const [quote] = await db
  .insert(quotes)
  .values({
    quoteRequestId: request!.id,
    workshopId: workshopId!,
    reference: 'PTQ-2002',
    quoteStatus: QuoteStatus.Paid,
    isVatRegistered: true,
    sentAt: at('2025-05-01T10:00:00Z'),
    createdAt: at('2025-05-01T09:00:00Z'),
  })
  .returning();
await db.insert(quoteStatusHistory).values([
  {
    quoteId: quote!.id,
    quoteStatus: QuoteStatus.PendingApproval,
    actor: 'workshop',
    createdAt: at('2025-05-01T10:00:00Z'),
  },
  {
    quoteId: quote!.id,
    quoteStatus: QuoteStatus.Booked,
    actor: 'customer',
    createdAt: at('2025-05-02T07:00:00Z'),
  },
]);
await db.insert(quoteMessages).values({
  quoteId: quote!.id,
  senderRole: 'customer',
  message: 'Can you do Friday?',
  createdAt: at('2025-05-01T12:00:00Z'),
});
await db.insert(quoteAmendments).values({
  quoteId: quote!.id,
  amendmentStatus: 1,
  note: 'Brake pads worn',
  submittedAt: at('2025-05-03T09:00:00Z'),
});
await db.insert(payments).values({
  quoteId: quote!.id,
  workshopId,
  payerUserId: customer.id,
  provider: 'sandbox',
  merchantReference: 'PTPAY-3003',
  amountCents: 150_000,
  status: 'refunded',
  refundReference: 'EFT-REF-77',
  createdAt: at('2025-05-04T09:00:00Z'),
  refundedAt: at('2025-05-05T09:00:00Z'),
});

const search = (q: string) =>
  app.inject({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}`, headers: admin.headers });
const ids = (hits: { id: string }[]) => hits.map((h) => h.id);

describe('the admin’s search', () => {
  it('finds a user by e-mail, name and phone (typed the South African way), with their requests', async () => {
    for (const q of ['THANDI.NKOSI@', 'nkosi', '082 555 1234', '0825551234']) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(200);
      expect(ids(res.json().users), q).toContain(customer.id);
    }
    const byMail = (await search('thandi.nkosi@example')).json();
    expect(ids(byMail.requests)).toEqual([request!.id]);
    expect(ids(byMail.jobs)).toEqual([quote!.id]);
  });

  it('finds a request by reference, registration (with or without its spaces) and VIN', async () => {
    for (const q of ['PTQR-1001', 'ca123456', 'CA 123-456', 'ahtbb3qe1001']) {
      const res = (await search(q)).json();
      expect(ids(res.requests), q).toEqual([request!.id]);
      expect(res.requests[0].requestId).toBe(request!.id);
    }
  });

  it('finds a booked quote as a job, and a payment by its own and its refund’s reference', async () => {
    const job = (await search('ptq-2002')).json();
    expect(ids(job.jobs)).toEqual([quote!.id]);
    expect(job.quotes).toEqual([]);
    expect(job.jobs[0].requestId).toBe(request!.id);
    for (const q of ['PTPAY-3003', 'eft-ref-77']) {
      const res = (await search(q)).json();
      expect(
        res.payments.map((p: { title: string }) => p.title),
        q,
      ).toEqual(['PTPAY-3003']);
    }
  });

  it('refuses a term shorter than three characters, and treats % and _ as themselves', async () => {
    expect((await search('ab')).statusCode).toBe(400);
    const res = (await search('%%%')).json();
    expect([...res.users, ...res.requests, ...res.quotes, ...res.jobs, ...res.payments]).toEqual([]);
  });

  it('uses the trigram indexes', async () => {
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = await db.execute(
        sql.raw(
          `explain select id from quote_requests qr where lower(qr.reference || ' ' || qr.email::text || ' ' || coalesce(qr.first_name, '') || ' ' || coalesce(qr.last_name, '') || ' ' || coalesce(qr.phone, '') || ' ' || coalesce(qr.business_name, '') || ' ' || coalesce(qr.vehicle_vin_number, '') || ' ' || regexp_replace(coalesce(qr.vehicle_license_plate, ''), '[^A-Za-z0-9]', '', 'g')) like '%nkosi%'`,
        ),
      );
      expect(JSON.stringify(plan.rows)).toContain('quote_requests_admin_search_trgm_idx');
    } finally {
      await db.execute(sql`set enable_seqscan = on`);
    }
  });
});

describe('a request’s whole history', () => {
  it('holds the request, the quote, its status rows, messages, amendments, payment and refund in time order', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/requests/${request!.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ reference: 'PTQR-1001', customerName: 'Thandi Nkosi', userId: customer.id });
    expect(body.quotes).toMatchObject([{ reference: 'PTQ-2002', status: 'Paid' }]);
    expect(body.events.map((e: { kind: string }) => e.kind)).toEqual([
      'request',
      'quote',
      'status',
      'message',
      'status',
      'amendment',
      'payment',
      'refund',
    ]);
    const times = body.events.map((e: { at: string }) => e.at);
    expect([...times].sort()).toEqual(times);
    expect(body.events[3]).toMatchObject({ actor: 'customer', summary: 'Can you do Friday?' });
    expect(body.events[7].summary).toContain('EFT-REF-77');
  });

  it('answers 404 for a request that does not exist', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/requests/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('a user’s page', () => {
  it('shows their roles and sessions, and their disabling', async () => {
    await signIn(app, 'thandi.nkosi@example.co.za');
    await db.insert(authSessions).values({
      userId: customer.id,
      method: 'password',
      expiresAt: at('2025-01-01T00:00:00Z'),
    });
    const read = async () =>
      (
        await app.inject({ method: 'GET', url: `/api/admin/users/${customer.id}`, headers: admin.headers })
      ).json();
    expect(await read()).toMatchObject({
      email: 'thandi.nkosi@example.co.za',
      name: 'Thandi Nkosi',
      roles: ['customer'],
      sessions: 2,
      activeSessions: 1,
      requests: 1,
      disabled: false,
    });
    const adminPage = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${adminUser.id}`,
      headers: admin.headers,
    });
    expect(adminPage.json().roles).toEqual(['customer', 'admin']);
    const disable = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${customer.id}/disable`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    expect((await read()).disabled).toBe(true);
  });
});
