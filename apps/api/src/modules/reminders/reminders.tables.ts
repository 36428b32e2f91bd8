import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { citext, createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { customerVehicles } from '../garage/garage.tables';
import { quoteRequests } from '../quote-requests/quote-requests.tables';
import { vehicles } from '../vehicles/vehicles.tables';

/** Reminders that bring people back (issue 24 item 4, decision 078). */

/** A prefilled repair item of a reminder's link (a leaf of the repair-item tree). */
export interface ReminderItem {
  id: string;
  name: string;
  hasQuery: boolean;
  query: string | null;
}

/**
 * Each reminder sent: one row per garage vehicle, kind and due key (a date, a mileage, a job), or per
 * request and kind for a request's six-month service reminder (decision 079), so a reminder goes once
 * however many times or instances the daily job runs. Its id is a signed-in person's link.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    /** Whose it is: the garage's owner, the signed-in person who made the request; null for a guest's. */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** A garage vehicle's reminder (decision 078); null for a request's. */
    customerVehicleId: uuid().references(() => customerVehicles.id, { onDelete: 'cascade' }),
    /** A request's reminder (decision 079): the request whose checkbox asked for it. */
    quoteRequestId: uuid().references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** A request's reminder: the address its mail went to (the request's contact), for the opt-out. */
    email: citext(),
    /** A request's reminder: the vehicle the link's flow opens with (catalogue or hand-entered). */
    vehicleId: integer().references(() => vehicles.id, { onDelete: 'set null' }),
    /**
     * A request's reminder: the SHA-256 of its link's key (a guest opens it with the key, signed out; the
     * mail's unsubscribe link carries it too). The key itself is only in the mail.
     */
    tokenHash: text().unique(),
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
  (t) => [
    uniqueIndex().on(t.customerVehicleId, t.kind, t.dueKey),
    uniqueIndex().on(t.quoteRequestId, t.kind),
    index().on(t.userId),
    index('reminders_email_lower_idx').on(sql`lower(${t.email})`),
  ],
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

/**
 * An address's "no more of these" for one kind of a request's reminder (decision 079): a mail's unsubscribe
 * link writes it, signed in or not; the address is stored lower-cased. No row: on.
 */
export const reminderMailOptOuts = pgTable(
  'reminder_mail_opt_outs',
  {
    email: citext().notNull(),
    kind: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.kind] })],
);
