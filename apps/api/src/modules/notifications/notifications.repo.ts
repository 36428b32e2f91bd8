import { and, desc, eq, ilike, inArray, isNotNull, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, notificationsSeen, userActions } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;
export type UserActionRow = typeof userActions.$inferSelect;

/** The Postgres channel every instance LISTENs on; the payload names the new notification. */
export const LIVE_CHANNEL = 'motorwise_notifications';
/** The channel a change of someone's access is announced on; the payload is a user's or a session's id. */
export const ACCESS_CHANNEL = 'motorwise_notification_access';

export async function listForUser(db: DbOrTx, userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

export async function actionsOfUser(db: DbOrTx, userId: string) {
  return db.select().from(userActions).where(eq(userActions.userId, userId));
}

/**
 * Inserts notifications and tells every instance of each (NOTIFY, delivered on commit) in one statement:
 * the rows' ids, in the order written.
 */
export async function insertAnnounced(
  db: DbOrTx,
  values: (typeof notifications.$inferInsert)[],
  channel = LIVE_CHANNEL,
): Promise<string[]> {
  if (values.length === 0) return [];
  const insert = db.insert(notifications).values(values).returning({ id: notifications.id }).getSQL();
  const { rows } = await db.execute<{ id: string }>(
    sql`with written as (${insert}) select id, pg_notify(${channel}, id::text) from written`,
  );
  return rows.map((r) => r.id);
}

export async function insertActions(db: DbOrTx, values: (typeof userActions.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(userActions).values(values);
}

/** spec: only the last `keep` notifications of a branch are kept. */
export async function trimBranch(db: DbOrTx, branchId: string, keep: number): Promise<void> {
  const newest = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.organizationBranchId, branchId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(keep);
  await db
    .delete(notifications)
    .where(and(eq(notifications.organizationBranchId, branchId), notInArray(notifications.id, newest)));
}

/** NOTIFY inside the writer's transaction: PostgreSQL delivers it to every listener only on commit. */
export async function announce(db: DbOrTx, ids: string[], channel = LIVE_CHANNEL): Promise<void> {
  for (const id of ids) await db.execute(sql`select pg_notify(${channel}, ${id})`);
}

type Audience = { branchId: string } | { userId: string };
const audienceIs = (a: Audience) =>
  'branchId' in a
    ? eq(notifications.organizationBranchId, a.branchId)
    : and(eq(notifications.userId, a.userId), isNull(notifications.organizationBranchId));

export async function unreadFor(db: DbOrTx, audience: Audience, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(audienceIs(audience), eq(notifications.isRead, false)))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}

/** When the person last looked at the owner's (a branch's, or their own) notifications; null if never. */
export async function seenAt(db: DbOrTx, userId: string, ownerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ seenAt: notificationsSeen.seenAt })
    .from(notificationsSeen)
    .where(and(eq(notificationsSeen.userId, userId), eq(notificationsSeen.ownerId, ownerId)));
  return row?.seenAt ?? null;
}

/** Moves the person's "last looked" for the owner forward to `until` (never back, never past now). */
export async function markSeen(db: DbOrTx, userId: string, ownerId: string, until: Date): Promise<void> {
  const at = sql`least(${until.toISOString()}::timestamptz, now())`;
  await db
    .insert(notificationsSeen)
    .values({ userId, ownerId, seenAt: at })
    .onConflictDoUpdate({
      target: [notificationsSeen.userId, notificationsSeen.ownerId],
      set: { seenAt: sql`greatest(${notificationsSeen.seenAt}, excluded.seen_at)` },
    });
}

export async function seenOfUser(db: DbOrTx, userId: string) {
  return db.select().from(notificationsSeen).where(eq(notificationsSeen.userId, userId));
}

/** Marks the audience's notifications read: one by id or all of a request; returns how many matched. */
export async function markRead(
  db: DbOrTx,
  audience: Audience,
  which: { id?: string; quoteRequestId?: string },
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        audienceIs(audience),
        which.id ? eq(notifications.id, which.id) : undefined,
        which.quoteRequestId ? eq(notifications.quoteRequestId, which.quoteRequestId) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

const RECENT_LIMIT = 50;

/** The branch's newest events (isMessage false) or messages, with a further condition. */
function branchRows(db: DbOrTx, branchId: string, isMessage: boolean, where: SQL | undefined) {
  return db
    .select()
    .from(userActions)
    .where(and(eq(userActions.organizationBranchId, branchId), eq(userActions.isMessage, isMessage), where))
    .orderBy(desc(userActions.createdAt))
    .limit(RECENT_LIMIT);
}

/** The branch's events (not messages), newest first, optionally filtered by a term. */
export async function recentActions(db: DbOrTx, branchId: string, term: string | undefined) {
  const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return branchRows(
    db,
    branchId,
    false,
    like
      ? or(
          ilike(userActions.reference, like),
          ilike(userActions.vehicleName, like),
          ilike(userActions.actionDescription, like),
          ilike(userActions.actionType, like),
          ilike(userActions.workshopName, like),
        )
      : undefined,
  );
}

/** The branch's messages: sent ones, or received ones read (isOpen) or unread. */
export async function recentMessages(
  db: DbOrTx,
  branchId: string,
  box: { isOpen: boolean; isSent: boolean },
) {
  return branchRows(
    db,
    branchId,
    true,
    and(
      eq(userActions.isSent, box.isSent),
      box.isSent ? undefined : box.isOpen ? isNotNull(userActions.readAt) : isNull(userActions.readAt),
    ),
  );
}

/** Marks one of the branch's received messages read; false when it is not the branch's. */
export async function markMessageRead(db: DbOrTx, branchId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(userActions)
    .set({ readAt: sql`coalesce(${userActions.readAt}, now())` })
    .where(
      and(
        eq(userActions.id, id),
        eq(userActions.organizationBranchId, branchId),
        eq(userActions.isMessage, true),
        eq(userActions.isSent, false),
      ),
    )
    .returning({ id: userActions.id });
  return rows.length > 0;
}

export async function notificationsByIds(db: DbOrTx, ids: string[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(notifications).where(inArray(notifications.id, ids));
}
