import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

/** Repair-item templates (the tree a customer picks from), kept by administrators. */

export const repairItemTemplates = pgTable(
  'repair_item_templates',
  {
    id: id(),
    quoteKind: text().notNull(),
    parentId: uuid(),
    name: text().notNull(),
    displayName: text(),
    icon: text(),
    leaf: boolean().notNull(),
    hasQuery: boolean().notNull().default(false),
    query: text(),
    keywords: text().array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.quoteKind, t.parentId)],
);

export const repairItemTemplateItems = pgTable('repair_item_template_items', {
  id: id(),
  repairItemTemplateId: uuid()
    .notNull()
    .references(() => repairItemTemplates.id, { onDelete: 'cascade' }),
  description: text().notNull(),
  sortOrder: integer().notNull().default(0),
});
