import { boolean, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { organizationBranches } from '../organisations/organisations.tables';
import { quoteRequests } from '../quote-requests/quote-requests.tables';

/** Notifications and the organisation dashboard's recent actions. */

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    organizationBranchId: uuid().references(() => organizationBranches.id, { onDelete: 'cascade' }),
    quoteRequestId: uuid().references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** The request's public id, for the link /quotes/{uniqueId}. */
    quoteRequestUniqueId: uuid(),
    title: text().notNull(),
    smcReference: text(),
    vehicleName: text(),
    message: text().notNull(),
    color: text(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  // A request's notifications are read together when it is opened.
  (t) => [
    index().on(t.organizationBranchId, t.createdAt),
    index().on(t.userId, t.createdAt),
    index().on(t.quoteRequestId),
  ],
);

/** Recent actions and messages shown on the organisation dashboard (events and inbox). */
export const userActions = pgTable(
  'user_actions',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    organizationBranchId: uuid().references(() => organizationBranches.id, { onDelete: 'cascade' }),
    /** 0 = vehicle mapping, otherwise a quote request (spec). */
    actionSource: smallint().notNull(),
    actionType: text().notNull(),
    actionDescription: text().notNull(),
    actionNote: text(),
    isMessage: boolean().notNull().default(false),
    isSent: boolean().notNull().default(false),
    readAt: tstz(),
    vehicleName: text(),
    vehicleSummary: text(),
    vehicleImageUrl: text(),
    workshopName: text(),
    navigationId: text(),
    /** The request's SMC reference: the events list and the header search find it by reference. */
    reference: text(),
    /** The notification it came with, so closing one never hides the other. */
    quoteRequestId: uuid().references(() => quoteRequests.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.organizationBranchId, t.createdAt)],
);

/**
 * When a person last looked at the notifications of a branch (organisation users) or their own (others):
 * the newest notification their toasts showed. Only what arrived after it is toasted on the next page
 * load, in any tab or on any device (decision 052).
 */
export const notificationsSeen = pgTable(
  'notifications_seen',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The branch's id, or the person's own id outside an organisation. */
    ownerId: uuid().notNull(),
    seenAt: tstz().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ownerId] })],
);
