import { ADMIN_FIGURES, type AdminFigure, formatStoredQuoteType, QuoteStatus } from '@motorwise/shared';
import { describe, expect, it } from 'vitest';
import {
  payments,
  quoteItems,
  quoteRequestRegions,
  quoteRequests,
  quoteStatusHistory,
  quotes,
  regions,
  workshopLedger,
} from '../src/db/schema';
import { createTestApp, createUser, signIn } from './helpers';

/**
 * The Admin Dashboard's figures against a small known world (issue 22 item 8, decision 059): each
 * figure exactly, Johannesburg days at their edges, the region and quote type filters, and the list
 * behind each figure holding as many rows as the figure says.
 */
const ADMIN = 'dashboard-admin@example.co.za';
const t = await createTestApp({ ADMIN_EMAILS: ADMIN });
const { db } = t.deps;
await createUser(db, { email: ADMIN });
const admin = await signIn(t.app, ADMIN);
const { workshopId } = await createUser(db, { workshop: true });
const otherWorkshopId = (await createUser(db, { workshop: true })).workshopId ?? undefined;

const [region] = await db
  .insert(regions)
  .values({ name: 'Dashboard Test Region', province: 'Gauteng', metro: 'Tshwane', coordinates: [] })
  .returning();
const SERVICE = formatStoredQuoteType('SMC_Service');
const REPAIR = formatStoredQuoteType('SMC_Repair');
const at = (iso: string) => new Date(iso);
const hoursAfter = (d: Date, h: number) => new Date(d.getTime() + h * 3_600_000);

let n = 0;
async function request(createdAt: Date, quoteType: string, inRegion: boolean) {
  n += 1;
  const [row] = await db
    .insert(quoteRequests)
    .values({
      reference: `DASH-${n}`,
      vehicleName: 'Test car',
      quoteType,
      email: 'c@example.co.za',
      createdAt,
    })
    .returning();
  if (inRegion)
    await db.insert(quoteRequestRegions).values({ quoteRequestId: row!.id, regionId: region!.id });
  return row!;
}
async function quote(
  requestId: string,
  status: number,
  sentAt: Date | null,
  cents: number,
  bookedAt?: Date,
  workshop = workshopId!,
) {
  n += 1;
  const [row] = await db
    .insert(quotes)
    .values({
      quoteRequestId: requestId,
      workshopId: workshop,
      reference: `DQ-${n}`,
      quoteStatus: status,
      isVatRegistered: true,
      sentAt,
    })
    .returning();
  await db.insert(quoteItems).values({
    quoteId: row!.id,
    description: 'Service',
    priceExclCents: Math.round(cents / 1.15),
    priceInclCents: cents,
    totalInclCents: cents,
  });
  if (bookedAt)
    await db
      .insert(quoteStatusHistory)
      .values({ quoteId: row!.id, quoteStatus: QuoteStatus.Booked, createdAt: bookedAt });
  return row!;
}
async function payment(quoteId: string, cents: number, commission: number, paidAt: Date, refundedAt?: Date) {
  n += 1;
  const [row] = await db
    .insert(payments)
    .values({
      quoteId,
      workshopId,
      provider: 'sandbox',
      merchantReference: `DP-${n}`,
      amountCents: cents,
      status: refundedAt ? 'refunded' : 'paid',
      refundedAt: refundedAt ?? null,
    })
    .returning();
  await db.insert(workshopLedger).values({
    workshopId: workshopId!,
    paymentId: row!.id,
    kind: 'payment',
    grossCents: cents,
    commissionCents: commission,
    workshopCents: cents - commission,
    commissionPercent: '7.5',
    createdAt: paidAt,
  });
}

// The range: 1 to 3 March 2025, Johannesburg days (+02:00).
// A: 1 March 08:00, service, in the region; two quotes sent (2 h, 4 h), the second booked and paid.
const a = await request(at('2025-03-01T06:00:00Z'), SERVICE, true);
await quote(a.id, QuoteStatus.PendingApproval, hoursAfter(a.createdAt, 2), 90_000);
const a2 = await quote(
  a.id,
  QuoteStatus.Paid,
  hoursAfter(a.createdAt, 4),
  115_000,
  hoursAfter(a.createdAt, 5),
  otherWorkshopId,
);
await payment(a2.id, 115_000, 8_625, at('2025-03-02T08:00:00Z'));
// B: 2 March 23:30 (still the 2nd in Johannesburg), service, in the region; one quote (6 h), booked,
// paid on the 3rd and refunded the same day.
const b = await request(at('2025-03-02T21:30:00Z'), SERVICE, true);
const b1 = await quote(
  b.id,
  QuoteStatus.Booked,
  hoursAfter(b.createdAt, 6),
  50_000,
  hoursAfter(b.createdAt, 7),
);
await payment(b1.id, 50_000, 3_750, at('2025-03-03T07:00:00Z'), at('2025-03-03T10:00:00Z'));
// C: 3 March 00:30 Johannesburg (2 March in UTC), service, in the region; only an unsent draft.
const c = await request(at('2025-03-02T22:30:00Z'), SERVICE, true);
await quote(c.id, QuoteStatus.Draft, null, 70_000);
// D: 3 March 10:00, repair, in the region; one quote (1 h), not accepted.
const d = await request(at('2025-03-03T08:00:00Z'), REPAIR, true);
await quote(d.id, QuoteStatus.PendingApproval, hoursAfter(d.createdAt, 1), 20_000);
// E: 2 March, service, not in the region, quoted and booked. F: 28 February 23:59, before the range.
const e = await request(at('2025-03-02T10:00:00Z'), SERVICE, false);
await quote(e.id, QuoteStatus.Booked, hoursAfter(e.createdAt, 3), 30_000, hoursAfter(e.createdAt, 4));
const f = await request(at('2025-02-28T21:59:00Z'), SERVICE, true);
await quote(f.id, QuoteStatus.Booked, hoursAfter(f.createdAt, 1), 40_000, hoursAfter(f.createdAt, 2));

const range = `from=2025-03-01&to=2025-03-03&regionId=${region!.id}`;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

const COUNT_OF: Record<AdminFigure, string> = {
  requests: 'requests',
  'quotes-sent': 'quotesSent',
  'first-quotes': 'quotedRequests',
  accepted: 'acceptedRequests',
  'gross-value': 'bookedQuotes',
  commission: 'commissionPayments',
  refunds: 'refunds',
};

async function expectListsMatch(query: string, figures: Record<string, unknown>) {
  for (const figure of ADMIN_FIGURES) {
    const res = await get(`/api/admin/dashboard/${figure}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.total, figure).toBe(figures[COUNT_OF[figure]]);
    expect(list.items, figure).toHaveLength(list.total);
  }
}

describe('the Admin Dashboard', () => {
  it('counts each figure exactly over the range and region, per Johannesburg day', async () => {
    const res = await get(`/api/admin/dashboard?${range}`);
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json();
    expect(figures).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-03',
      requests: 4,
      quotesSent: 4,
      quotesPerRequest: 1,
      quotedRequests: 3,
      medianHoursToFirstQuote: 2,
      acceptedRequests: 2,
      acceptanceRate: 2 / 3,
      bookedQuotes: 2,
      grossValue: 1650,
      commissionPayments: 2,
      commission: 123.75,
      refunds: 1,
      refundedValue: 500,
    });
    expect(figures.days).toEqual([
      { day: '2025-03-01', requests: 1, quotesSent: 2, grossValue: 1150 },
      { day: '2025-03-02', requests: 1, quotesSent: 1, grossValue: 500 },
      { day: '2025-03-03', requests: 2, quotesSent: 1, grossValue: 0 },
    ]);
    await expectListsMatch(range, figures);
  });

  it('filters by quote type, and lists the figures’ records with the same filters', async () => {
    const query = `${range}&quoteType=SMC_Service`;
    const figures = (await get(`/api/admin/dashboard?${query}`)).json();
    expect(figures).toMatchObject({
      requests: 3,
      quotesSent: 3,
      quotedRequests: 2,
      medianHoursToFirstQuote: 4,
      acceptedRequests: 2,
      acceptanceRate: 1,
      grossValue: 1650,
    });
    await expectListsMatch(query, figures);
    const booked = (await get(`/api/admin/dashboard/gross-value?${query}`)).json();
    expect(booked.items.map((i: { value: number }) => i.value).sort()).toEqual([1150, 500].sort());
    const firsts = (await get(`/api/admin/dashboard/first-quotes?${query}`)).json();
    expect(
      firsts.items
        .map((i: { requestReference: string; value: number }) => [i.requestReference, i.value])
        .sort(),
    ).toEqual([
      [a.reference, 2],
      [b.reference, 6],
    ]);
  });

  it('without a region counts every request of the range; a range ending before it starts is refused', async () => {
    const all = (await get('/api/admin/dashboard?from=2025-03-01&to=2025-03-03')).json();
    expect(all).toMatchObject({ requests: 5, quotesSent: 5, acceptedRequests: 3, grossValue: 1950 });
    const bad = await get('/api/admin/dashboard?from=2025-03-03&to=2025-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.to).toBeDefined();
  });
});
