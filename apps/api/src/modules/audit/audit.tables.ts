import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * The audit trail of admin actions (issue 22, decision 059): who (the user id and the e-mail as it was),
 * when, what (an action name), on what (a target type and id), the record before and after, and from
 * where (the request id and address). Written by `audit.record(tx, entry)` in the same transaction as the
 * action, so an action that fails leaves no entry and an entry never names an action that did not happen.
 * Only audit.repo.ts reads or writes it (decision 010). No foreign key to users: the trail outlives the
 * account it names.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    /** Insertion order: the list's order and its page cursor (newest first). */
    seq: bigserial({ mode: 'number' }).primaryKey(),
    id: uuid().notNull().unique().defaultRandom(),
    at: createdAt(),
    actorUserId: uuid(),
    actorEmail: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    before: jsonb(),
    after: jsonb(),
    requestId: text(),
    ip: text(),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at),
    index('audit_entries_action_idx').on(t.action, t.seq),
    index('audit_entries_target_idx').on(t.targetType, t.targetId),
    index('audit_entries_actor_idx').on(t.actorUserId),
  ],
);
