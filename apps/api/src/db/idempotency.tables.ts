import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The kept answers of writes sent with an `Idempotency-Key` (decision 070, lib/idempotency.ts): one row
 * per caller and key, written in the same transaction as the write it answers, so a write without its
 * kept answer (or the other way round) cannot be committed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: 'user:<id>' or 'guest:<e-mail address>' (keys are unique per caller, not globally). */
    caller: text().notNull(),
    key: text().notNull(),
    /** 'POST /api/...' as routed (its path parameters are in the hash). */
    route: text().notNull(),
    /** sha256 of the route, its path parameters and what the request said (fields, files' sha256). */
    requestHash: text().notNull(),
    /** The answer sent the first time, replayed as it was. */
    status: integer().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
    /** 24 hours after it was made: then forgotten (deleted when read, swept by later keyed writes). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index().on(t.expiresAt)],
);
