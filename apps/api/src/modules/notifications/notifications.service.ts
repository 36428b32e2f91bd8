import { NOTIFICATIONS_KEPT_PER_BRANCH, type Notification, type RecentActionRow } from '@motorwise/shared';
import { type DbOrTx, readsOf } from '../../db/client';
import { notFound } from '../../lib/errors';
import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import type { SessionUser } from '../../lib/session';
import type { LiveAudience } from './live';
import type * as NotificationsRepo from './notifications.repo';
import * as repo from './notifications.repo';

export interface NewNotification {
  /** A person, or a whole organisation branch. */
  userId?: string | null;
  organizationBranchId?: string | null;
  quoteRequestId?: string | null;
  /** The request's public id: the link the toast and the events list open. */
  quoteRequestUniqueId?: string | null;
  title: string;
  message: string;
  smcReference?: string | null;
  vehicleName?: string | null;
  workshopName?: string | null;
  /** A Mantine colour name; blue when not given. */
  color?: string | null;
  /**
   * For a branch: 'event' (default) is a notification and a line in the events list; 'message' (a
   * workshop wrote) is a notification and an unread message in the inbox; 'sent' (the branch wrote) is
   * only a line in the inbox's Sent tab; 'action' is only a line in the events list (no toast: a vehicle
   * added to or removed from the branch's garage, decision 033).
   */
  kind?: 'event' | 'message' | 'sent' | 'action';
  /** spec: actionSource, 0 for a garage vehicle (vehicle mapping); a quote request when not given. */
  actionSource?: number;
  /** What the action opens: the garage vehicle's id for actionSource 0; else the request's uniqueId. */
  navigationId?: string | null;
  vehicleSummary?: string | null;
  vehicleImageUrl?: string | null;
}

const DEFAULT_COLOR = 'blue';
/** The quote request source of a recent action (0 is a garage vehicle; spec: actionSource). */
const QUOTE_REQUEST_SOURCE = 1;

/** A notification as answered; `seenAt` is when the person last looked (all is new on the stream). */
function notificationView(row: repo.NotificationRow, seenAt: Date | null = null): Notification {
  return {
    id: row.id,
    organizationBranchId: row.organizationBranchId,
    isRead: row.isRead,
    title: row.title,
    smcReference: row.smcReference,
    vehicleName: row.vehicleName,
    message: row.message,
    color: row.color ?? DEFAULT_COLOR,
    dateCreatedUtc: row.createdAt.toISOString(),
    quoteRequestId: row.quoteRequestId,
    quoteRequestUniqueId: row.quoteRequestUniqueId,
    isNew: seenAt === null || row.createdAt > seenAt,
  };
}

/** Whose notifications a person looks at: the branch's id, or their own. */
const ownerOf = (audience: LiveAudience) => ('branchId' in audience ? audience.branchId : audience.userId);

function actionView(row: repo.UserActionRow): RecentActionRow {
  return {
    id: row.id,
    actionSource: row.actionSource,
    actionType: row.actionType,
    actionDescription: row.actionDescription,
    actionDate: row.createdAt.toISOString(),
    actionNote: row.actionNote,
    vehicleName: row.vehicleName,
    vehicleSummary: row.vehicleSummary ?? row.reference,
    vehicleImageUrl: row.vehicleImageUrl,
    workshopName: row.workshopName,
    navigationId: row.navigationId ?? '',
    isRead: row.isSent || row.readAt !== null || !row.isMessage,
  };
}

/** The audience of the caller's notifications: their current branch, or themselves outside any organisation. */
export function audienceOf(user: SessionUser): LiveAudience | null {
  if (!user.organisation) return { userId: user.id };
  return user.organisation.currentBranchId ? { branchId: user.organisation.currentBranchId } : null;
}

/** The events and inbox belong to the branch the user works in now; any other id is "not found". */
function ownBranch(user: SessionUser, id: string): string {
  const branchId = user.organisation?.currentBranchId;
  if (!branchId || branchId !== id) throw notFound('The branch');
  return branchId;
}

/** What the notifications service is given (decision 058): what it uses of its repo and of the modules below it. */
export interface NotificationsServiceDeps {
  repo: Pick<
    typeof NotificationsRepo,
    | 'announce'
    | 'insertActions'
    | 'insertAnnounced'
    | 'markMessageRead'
    | 'markRead'
    | 'markSeen'
    | 'recentActions'
    | 'recentMessages'
    | 'seenAt'
    | 'trimBranch'
    | 'unreadFor'
    | 'ACCESS_CHANNEL'
  >;
}

/**
 * In-app notifications (spec: Notification), the branch's recent actions and its inbox, all written in
 * the caller's transaction: the one hook every module calls to tell a person or a branch something.
 */
export function createNotificationsService({ repo }: NotificationsServiceDeps) {
  return {
    async add(tx: DbOrTx, list: NewNotification[]): Promise<void> {
      const addressed = list.filter((n) => n.userId || n.organizationBranchId);
      await repo.insertAnnounced(
        tx,
        addressed
          .filter((n) => n.kind !== 'sent' && n.kind !== 'action')
          .map((n) => ({
            userId: n.userId ?? null,
            organizationBranchId: n.organizationBranchId ?? null,
            quoteRequestId: n.quoteRequestId ?? null,
            quoteRequestUniqueId: n.quoteRequestUniqueId ?? null,
            title: n.title,
            message: n.message,
            smcReference: n.smcReference ?? null,
            vehicleName: n.vehicleName ?? null,
            color: n.color ?? DEFAULT_COLOR,
          })),
      );
      const forBranches = addressed.filter((n) => n.organizationBranchId);
      await repo.insertActions(
        tx,
        forBranches.map((n) => ({
          organizationBranchId: n.organizationBranchId,
          actionSource: n.actionSource ?? QUOTE_REQUEST_SOURCE,
          actionType: n.title,
          actionDescription: n.message,
          isMessage: n.kind === 'message' || n.kind === 'sent',
          isSent: n.kind === 'sent',
          readAt: n.kind === 'sent' ? new Date() : null,
          vehicleName: n.vehicleName ?? null,
          workshopName: n.workshopName ?? null,
          navigationId: n.navigationId ?? n.quoteRequestUniqueId ?? null,
          vehicleSummary: n.vehicleSummary ?? null,
          vehicleImageUrl: n.vehicleImageUrl ?? null,
          reference: n.smcReference ?? null,
          quoteRequestId: n.quoteRequestId ?? null,
        })),
      );
      for (const branchId of new Set(forBranches.map((n) => n.organizationBranchId as string)))
        await repo.trimBranch(tx, branchId, NOTIFICATIONS_KEPT_PER_BRANCH);
    },

    /**
     * spec: GET /api/user/loadNotifications: the unread ones (at most the 5 a branch keeps), each saying
     * whether it arrived since this person last looked (isNew: the only ones toasted; decision 052).
     */
    async load(db: DbOrTx, user: SessionUser): Promise<Notification[]> {
      const audience = audienceOf(user);
      if (!audience) return [];
      const [rows, seenAt] = await readsOf(
        db,
        () => repo.unreadFor(db, audience, 'branchId' in audience ? NOTIFICATIONS_KEPT_PER_BRANCH : 20),
        () => repo.seenAt(db, user.id, ownerOf(audience)),
      );
      return rows.map((row) => notificationView(row, seenAt));
    },

    /**
     * POST /api/user/setNotificationsSeen: this person has seen the notifications up to `until` (the newest
     * their toasts showed); moves forward only, and never past now. Per person: a colleague in the same
     * branch still gets their own toasts.
     */
    async markSeen(db: DbOrTx, user: SessionUser, until: string) {
      const audience = audienceOf(user);
      if (audience) await repo.markSeen(db, user.id, ownerOf(audience), new Date(until));
      return { seen: true };
    },

    /** Closed (by id) or its request opened (by quoteRequestId): read for everyone in the branch. */
    async markRead(db: DbOrTx, user: SessionUser, which: { id?: string; quoteRequestId?: string }) {
      const audience = audienceOf(user);
      const count = audience ? await repo.markRead(db, audience, which) : 0;
      if (which.id && count === 0) throw notFound('The notification');
      return { read: count };
    },

    /**
     * Tells every instance that these users' (or sessions') access changed, so their open live streams are
     * checked again now rather than at the next notification or heartbeat: call it in the transaction that
     * moves a member to another branch, removes them, signs a session or all of a user's sessions out, or
     * disables or deletes the account. PostgreSQL delivers it on commit.
     */
    async accessChanged(tx: DbOrTx, userOrSessionIds: string[]): Promise<void> {
      await repo.announce(tx, [...new Set(userOrSessionIds)], repo.ACCESS_CHANNEL);
    },

    view: (row: repo.NotificationRow) => notificationView(row),

    /** spec: GET /api/user/queryUserRecentActions/{id}?searchTerm= */
    async recentActions(db: DbOrTx, user: SessionUser, id: string, searchTerm?: string) {
      const rows = await repo.recentActions(db, ownBranch(user, id), searchTerm || undefined);
      return rows.map(actionView);
    },

    /** spec: GET /api/user/queryUserRecentMessages/{id}?isOpen=&isSent= */
    async recentMessages(
      db: DbOrTx,
      user: SessionUser,
      id: string,
      box: { isOpen: boolean; isSent: boolean },
    ) {
      const rows = await repo.recentMessages(db, ownBranch(user, id), box);
      return rows.map(actionView);
    },

    /** spec: POST /api/user/setMessageRead */
    async setMessageRead(db: DbOrTx, user: SessionUser, id: string) {
      const branchId = user.organisation?.currentBranchId;
      if (!branchId || !(await repo.markMessageRead(db, branchId, id))) throw notFound('The message');
      return { id, isRead: true };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** POPIA: a person's notifications and recent actions (they go with the account row, by cascade). */
export const notificationsPersonalData: PersonalDataHook = {
  async export(db, owner) {
    return {
      notifications: (await repo.listForUser(db, owner.id)).map(exportRow),
      recentActions: (await repo.actionsOfUser(db, owner.id)).map(exportRow),
      notificationsSeen: (await repo.seenOfUser(db, owner.id)).map(exportRow),
    };
  },
};
