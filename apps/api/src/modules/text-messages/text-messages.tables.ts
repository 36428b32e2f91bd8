import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/** Text messages (SMS and WhatsApp; decision 074). */

/**
 * A person's choice for one channel: on (with the consent's time and the number it was given for) or off
 * (when, and whether on the account page or by replying STOP). No row: never chosen, which is off.
 */
export const textChoices = pgTable(
  'text_choices',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'sms' or 'whatsapp'. */
    channel: text().notNull(),
    optedIn: boolean().notNull(),
    /** The E.164 number the choice is for: texts go only to it, and a STOP from it switches it off. */
    phone: text().notNull(),
    /** When the person last agreed (POPIA consent), kept when they switch off. */
    consentedAt: tstz(),
    changedAt: tstz().notNull().defaultNow(),
    /** 'account' (the account page) or 'reply' (STOP or START from the phone). */
    changedBy: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] }), index().on(t.phone, t.channel)],
);

/** A person's own quiet hours (local time, Africa/Johannesburg); no row: the defaults 20:00-07:00. */
export const textQuietHours = pgTable('text_quiet_hours', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  quietFrom: text().notNull(),
  quietUntil: text().notNull(),
  changedAt: tstz().notNull().defaultNow(),
});

/** The local development inbox's texts: kept here instead of sent when no provider is configured. */
export const devTexts = pgTable(
  'dev_texts',
  {
    id: id(),
    channel: text().notNull(),
    to: text().notNull(),
    body: text().notNull(),
    template: text(),
    params: jsonb().$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

/**
 * Each text handed to a provider, and how its delivery went as the provider's callback reports it
 * (decision 074): `sent` when handed over, then `delivered` or `failed`. Found by the provider's message id.
 */
export const textSends = pgTable(
  'text_sends',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    /** The notification kind (quote_received, ...). */
    kind: text().notNull(),
    /** 'inbox', 'bulksms' or 'whatsapp-cloud'. */
    provider: text().notNull(),
    /** The provider's id of the message (the inbox's: the dev_texts row's id). */
    providerMessageId: text().notNull(),
    /** 'sent', 'delivered' or 'failed'. */
    status: text().notNull().default('sent'),
    statusAt: tstz().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.channel, t.providerMessageId), index().on(t.userId)],
);
