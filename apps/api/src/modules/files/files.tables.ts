import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/** Uploaded files: the bytes live in the file store, a row per upload here. */

/** Uploaded files: attachments, licence-disk photos, vehicle reports, invoices. Bytes live in the file store. */
export const files = pgTable(
  'files',
  {
    id: id(),
    storageKey: text().notNull().unique(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    ownerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // A person's files (and their deletion's set null), by index.
  (t) => [index().on(t.ownerUserId).where(sql`${t.ownerUserId} is not null`)],
);
