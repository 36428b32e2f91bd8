import { BOOKED_QUOTE_STATUSES } from '@motorwise/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';

/**
 * People and trust's reads (issue 22 item 7, decision 065): the admin's search over users, requests,
 * quotes and payments, a request's whole history, and one user. Like the dashboard's figures, a read side
 * over other modules' tables, read only.
 *
 * The search matches a lower-cased text of each record's searchable fields with `like '%term%'`, served by
 * the trigram indexes of migration `admin_search` (GIN, gin_trgm_ops). Each expression here must be written
 * exactly as its index is, or PostgreSQL will not use the index.
 */
const USER_TEXT = sql`lower(u.email::text || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.phone, ''))`;
const REQUEST_TEXT = sql`lower(qr.reference || ' ' || qr.email::text || ' ' || coalesce(qr.first_name, '') || ' ' || coalesce(qr.last_name, '') || ' ' || coalesce(qr.phone, '') || ' ' || coalesce(qr.business_name, '') || ' ' || coalesce(qr.vehicle_vin_number, '') || ' ' || regexp_replace(coalesce(qr.vehicle_license_plate, ''), '[^A-Za-z0-9]', '', 'g'))`;
const QUOTE_TEXT = sql`lower(q.reference || ' ' || coalesce(q.invoice_number, '') || ' ' || coalesce(q.external_reference, ''))`;
const PAYMENT_TEXT = sql`lower(p.merchant_reference || ' ' || coalesce(p.gateway_reference, '') || ' ' || coalesce(p.refund_reference, ''))`;

const BOOKED = sql.join(
  BOOKED_QUOTE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

export interface SearchRow {
  grp: 'users' | 'requests' | 'quotes' | 'jobs' | 'payments';
  id: string;
  title: string;
  detail: string;
  requestId: string | null;
  userId: string | null;
  createdAt: Date | string;
  status: number | null;
}

/** `like` patterns (already lower-cased and escaped, with their %): any one matching is a hit. */
export async function search(db: DbOrTx, patterns: string[], limit: number) {
  const any = (text: SQL) =>
    sql`(${sql.join(
      patterns.map((p) => sql`${text} like ${p}`),
      sql` or `,
    )})`;
  return rows<SearchRow>(
    db,
    sql`with mr as (
      select qr.id from quote_requests qr where ${any(REQUEST_TEXT)}
      order by qr.created_at desc limit 200
    ),
    mq as (
      select q.id from quotes q where ${any(QUOTE_TEXT)}
      union select q.id from quotes q where q.quote_request_id in (select id from mr)
    ),
    mp as (
      select p.id from payments p where ${any(PAYMENT_TEXT)}
      union select p.id from payments p where p.quote_id in (select id from mq)
    )
    (select 'users' as grp, u.id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as title,
        u.email::text || coalesce(' · ' || u.phone, '') as detail, null::uuid as "requestId", u.id as "userId",
        u.created_at as "createdAt", null::int as status
      from users u where ${any(USER_TEXT)} order by u.created_at desc limit ${limit})
    union all
    (select 'requests', qr.id, qr.reference,
        qr.vehicle_name || coalesce(' · ' || qr.vehicle_license_plate, '') || ' · ' || qr.email::text,
        qr.id, qr.user_id, qr.created_at, qr.quote_request_status::int
      from quote_requests qr where qr.id in (select id from mr) order by qr.created_at desc limit ${limit})
    union all
    (select case when q.quote_status in (${BOOKED}) then 'jobs' else 'quotes' end, q.id, q.reference,
        w.name || ' · request ' || qr.reference, qr.id, qr.user_id, q.created_at, q.quote_status::int
      from quotes q join quote_requests qr on qr.id = q.quote_request_id join workshops w on w.id = q.workshop_id
      where q.id in (select id from mq) order by q.created_at desc limit ${limit * 2})
    union all
    (select 'payments', p.id, p.merchant_reference,
        p.provider || ' · ' || p.status || ' · R' || to_char(p.amount_cents / 100.0, 'FM999999990.00') || ' · quote ' || q.reference,
        q.quote_request_id, p.payer_user_id, p.created_at, null::int
      from payments p join quotes q on q.id = p.quote_id
      where p.id in (select id from mp) order by p.created_at desc limit ${limit})`,
  );
}

export interface RequestRow {
  id: string;
  reference: string;
  status: number;
  quoteType: string;
  vehicleName: string;
  registration: string | null;
  vin: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  userId: string | null;
  createdAt: Date | string;
  quotes: {
    id: string;
    reference: string;
    workshopId: string;
    workshopName: string;
    status: number;
    totalCents: number;
  }[];
}

/** The request and its quotes (one statement). */
export async function findRequest(db: DbOrTx, id: string) {
  const [row] = await rows<RequestRow>(
    db,
    sql`select qr.id, qr.reference, qr.quote_request_status as status, qr.quote_type as "quoteType",
      qr.vehicle_name as "vehicleName", qr.vehicle_license_plate as registration, qr.vehicle_vin_number as vin,
      qr.first_name as "firstName", qr.last_name as "lastName", qr.email::text as email, qr.phone,
      qr.user_id as "userId", qr.created_at as "createdAt",
      coalesce((select json_agg(json_build_object('id', q.id, 'reference', q.reference, 'workshopId', q.workshop_id,
          'workshopName', w.name, 'status', q.quote_status,
          'totalCents', coalesce((select sum(i.total_incl_cents) from quote_items i
            where i.quote_id = q.id and i.amendment_id is null), 0)) order by q.created_at)
        from quotes q join workshops w on w.id = q.workshop_id where q.quote_request_id = qr.id), '[]'::json) as quotes
    from quote_requests qr where qr.id = ${id}`,
  );
  return row ?? null;
}

export interface EventRow {
  at: Date | string;
  kind: 'request' | 'status' | 'quote' | 'message' | 'amendment' | 'payment' | 'refund';
  quoteReference: string | null;
  workshopName: string | null;
  actor: string | null;
  status: number | null;
  text: string | null;
  cents: number | null;
}

/**
 * Everything that happened on a request's quotes, oldest first, in one statement: each quote's creation,
 * status history rows, messages, amendments, payments and refunds; and the request's making and its
 * closing (cancelled or completed, at its last change).
 */
export async function requestEvents(db: DbOrTx, requestId: string) {
  return rows<EventRow>(
    db,
    sql`with q as (
      select q.id, q.reference, q.created_at, q.sent_at, w.name as workshop
      from quotes q join workshops w on w.id = q.workshop_id where q.quote_request_id = ${requestId}
    )
    select * from (
      select r.created_at as at, 'request' as kind, null as "quoteReference", null as "workshopName",
        case when r.made_as_guest then 'guest' else 'customer' end as actor, 0 as status,
        'made' as text, null::int as cents
      from quote_requests r where r.id = ${requestId}
      union all
      select r.updated_at, 'request', null, null, coalesce(r.quote_request_status_username, 'customer'),
        r.quote_request_status::int, r.quote_request_status_reason, null
      from quote_requests r where r.id = ${requestId} and r.quote_request_status <> 0
      union all
      select q.created_at, 'quote', q.reference, q.workshop, 'workshop', null, 'created', null from q
      union all
      select h.created_at, 'status', q.reference, q.workshop, coalesce(h.actor, h.username), h.quote_status,
        h.note, null
      from quote_status_history h join q on q.id = h.quote_id
      union all
      select m.created_at, 'message', q.reference, q.workshop, m.sender_role, null, m.message, null
      from quote_messages m join q on q.id = m.quote_id
      union all
      select coalesce(a.submitted_at, a.created_at), 'amendment', q.reference, q.workshop, 'workshop',
        a.amendment_status, a.note, null
      from quote_amendments a join q on q.id = a.quote_id
      union all
      select p.created_at, 'payment', q.reference, q.workshop, p.provider, null,
        p.merchant_reference || ' · ' || p.status, p.amount_cents
      from payments p join q on q.id = p.quote_id
      union all
      select p.refunded_at, 'refund', q.reference, q.workshop, 'admin', null,
        p.merchant_reference || coalesce(' · ' || p.refund_reference, ''), p.amount_cents
      from payments p join q on q.id = p.quote_id where p.refunded_at is not null
    ) x order by at, kind`,
  );
}

export interface UserRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  isDisabled: boolean;
  deleted: boolean;
  twoFactor: boolean;
  emailConfirmed: boolean;
  createdAt: Date | string;
  workshops: string[] | null;
  organisation: string | null;
  organisationRole: string | null;
  sessions: number;
  activeSessions: number;
  lastSeenAt: Date | string | null;
  requests: number;
}

/** One user with their workshop and organisation memberships and session counts (one statement). */
export async function findUser(db: DbOrTx, id: string) {
  const [row] = await rows<UserRow>(
    db,
    sql`select u.id, u.email::text as email, u.first_name as "firstName", u.last_name as "lastName", u.phone,
      u.is_disabled as "isDisabled", u.deleted_at is not null as deleted, u.totp_enabled_at is not null as "twoFactor",
      u.email_confirmed_at is not null as "emailConfirmed", u.created_at as "createdAt",
      (select array_agg(w.name order by w.name) from workshop_users wu join workshops w on w.id = wu.workshop_id
        where wu.user_id = u.id) as workshops,
      o.name as organisation, ou.role as "organisationRole",
      (select count(*) from auth_sessions s where s.user_id = u.id)::int as sessions,
      (select count(*) from auth_sessions s where s.user_id = u.id and s.revoked_at is null
        and s.expires_at > now())::int as "activeSessions",
      (select max(coalesce(s.last_seen_at, s.created_at)) from auth_sessions s where s.user_id = u.id) as "lastSeenAt",
      (select count(*) from quote_requests qr where qr.user_id = u.id)::int as requests
    from users u
      left join organization_users ou on ou.user_id = u.id
      left join organizations o on o.id = ou.organization_id
    where u.id = ${id}`,
  );
  return row ?? null;
}
