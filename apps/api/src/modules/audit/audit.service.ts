import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage, type AuditQuery } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type * as AuditRepo from './audit.repo';
import type { AuditRow } from './audit.repo';

/** Who acted and from where: taken from the request by the route (`auditActor`). */
export interface AuditActor {
  userId: string | null;
  email: string;
  requestId: string | null;
  ip: string | null;
}

/** One admin action: what it was, on what, and the record before and after (JSON; null when none). */
export interface AuditChange {
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

export type AuditEntryInput = AuditChange & { actor: AuditActor };

export interface AuditServiceDeps {
  repo: Pick<typeof AuditRepo, 'insert' | 'search'>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ZONE_OFFSET = '+02:00'; // Africa/Johannesburg keeps +02:00 all year.

/** The instant a Johannesburg day starts. */
const dayStart = (day: string) => new Date(`${day}T00:00:00${ZONE_OFFSET}`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** A JSON value as stored: dates as ISO strings, undefined as null. */
const asJson = (value: unknown): unknown =>
  value === undefined ? null : JSON.parse(JSON.stringify(value) ?? 'null');

const toView = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorUserId: row.actorUserId,
  actorEmail: row.actorEmail,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  before: row.before ?? null,
  after: row.after ?? null,
  requestId: row.requestId,
  ip: row.ip,
});

/**
 * The audit trail (decision 059). `record` is the port other modules' factories are given
 * (`audit: Pick<AuditService, 'record'>`): called with the action's own transaction, so the entry commits
 * or rolls back with the action.
 */
export function createAuditService({ repo }: AuditServiceDeps) {
  return {
    /** Records one admin action in the caller's transaction. */
    async record(tx: DbOrTx, entry: AuditEntryInput): Promise<void> {
      await repo.insert(tx, {
        actorUserId: entry.actor.userId,
        actorEmail: entry.actor.email,
        requestId: entry.actor.requestId,
        ip: entry.actor.ip,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        before: asJson(entry.before),
        after: asJson(entry.after),
      });
    },

    /** The audit page: entries matching the search, newest first, a page at a time. */
    async search(db: DbOrTx, query: AuditQuery): Promise<AuditPage> {
      if (query.from && query.to && query.from > query.to)
        throw badRequest({ to: ['The end date must be on or after the start date.'] });
      const beforeSeq = query.before ? Number(query.before) : undefined;
      if (beforeSeq !== undefined && !Number.isSafeInteger(beforeSeq))
        throw badRequest({ before: ['Start again from the first page.'] });
      const actor = query.actor || undefined;
      const rows = await repo.search(
        db,
        {
          actorEmailLike: actor,
          actorUserId: actor && UUID.test(actor) ? actor : undefined,
          actionPrefix: query.action || undefined,
          targetType: query.targetType || undefined,
          targetId: query.targetId || undefined,
          from: query.from ? dayStart(query.from) : undefined,
          to: query.to ? nextDayStart(query.to) : undefined,
          beforeSeq,
        },
        AUDIT_PAGE_SIZE + 1,
      );
      const page = rows.slice(0, AUDIT_PAGE_SIZE);
      const last = page.at(-1);
      return {
        items: page.map(toView),
        next: rows.length > AUDIT_PAGE_SIZE && last ? String(last.seq) : null,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
/** What a module that audits its admin actions is given (a port in its factory's deps). */
export type AuditPort = Pick<AuditService, 'record'>;
