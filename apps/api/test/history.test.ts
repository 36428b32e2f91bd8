import { addVat, QUOTE_LINE_KIND_TEXT, QuoteRequestStatus, QuoteStatus } from '@motorwise/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicleClassOf } from '../seed/data/prices';
import { generateHistory, type HistoryRows, type HistoryWorld } from '../seed/history';
import { seedDataWorld } from './history-world';

/** The demo history as a pure function of the seed data, a seed and "now" (decision 016). */

const NOW = new Date('2026-11-23T08:00:00Z');
const DAY = 86_400_000;
let world: HistoryWorld;
let rows: HistoryRows;

beforeAll(() => {
  world = seedDataWorld();
  rows = generateHistory(world, { now: NOW });
});

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const countBy = <T>(list: T[], key: (x: T) => string | number) => {
  const out = new Map<string | number, number>();
  for (const x of list) out.set(key(x), (out.get(key(x)) ?? 0) + 1);
  return out;
};

describe('the demo history generator', () => {
  it('is deterministic: the same seed gives the same rows, another seed others', () => {
    const again = generateHistory(world, { now: NOW });
    for (const key of Object.keys(rows) as (keyof HistoryRows)[]) {
      expect(again[key].length, key).toBe(rows[key].length);
    }
    expect(again.quoteRequests[1234]).toEqual(rows.quoteRequests[1234]);
    expect(again.quoteItems[20_000]).toEqual(rows.quoteItems[20_000]);
    expect(again.workshopReviews[99]).toEqual(rows.workshopReviews[99]);
    const other = generateHistory(world, { now: NOW, seed: 7 });
    expect(other.quoteRequests[1234]).not.toEqual(rows.quoteRequests[1234]);
  });

  it('makes thousands of requests since 1 September 2020 from a few thousand guest customers', () => {
    const requests = rows.quoteRequests;
    expect(requests.length).toBeGreaterThanOrEqual(4000);
    expect(requests.length).toBeLessThanOrEqual(6500);
    expect(requests[0]!.createdAt >= '2020-08-31T22:00:00.000Z').toBe(true);
    expect(requests.every((r) => Date.parse(r.createdAt) <= NOW.getTime())).toBe(true);
    const customers = new Set(requests.map((r) => r.email.toLowerCase()));
    expect(customers.size).toBeGreaterThanOrEqual(2000);
    expect(customers.size).toBeLessThan(requests.length);
    for (const r of requests) {
      expect(r.email).toMatch(/^[a-z0-9._]+@example\.co\.za$/);
      expect(r.phone).toMatch(/^\+27[678]\d{8}$/);
      expect(r.reference).toMatch(/^MWH-\d{6}$/);
    }
    expect(new Set(requests.map((r) => r.reference)).size).toBe(requests.length);
  });

  it('grows over time, is weekday-heavy and dips in December', () => {
    const byYear = countBy(rows.quoteRequests, (r) => r.createdAt.slice(0, 4));
    expect(byYear.get('2025')!).toBeGreaterThan(2 * byYear.get('2021')!);
    const local = rows.quoteRequests.map((r) => new Date(Date.parse(r.createdAt) + 2 * 3_600_000));
    const weekend = local.filter((d) => d.getUTCDay() === 0 || d.getUTCDay() === 6).length;
    expect(weekend / 2).toBeLessThan((local.length - weekend) / 5 / 2);
    for (const year of [2022, 2023, 2024, 2025]) {
      const nov = local.filter((d) => d.getUTCFullYear() === year && d.getUTCMonth() === 10).length / 30;
      const dec = local.filter((d) => d.getUTCFullYear() === year && d.getUTCMonth() === 11).length / 31;
      expect(dec, String(year)).toBeLessThan(0.8 * nov);
    }
  });

  it('sends each request to 3-5 nearby workshops (fewer only where there are not three) and most get 2-4 quotes', () => {
    const invited = countBy(rows.quoteRequestWorkshops, (x) => x.quoteRequestId);
    const counts = rows.quoteRequests.map((r) => invited.get(r.id) ?? 0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(counts.filter((n) => n >= 3).length / counts.length).toBeGreaterThan(0.88);
    const quoted = countBy(rows.quotes, (q) => q.quoteRequestId);
    const quotes = rows.quoteRequests.map((r) => quoted.get(r.id) ?? 0);
    expect(quotes.filter((n) => n >= 2 && n <= 4).length / quotes.length).toBeGreaterThan(0.75);
    // A quote only from an invited workshop.
    const pairs = new Set(rows.quoteRequestWorkshops.map((x) => `${x.quoteRequestId}|${x.workshopId}`));
    expect(rows.quotes.every((q) => pairs.has(`${q.quoteRequestId}|${q.workshopId}`))).toBe(true);
  });

  it('ends 55-65 % of settled requests with a paid, completed job; some cancelled, some lapsed; recent ones open', () => {
    const settled = rows.quoteRequests.filter((r) => Date.parse(r.createdAt) < NOW.getTime() - 30 * DAY);
    const share = (status: number) =>
      settled.filter((r) => r.quoteRequestStatus === status).length / settled.length;
    expect(share(QuoteRequestStatus.Completed)).toBeGreaterThanOrEqual(0.55);
    expect(share(QuoteRequestStatus.Completed)).toBeLessThanOrEqual(0.65);
    expect(share(QuoteRequestStatus.Cancelled)).toBeGreaterThan(0.04);
    expect(share(QuoteRequestStatus.Cancelled)).toBeLessThan(0.15);
    expect(share(QuoteRequestStatus.Submitted)).toBeGreaterThan(0.15);
    // Settled requests have nothing in flight; the last weeks do.
    const settledIds = new Set(settled.map((r) => r.id));
    const inFlight = [QuoteStatus.Booked, QuoteStatus.InProgress, QuoteStatus.ProForma, QuoteStatus.Invoiced];
    expect(
      rows.quotes.filter((q) => settledIds.has(q.quoteRequestId) && inFlight.includes(q.quoteStatus as 1)),
    ).toEqual([]);
    const recent = rows.quoteRequests.filter((r) => Date.parse(r.createdAt) > NOW.getTime() - 14 * DAY);
    const openQuotes = rows.quotes.filter(
      (q) => recent.some((r) => r.id === q.quoteRequestId) && Date.parse(q.expiresAt) > NOW.getTime(),
    );
    expect(
      recent.filter((r) => r.quoteRequestStatus === QuoteRequestStatus.Submitted).length,
    ).toBeGreaterThan(10);
    expect(openQuotes.filter((q) => q.quoteStatus === QuoteStatus.PendingApproval).length).toBeGreaterThan(
      10,
    );
    // One booking per request at most.
    const booked = rows.quotes.filter((q) => q.serviceDate !== null);
    expect(new Set(booked.map((q) => q.quoteRequestId)).size).toBe(booked.length);
  });

  it('gives every completed job its status history in order, and a payment for its total', () => {
    const history = new Map<string, HistoryRows['quoteStatusHistory']>();
    for (const h of rows.quoteStatusHistory) {
      if (!history.has(h.quoteId)) history.set(h.quoteId, []);
      history.get(h.quoteId)!.push(h);
    }
    const totals = new Map<string, number>();
    for (const i of rows.quoteItems) totals.set(i.quoteId, (totals.get(i.quoteId) ?? 0) + i.totalInclCents);
    const payments = new Map(rows.payments.map((p) => [p.quoteId, p]));
    const done = rows.quotes.filter((q) => q.quoteStatus === QuoteStatus.Completed);
    expect(done.length).toBeGreaterThan(2000);
    for (const q of done) {
      const steps = history.get(q.id)!;
      expect(steps.map((s) => s.quoteStatus)).toEqual([11, 0, 1, 2, 4, 5, 8, 7, 6]);
      const times = steps.map((s) => Date.parse(s.createdAt));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      // Sent within a couple of days of the request, booked before the quote expired.
      expect(times[1]! - Date.parse(q.createdAt)).toBeLessThan(DAY);
      expect(times[2]!).toBeLessThan(Date.parse(q.expiresAt));
      expect(q.serviceDate).toBe(new Date(times[3]! + 2 * 3_600_000).toISOString().slice(0, 10));
      expect(payments.get(q.id)).toMatchObject({ status: 'paid', amountCents: totals.get(q.id) });
      expect(q.invoiceNumber).toBeTruthy();
    }
    const lastOf = (q: { id: string }) => history.get(q.id)!.at(-1)!.quoteStatus;
    expect(rows.quotes.every((q) => lastOf(q) === q.quoteStatus)).toBe(true);
  });

  it('prices every line by the VAT rule the invoice uses: incl = excl + 15 % half up, total = excl x quantity half up plus its VAT', () => {
    const vatOf = new Map(rows.quotes.map((q) => [q.id, q.isVatRegistered]));
    const halfUp = (milliCents: number) => Math.floor(milliCents / 1000) + (milliCents % 1000 >= 500 ? 1 : 0);
    const wrong = rows.quoteItems.filter((i) => {
      const registered = vatOf.get(i.quoteId)!;
      const totalExcl = halfUp(i.priceExclCents * Math.round(Number(i.quantity) * 1000));
      return (
        i.priceInclCents !== (registered ? addVat(i.priceExclCents) : i.priceExclCents) ||
        i.noVat === registered ||
        i.totalInclCents !== (registered ? addVat(totalExcl) : totalExcl) ||
        i.priceExclCents < 0
      );
    });
    expect(wrong).toEqual([]);
    expect(rows.quoteItems.some((i) => i.priceInclCents % 100 !== 0 && !i.noVat)).toBe(true);
  });

  it('dates every invoice by when it was issued (the tax invoice and the timeline show it)', () => {
    const invoicedAt = new Map(
      rows.quoteStatusHistory
        .filter((h) => h.quoteStatus === QuoteStatus.Invoiced)
        .map((h) => [h.quoteId, h.createdAt]),
    );
    const invoiced = rows.quotes.filter((q) => q.invoiceNumber !== null);
    expect(invoiced.length).toBeGreaterThan(1000);
    expect(invoiced.filter((q) => q.invoicedAt === null || q.invoicedAt !== invoicedAt.get(q.id))).toEqual(
      [],
    );
    expect(rows.quotes.filter((q) => q.invoiceNumber === null && q.invoicedAt !== null)).toEqual([]);
  });

  it('shows labour lines as Labour and parts as Parts (the line kind the portal and invoice show)', () => {
    const shownAs = (i: HistoryRows['quoteItems'][number]) => QUOTE_LINE_KIND_TEXT[i.lineKind];
    const labour = rows.quoteItems.filter((i) => i.description.startsWith('Labour'));
    const parts = rows.quoteItems.filter((i) => !i.description.startsWith('Labour'));
    expect(labour.length).toBeGreaterThan(1000);
    expect(new Set(labour.map(shownAs))).toEqual(new Set(['Labour']));
    expect(new Set(parts.map(shownAs))).toEqual(new Set(['Parts']));
    expect(rows.quoteItems.every((i) => i.isLabour === (i.lineKind === 'labour'))).toBe(true);
  });

  it('charges believable South African prices per item and vehicle class, dearer at posh workshops', () => {
    const vehicles = new Map(world.vehicles.map((v) => [v.id, v]));
    const requests = new Map(rows.quoteRequests.map((r) => [r.id, r]));
    const items = new Map(rows.quoteRequestItems.map((i) => [i.id, i]));
    const job = new Map<string, number>();
    for (const i of rows.quoteItems) {
      const key = `${i.quoteId}|${i.quoteRequestItemId}`;
      job.set(key, (job.get(key) ?? 0) + i.totalInclCents);
    }
    const prices = new Map<string, number[]>();
    for (const [key, cents] of job) {
      const item = items.get(key.split('|')[1]!)!;
      const cls = vehicleClassOf(vehicles.get(requests.get(item.quoteRequestId)!.vehicleId)!);
      const k = `${item.name}|${cls}`;
      if (!prices.has(k)) prices.set(k, []);
      prices.get(k)!.push(cents / 100);
    }
    const med = (name: string, cls: string) => median(prices.get(`${name}|${cls}`)!);
    expect(med('Minor service', 'small')).toBeGreaterThanOrEqual(1800);
    expect(med('Minor service', 'small')).toBeLessThanOrEqual(3500);
    for (const cls of ['bakkie', 'premium']) {
      expect(med('Minor service', cls)).toBeGreaterThanOrEqual(3500);
      expect(med('Minor service', cls)).toBeLessThanOrEqual(6500);
    }
    for (const cls of ['small', 'medium', 'bakkie', 'premium']) {
      expect(med('Front brake pads', cls)).toBeGreaterThanOrEqual(1200);
      expect(med('Front brake pads', cls)).toBeLessThanOrEqual(2800);
    }
    for (const cls of ['small', 'medium', 'bakkie']) {
      expect(med('Clutch replacement', cls)).toBeGreaterThanOrEqual(6000);
      expect(med('Clutch replacement', cls)).toBeLessThanOrEqual(14000);
    }
    // Labour at each workshop's own rate; posh workshops' minor services cost more.
    const rate = new Map(world.workshops.map((w) => [w.id, w.labourRateExclCents]));
    const workshopOf = new Map(rows.quotes.map((q) => [q.id, q.workshopId]));
    for (const i of rows.quoteItems.filter((x) => x.isLabour)) {
      expect(i.priceExclCents).toBe(rate.get(workshopOf.get(i.quoteId)!));
    }
    const posh = new Set(world.workshops.filter((w) => w.isPosh).map((w) => w.id));
    const quoteTotal = new Map<string, number>();
    for (const i of rows.quoteItems)
      quoteTotal.set(i.quoteId, (quoteTotal.get(i.quoteId) ?? 0) + i.totalInclCents);
    const average = (list: number[]) => list.reduce((s, x) => s + x, 0) / list.length;
    const poshTotals = rows.quotes.filter((q) => posh.has(q.workshopId)).map((q) => quoteTotal.get(q.id)!);
    const otherTotals = rows.quotes.filter((q) => !posh.has(q.workshopId)).map((q) => quoteTotal.get(q.id)!);
    expect(average(poshTotals)).toBeGreaterThan(1.15 * average(otherTotals));
  });

  it('asks for catalogue vehicles of the South African mix and leaves from the repair-item trees', () => {
    const vehicles = new Map(world.vehicles.map((v) => [v.id, v]));
    const ranges = countBy(
      rows.quoteRequests,
      (r) => `${vehicles.get(r.vehicleId)!.brand} ${vehicles.get(r.vehicleId)!.range}`,
    );
    const top = [...ranges]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k]) => k);
    expect(top).toContain('Toyota Hilux');
    expect(top).toContain('Volkswagen Polo Vivo');
    expect(ranges.get('Mercedes-Benz C-Class')).toBeGreaterThan(30);
    const leaves = new Map(world.leaves.map((l) => [l.id, l]));
    for (const item of rows.quoteRequestItems) {
      const leaf = leaves.get(item.repairItemTemplateId)!;
      expect(item.name).toBe(leaf.name);
      expect(Boolean(item.queryAnswer)).toBe(Boolean(leaf.query));
    }
    const names = countBy(rows.quoteRequestItems, (i) => i.name);
    for (const name of [
      'Minor service',
      'Major service',
      'Front brake pads',
      'Clutch replacement',
      'CV joint or driveshaft',
      'Timing belt replacement',
      'Battery replacement',
      'Shock absorbers',
      'Air-conditioning regas',
    ]) {
      expect(names.get(name), name).toBeGreaterThan(20);
    }
  });

  it('reviews a share of completed jobs once each, with varied texts and believable averages', () => {
    const quotes = new Map(rows.quotes.map((q) => [q.id, q]));
    const reviews = rows.workshopReviews;
    const completed = rows.quotes.filter((q) => q.quoteStatus === QuoteStatus.Completed).length;
    expect(reviews.length / completed).toBeGreaterThan(0.2);
    expect(reviews.length / completed).toBeLessThan(0.45);
    expect(new Set(reviews.map((r) => r.quoteId)).size).toBe(reviews.length);
    for (const r of reviews) {
      const q = quotes.get(r.quoteId)!;
      expect(q.quoteStatus).toBe(QuoteStatus.Completed);
      expect(r.workshopId).toBe(q.workshopId);
      expect(Date.parse(r.createdAt)).toBeGreaterThan(Date.parse(q.updatedAt));
      expect(r.authorName).toMatch(/^\S.* [A-Z]\.$/);
    }
    expect(new Set(reviews.map((r) => r.review)).size / reviews.length).toBeGreaterThan(0.9);
    const byWorkshop = new Map<string, number[]>();
    for (const r of reviews)
      byWorkshop.set(r.workshopId, [...(byWorkshop.get(r.workshopId) ?? []), r.rating]);
    const averages = [...byWorkshop.values()]
      .filter((l) => l.length >= 10)
      .map((l) => l.reduce((s, x) => s + x, 0) / l.length);
    expect(averages.filter((a) => a >= 4.2 && a <= 4.95).length / averages.length).toBeGreaterThan(0.7);
    expect(averages.some((a) => a < 4)).toBe(true);
  });
});
