import { OPEN_QUOTE_STATUSES } from '@motorwise/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../seed/seed';
import { rows } from '../src/db/rows';
import { expireDueQuotes } from '../src/modules/quotes/index';
import { createTestApp, signIn } from './helpers';

/** The demo seed with its history, in PostgreSQL (decision 016). */

const t = await createTestApp();
let seedMs = 0;

/** Every index and constraint of the schema, as definitions (the seed's bulk load drops and rebuilds some). */
const schemaShape = async () =>
  (
    await rows<{ def: string }>(
      t.deps.db,
      sql`select pg_get_indexdef(indexrelid) as def from pg_index x join pg_class c on c.oid = x.indrelid
          join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema()
        union all
        select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
          where connamespace = current_schema()::regnamespace
        order by 1`,
    )
  ).map((r) => r.def);
let shapeBefore: string[] = [];

beforeAll(async () => {
  shapeBefore = await schemaShape();
  const started = Date.now();
  await seedDemo(t.deps.db, {
    info: (o: unknown) => console.info(JSON.stringify(o)),
  } as never);
  seedMs = Date.now() - started;
}, 180_000);

const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(t.deps.db, query))[0]!;

describe('the seeded demo history', () => {
  it('leaves every index and foreign key as the migrations made them', async () => {
    expect(shapeBefore.filter((d) => d.includes('FOREIGN KEY')).length).toBeGreaterThan(20);
    expect(await schemaShape()).toEqual(shapeBefore);
  });

  it('seeds thousands of requests, quotes and items in one go, in seconds', async () => {
    const counts = await one<Record<string, number>>(sql`select
      (select count(*)::int from quote_requests) as requests,
      (select count(*)::int from quotes) as quotes,
      (select count(*)::int from quote_items) as items,
      (select count(*)::int from quote_status_history) as history,
      (select count(*)::int from workshop_reviews where quote_id is not null) as reviews,
      (select count(*)::int from payments where status = 'paid') as payments`);
    expect(counts.requests).toBeGreaterThanOrEqual(4000);
    expect(counts.quotes).toBeGreaterThan(2 * counts.requests!);
    expect(counts.items).toBeGreaterThan(counts.quotes!);
    expect(counts.history).toBeGreaterThan(counts.quotes!);
    expect(counts.reviews).toBeGreaterThan(500);
    expect(counts.payments).toBeGreaterThan(2000);
    // Generous: two shared cores under a full test run; alone it takes a few seconds.
    expect(seedMs).toBeLessThan(120_000);
    console.info(`demo seed with history: ${seedMs} ms`, counts);
  });

  it('leaves the expiry job nothing to do: quotes past their date are closed as expired, with a history row', async () => {
    const open = await one<{ n: number }>(sql`select count(*)::int as n from quotes
      where closed_reason is null and quote_status = any(${`{${OPEN_QUOTE_STATUSES.join(',')}}`}::int[])
        and expires_at <= now()`);
    expect(open.n).toBe(0);
    const expired = await one<{ n: number; withRow: number }>(sql`select count(*)::int as n,
        count(*) filter (where exists (select 1 from quote_status_history h where h.quote_id = q.id
          and h.actor = 'system' and h.note = 'Expired' and h.created_at = q.closed_at))::int as "withRow"
      from quotes q where q.closed_reason = 'expired'`);
    expect(expired.n).toBeGreaterThan(100);
    expect(expired.withRow).toBe(expired.n);
    expect(await expireDueQuotes(t.deps.db)).toBe(0);
  });

  it('keeps every quote line to the VAT rule the invoice uses: incl = excl + 15 % half up, total = excl x quantity half up plus its VAT', async () => {
    const wrong = await one<{
      n: number;
    }>(sql`select count(*)::int as n from quote_items i join quotes q on q.id = i.quote_id
      cross join lateral (select round(i.price_excl_cents * i.quantity) as excl) t
      where i.price_incl_cents <> i.price_excl_cents + case when i.no_vat then 0 else round(i.price_excl_cents * 0.15) end
         or i.total_incl_cents <> t.excl + case when i.no_vat then 0 else round(t.excl * 0.15) end
         or i.no_vat = q.is_vat_registered`);
    expect(wrong.n).toBe(0);
  });

  it('stores labour lines with the labour kind, so the portal and the invoice do not call them Parts', async () => {
    const kinds = await rows<{ kind: string; n: number }>(
      t.deps.db,
      sql`select line_kind as kind, count(*)::int as n from quote_items where is_labour group by line_kind`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['labour']);
  });

  it('has no review without a completed job at that workshop, and at most one per job', async () => {
    const bad = await one<{ n: number }>(sql`select count(*)::int as n from workshop_reviews r
      left join quotes q on q.id = r.quote_id
      where r.quote_id is not null and (q.id is null or q.quote_status <> 6 or q.workshop_id <> r.workshop_id)`);
    expect(bad.n).toBe(0);
    const twice = await one<{ n: number }>(sql`select count(*)::int as n from
      (select quote_id from workshop_reviews where quote_id is not null group by quote_id having count(*) > 1) x`);
    expect(twice.n).toBe(0);
    // The hand-written reviews stay.
    const hand = await one<{ n: number }>(
      sql`select count(*)::int as n from workshop_reviews where quote_id is null`,
    );
    expect(hand.n).toBeGreaterThan(200);
  });

  it("sets each workshop's rating from all its reviews: most 4.2-4.9, a few weaker", async () => {
    const ratings = await rows<{ rating: string; average: string }>(
      t.deps.db,
      sql`select w.rating, round(avg(r.rating)::numeric, 1)::text as average
        from workshops w join workshop_reviews r on r.workshop_id = w.id group by w.id`,
    );
    expect(ratings.length).toBeGreaterThan(40);
    for (const r of ratings) expect(Number(r.rating)).toBe(Number(r.average));
    const values = ratings.map((r) => Number(r.rating));
    expect(values.filter((v) => v >= 4.2 && v <= 4.9).length / values.length).toBeGreaterThan(0.7);
    expect(values.some((v) => v < 4.2)).toBe(true);
  });

  it('answers thousands of happy customers on the landing page counter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/QuoteRequests/GetCustomersCount' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeGreaterThanOrEqual(2000);
  });

  it("keeps the history out of the demo users' own requests", async () => {
    // The demo users' own requests are the garage's and the quotes' demo rows (MWG-, MWD-); none of the
    // history's guest requests (MWH-) may land in their lists.
    const own = await rows<{ email: string; n: number }>(
      t.deps.db,
      sql`select u.email, count(qr.id)::int as n from users u left join quote_requests qr
        on (qr.user_id = u.id or lower(qr.email) = lower(u.email)) and qr.reference like 'MWH-%'
        group by u.email order by u.email`,
    );
    const byEmail = new Map(own.map((r) => [r.email, r.n]));
    for (const account of DEMO_ACCOUNTS) expect(byEmail.get(account.email)).toBe(0);
    const guests = await one<{ n: number }>(sql`select count(*)::int as n from quote_requests
      where reference like 'MWH-%' and (user_id is not null or organization_branch_id is not null or email not like '%@example.co.za')`);
    expect(guests.n).toBe(0);
  });

  it('gives the demo workshop a quote in every state and requests still to quote (decision 020)', async () => {
    const [workshopUser] = await rows<{ workshopId: string }>(
      t.deps.db,
      sql`select wu.workshop_id as "workshopId" from workshop_users wu join users u on u.id = wu.user_id
        where u.email = ${DEMO_ACCOUNTS[2].email}`,
    );
    const statuses = await rows<{ s: number }>(
      t.deps.db,
      sql`select distinct q.quote_status as s from quotes q join quote_requests r on r.id = q.quote_request_id
        where q.workshop_id = ${workshopUser!.workshopId} and r.reference like 'MWD-%' order by 1`,
    );
    expect(statuses.map((r) => r.s)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9, 11]);
    const unquoted = await one<{ n: number }>(sql`select count(*)::int as n from quote_request_workshops m
      join quote_requests r on r.id = m.quote_request_id
      where m.workshop_id = ${workshopUser!.workshopId} and r.reference like 'MWD-%'
        and not exists (select 1 from quotes q where q.quote_request_id = r.id and q.workshop_id = m.workshop_id)`);
    expect(unquoted.n).toBe(2);
    const customerOwn = await one<{ n: number }>(sql`select count(*)::int as n from quote_requests r
      join users u on u.id = r.user_id where u.email = ${DEMO_ACCOUNTS[0].email} and r.reference like 'MWD-%'`);
    expect(customerOwn.n).toBe(4);
  });

  it('credits every paid job by the payment rule and pays out the weeks before this one: the statement adds up', async () => {
    const c = await one<Record<string, number>>(sql`select
      (select count(*)::int from payments where status = 'paid') as paid,
      (select count(*)::int from workshop_ledger where kind = 'payment') as credits,
      (select count(*)::int from payments p join workshop_ledger l on l.payment_id = p.id
        join quotes q on q.id = p.quote_id
        where l.gross_cents <> p.amount_cents or l.commission_cents <> round(p.amount_cents * 0.075)
           or l.workshop_cents <> p.amount_cents - l.commission_cents or l.workshop_id <> q.workshop_id
           or l.settled_by_gateway <> (p.provider = 'paystack' and p.split_subaccount is not null)) as wrong,
      (select count(*)::int from workshop_ledger where settled_by_gateway) as "byPaystack",
      (select count(*)::int from workshop_payouts o
        where o.amount_cents <> (select sum(workshop_cents) from workshop_ledger l where l.payout_id = o.id)) as "payoutsOff",
      (select count(*)::int from workshop_ledger where payout_id is null and not settled_by_gateway
        and created_at < date_trunc('week', now()) - interval '1 day') as "oldOwed",
      (select count(*)::int from workshop_payouts) as payouts`);
    expect(c.credits).toBe(c.paid);
    expect(c.paid).toBeGreaterThan(2000);
    expect(c.wrong).toBe(0);
    expect(c.byPaystack).toBeGreaterThan(0);
    expect(c.payouts).toBeGreaterThan(100);
    expect(c.payoutsOff).toBe(0);
    expect(c.oldOwed).toBe(0);

    // The demo workshop's statement: what is owed plus what was paid out is everything it earned.
    const staff = await signIn(t.app, DEMO_ACCOUNTS[2].email, DEMO_PASSWORD);
    const statement = (
      await t.app.inject({ method: 'GET', url: '/api/workshop/statement', headers: staff.headers })
    ).json();
    const earned = await one<{ cents: number }>(sql`select coalesce(sum(l.workshop_cents), 0)::int as cents
      from workshop_ledger l join workshop_users wu on wu.workshop_id = l.workshop_id
      join users u on u.id = wu.user_id where u.email = ${DEMO_ACCOUNTS[2].email}`);
    expect(earned.cents).toBeGreaterThan(0);
    expect(statement.owedCents + statement.paidOutCents).toBe(earned.cents);
    expect(statement.entries.length).toBeGreaterThan(0);
    expect(statement.payouts.length).toBeGreaterThan(0);
  });
});
