import { date, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { customerVehicles } from '../garage/garage.tables';

/** Reminders that bring people back (issue 24 item 4, decision 078). */

/** A prefilled repair item of a reminder's link (a leaf of the repair-item tree). */
export interface ReminderItem {
  id: string;
  name: string;
  hasQuery: boolean;
  query: string | null;
}

/**
 * Each reminder sent: one row per garage vehicle, kind and due key (a date, a mileage, a job), so a
 * reminder goes once however many times or instances the daily job runs. Its id is the link's token.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerVehicleId: uuid()
      .notNull()
      .references(() => customerVehicles.id, { onDelete: 'cascade' }),
    /** service | service_mileage | licence_disk | roadworthy | recommended_work */
    kind: text().notNull(),
    /** What makes it this reminder and not another: the due date, `km:<due km>`, or the job's quote id. */
    dueKey: text().notNull(),
    dueOn: date(),
    /** The request the link starts: its quote type, items and notes. */
    quoteType: text().notNull(),
    items: jsonb().$type<ReminderItem[]>().notNull().default([]),
    notes: text(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.customerVehicleId, t.kind, t.dueKey), index().on(t.userId)],
);

/** A person's "no more of these" for one garage vehicle and kind (no row: on). */
export const reminderOptOuts = pgTable(
  'reminder_opt_outs',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerVehicleId: uuid()
      .notNull()
      .references(() => customerVehicles.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerVehicleId, t.kind] }), index().on(t.userId)],
);
