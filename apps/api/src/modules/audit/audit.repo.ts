import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern, escapeLike } from '../../db/like';
import { auditEntries } from './audit.tables';

/** SQL for the audit trail, data verbs only; rules live in the service. */
export type AuditRow = typeof auditEntries.$inferSelect;
export type NewAuditRow = Omit<typeof auditEntries.$inferInsert, 'seq' | 'id' | 'at'>;

export async function insert(db: DbOrTx, values: NewAuditRow): Promise<void> {
  await db.insert(auditEntries).values(values);
}

export interface AuditFilter {
  actorEmailLike?: string;
  actorUserId?: string;
  actionPrefix?: string;
  targetType?: string;
  targetId?: string;
  /** Instants: from included, to excluded. */
  from?: Date;
  to?: Date;
  beforeSeq?: number;
}

/** Entries matching every given filter, newest first, at most `limit`. */
export async function search(db: DbOrTx, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  const where: (SQL | undefined)[] = [
    filter.actorUserId && filter.actorEmailLike
      ? or(
          eq(auditEntries.actorUserId, filter.actorUserId),
          ilike(auditEntries.actorEmail, containsPattern(filter.actorEmailLike)),
        )
      : filter.actorEmailLike
        ? ilike(auditEntries.actorEmail, containsPattern(filter.actorEmailLike))
        : undefined,
    filter.actionPrefix
      ? sql`${auditEntries.action} like ${`${escapeLike(filter.actionPrefix)}%`}`
      : undefined,
    filter.targetType ? eq(auditEntries.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditEntries.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditEntries.at, filter.from) : undefined,
    filter.to ? lt(auditEntries.at, filter.to) : undefined,
    filter.beforeSeq !== undefined ? lt(auditEntries.seq, filter.beforeSeq) : undefined,
  ];
  return db
    .select()
    .from(auditEntries)
    .where(and(...where))
    .orderBy(desc(auditEntries.seq))
    .limit(limit);
}
