import {
  AmendmentChangeType,
  AmendmentStatus,
  type IsoDate,
  QuoteRequestStatus,
  vehicleTitle,
} from '@motorwise/shared';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';
import { type ReminderItem, reminderMailOptOuts, reminderOptOuts, reminders } from './reminders.tables';

/**
 * The reminders' data (decision 078). Its own tables (reminders sent, opt-outs) and, read only, the facts a
 * reminder is due on: garage vehicles (their licence disk and roadworthy dates, their mileage), completed
 * requests and the jobs that did them, declined amendment lines, and the repair-item leaves a link fills in.
 * Like the Admin Dashboard (decision 059), a scheduled read over the whole marketplace is one statement per
 * kind, not a list of ids handed from module to module; nothing here writes another module's table.
 */

/** Who a garage vehicle's reminder goes to: a person's own garage (not a branch's), not erased. */
export interface VehicleOwner {
  customerVehicleId: string;
  userId: string;
  email: string;
  firstName: string | null;
  vehicleName: string;
  licensePlate: string | null;
}

/** A vehicle's name as stored: the owner's own (garage vehicles) and the catalogue's parts. */
interface NameParts {
  ownName: string | null;
  year: number | null;
  brand: string;
  range: string;
  model: string;
}

/**
 * A vehicle's name: the owner's own, else the catalogue's as the shared `vehicleTitle` writes it
 * ('2019 Volkswagen Polo Vivo 1.4 Trendline': the range once, even when the model repeats it). The parts
 * are read in SQL, the name made here, so the rule is written once (decision 079).
 */
function named<T extends NameParts>(list: T[]): (Omit<T, keyof NameParts> & { vehicleName: string })[] {
  return list.map(({ ownName, year, brand, range, model, ...rest }) => ({
    ...rest,
    vehicleName: ownName && ownName !== 'VEHICLE' ? ownName : vehicleTitle({ year, brand, range, model }),
  }));
}

/** The parts `named` makes a vehicle's name of, for a `vehicles v` (and `customer_vehicles cv` when given). */
const nameParts = (own: ReturnType<typeof sql>) =>
  sql`${own} as "ownName", v.year, v.brand, v.range, v.model`;

const OWNER_COLUMNS = sql`cv.id as "customerVehicleId", u.id as "userId", u.email::text as email,
  u.first_name as "firstName", ${nameParts(sql`cv.name`)},
  cv.vehicle_license_plate as "licensePlate"`;

const OWNED = sql`customer_vehicles cv
  join users u on u.id = cv.user_id and u.deleted_at is null
  join vehicles v on v.id = cv.vehicle_id`;

type OwnerRow = Omit<VehicleOwner, 'vehicleName'> & NameParts;

/** A person's own garage vehicle that still is one, and whose owner has not turned this kind off. */
const wanted = (kind: string) => sql`cv.deleted_at is null and cv.organization_branch_id is null
  and not exists (select 1 from reminder_opt_outs o where o.customer_vehicle_id = cv.id and o.kind = ${kind})`;

const SERVICE_TYPES = sql`(qr.quote_type ~ '(_Service|_Policy)$')`;
/** A job's completion: ready for collection, else invoiced (as the guarantee reads it, decision 076). */
const COMPLETED_AT = sql`coalesce(q.ready_for_collection_at, q.invoiced_at)`;
const jhb = (instant: ReturnType<typeof sql>) => sql`(${instant} at time zone 'Africa/Johannesburg')::date`;

/** Completed requests with the service reminder ticked, serviced since `since`: the newest per vehicle. */
export async function tickedServices(db: DbOrTx, since: IsoDate) {
  return named(
    await rows<OwnerRow & { serviceOn: IsoDate }>(
      db,
      sql`select distinct on (cv.id) ${OWNER_COLUMNS}, to_char(s.service_on, 'YYYY-MM-DD') as "serviceOn"
      from (
        select qr.customer_vehicle_id,
          coalesce((select q.service_date from quotes q where q.quote_request_id = qr.id
                     and ${COMPLETED_AT} is not null order by q.updated_at desc limit 1),
                   ${jhb(sql`qr.updated_at`)}) as service_on
        from quote_requests qr
        where qr.service_reminder and qr.quote_request_status = ${QuoteRequestStatus.Completed}
          and qr.customer_vehicle_id is not null and qr.user_id is not null
      ) s
      join ${OWNED} on cv.id = s.customer_vehicle_id
      where ${wanted('service')} and cv.user_id is not null and s.service_on >= ${since}::date
      order by cv.id, s.service_on desc`,
    ),
  );
}

/** Who a request's reminder goes to (decision 079): its guest's address, or the signed-in person who made it. */
export interface RequestContact {
  quoteRequestId: string;
  vehicleId: number;
  /** A guest's request: mail only, to the address typed on step 4, with a keyed link. */
  guest: boolean;
  /** The signed-in person who made it (null for a guest's). */
  userId: string | null;
  email: string;
  firstName: string | null;
  vehicleName: string;
}

/**
 * Completed requests made outside My Garage (a catalogue or hand-entered vehicle, a guest's or a signed-in
 * customer's outside any branch) with the service reminder ticked, serviced since `since`, whose address has
 * not stopped service reminders by a mail's link. A garage vehicle's request is `tickedServices`'.
 */
export async function tickedRequests(db: DbOrTx, since: IsoDate) {
  return named(
    await rows<Omit<RequestContact, 'vehicleName'> & NameParts & { serviceOn: IsoDate }>(
      db,
      sql`select * from (
        select qr.id as "quoteRequestId", qr.vehicle_id as "vehicleId", qr.made_as_guest as guest,
          case when qr.made_as_guest then null else u.id end as "userId",
          case when qr.made_as_guest then qr.email::text else u.email::text end as email,
          case when qr.made_as_guest then qr.first_name else u.first_name end as "firstName",
          ${nameParts(sql`null::text`)},
          to_char(coalesce((select q.service_date from quotes q where q.quote_request_id = qr.id
                             and ${COMPLETED_AT} is not null order by q.updated_at desc limit 1),
                           ${jhb(sql`qr.updated_at`)}), 'YYYY-MM-DD') as "serviceOn"
        from quote_requests qr
        join vehicles v on v.id = qr.vehicle_id
        left join users u on u.id = qr.user_id and u.deleted_at is null
        where qr.service_reminder and qr.quote_request_status = ${QuoteRequestStatus.Completed}
          and qr.customer_vehicle_id is null and qr.organization_branch_id is null
          and (qr.made_as_guest or u.id is not null)
      ) r
      where r.email not like '%@erased.invalid' and r."serviceOn"::date >= ${since}::date
        and not exists (select 1 from reminder_mail_opt_outs o where o.email = lower(r.email) and o.kind = 'service')`,
    ),
  );
}

/**
 * Garage vehicles with a completed service of known mileage: that mileage, the last known mileage (the
 * owner's reading or a later check-in at a workshop) and the catalogue's service interval.
 */
export async function serviceMileages(db: DbOrTx) {
  return named(
    await rows<OwnerRow & { lastServiceKm: number; currentKm: number | null; intervalKm: number | null }>(
      db,
      sql`select ${OWNER_COLUMNS}, last.km as "lastServiceKm", v.service_interval1 as "intervalKm",
        greatest(cv.vehicle_mileage, (select max(q.vehicle_mileage) from quotes q
          join quote_requests qr on qr.id = q.quote_request_id where qr.customer_vehicle_id = cv.id)) as "currentKm"
      from ${OWNED}
      join lateral (
        select coalesce(q.vehicle_mileage, qr.vehicle_mileage) as km
        from quote_requests qr
        left join quotes q on q.quote_request_id = qr.id and ${COMPLETED_AT} is not null
        where qr.customer_vehicle_id = cv.id and qr.quote_request_status = ${QuoteRequestStatus.Completed}
          and ${SERVICE_TYPES} and coalesce(q.vehicle_mileage, qr.vehicle_mileage) is not null
        order by qr.updated_at desc limit 1
      ) last on true
      where ${wanted('service_mileage')}`,
    ),
  );
}

/** Garage vehicles whose licence disk expires, or whose roadworthy is needed, from today to `until`. */
export async function datedVehicles(
  db: DbOrTx,
  kind: 'licence_disk' | 'roadworthy',
  today: IsoDate,
  until: IsoDate,
) {
  const column = kind === 'licence_disk' ? sql`cv.licence_disk_expires_on` : sql`cv.roadworthy_due_on`;
  return named(
    await rows<OwnerRow & { dueOn: IsoDate }>(
      db,
      sql`select ${OWNER_COLUMNS}, to_char(${column}, 'YYYY-MM-DD') as "dueOn"
      from ${OWNED}
      where ${wanted(kind)} and ${column} between ${today}::date and ${until}::date`,
    ),
  );
}

/** Jobs of a person's garage vehicle completed since `since` with amendment lines the customer declined. */
export async function jobsWithDeclinedWork(db: DbOrTx, since: IsoDate) {
  return named(
    await rows<OwnerRow & { quoteId: string; completedOn: IsoDate; workshopName: string; lines: string[] }>(
      db,
      sql`select ${OWNER_COLUMNS}, q.id as "quoteId", w.name as "workshopName",
        to_char(${jhb(COMPLETED_AT)}, 'YYYY-MM-DD') as "completedOn",
        array(select i.description from quote_items i where i.quote_id = q.id
                and i.amendment_status = ${AmendmentStatus.declined}
                and coalesce(i.amendment_type, 0) <> ${AmendmentChangeType.removed}
              order by i.sort_order, i.created_at) as lines
      from quotes q
      join quote_requests qr on qr.id = q.quote_request_id
      join workshops w on w.id = q.workshop_id
      join ${OWNED} on cv.id = qr.customer_vehicle_id and cv.user_id = qr.user_id
      where ${wanted('recommended_work')} and ${COMPLETED_AT} is not null
        and ${jhb(COMPLETED_AT)} >= ${since}::date
        and exists (select 1 from quote_items i where i.quote_id = q.id
                      and i.amendment_status = ${AmendmentStatus.declined}
                      and coalesce(i.amendment_type, 0) <> ${AmendmentChangeType.removed})`,
    ),
  );
}

/** Active leaves of a repair-item tree whose names (any case) are among `names`. */
export function leavesNamed(db: DbOrTx, quoteKind: string, names: string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return rows<ReminderItem>(
    db,
    sql`select distinct on (lower(t.name)) t.id, coalesce(t.display_name, t.name) as name,
        t.has_query as "hasQuery", t.query
      from repair_item_templates t
      where t.quote_kind = ${quoteKind} and t.leaf and t.is_active
        and lower(t.name) in (${sql.join(
          names.map((n) => sql`${n.toLowerCase()}`),
          sql`, `,
        )})
      order by lower(t.name), t.sort_order`,
  );
}

// ---------------------------------------------------------------- reminders sent

export type ReminderRow = typeof reminders.$inferSelect;

/**
 * Records a reminder; null when this one (vehicle, kind, due key; or request and kind) was recorded
 * already: it goes once.
 */
export async function insertOnce(db: DbOrTx, values: typeof reminders.$inferInsert): Promise<string | null> {
  const [row] = await db
    .insert(reminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: reminders.id });
  return row?.id ?? null;
}

async function findOne(db: DbOrTx, where: SQL | undefined): Promise<ReminderRow | null> {
  const [row] = await db.select().from(reminders).where(where);
  return row ?? null;
}

export const findOfUser = (db: DbOrTx, id: string, userId: string) =>
  findOne(db, and(eq(reminders.id, id), eq(reminders.userId, userId)));

/** A request's reminder by its link's key (its SHA-256). */
export const findByToken = (db: DbOrTx, id: string, tokenHash: string) =>
  findOne(db, and(eq(reminders.id, id), eq(reminders.tokenHash, tokenHash)));

/** A person's reminders: their own, and those of requests sent to their address (a guest's). */
export async function listOfPerson(db: DbOrTx, userId: string, email: string) {
  return await db
    .select()
    .from(reminders)
    .where(or(eq(reminders.userId, userId), sql`lower(${reminders.email}) = ${email.toLowerCase()}`));
}

// ---------------------------------------------------------------- choices

/** The person's own garage vehicles (their choices are per vehicle). */
export async function ownVehicles(db: DbOrTx, userId: string) {
  const found = named(
    await rows<NameParts & { id: string }>(
      db,
      sql`select cv.id, ${nameParts(sql`cv.name`)}
      from customer_vehicles cv join vehicles v on v.id = cv.vehicle_id
      where cv.user_id = ${userId} and cv.deleted_at is null and cv.organization_branch_id is null
      order by cv.created_at`,
    ),
  );
  return found.map((v) => ({ id: v.id, name: v.vehicleName }));
}

export async function optOutsOf(db: DbOrTx, userId: string) {
  return await db.select().from(reminderOptOuts).where(eq(reminderOptOuts.userId, userId));
}

export async function addOptOut(db: DbOrTx, userId: string, customerVehicleId: string, kind: string) {
  await db.insert(reminderOptOuts).values({ userId, customerVehicleId, kind }).onConflictDoNothing();
}

export async function removeOptOut(db: DbOrTx, customerVehicleId: string, kind: string) {
  await db
    .delete(reminderOptOuts)
    .where(and(eq(reminderOptOuts.customerVehicleId, customerVehicleId), eq(reminderOptOuts.kind, kind)));
}

/** A mail's unsubscribe link: no more reminders of this kind for requests sent to this address. */
export async function addMailOptOut(db: DbOrTx, email: string, kind: string) {
  await db.insert(reminderMailOptOuts).values({ email: email.toLowerCase(), kind }).onConflictDoNothing();
}

export async function mailOptOutsOf(db: DbOrTx, email: string) {
  return await db
    .select()
    .from(reminderMailOptOuts)
    .where(eq(reminderMailOptOuts.email, email.toLowerCase()));
}

/** Erasure: the person's reminders and choices, and those of their address. */
export async function deleteOfPerson(db: DbOrTx, userId: string, email: string): Promise<void> {
  await db.delete(reminderOptOuts).where(eq(reminderOptOuts.userId, userId));
  await db.delete(reminderMailOptOuts).where(eq(reminderMailOptOuts.email, email.toLowerCase()));
  await db
    .delete(reminders)
    .where(or(eq(reminders.userId, userId), sql`lower(${reminders.email}) = ${email.toLowerCase()}`));
}

// ---------------------------------------------------------------- funnel

/** Per kind, between two Johannesburg days: reminders sent, flows their links started, requests sent. */
export function funnel(db: DbOrTx, from: IsoDate, to: IsoDate) {
  return rows<{ kind: string; sent: number; started: number; requested: number }>(
    db,
    sql`select r.kind, count(distinct r.id)::int as sent,
        count(distinct r.id) filter (where e.event = 'quote_flow_started')::int as started,
        count(distinct e.session_id) filter (where e.event = 'quote_request_submitted')::int as requested
      from reminders r
      left join quote_request_events e on e.reminder_id = r.id
      where ${jhb(sql`r.sent_at`)} between ${from}::date and ${to}::date
      group by r.kind`,
  );
}
