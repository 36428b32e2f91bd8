import {
  BOOKED_QUOTE_STATUSES,
  type DashboardList,
  JOB_STATUSES,
  OPEN_QUOTE_STATUSES,
  QuoteRequestStatus,
  QuoteStatus,
  SPEND_CHART_MONTHS,
  TURNAROUND_WINDOW_DAYS,
} from '@motorwise/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';

/**
 * The organisation dashboard's figures over a branch's quotes (decision 031), as SQL aggregates. The
 * requests are handed in by the quote-requests module (id, created, status): this repo reads only the
 * quotes module's tables, and the requests come in as an unnested list, not a join.
 */

export interface BranchRequestKey {
  id: string;
  createdAt: Date;
  quoteRequestStatus: number;
}

const ZONE = 'Africa/Johannesburg';
const list = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const TO_PAY = [QuoteStatus.Invoiced, QuoteStatus.Checkout];
const PAID = [QuoteStatus.Paid, QuoteStatus.Completed];
const CHARGED = [...TO_PAY, ...PAID];

/** The first day of the month `back` months before this one (Johannesburg), as a timestamptz. */
const monthStart = (back: number) =>
  sql`(date_trunc('month', now() at time zone ${ZONE}) - make_interval(months => ${back})) at time zone ${ZONE}`;

/**
 * The branch's quotes with what the dashboard needs of each: the request's creation and status, whether
 * another quote on the request is booked, when it was paid, and its money (incl. VAT, cents): the
 * invoice's approved lines (decision 020: own lines not replaced, approved amendment lines not removals)
 * once invoiced, else the quote's own lines.
 */
function branchQuotes(requests: BranchRequestKey[]): SQL {
  const ids = `{${requests.map((r) => r.id).join(',')}}`;
  const created = `{${requests.map((r) => `"${r.createdAt.toISOString()}"`).join(',')}}`;
  const statuses = `{${requests.map((r) => r.quoteRequestStatus).join(',')}}`;
  return sql`with req as (
      select * from unnest(${ids}::uuid[], ${created}::timestamptz[], ${statuses}::smallint[])
        as r(id, created_at, status)
    ),
    bq as (
      select q.id, q.reference, q.quote_request_id, q.workshop_id, q.quote_status, q.closed_reason, q.sent_at, q.updated_at,
        r.created_at as request_created_at, r.status as request_status,
        exists (select 1 from quotes b where b.quote_request_id = q.quote_request_id
          and b.quote_status in (${list(BOOKED_QUOTE_STATUSES)})) as request_booked,
        coalesce((select min(h.created_at) from quote_status_history h
          where h.quote_id = q.id and h.quote_status = ${QuoteStatus.Paid}), q.invoiced_at, q.updated_at) as paid_at,
        coalesce((select sum(coalesce(i.verified_total_incl_cents, i.total_incl_cents)) from quote_items i
          where i.quote_id = q.id
            and (i.amendment_id is null or (i.amendment_status = 1 and coalesce(i.amendment_type, 0) <> 2))
            and not exists (select 1 from quote_items x where x.quote_id = q.id
              and x.replaces_quote_item_id = i.id and x.amendment_status = 1)), 0)::bigint as charged_cents,
        coalesce((select sum(i.total_incl_cents) from quote_items i
          where i.quote_id = q.id and i.amendment_id is null), 0)::bigint as quoted_cents
      from quotes q join req r on r.id = q.quote_request_id
      where q.quote_status <> ${QuoteStatus.Draft}
    )`;
}

const awaiting = sql`bq.quote_status in (${list(OPEN_QUOTE_STATUSES)}) and bq.closed_reason is null
  and not bq.request_booked and bq.request_status = ${QuoteRequestStatus.Submitted}`;
const inMonth = (back: number) =>
  sql`bq.quote_status in (${list(PAID)}) and bq.paid_at >= ${monthStart(back)} and bq.paid_at < ${monthStart(back - 1)}`;
const sentRecently = sql`bq.sent_at is not null and bq.sent_at >= now() - make_interval(days => ${TURNAROUND_WINDOW_DAYS})`;

export interface BranchFigures {
  awaitingDecision: number;
  jobsInProgress: number;
  amendmentsWaiting: number;
  invoicesToPay: number;
  invoicesToPayCents: number;
  averageTurnaroundHours: number | null;
  quotesReceived: number;
  spendByMonth: { month: string; cents: number; jobs: number }[];
}

export async function branchFigures(db: DbOrTx, requests: BranchRequestKey[]): Promise<BranchFigures> {
  const [totals] = await rows<{
    awaiting: number;
    jobs: number;
    amendments: number;
    toPay: number;
    toPayCents: string;
    turnaround: number | null;
    received: number;
  }>(
    db,
    sql`${branchQuotes(requests)}
    select
      count(*) filter (where ${awaiting})::int as awaiting,
      count(*) filter (where bq.quote_status in (${list(JOB_STATUSES)}))::int as jobs,
      count(*) filter (where bq.quote_status = ${QuoteStatus.AmendmentPending})::int as amendments,
      count(*) filter (where bq.quote_status in (${list(TO_PAY)}))::int as "toPay",
      coalesce(sum(bq.charged_cents) filter (where bq.quote_status in (${list(TO_PAY)})), 0)::text as "toPayCents",
      (avg(extract(epoch from (bq.sent_at - bq.request_created_at)) / 3600) filter (where ${sentRecently}))::float8
        as turnaround,
      count(*) filter (where ${sentRecently})::int as received
    from bq`,
  );
  const months = await rows<{ month: string; cents: string; jobs: number }>(
    db,
    sql`${branchQuotes(requests)}, months as (
      select to_char(${monthStart(0)} at time zone ${ZONE} - make_interval(months => k), 'YYYY-MM') as month
      from generate_series(0, ${SPEND_CHART_MONTHS - 1}) as k
    )
    select m.month, coalesce(sum(bq.charged_cents), 0)::text as cents, count(bq.id)::int as jobs
    from months m left join bq on bq.quote_status in (${list(PAID)})
      and to_char(bq.paid_at at time zone ${ZONE}, 'YYYY-MM') = m.month
    group by m.month order by m.month`,
  );
  return {
    awaitingDecision: totals?.awaiting ?? 0,
    jobsInProgress: totals?.jobs ?? 0,
    amendmentsWaiting: totals?.amendments ?? 0,
    invoicesToPay: totals?.toPay ?? 0,
    invoicesToPayCents: Number(totals?.toPayCents ?? 0),
    averageTurnaroundHours: totals?.turnaround ?? null,
    quotesReceived: totals?.received ?? 0,
    spendByMonth: months.map((m) => ({ month: m.month, cents: Number(m.cents), jobs: m.jobs })),
  };
}

const LIST_WHERE: Record<DashboardList, SQL> = {
  'awaiting-decision': awaiting,
  'in-progress': sql`bq.quote_status in (${list(JOB_STATUSES)})`,
  amendments: sql`bq.quote_status = ${QuoteStatus.AmendmentPending}`,
  'to-pay': sql`bq.quote_status in (${list(TO_PAY)})`,
  'paid-this-month': inMonth(0),
  'paid-last-month': inMonth(1),
  quoted: sentRecently,
};

const LIST_DATE: Record<DashboardList, SQL> = {
  'awaiting-decision': sql`bq.sent_at`,
  'in-progress': sql`bq.updated_at`,
  amendments: sql`bq.updated_at`,
  'to-pay': sql`bq.updated_at`,
  'paid-this-month': sql`bq.paid_at`,
  'paid-last-month': sql`bq.paid_at`,
  quoted: sql`bq.sent_at`,
};

export interface BranchListRow {
  quoteId: string;
  quoteReference: string;
  quoteRequestId: string;
  workshopId: string;
  quoteStatus: number;
  cents: string;
  date: Date;
  turnaroundHours: number | null;
}

/** The quotes behind one figure, newest first. */
export async function branchList(
  db: DbOrTx,
  requests: BranchRequestKey[],
  figure: DashboardList,
  limit: number,
) {
  const date = LIST_DATE[figure];
  return rows<BranchListRow>(
    db,
    sql`${branchQuotes(requests)}
    select bq.id as "quoteId", bq.reference as "quoteReference", bq.quote_request_id as "quoteRequestId", bq.workshop_id as "workshopId",
      bq.quote_status as "quoteStatus",
      (case when bq.quote_status in (${list(CHARGED)}) then bq.charged_cents else bq.quoted_cents end)::text as cents,
      coalesce(${date}, bq.updated_at) as date,
      (extract(epoch from (bq.sent_at - bq.request_created_at)) / 3600)::float8 as "turnaroundHours"
    from bq where ${LIST_WHERE[figure]}
    order by coalesce(${date}, bq.updated_at) desc, bq.id limit ${limit}`,
  );
}

/**
 * What was paid for some request items (decision 032): per paid (Paid or Completed) quote and item, the
 * item's own lines incl. VAT (the verified total where set), with when it was paid.
 */
export async function paidItemTotals(db: DbOrTx, quoteRequestItemIds: string[]) {
  if (quoteRequestItemIds.length === 0) return [];
  return rows<{ quoteRequestItemId: string; workshopId: string; cents: string; paidAt: Date | string }>(
    db,
    sql`select i.quote_request_item_id as "quoteRequestItemId", q.workshop_id as "workshopId",
        sum(coalesce(i.verified_total_incl_cents, i.total_incl_cents))::text as cents,
        coalesce((select min(h.created_at) from quote_status_history h
          where h.quote_id = q.id and h.quote_status = ${QuoteStatus.Paid}), q.invoiced_at, q.updated_at) as "paidAt"
      from quote_items i join quotes q on q.id = i.quote_id
      where i.quote_request_item_id = any(${`{${quoteRequestItemIds.join(',')}}`}::uuid[])
        and i.amendment_id is null and q.quote_status in (${list(PAID)})
      group by q.id, i.quote_request_item_id`,
  );
}
