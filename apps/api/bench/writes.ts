import { randomUUID } from 'node:crypto';
import {
  addDays,
  calendarDate,
  isWeekday,
  PAYMENTS_API,
  pathOf,
  publicHolidayOn,
  QUOTES_API,
  QuoteStatus,
} from '@motorwise/shared';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../seed/seed';
import type { Db } from '../src/db/client';
import {
  formatAmount,
  notificationParamString,
  notificationSignature,
  type ReceivedFields,
} from '../src/modules/payments/payfast';
import { SANDBOX_MERCHANT_ID, SANDBOX_PASSPHRASE } from '../src/modules/payments/settings';
import type { BenchTarget } from './targets';

/**
 * The write routes beside the submission (issue 25 item 1), each on rows of its own made before the server
 * starts: one open request with one quote per call, every quote at another (synthetic) workshop so no
 * workshop's day fills up, so no call is measured failing. A call used twice would fail (a quote booked
 * twice), and the bench counts every answer that is not a 2xx against the line.
 */

/** Rows per write route: more than a route answers in a bench run on this machine. */
export const WRITE_ROWS = 6000;
const TOTAL_CENTS = 115_000;

/** The next weekday after tomorrow that is no public holiday: a day a quote may be booked for. */
function bookingDay(): string {
  let day = addDays(calendarDate(new Date()), 2);
  while (!isWeekday(day) || publicHolidayOn(day)) day = addDays(day, 1);
  return day;
}

/**
 * `count` guest requests (reference BENCH-<tag>-n, e-mail bench.<tag>.n@motorwise.test), each with one
 * item and sent to one workshop; with a quote of that workshop in `quoteStatus` when given. Workshops are
 * taken in turn from `offset` (or all `workshopId`). Returns the request and quote ids in order.
 */
async function benchRequests(
  db: Db,
  tag: string,
  count: number,
  options: { offset?: number; workshopId?: string; quoteStatus?: number },
): Promise<{ requestId: string; quoteId: string | null; email: string; itemId: string }[]> {
  const { rows } = await db.execute<{
    request_id: string;
    quote_id: string | null;
    email: string;
    item_id: string;
  }>(sql`
    with w as (
      select array_agg(id order by id) as ids, count(*)::int as n
      from (select id from workshops order by id offset ${options.offset ?? 0}) x
    ), qr as (
      insert into quote_requests (reference, user_id, made_as_guest, vehicle_name, quote_type, service_type,
        email, first_name, last_name, dates_requested, parts_preference, vehicle_mileage)
      select 'BENCH-' || ${tag} || '-' || g, null, true, '2021 Toyota Hilux 2.8 GD-6', 'Service - SMC_Service',
        'Service', 'bench.' || ${tag} || '.' || g || '@motorwise.test', 'Bench', 'Customer',
        array[${bookingDay()}]::date[], 'Original parts', 85000
      from generate_series(1, ${count}) g
      returning id, reference, email
    ), numbered as (
      select id, email, split_part(reference, '-', 3)::int as g from qr
    ), item as (
      insert into quote_request_items (quote_request_id, name, sort_order)
      select id, 'Minor service', 0 from numbered returning id, quote_request_id
    ), mapped as (
      select n.id, n.email, n.g, i.id as item_id,
        coalesce(${options.workshopId ?? null}::uuid, w.ids[1 + (n.g - 1) % w.n]) as workshop_id
      from numbered n join item i on i.quote_request_id = n.id, w
    ), sent as (
      insert into quote_request_workshops (quote_request_id, workshop_id)
      select id, workshop_id from mapped returning quote_request_id
    ), q as (
      insert into quotes (quote_request_id, workshop_id, reference, quote_status, is_vat_registered)
      select id, workshop_id, 'BQ-' || ${tag} || '-' || g, ${options.quoteStatus ?? 0}, true
      from mapped where ${options.quoteStatus ?? null}::int is not null
      returning id, quote_request_id
    ), qi as (
      insert into quote_items (quote_id, quote_request_item_id, description, price_excl_cents,
        price_incl_cents, total_incl_cents)
      select q.id, m.item_id, 'Minor service', 100000, ${TOTAL_CENTS}, ${TOTAL_CENTS}
      from q join mapped m on m.id = q.quote_request_id
      returning quote_id
    )
    select m.id as request_id, q.id as quote_id, m.email, m.item_id
    from mapped m left join q on q.quote_request_id = m.id
    where (select count(*) from qi) >= 0 and (select count(*) from sent) >= 0
    order by m.g`);
  return rows.map((r) => ({
    requestId: r.request_id,
    quoteId: r.quote_id,
    email: r.email,
    itemId: r.item_id,
  }));
}

/** An ITN exactly as the sandbox gateway sends one for a completed payment, and remembered as sent. */
function sandboxItn(reference: string, email: string): ReceivedFields {
  const fee = Math.round(TOTAL_CENTS * 0.035) + 200;
  const itn: ReceivedFields = [
    ['m_payment_id', reference],
    ['pf_payment_id', String(10_000_000 + Math.floor(Math.random() * 89_999_999))],
    ['payment_status', 'COMPLETE'],
    ['item_name', 'Bench quote'],
    ['item_description', ''],
    ['amount_gross', formatAmount(TOTAL_CENTS)],
    ['amount_fee', formatAmount(-fee)],
    ['amount_net', formatAmount(TOTAL_CENTS - fee)],
    ...['custom_str1', 'custom_str2', 'custom_str3', 'custom_str4', 'custom_str5'].map(
      (k): [string, string] => [k, ''],
    ),
    ...['custom_int1', 'custom_int2', 'custom_int3', 'custom_int4', 'custom_int5'].map(
      (k): [string, string] => [k, ''],
    ),
    ['name_first', 'Bench'],
    ['name_last', 'Customer'],
    ['email_address', email],
    ['merchant_id', SANDBOX_MERCHANT_ID],
  ];
  itn.push(['signature', notificationSignature(itn, SANDBOX_PASSPHRASE)]);
  return itn;
}

export interface WriteData {
  accept: { quoteId: string; email: string }[];
  message: { quoteId: string; email: string }[];
  /** Requests sent to the demo workshop, not quoted yet. */
  quote: { requestId: string; itemId: string }[];
  /** ITN bodies (form-encoded), one per pending sandbox payment. */
  itn: string[];
}

/** The rows every write route uses, made before the server starts (the demo workshop's id from the seed). */
export async function prepareWriteRows(db: Db): Promise<WriteData> {
  const stamp = Date.now().toString(36).toUpperCase();
  const accept = await benchRequests(db, `A${stamp}`, WRITE_ROWS, {
    offset: 0,
    quoteStatus: QuoteStatus.PendingApproval,
  });
  const message = await benchRequests(db, `M${stamp}`, WRITE_ROWS, {
    offset: 0,
    quoteStatus: QuoteStatus.PendingApproval,
  });
  const [demoShop] = (
    await db.execute<{ id: string }>(sql`
      select wu.workshop_id as id from workshop_users wu join users u on u.id = wu.user_id
      where u.email = ${DEMO_ACCOUNTS.find((a) => a.role === 'Workshop user')!.email} limit 1`)
  ).rows;
  const quote = await benchRequests(db, `Q${stamp}`, WRITE_ROWS, { workshopId: demoShop!.id });
  const paying = await benchRequests(db, `P${stamp}`, WRITE_ROWS, {
    offset: 0,
    quoteStatus: QuoteStatus.Checkout,
  });
  const itn: string[] = [];
  const payments: { quoteId: string; workshopId: null; reference: string; param: string }[] = [];
  for (const [i, row] of paying.entries()) {
    const reference = `MWP-BENCH-${stamp}-${i}`;
    const fields = sandboxItn(reference, row.email);
    itn.push(new URLSearchParams(fields).toString());
    payments.push({
      quoteId: row.quoteId!,
      workshopId: null,
      reference,
      param: notificationParamString(fields),
    });
  }
  await db.execute(sql`
    insert into payments (quote_id, workshop_id, provider, merchant_reference, amount_cents, status)
    select q.id, q.workshop_id, 'sandbox', p.reference, ${TOTAL_CENTS}, 'pending'
    from jsonb_to_recordset(${JSON.stringify(payments)}::jsonb) as p("quoteId" uuid, reference text)
    join quotes q on q.id = p."quoteId"`);
  await db.execute(sql`
    insert into sandbox_notifications (param_string)
    select p.param from jsonb_to_recordset(${JSON.stringify(payments)}::jsonb) as p(param text)`);
  await db.execute(sql`analyze quote_requests`);
  await db.execute(sql`analyze quotes`);
  await db.execute(sql`analyze payments`);
  return {
    accept: accept.map((r) => ({ quoteId: r.quoteId!, email: r.email })),
    message: message.map((r) => ({ quoteId: r.quoteId!, email: r.email })),
    quote: quote.map((r) => ({ requestId: r.requestId, itemId: r.itemId })),
    itn,
  };
}

async function signIn(base: string, email: string, password: string): Promise<Record<string, string>> {
  // A busy machine may answer 503 (the database briefly saturated): the set-up asks again, up to 5 times.
  let res: Response;
  for (let attempt = 1; ; attempt++) {
    res = await fetch(`${base}/api/sites/motorwise/authentication/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
    if (res.status !== 503 || attempt === 5) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const body = (await res.json()) as { tokens?: { accessToken: string } };
  if (!body.tokens) throw new Error(`bench sign-in failed: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.tokens.accessToken}`, 'c-username': email };
}

/** AcceptQuote, MessageWorkshop, a workshop sending its quote and the sandbox's ITN, each a write. */
export async function writeTargets(data: WriteData, base: string): Promise<BenchTarget[]> {
  const day = bookingDay();
  const json = { 'content-type': 'application/json' };
  const shop = DEMO_ACCOUNTS.find((a) => a.role === 'Workshop user')!;
  const shopHeaders = await signIn(base, shop.email, shop.password);
  // A browser's press carries an Idempotency-Key (decision 070): a new one per call.
  const keyed = () => ({ 'idempotency-key': randomUUID() });
  return [
    {
      name: 'POST AcceptQuote (a guest books a quote)',
      path: QUOTES_API.acceptQuote.path,
      method: 'POST',
      write: true,
      headers: json,
      calls: data.accept.map((r) => ({
        body: JSON.stringify({ quoteId: r.quoteId, serviceDate: day, emailAddress: r.email }),
        headers: keyed(),
      })),
    },
    {
      name: 'POST MessageWorkshop (a guest writes to the workshop)',
      path: QUOTES_API.messageWorkshop.path,
      method: 'POST',
      write: true,
      headers: json,
      calls: data.message.map((r) => ({
        body: JSON.stringify({
          quoteId: r.quoteId,
          message: 'Can you also check the aircon?',
          emailAddress: r.email,
        }),
        headers: keyed(),
      })),
    },
    {
      name: 'POST workshop saves and sends its quote',
      path: pathOf(QUOTES_API.workshopSaveQuote, { id: data.quote[0]!.requestId }),
      method: 'POST',
      write: true,
      headers: { ...json, ...shopHeaders },
      calls: data.quote.map((r) => ({
        path: pathOf(QUOTES_API.workshopSaveQuote, { id: r.requestId }),
        body: JSON.stringify({
          action: 'send',
          jobTurnaround: 1,
          lines: [
            {
              quoteRequestItemId: r.itemId,
              kind: 'part',
              description: 'Oil filter',
              quantity: 1,
              priceExcl: 150,
            },
            { kind: 'labour', description: 'Minor service', quantity: 1.5, priceExcl: 600 },
          ],
        }),
      })),
    },
    {
      name: 'POST PayFast ITN from the sandbox gateway (signed, validated)',
      path: PAYMENTS_API.payFastNotify.path,
      method: 'POST',
      write: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      calls: data.itn.map((body) => ({ body })),
      // The ITN answers 200 whatever it decided: the payments it paid are counted afterwards.
      check: 'payments',
    },
  ];
}
