import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { citext, createdAt, id, tstz } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { organizationBranches, organizations } from '../organisations/organisations.tables';

/** Invites into an organisation branch or a workshop. */

export const invites = pgTable(
  'invites',
  {
    id: id(),
    codeHash: text().notNull().unique(),
    kind: text().notNull(), // 'organization' | 'workshop' | 'customer'
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    organizationBranchId: uuid().references(() => organizationBranches.id),
    workshopId: uuid(),
    email: citext().notNull(),
    emailReadonly: boolean().notNull().default(true),
    firstName: text(),
    lastName: text(),
    phoneNumber: text(),
    phoneNumberReadonly: boolean().notNull().default(false),
    requiresConsent: boolean().notNull().default(false),
    policy: text(),
    invitedByUserId: uuid().references(() => users.id),
    expiresAt: tstz().notNull(),
    acceptedAt: tstz(),
    acceptedUserId: uuid().references(() => users.id),
    consentedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index('invites_email_lower_idx').on(sql`lower(${t.email})`)],
);
