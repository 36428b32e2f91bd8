import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** What the demo seed has done. */

/** Marks that the demo marketplace was seeded, so seeding runs once. */
export const seedRuns = pgTable('seed_runs', {
  name: text().primaryKey(),
  createdAt: createdAt(),
});
