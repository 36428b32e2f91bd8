import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { files } from '../files/files.tables';
import { quotes } from '../quotes/quotes.tables';
import { workshops } from '../workshops/workshops.tables';

/**
 * Disputes about a job (decision 063): only disputes.repo.ts reads or writes them (decision 010). The
 * customer opens one on a quote they paid or were invoiced for; both sides and the admin write in it; the
 * admin closes it with an outcome (a refund goes through payments' refund path, decision 030).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    /** The job; a POPIA erasure that removes the quote removes its disputes. */
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    workshopId: uuid()
      .notNull()
      .references(() => workshops.id),
    /** Who opened it (the customer); null once their account is erased. */
    openedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    /** DISPUTE_KINDS: a dispute, or a claim under the workshop's guarantee (decision 076). */
    kind: text().notNull().default('dispute'),
    /** DISPUTE_STATUSES; written only by the service's steps (decision 057). */
    status: text().notNull().default('open'),
    /** DISPUTE_OUTCOMES once resolved. */
    outcome: text(),
    refundCents: integer(),
    outcomeNote: text(),
    resolvedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: tstz().notNull().default(sql`now()`),
    resolvedAt: tstz(),
  },
  (t) => [
    // One dispute at a time per job: another may be opened once it is resolved.
    uniqueIndex('disputes_one_open_per_quote').on(t.quoteId).where(sql`status <> 'resolved'`),
    index('disputes_status_idx').on(t.status, t.updatedAt),
    index('disputes_workshop_idx').on(t.workshopId),
  ],
);

/** A dispute's thread: what each side and the admin wrote, with the evidence files (the files module's). */
export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: id(),
    disputeId: uuid()
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    /** DISPUTE_PARTIES */
    author: text().notNull(),
    authorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The admin's message: 'customer' | 'workshop' | 'both'. */
    recipient: text(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dispute_messages_dispute_idx').on(t.disputeId, t.createdAt)],
);

/**
 * The evidence a message carries: the files module's rows, referenced by key so a POPIA erasure of the
 * uploader keeps them while the dispute stands (files.deleteIfUnreferenced).
 */
export const disputeFiles = pgTable(
  'dispute_files',
  {
    messageId: uuid()
      .notNull()
      .references(() => disputeMessages.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), index('dispute_files_file_idx').on(t.fileId)],
);
