import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/**
 * The sample-items module's tables: only sample-items.repo.ts reads or writes them (decision 010). The
 * generator added `export * from '../modules/sample-items/sample-items.tables';` to db/schema.ts; after
 * shaping the columns, make the migration (CONTRIBUTING.md, "Adding a module").
 */
export const sampleItems = pgTable(
  'sample_items',
  {
    id: id(),
    /** Whose item it is: only they see it. */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** SAMPLE_ITEM_STATUSES; written only by the service's steps (decision 057). */
    status: text().notNull().default('active'),
    createdAt: createdAt(),
    archivedAt: tstz(),
  },
  (t) => [index('sample_items_user_id_idx').on(t.userId, t.name)],
);
