import type { WorkshopGuarantee } from '@motorwise/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { files } from '../files/files.tables';
import { organizationBranches } from '../organisations/organisations.tables';
import { quoteRequestItems, quoteRequests } from '../quote-requests/quote-requests.tables';
import { workshops } from '../workshops/workshops.tables';

/** Quotes: a workshop's answer to a request, its items, amendments, messages and history. */

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    uniqueId: uuid().notNull().unique().defaultRandom(),
    quoteRequestId: uuid()
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id),
    reference: text().notNull().unique(),
    externalReference: text(),
    invoiceNumber: text(),
    quoteStatus: smallint().notNull().default(11),
    isVatRegistered: boolean().notNull(),
    vatRate: numeric({ precision: 5, scale: 2 }).$type<string>().notNull().default('15.00'),
    vehicleMileage: integer(),
    jobTurnaround: integer(),
    workshopCustomer: text(),
    organizationOrderAttached: boolean().notNull().default(false),
    expiresAt: tstz(),
    serviceDate: date(),
    /** The drop-off time booked on `serviceDate` ('HH:MM:SS', the workshop's wall clock; decision 075); null: none given. */
    dropOffTime: time(),
    /** The workshop's notes to the customer (what is included, warranty, parts brand). */
    notes: text(),
    /** Sent as a pre-quote (an inspection request's assessment) at first (decision 020). */
    isPreQuote: boolean().notNull().default(false),
    /** declined | withdrawn | expired: a closure beside the status (decision 020). */
    closedReason: text(),
    closeNote: text(),
    closedAt: tstz(),
    sentAt: tstz(),
    /** The workshop's guarantee in force when the quote was (last) sent (decision 076); null: none. */
    guarantee: jsonb().$type<WorkshopGuarantee>(),
    readyForCollectionAt: tstz(),
    invoicedAt: tstz(),
    /** The number of the invoice within its workshop (from workshop_invoice_counters, no gaps). */
    invoiceSequence: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.quoteRequestId, t.workshopId),
    index().on(t.workshopId, t.quoteStatus),
    uniqueIndex().on(t.workshopId, t.invoiceSequence),
    // The expiry job looks for open quotes past their date.
    index().on(t.expiresAt).where(sql`closed_reason is null and quote_status in (0, 9, 10)`),
  ],
);

/** The last invoice number of each workshop: locked in the invoicing transaction, so numbers never skip. */
export const workshopInvoiceCounters = pgTable('workshop_invoice_counters', {
  workshopId: uuid()
    .primaryKey()
    .references(() => workshops.id, { onDelete: 'cascade' }),
  lastNumber: integer().notNull().default(0),
});

/** Every status a quote passed through, with who moved it (quoteStatuses). */
export const quoteStatusHistory = pgTable(
  'quote_status_history',
  {
    id: id(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    quoteStatus: smallint().notNull(),
    username: text(),
    /** customer | workshop | system | admin (decision 020). */
    actor: text(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.quoteId)],
);

export const quoteAmendments = pgTable(
  'quote_amendments',
  {
    id: id(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    amendmentStatus: smallint().notNull().default(0),
    note: text(),
    submittedAt: tstz(),
    decidedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.quoteId)],
);

export const quoteItems = pgTable(
  'quote_items',
  {
    id: id(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    quoteRequestItemId: uuid().references(() => quoteRequestItems.id, { onDelete: 'set null' }),
    amendmentId: uuid().references(() => quoteAmendments.id, { onDelete: 'set null' }),
    description: text().notNull(),
    note: text(),
    isLabour: boolean().notNull().default(false),
    /** part | labour | sundry */
    lineKind: text().notNull().default('part'),
    /** An amendment line that modifies or removes this earlier line. */
    replacesQuoteItemId: uuid(),
    priceExclCents: integer().notNull(),
    priceInclCents: integer().notNull(),
    previousPriceInclCents: integer(),
    /** Quantities to three decimals (litres of oil, hours of labour). */
    quantity: numeric({ precision: 10, scale: 3 }).$type<string>().notNull().default('1'),
    previousQuantity: numeric({ precision: 10, scale: 3 }).$type<string>(),
    totalInclCents: integer().notNull(),
    verifiedTotalInclCents: integer(),
    noVat: boolean().notNull().default(false),
    amendmentType: smallint(),
    amendmentStatus: smallint(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  // The price estimate reads the lines quoted for request items (decision 015).
  (t) => [index().on(t.quoteId), index().on(t.quoteRequestItemId)],
);

/** Photos of what the workshop found, sent with an amendment. */
export const quoteAmendmentPhotos = pgTable(
  'quote_amendment_photos',
  {
    id: id(),
    amendmentId: uuid()
      .notNull()
      .references(() => quoteAmendments.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    fileName: text().notNull(),
  },
  // Whether a file is still used (a deletion's foreign-key check), by index.
  (t) => [index().on(t.amendmentId), index().on(t.fileId)],
);

export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: id(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    senderUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    senderRole: text().notNull(), // 'customer' | 'workshop' | 'system'
    message: text().notNull(),
    readAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.quoteId, t.createdAt)],
);

export const quoteMessageAttachments = pgTable(
  'quote_message_attachments',
  {
    id: id(),
    quoteMessageId: uuid()
      .notNull()
      .references(() => quoteMessages.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
    attachmentName: text().notNull(),
  },
  // Read with a quote's messages; and whether a file is still used, by index.
  (t) => [index().on(t.quoteMessageId), index().on(t.fileId)],
);

/** A quote viewed by, or shared to, an organisation branch (quote view record / branch share). */
export const quoteBranchShares = pgTable(
  'quote_branch_shares',
  {
    id: id(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    organizationBranchId: uuid()
      .notNull()
      .references(() => organizationBranches.id),
    username: text().notNull(),
    isSuccess: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  // A quote's shares, and a branch's.
  (t) => [index().on(t.quoteId), index().on(t.organizationBranchId)],
);
