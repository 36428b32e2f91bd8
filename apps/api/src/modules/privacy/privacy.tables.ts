import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from '../../db/columns';

/**
 * Every POPIA request (decision 065): an export or an erasure, whose data (the subject, as they were: the
 * record outlives an erased account, so no foreign key), asked by the person or done by an admin on their
 * behalf, and when it was done.
 */
export const popiaRequests = pgTable(
  'popia_requests',
  {
    id: id(),
    /** export | erasure */
    kind: text({ enum: ['export', 'erasure'] }).notNull(),
    subjectUserId: uuid().notNull(),
    subjectEmail: text().notNull(),
    /** self | admin */
    requestedBy: text({ enum: ['self', 'admin'] }).notNull(),
    actorUserId: uuid(),
    actorEmail: text().notNull(),
    createdAt: createdAt(),
    completedAt: tstz(),
  },
  (t) => [index().on(t.createdAt), index().on(t.subjectUserId)],
);
