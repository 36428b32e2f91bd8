import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows';
import { auditEntries, commissionInvoices, payments, workshopLedger, workshopUsers } from '../src/db/schema';
import { platformMoney } from '../src/modules/payments/index';
import { recordRefundDue } from '../src/modules/payments/payment-ledger.service';
import { creditPaidPayments } from '../src/modules/payments/payments.repo';
import { platformParty } from '../src/modules/payments/settings';
import { createSignedInUser, createTestApps, signIn, type TestApp } from './helpers';
import { invoicedQuote, TOTAL } from './payments-fixtures';

/** The platform's money (decision 064): commission rates, monthly commission invoices, CSV exports. */

const ADMIN = 'money-admin@example.co.za';
const [a, b] = (await createTestApps(2, {
  ADMIN_EMAILS: ADMIN,
  PAYMENT_COMMISSION_PERCENT: '10',
  RATE_LIMIT_ENABLED: 'false',
})) as [TestApp, TestApp];
afterAll(async () => {
  await Promise.all([a.app.close(), b.app.close()]);
});
const admin = await createSignedInUser(a, { email: ADMIN });
const platform = platformParty(a.deps.config);

async function anotherQuote(quoteId: string): Promise<string> {
  const tag = randomBytes(4).toString('hex').toUpperCase();
  const [row] = await rows<{ id: string }>(
    a.deps.db,
    sql`with r as (
          insert into quote_requests (reference, made_as_guest, vehicle_name, quote_type, email, first_name,
                                      last_name, quote_request_status)
          select ${`REQ-${tag}`}, true, vehicle_name, quote_type, email, first_name, last_name, 0
            from quote_requests where id = (select quote_request_id from quotes where id = ${quoteId})
          returning id)
        insert into quotes (quote_request_id, workshop_id, reference, invoice_number, quote_status, is_vat_registered)
        select r.id, q.workshop_id, ${`Q-${tag}`}, ${`INV-${tag}`}, q.quote_status, true
          from r, quotes q where q.id = ${quoteId}
        returning id`,
  );
  return row!.id;
}

/** A payment of R 1 150.00 paid at `at` for a new workshop's invoice, credited by the ledger's one rule. */
async function paidAt(at: Date, workshop?: Awaited<ReturnType<typeof invoicedQuote>>) {
  const q = workshop ?? (await invoicedQuote(a, { id: null, email: 'payer@example.co.za' }));
  // A quote is paid once: the workshop's next payment is for another quote of another request.
  const quoteId = workshop ? await anotherQuote(q.quoteId) : q.quoteId;
  const [payment] = await a.deps.db
    .insert(payments)
    .values({
      quoteId,
      workshopId: q.workshopId,
      provider: 'payfast',
      merchantReference: `MW-${randomBytes(5).toString('hex').toUpperCase()}`,
      amountCents: TOTAL,
      status: 'paid',
      completedAt: at,
    })
    .returning();
  await creditPaidPayments(a.deps.db, 10, { paymentId: payment!.id });
  const [entry] = await a.deps.db
    .select()
    .from(workshopLedger)
    .where(and(eq(workshopLedger.paymentId, payment!.id), eq(workshopLedger.kind, 'payment')));
  return { ...q, payment: payment!, entry: entry! };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin.headers) =>
  a.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('commission rates', () => {
  it('the configured rate until an admin sets one; then the rate in force when paid, never rewriting the past', async () => {
    const first = await paidAt(new Date());
    expect(first.entry.commissionPercent).toBe('10');
    expect(first.entry.commissionCents).toBe(11_500);
    const read = await call('GET', '/api/admin/commission');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ defaultPercent: 10, currentPercent: 10, globalRates: [] });

    // A global rate from today, and one from far ahead that is not yet in force.
    expect((await call('POST', '/api/admin/commission', { percent: 12.5 })).statusCode).toBe(200);
    const future = await call('POST', '/api/admin/commission', { percent: 20, effectiveFrom: '2099-01-01' });
    expect(future.json()).toMatchObject({ currentPercent: 12.5 });
    expect(future.json().globalRates).toHaveLength(2);

    const second = await paidAt(new Date(), first);
    expect(second.entry.commissionPercent).toBe('12.5');
    expect(second.entry.commissionCents).toBe(14_375);

    // This workshop's own rate, then back to the global one.
    const own = await call('PUT', `/api/admin/commission/workshops/${first.workshopId}`, { percent: 5 });
    expect(own.statusCode).toBe(200);
    expect(own.json().workshopRates).toMatchObject([{ workshopId: first.workshopId, percent: 5 }]);
    const third = await paidAt(new Date(), first);
    expect(third.entry.commissionPercent).toBe('5');
    const other = await paidAt(new Date());
    expect(other.entry.commissionPercent).toBe('12.5');
    const cleared = await call('PUT', `/api/admin/commission/workshops/${first.workshopId}`, {
      percent: null,
    });
    expect(cleared.json().workshopRates).toEqual([]);
    expect((await paidAt(new Date(), first)).entry.commissionPercent).toBe('12.5');

    // A payment paid before any rate was set keeps its rate (the rule reads the time it was paid).
    expect((await paidAt(new Date('2020-01-15T10:00:00Z'))).entry.commissionPercent).toBe('10');
    // The first entry was never rewritten.
    const [kept] = await a.deps.db.select().from(workshopLedger).where(eq(workshopLedger.id, first.entry.id));
    expect(kept).toMatchObject({ commissionPercent: '10', commissionCents: 11_500 });

    const audited = await a.deps.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.targetId, first.workshopId));
    expect(audited.map((r) => r.action)).toEqual(
      expect.arrayContaining(['commission.setWorkshop', 'commission.clearWorkshop']),
    );
    const globals = await call('GET', '/api/admin/audit?action=commission.setGlobal');
    expect(globals.statusCode).toBe(200);
  });

  it('refuses a rate out of range and an unknown workshop', async () => {
    expect((await call('POST', '/api/admin/commission', { percent: 60 })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/commission', { percent: 7.125 })).statusCode).toBe(400);
    const unknown = await call(
      'PUT',
      '/api/admin/commission/workshops/00000000-0000-4000-8000-000000000000',
      {
        percent: 3,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the monthly commission invoice', () => {
  it('a month with payments yields one invoice per workshop with the right sums; a rerun none; an empty month none', async () => {
    // Two payments in March 2031 (Johannesburg), one just after the month ends there (1 April 00:30 SAST).
    const w = await paidAt(new Date('2031-03-03T08:00:00Z'));
    await paidAt(new Date('2031-03-31T21:30:00Z'), w);
    await paidAt(new Date('2031-03-31T22:30:00Z'), w);

    const [once, twice] = await Promise.all([
      platformMoney.issueMonth(a.deps.db, platform, '2031-03'),
      platformMoney.issueMonth(b.deps.db, platform, '2031-03'),
    ]);
    expect(once + twice).toBe(1);
    expect(await platformMoney.issueLastMonth(a.deps.db, platform, new Date('2031-04-01T00:30:00Z'))).toBe(0);
    expect(await platformMoney.issueMonth(a.deps.db, platform, '2031-02')).toBe(0);

    const rows = await a.deps.db
      .select()
      .from(commissionInvoices)
      .where(eq(commissionInvoices.workshopId, w.workshopId));
    expect(rows).toHaveLength(1);
    const rate = rows[0]!.lines as { commissionPercent: string }[];
    const percent = Number(rate[0]!.commissionPercent);
    const commissionEach = Math.round((TOTAL * percent) / 100);
    expect(rows[0]).toMatchObject({
      month: '2031-03',
      payments: 2,
      grossCents: 2 * TOTAL,
      commissionExclCents: 2 * commissionEach,
      vatPercent: '15',
      vatCents: Math.round(2 * commissionEach * 0.15),
      totalInclCents: 2 * commissionEach + Math.round(2 * commissionEach * 0.15),
    });
    expect(rows[0]!.number).toMatch(/^MW-\d{6}$/);
    expect(rows[0]!.supplier).toMatchObject({ name: platform.name, vatNumber: platform.vatNumber });

    // April's invoice takes the next number: no gaps.
    expect(await platformMoney.issueMonth(a.deps.db, platform, '2031-04')).toBe(1);
    const all = await a.deps.db.select({ sequence: commissionInvoices.sequence }).from(commissionInvoices);
    const sequences = all.map((r) => r.sequence).sort((x, y) => x - y);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));

    // The workshop sees and downloads its own; another workshop does not; the admin sees all.
    const owner = await signIn(a.app, w.owner.email);
    const mine = await a.app.inject({
      method: 'GET',
      url: '/api/workshop/commission-invoices',
      headers: owner.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((i: { month: string }) => i.month)).toEqual(['2031-04', '2031-03']);
    const id = mine.json().items[1].id as string;
    const pdf = await a.app.inject({
      method: 'GET',
      url: `/api/workshop/commission-invoices/${id}/pdf`,
      headers: owner.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await createSignedInUser(a, { workshop: true });
    const refused = await a.app.inject({
      method: 'GET',
      url: `/api/workshop/commission-invoices/${id}/pdf`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);
    const adminList = await call('GET', '/api/admin/commission-invoices');
    expect(adminList.json().items.some((i: { id: string }) => i.id === id)).toBe(true);
    const adminPdf = await call('GET', `/api/admin/commission-invoices/${id}/pdf`);
    expect(adminPdf.statusCode).toBe(200);
  });
});

describe('a user of two workshops sees the money of the one they chose', () => {
  it('the statement and the commission invoices answer for the workshop the switcher names, as every portal page', async () => {
    // The first workshop has a payment in June 2035 and that month's invoice; the second has neither.
    const paid = await paidAt(new Date('2035-06-10T08:00:00Z'));
    expect(await platformMoney.issueMonth(a.deps.db, platform, '2035-06')).toBeGreaterThanOrEqual(1);
    const other = await createSignedInUser(a, { workshop: true });
    await a.deps.db.insert(workshopUsers).values({ userId: paid.owner.id, workshopId: other.workshopId! });
    const owner = await signIn(a.app, paid.owner.email);
    const as = (workshopId: string | null, url: string) =>
      a.app.inject({
        method: 'GET',
        url,
        headers: { ...owner.headers, ...(workshopId ? { 'x-workshop-id': workshopId } : {}) },
      });
    const statement = async (workshopId: string | null, url = '/api/workshop/statement') => {
      const res = await as(workshopId, url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { owedCents: number; entries: unknown[] };
    };
    const invoices = async (workshopId: string | null, url = '/api/workshop/commission-invoices') => {
      const res = await as(workshopId, url);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { items: { id: string; month: string }[] }).items;
    };

    // Chosen in the switcher (the X-Workshop-Id header): that workshop's statement and invoices only.
    expect(await statement(paid.workshopId)).toMatchObject({ owedCents: paid.entry.workshopCents });
    expect((await statement(paid.workshopId)).entries).toHaveLength(1);
    expect(await statement(other.workshopId!)).toMatchObject({ owedCents: 0, entries: [] });
    const mine = await invoices(paid.workshopId);
    expect(mine.map((i) => i.month)).toEqual(['2035-06']);
    expect(await invoices(other.workshopId!)).toEqual([]);
    const pdf = (workshopId: string) =>
      as(workshopId, `/api/workshop/commission-invoices/${mine[0]!.id}/pdf`);
    expect((await pdf(paid.workshopId)).statusCode).toBe(200);
    expect((await pdf(other.workshopId!)).statusCode).toBe(404);

    // No choice yet: the first of their workshops by id, the one every other portal page answers for.
    const first = [paid.workshopId, other.workshopId!].sort()[0]!;
    expect((await statement(null)).entries).toHaveLength(first === paid.workshopId ? 1 : 0);
    expect(await invoices(null)).toHaveLength(first === paid.workshopId ? 1 : 0);
    const summary = await as(null, '/api/workshop/summary');
    expect(summary.json().workshops.map((w: { id: string }) => w.id)).toEqual([first]);

    // A call that names the workshop in its address answers for that one; one not theirs is not found.
    const named = `/api/workshop/statement?workshopId=${paid.workshopId}`;
    expect((await statement(other.workshopId!, named)).entries).toHaveLength(1);
    const stranger = await createSignedInUser(a, { workshop: true });
    for (const url of ['/api/workshop/statement', '/api/workshop/commission-invoices']) {
      const res = await as(stranger.workshopId!, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('The workshop was not found.');
    }
  });
});

describe('CSV exports for the accountant', () => {
  it('payments of a date range in rands with two decimals and SAST times; the other exports have their headers', async () => {
    const late = await paidAt(new Date('2032-05-31T21:30:00Z')); // 31 May 23:30 SAST
    await paidAt(new Date('2032-05-31T22:30:00Z'), late); // 1 June 00:30 SAST: outside May
    const res = await call('GET', '/api/admin/exports/payments?from=2032-05-01&to=2032-05-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('motorwise-payments-2032-05-01-to-2032-05-31.csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toContain('Paid at (SAST),Reference');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('2032-05-31 23:30:00');
    expect(lines[1]).toContain(',1150.00,');

    for (const kind of ['payouts', 'refunds', 'commission-invoices']) {
      const other = await call('GET', `/api/admin/exports/${kind}?from=2032-05-01&to=2032-05-31`);
      expect(other.statusCode, kind).toBe(200);
      expect(other.body.split('\n')[0]).toMatch(/\(SAST\)/);
    }
    const invoices = await call(
      'GET',
      '/api/admin/exports/commission-invoices?from=2000-01-01&to=2099-12-31',
    );
    expect(invoices.body).toMatch(/MW-\d{6}/);
    expect((await call('GET', '/api/admin/exports/payments?from=2032-05-31&to=2032-05-01')).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/admin/exports/ledger?from=2032-05-01&to=2032-05-31')).statusCode).toBe(
      400,
    );
  });
});

describe('admins only', () => {
  const calls = [
    ['GET', '/api/admin/commission'],
    ['POST', '/api/admin/commission'],
    ['PUT', '/api/admin/commission/workshops/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/commission-invoices'],
    ['GET', '/api/admin/commission-invoices/00000000-0000-4000-8000-000000000000/pdf'],
    ['GET', '/api/admin/exports/payments?from=2032-05-01&to=2032-05-31'],
  ] as const;

  it('refuses anonymous callers, customers, workshop users and organisation users on every call', async () => {
    const callers = [
      { who: 'anonymous', headers: {}, status: 401 },
      { who: 'customer', headers: (await createSignedInUser(a)).headers, status: 403 },
      { who: 'workshop', headers: (await createSignedInUser(a, { workshop: true })).headers, status: 403 },
      {
        who: 'organisation',
        headers: (await createSignedInUser(a, { organisation: {} })).headers,
        status: 403,
      },
    ];
    const answers = await Promise.all(
      calls.flatMap(([method, url]) =>
        callers.map(async ({ who, headers, status }) => {
          const res = await a.app.inject({
            method,
            url,
            headers,
            payload: method === 'GET' ? undefined : {},
          });
          return { call: `${who} ${method} ${url}`, status: res.statusCode, expected: status };
        }),
      ),
    );
    expect(answers.filter((r) => r.status !== r.expected)).toEqual([]);
  });

  it('a workshop call is refused to anonymous callers and customers', async () => {
    const customer = await createSignedInUser(a);
    expect((await a.app.inject({ method: 'GET', url: '/api/workshop/commission-invoices' })).statusCode).toBe(
      401,
    );
    const res = await a.app.inject({
      method: 'GET',
      url: '/api/workshop/commission-invoices',
      headers: customer.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('refunds on the commission documents (decision 073)', () => {
  /** Records a refund of a payment (all of it, or `cents`) as the ledger's one refund path, at `at`. */
  async function refundAt(p: Awaited<ReturnType<typeof paidAt>>, at: Date, cents?: number) {
    await a.deps.db.transaction((tx) =>
      recordRefundDue(tx, p.payment.quoteId, 10, 'Dispute resolved with a refund', cents),
    );
    const [entry] = await a.deps.db
      .update(workshopLedger)
      .set({ createdAt: at })
      .where(and(eq(workshopLedger.paymentId, p.payment.id), eq(workshopLedger.kind, 'refund')))
      .returning();
    return entry!;
  }

  it('a refund in the month nets the invoice; a refund of an earlier month’s payment gets a credit note', async () => {
    const partly = await paidAt(new Date('2033-01-05T08:00:00Z'));
    const whole = await paidAt(new Date('2033-01-10T08:00:00Z'), partly);
    const later = await paidAt(new Date('2033-01-12T08:00:00Z'), partly);
    const february = await paidAt(new Date('2033-02-03T08:00:00Z'), partly);
    const partial = await refundAt(partly, new Date('2033-01-20T08:00:00Z'), 23_000); // R 230.00 of R 1 150.00
    const full = await refundAt(whole, new Date('2033-01-21T08:00:00Z'));
    const next = await refundAt(later, new Date('2033-02-14T08:00:00Z'));
    expect(partial.grossCents).toBe(-23_000);
    expect(partial.commissionCents).toBe(-Math.round((partly.entry.commissionCents * 23_000) / TOTAL));
    expect(full.commissionCents).toBe(-whole.entry.commissionCents);

    expect(await platformMoney.issueMonth(a.deps.db, platform, '2033-01')).toBe(1);
    const docs = async () =>
      a.deps.db
        .select()
        .from(commissionInvoices)
        .where(eq(commissionInvoices.workshopId, partly.workshopId))
        .orderBy(commissionInvoices.issuedAt, commissionInvoices.kind);
    const [january] = await docs();
    const charged =
      partly.entry.commissionCents +
      whole.entry.commissionCents +
      later.entry.commissionCents +
      partial.commissionCents +
      full.commissionCents;
    expect(january).toMatchObject({
      kind: 'invoice',
      month: '2033-01',
      payments: 3,
      grossCents: 3 * TOTAL - 23_000 - TOTAL,
      commissionExclCents: charged,
      vatCents: Math.round(charged * 0.15),
      totalInclCents: charged + Math.round(charged * 0.15),
    });
    expect(january!.number).toMatch(/^MW-\d{6}$/);
    expect(january!.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'refund',
          reference: partly.payment.merchantReference,
          grossCents: -23_000,
          commissionCents: partial.commissionCents,
        }),
        expect.objectContaining({ kind: 'refund', reference: whole.payment.merchantReference }),
      ]),
    );
    // The refund recorded in February is not on January's invoice.
    expect(
      (january!.lines as { reference: string }[]).filter(
        (l) => l.reference === later.payment.merchantReference,
      ),
    ).toHaveLength(1);

    // February: its own invoice, and a credit note for January's payment refunded in February.
    expect(await platformMoney.issueMonth(a.deps.db, platform, '2033-02')).toBe(2);
    expect(await platformMoney.issueMonth(b.deps.db, platform, '2033-02')).toBe(0);
    const all = await docs();
    const feb = all.find((d) => d.month === '2033-02' && d.kind === 'invoice')!;
    const note = all.find((d) => d.kind === 'credit_note')!;
    expect(feb).toMatchObject({ payments: 1, commissionExclCents: february.entry.commissionCents });
    const vat = Math.round(-next.commissionCents * 0.15);
    expect(note).toMatchObject({
      month: '2033-02',
      payments: 1,
      grossCents: -TOTAL,
      commissionExclCents: next.commissionCents,
      vatCents: -vat,
      totalInclCents: next.commissionCents - vat,
    });
    expect(note.number).toMatch(/^MWC-\d{6}$/);
    expect(note.lines).toEqual([
      expect.objectContaining({
        kind: 'refund',
        reference: later.payment.merchantReference,
        credits: january!.number,
      }),
    ]);

    // The workshop sees and downloads it as a credit note.
    const owner = await signIn(a.app, partly.owner.email);
    const mine = await a.app.inject({
      method: 'GET',
      url: '/api/workshop/commission-invoices',
      headers: owner.headers,
    });
    expect(mine.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: note.id, kind: 'credit_note' })]),
    );
    const pdf = await a.app.inject({
      method: 'GET',
      url: `/api/workshop/commission-invoices/${note.id}/pdf`,
      headers: owner.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`Credit-Note-${note.number}.pdf`);

    // The accountant's export shows both kinds, the credit note naming the invoice it credits.
    const csv = await call('GET', '/api/admin/exports/commission-invoices?from=2000-01-01&to=2099-12-31');
    const noteLine = csv.body.split('\n').find((l) => l.includes(note.number))!;
    expect(noteLine).toContain('Credit note');
    expect(noteLine).toContain(january!.number);
    expect(noteLine).toContain(`,2033-02,1,-1150.00,`);
    const janLine = csv.body.split('\n').find((l) => l.includes(`,${january!.number},`))!;
    expect(janLine).toContain('Tax invoice');
    expect(janLine).toContain(`,${(charged / 100).toFixed(2)},`);
  });
});
