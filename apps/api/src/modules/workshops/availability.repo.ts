import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/rows';
import { workshopBookingSettings, workshopClosures, workshopOpeningHours } from './availability.tables';
import { workshops } from './workshops.tables';

/** A workshop's diary settings (decision 075): capacity, hours per weekday, closures. */

export interface DiaryRows {
  workshopId: string;
  /** The profile's opening-hours text (the default's source when nothing is saved). */
  openingHours: string | null;
  /** null: the workshop never saved its settings. */
  jobsPerDay: number | null;
  /** null: the workshop never saved its settings (the default terms apply). */
  freeChangeHours: number | null;
}

/** The workshops (that exist) with their saved capacity and their profile's opening-hours text. */
export async function diariesOf(db: DbOrTx, workshopIds: string[]): Promise<DiaryRows[]> {
  if (workshopIds.length === 0) return [];
  return db
    .select({
      workshopId: workshops.id,
      openingHours: workshops.openingHours,
      jobsPerDay: workshopBookingSettings.jobsPerDay,
      freeChangeHours: workshopBookingSettings.freeChangeHours,
    })
    .from(workshops)
    .leftJoin(workshopBookingSettings, eq(workshopBookingSettings.workshopId, workshops.id))
    .where(inArray(workshops.id, workshopIds));
}

/** A scalar subquery counting one workshop's bookings of a day (quotes counts them: the bookings port). */
export type DayBookingsQuery = SQL;

/** One workshop's diary for one day, read at once: its settings, week, closures that day and bookings. */
export interface DayRows extends DiaryRows {
  hours: { weekday: number; opens: string; closes: string }[];
  closures: { fromDate: string; toDate: string }[];
  /** The day's bookings, as the caller's count (`booked`) says. */
  booked: number;
}

/**
 * The diary of one workshop's day in one statement (a booking's check, after the day's lock): settings,
 * opening hours, the closures covering the day and `booked`, the caller's count of the day's bookings (a
 * scalar subquery). null: no such workshop.
 */
export async function dayOf(
  db: DbOrTx,
  workshopId: string,
  date: string,
  booked: SQL,
): Promise<DayRows | null> {
  const [row] = await rows<DayRows>(
    db,
    sql`select w.id as "workshopId", w.opening_hours as "openingHours", s.jobs_per_day as "jobsPerDay",
        s.free_change_hours as "freeChangeHours",
        coalesce((select json_agg(json_build_object('weekday', h.weekday, 'opens', h.opens, 'closes', h.closes)
            order by h.weekday)
          from workshop_opening_hours h where h.workshop_id = w.id), '[]'::json) as hours,
        coalesce((select json_agg(json_build_object('fromDate', c.from_date, 'toDate', c.to_date)
            order by c.from_date)
          from workshop_closures c where c.workshop_id = w.id and c.to_date >= ${date} and c.from_date <= ${date}),
          '[]'::json) as closures,
        ${booked} as booked
      from workshops w left join workshop_booking_settings s on s.workshop_id = w.id
      where w.id = ${workshopId}`,
  );
  return row ?? null;
}

export async function hoursOf(db: DbOrTx, workshopIds: string[]) {
  if (workshopIds.length === 0) return [];
  return db
    .select()
    .from(workshopOpeningHours)
    .where(inArray(workshopOpeningHours.workshopId, workshopIds))
    .orderBy(asc(workshopOpeningHours.weekday));
}

/** Closures that end on or after `from` (and, given `to`, start on or before it). */
export async function closuresOf(db: DbOrTx, workshopIds: string[], from: string, to?: string) {
  if (workshopIds.length === 0) return [];
  return db
    .select()
    .from(workshopClosures)
    .where(
      and(
        inArray(workshopClosures.workshopId, workshopIds),
        gte(workshopClosures.toDate, from),
        to ? lte(workshopClosures.fromDate, to) : undefined,
      ),
    )
    .orderBy(asc(workshopClosures.fromDate));
}

/**
 * Saves capacity, the terms (left out: kept, or the default on a first save) and the whole week at once: the
 * weekdays not given are closed.
 */
export async function saveWeek(
  db: DbOrTx,
  workshopId: string,
  jobsPerDay: number,
  hours: { weekday: number; opens: string; closes: string }[],
  freeChangeHours?: number,
) {
  await db
    .insert(workshopBookingSettings)
    .values({ workshopId, jobsPerDay, freeChangeHours })
    .onConflictDoUpdate({
      target: workshopBookingSettings.workshopId,
      set: { jobsPerDay, freeChangeHours, updatedAt: new Date() },
    });
  await db.delete(workshopOpeningHours).where(eq(workshopOpeningHours.workshopId, workshopId));
  if (hours.length > 0)
    await db.insert(workshopOpeningHours).values(hours.map((h) => ({ ...h, workshopId })));
}

export async function insertClosure(
  db: DbOrTx,
  values: { workshopId: string; fromDate: string; toDate: string; reason: string },
) {
  await db.insert(workshopClosures).values(values);
}

/** Deletes one of the workshop's closures; false when it has none of that id. */
export async function deleteClosure(db: DbOrTx, workshopId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(workshopClosures)
    .where(and(eq(workshopClosures.id, id), eq(workshopClosures.workshopId, workshopId)))
    .returning({ id: workshopClosures.id });
  return deleted.length > 0;
}

/**
 * Serialises the bookings of one workshop's day until the transaction ends (a transaction-scoped advisory
 * lock: fine behind PgBouncer, decision 069). Two bookings of the same day count one after the other.
 */
export async function lockDay(db: DbOrTx, workshopId: string, date: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`booking-day:${workshopId}:${date}`}, 0))`,
  );
}
