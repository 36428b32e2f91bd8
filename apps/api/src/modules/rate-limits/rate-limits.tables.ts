import { bigint, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Request budgets (decision 014): one row per budget and caller, counted by rate-limiter-flexible's
 * RateLimiterPostgres, so every instance behind a load balancer counts against the same numbers. The
 * columns, their order and their names are the library's (it inserts `VALUES (key, points, expire)`).
 * `key` is `<budget>:<sha256 of the address, user id or e-mail>`, so no address is stored readable.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar({ length: 255 }).primaryKey(),
    points: integer().notNull().default(0),
    /** When the window ends, in epoch milliseconds (the library's unit); expired rows are swept. */
    expire: bigint({ mode: 'number' }),
  },
  (t) => [index().on(t.expire)],
);
