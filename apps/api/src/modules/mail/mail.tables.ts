import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

/** The local development inbox. */

/** The local development inbox: mail kept here instead of sent when no SMTP server is configured. */
export const devMails = pgTable('dev_mails', {
  id: id(),
  messageId: text(),
  from: text().notNull(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text(),
  html: text(),
  createdAt: createdAt(),
});
