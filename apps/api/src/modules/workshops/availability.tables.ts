import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { workshops } from './workshops.tables';

/**
 * A workshop's diary settings (decision 075): its daily capacity, its hours per ISO weekday (1 Monday ... 7
 * Sunday; no row, closed that day) and its closures. No settings row: the workshop never saved them, and
 * its hours are read from the profile's opening-hours text (or Monday to Friday 07:30-17:00) with the
 * default capacity. Public holidays are computed, not stored (packages/shared holidays.ts).
 */
export const workshopBookingSettings = pgTable(
  'workshop_booking_settings',
  {
    workshopId: uuid()
      .primaryKey()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    jobsPerDay: integer().notNull(),
    /** Reschedule and cancellation terms: free until this many hours before the drop-off (decision 075). */
    freeChangeHours: integer().notNull().default(24),
    updatedAt: updatedAt(),
  },
  (t) => [check('workshop_booking_settings_jobs_per_day', sql`${t.jobsPerDay} > 0`)],
);

export const workshopOpeningHours = pgTable(
  'workshop_opening_hours',
  {
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    opens: time().notNull(),
    closes: time().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workshopId, t.weekday] }),
    check('workshop_opening_hours_weekday', sql`${t.weekday} between 1 and 7`),
    check('workshop_opening_hours_order', sql`${t.closes} > ${t.opens}`),
  ],
);

export const workshopClosures = pgTable(
  'workshop_closures',
  {
    id: id(),
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    fromDate: date().notNull(),
    toDate: date().notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('workshop_closures_workshop_to').on(t.workshopId, t.toDate),
    check('workshop_closures_order', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);
