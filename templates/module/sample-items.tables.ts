import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

/**
 * The sample-items module's tables: only sample-items.repo.ts reads or writes them (decision 010). Add
 * `export * from '../modules/sample-items/sample-items.tables';` to db/schema.ts, then make the
 * migration with drizzle-kit (see CONTRIBUTING.md).
 */
export const sampleItems = pgTable(
  'sample_items',
  {
    id: id(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sample_items_name_idx').on(t.name)],
);
