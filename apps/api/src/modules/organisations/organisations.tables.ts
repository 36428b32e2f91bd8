import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { addresses } from '../places/places.tables';

/** Organisations (fleets, dealers, finance houses), their branches and the people who work in them. */

export const organizations = pgTable('organizations', {
  id: id(),
  name: text().notNull().unique(),
  registrationNumber: text(),
  taxNumber: text(),
  kind: text().notNull(),
  /** The person to contact at the organisation (an administrator keeps it; decision 060). */
  contactName: text(),
  contactEmail: text(),
  contactPhone: text(),
  createdAt: createdAt(),
});

export const organizationBranches = pgTable(
  'organization_branches',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    branchName: text().notNull(),
    addressId: uuid().references(() => addresses.id),
    contactName: text(),
    contactEmail: text(),
    contactPhone: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.organizationId, t.branchName)],
);

/** An organisation user (fleet, dealer, finance-recon staff) and the branch they currently work in. */
export const organizationUsers = pgTable(
  'organization_users',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    currentBranchId: uuid().references(() => organizationBranches.id),
    /** 'admin' manages the organisation's staff, details and branches (decision 038); 'member' works in it. */
    role: text({ enum: ['admin', 'member'] })
      .notNull()
      .default('member'),
    createdAt: createdAt(),
  },
  // An organisation's staff.
  (t) => [index().on(t.organizationId)],
);

/**
 * The branches a member may work in (issue 19 item 7): an admin gives each member one or more; the member
 * switches only among them. Admins work in every branch by their role and need no rows here.
 */
export const organizationUserBranches = pgTable(
  'organization_user_branches',
  {
    userId: uuid()
      .notNull()
      .references(() => organizationUsers.userId, { onDelete: 'cascade' }),
    organizationBranchId: uuid()
      .notNull()
      .references(() => organizationBranches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationBranchId] }), index().on(t.organizationBranchId)],
);

/**
 * Partner programmes (decision 060): insurance, finance/reconditioning and inspection report, made by a
 * migration, each with the quote types it allows (an administrator edits them). The offer rule
 * (packages/shared quote-offers) gives an organisation's users the types of the programmes it is in.
 */
export const partnerProgrammes = pgTable('partner_programmes', {
  /** 'insurance' | 'finance-recon' | 'inspection-report' (PARTNER_PROGRAMMES). */
  key: text().primaryKey(),
  name: text().notNull(),
  quoteTypes: text().array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

/** Which organisations are in which programme (replaces organizations.programmes; decision 060). */
export const organizationProgrammes = pgTable(
  'organization_programmes',
  {
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    programmeKey: text()
      .notNull()
      .references(() => partnerProgrammes.key, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.programmeKey] }), index().on(t.programmeKey)],
);
