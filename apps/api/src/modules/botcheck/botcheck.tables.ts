import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Redeemed bot-check challenges. */

/** Bot-check challenges already redeemed, so a solved challenge cannot be replayed. */
export const botcheckUsed = pgTable(
  'botcheck_used',
  {
    challengeId: text().primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);
