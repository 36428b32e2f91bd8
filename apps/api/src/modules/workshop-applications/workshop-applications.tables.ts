import type { AddressInput } from '@motorwise/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { workshops } from '../workshops/workshops.tables';

/** One step of an application's history: the admin's question, the applicant's answer, the decision. */
export interface ApplicationEvent {
  kind: 'submitted' | 'informationRequested' | 'replied' | 'approved' | 'declined';
  text: string | null;
  at: string;
  byUserId: string | null;
  fileIds?: string[];
}

/**
 * Workshops' applications to join (decision 062): only workshop-applications.repo.ts reads or writes them.
 * The address stays as the applicant captured it until the admin approves, when it becomes the new
 * workshop's address.
 */
export const workshopApplications = pgTable(
  'workshop_applications',
  {
    id: id(),
    /** WORKSHOP_APPLICATION_STATUSES; written only by the service's steps (decision 057). */
    status: text().notNull().default('submitted'),
    tradingName: text().notNull(),
    registeredName: text().notNull(),
    registrationNumber: text().notNull(),
    vatNumber: text(),
    address: jsonb().$type<AddressInput>().notNull(),
    services: text().array().notNull().default(sql`'{}'::text[]`),
    quoteTypes: text().array().notNull().default(sql`'{}'::text[]`),
    regionIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    contactName: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    /** The uploaded documents (`files` rows), in the order they came. */
    documentFileIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    /** SHA-256 of the secret in the applicant's link (mailed with each question); null when none is open. */
    replyTokenHash: text().unique(),
    history: jsonb().$type<ApplicationEvent[]>().notNull().default([]),
    /** The workshop an approval made. */
    workshopId: uuid().references(() => workshops.id, { onDelete: 'set null' }),
    decidedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz(),
    ip: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workshop_applications_status_idx').on(t.status, t.createdAt)],
);
