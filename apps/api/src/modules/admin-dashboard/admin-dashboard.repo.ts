import { type AdminFigure, BOOKED_QUOTE_STATUSES, QuoteStatus } from '@motorwise/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';

/**
 * The Admin Dashboard's reads (issue 22 item 8, decision 059): reporting SQL over the marketplace's
 * records (quote_requests and their regions, quotes and their status history, payments and the workshop
 * ledger), read only. It is the one read side that reads other modules' tables, as decision 059 records:
 * a figure over the whole marketplace is one aggregate, not a list of ids handed from module to module.
 * Each figure group is one statement; the cohort is found through quote_requests' created_at index.
 */

export interface FigureFilter {
  /** Instants: the first Johannesburg day's start (included) and the day after the last (excluded). */
  from: Date;
  to: Date;
  /** Johannesburg days, for the per-day series. */
  fromDay: string;
  toDay: string;
  regionId: string | null;
  /** The stored forms of the quote type ('Service - SMC_Service', and the bare 'SMC_Service'). */
  quoteTypes: string[] | null;
}

const ZONE = 'Africa/Johannesburg';
const list = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const BOOKED = list(BOOKED_QUOTE_STATUSES);

/** The request's region and quote type filters, on `qr`. */
function requestFilters(f: FigureFilter): SQL {
  return sql`${f.regionId ? sql`and exists (select 1 from quote_request_regions rr where rr.quote_request_id = qr.id and rr.region_id = ${f.regionId})` : sql``}
    ${
      f.quoteTypes
        ? sql`and qr.quote_type in (${sql.join(
            f.quoteTypes.map((t) => sql`${t}`),
            sql`, `,
          )})`
        : sql``
    }`;
}

/**
 * The cohort (`r`: the requests made in the range that match the filters), its sent quotes (`sq`), and
 * each sent quote's booking time and money: the invoice's approved lines once there are amendments
 * (decision 020), else the quote's own lines, incl. VAT, in cents (as the organisation dashboard counts).
 */
function cohort(f: FigureFilter): SQL {
  return sql`with r as (
      select qr.id, qr.reference, qr.quote_type, qr.created_at
      from quote_requests qr
      where qr.created_at >= ${f.from} and qr.created_at < ${f.to} ${requestFilters(f)}
    ),
    sq as (
      select q.id, q.reference, q.quote_request_id, q.workshop_id, q.quote_status, q.sent_at,
        q.quote_status in (${BOOKED}) as booked,
        coalesce((select min(h.created_at) from quote_status_history h
          where h.quote_id = q.id and h.quote_status = ${QuoteStatus.Booked}), q.updated_at) as booked_at,
        coalesce((select sum(coalesce(i.verified_total_incl_cents, i.total_incl_cents)) from quote_items i
          where i.quote_id = q.id
            and (i.amendment_id is null or (i.amendment_status = 1 and coalesce(i.amendment_type, 0) <> 2))
            and not exists (select 1 from quote_items x where x.quote_id = q.id
              and x.replaces_quote_item_id = i.id and x.amendment_status = 1)), 0)::bigint as total_cents
      from quotes q join r on r.id = q.quote_request_id
      where q.sent_at is not null
    ),
    firsts as (
      select distinct on (sq.quote_request_id) sq.quote_request_id, sq.id as quote_id, sq.workshop_id, sq.sent_at,
        extract(epoch from (sq.sent_at - r.created_at)) / 3600 as hours
      from sq join r on r.id = sq.quote_request_id
      order by sq.quote_request_id, sq.sent_at, sq.id
    ),
    accepted as (
      select distinct on (sq.quote_request_id) sq.quote_request_id, sq.id as quote_id, sq.workshop_id, sq.booked_at
      from sq where sq.booked
      order by sq.quote_request_id, sq.booked_at, sq.id
    )`;
}

/** Payments' money in the range (`at` within it), on requests matching the filters. */
function paymentRows(f: FigureFilter, source: { join: SQL; at: SQL; cents: SQL; where: SQL }): SQL {
  return sql`select p.id, p.merchant_reference, qr.reference as request_reference, qr.quote_type,
      q.workshop_id, ${source.at} as at, ${source.cents} as cents
    from payments p ${source.join}
      join quotes q on q.id = p.quote_id
      join quote_requests qr on qr.id = q.quote_request_id
    where ${source.where} and ${source.at} >= ${f.from} and ${source.at} < ${f.to} ${requestFilters(f)}`;
}

/** Commission: the ledger's payment entries made in the range (decision 024). */
const commissionRows = (f: FigureFilter) =>
  paymentRows(f, {
    join: sql`join workshop_ledger l on l.payment_id = p.id`,
    at: sql`l.created_at`,
    cents: sql`l.commission_cents`,
    where: sql`l.kind = 'payment'`,
  });

/** Refunds: payments refunded in the range (decision 030). */
const refundRows = (f: FigureFilter) =>
  paymentRows(f, {
    join: sql``,
    at: sql`p.refunded_at`,
    cents: sql`p.amount_cents`,
    where: sql`p.status = 'refunded'`,
  });

export interface Totals {
  requests: number;
  quotesSent: number;
  quotedRequests: number;
  medianHours: number | null;
  acceptedRequests: number;
  bookedQuotes: number;
  grossCents: string;
  commissionPayments: number;
  commissionCents: string;
  refunds: number;
  refundCents: string;
}

/** Every figure of the range, in one statement. */
export async function totals(db: DbOrTx, f: FigureFilter): Promise<Totals> {
  const [row] = await rows<Totals>(
    db,
    sql`${cohort(f)},
    c as (${commissionRows(f)}),
    rf as (${refundRows(f)})
    select
      (select count(*) from r)::int as requests,
      (select count(*) from sq)::int as "quotesSent",
      (select count(*) from firsts)::int as "quotedRequests",
      (select percentile_cont(0.5) within group (order by hours) from firsts)::float8 as "medianHours",
      (select count(*) from accepted)::int as "acceptedRequests",
      (select count(*) from sq where booked)::int as "bookedQuotes",
      (select coalesce(sum(total_cents), 0) from sq where booked)::text as "grossCents",
      (select count(*) from c)::int as "commissionPayments",
      (select coalesce(sum(cents), 0) from c)::text as "commissionCents",
      (select count(*) from rf)::int as refunds,
      (select coalesce(sum(cents), 0) from rf)::text as "refundCents"`,
  );
  if (!row) throw new Error('the figures gave no row');
  return row;
}

/** Per Johannesburg day of the range: the requests made, and the quotes sent and booked value on them. */
export async function perDay(db: DbOrTx, f: FigureFilter) {
  return rows<{ day: string; requests: number; quotesSent: number; grossCents: string }>(
    db,
    sql`${cohort(f)},
    days as (
      select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(${f.fromDay}::date, ${f.toDay}::date, interval '1 day') as d
    ),
    by_request as (
      select to_char(r.created_at at time zone ${ZONE}, 'YYYY-MM-DD') as day, r.id,
        (select count(*) from sq where sq.quote_request_id = r.id) as sent,
        (select coalesce(sum(total_cents), 0) from sq where sq.quote_request_id = r.id and sq.booked) as gross
      from r
    )
    select days.day, count(b.id)::int as requests, coalesce(sum(b.sent), 0)::int as "quotesSent",
      coalesce(sum(b.gross), 0)::text as "grossCents"
    from days left join by_request b on b.day = days.day
    group by days.day order by days.day`,
  );
}

export interface FigureRow {
  id: string;
  reference: string;
  requestReference: string;
  quoteType: string;
  workshopName: string | null;
  date: Date;
  value: string | null;
  total: number;
}

const LISTS: Record<AdminFigure, SQL> = {
  requests: sql`select r.id, r.reference, r.reference as request_reference, r.quote_type, null::uuid as workshop_id,
      r.created_at as at, null::numeric as value from r`,
  'quotes-sent': sql`select sq.id, sq.reference, r.reference, r.quote_type, sq.workshop_id, sq.sent_at,
      null::numeric from sq join r on r.id = sq.quote_request_id`,
  'first-quotes': sql`select r.id, r.reference, r.reference, r.quote_type, f.workshop_id, f.sent_at, f.hours
      from firsts f join r on r.id = f.quote_request_id`,
  accepted: sql`select r.id, r.reference, r.reference, r.quote_type, a.workshop_id, a.booked_at, null::numeric
      from accepted a join r on r.id = a.quote_request_id`,
  'gross-value': sql`select sq.id, sq.reference, r.reference, r.quote_type, sq.workshop_id, sq.booked_at,
      sq.total_cents / 100.0 from sq join r on r.id = sq.quote_request_id where sq.booked`,
  commission: sql`select c.id, c.merchant_reference, c.request_reference, c.quote_type, c.workshop_id, c.at,
      c.cents / 100.0 from c`,
  refunds: sql`select rf.id, rf.merchant_reference, rf.request_reference, rf.quote_type, rf.workshop_id, rf.at,
      rf.cents / 100.0 from rf`,
};

/** The records one figure counts, newest first, at most `limit`, each with the figure's total. */
export async function figureRows(db: DbOrTx, f: FigureFilter, figure: AdminFigure, limit: number) {
  return rows<FigureRow>(
    db,
    sql`${cohort(f)},
    c as (${commissionRows(f)}),
    rf as (${refundRows(f)}),
    l (id, reference, request_reference, quote_type, workshop_id, at, value) as (${LISTS[figure]})
    select l.id, l.reference, l.request_reference as "requestReference", l.quote_type as "quoteType",
      w.name as "workshopName", l.at as date, l.value::text as value, count(*) over ()::int as total
    from l left join workshops w on w.id = l.workshop_id
    order by l.at desc, l.id limit ${limit}`,
  );
}
