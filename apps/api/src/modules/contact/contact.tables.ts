import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/** Messages from the contact form. */

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text(),
  subject: text().notNull(),
  message: text().notNull(),
  userId: uuid().references(() => users.id, { onDelete: 'set null' }),
  ip: text(),
  userAgent: text(),
  createdAt: createdAt(),
});
