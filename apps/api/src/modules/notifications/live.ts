import type { AppDeps } from '../../app-deps';
import { createChannelListener } from '../../db/listen';
import { LIVE_CHANNEL, type NotificationRow, notificationsByIds } from './notifications.repo';

/** Who a live connection is for: an organisation branch, or a person outside any organisation. */
export type LiveAudience = { branchId: string } | { userId: string };
type Send = (row: NotificationRow) => void;

/**
 * The live notification channel (decision 027). Each instance holds one LISTEN connection; a writer on
 * any instance NOTIFYs the new notification's id inside its transaction, PostgreSQL delivers it on commit
 * to every instance, and each one reads the row and pushes it to its own open streams for that audience.
 * Only the open connections live in memory; the notifications themselves are rows.
 */
export function createLiveHub(deps: Pick<AppDeps, 'db' | 'pool'>) {
  const subscribers = new Map<Send, LiveAudience>();

  const matches = (a: LiveAudience, row: NotificationRow) =>
    'branchId' in a
      ? row.organizationBranchId === a.branchId
      : row.organizationBranchId === null && row.userId === a.userId;

  async function deliver(id: string) {
    if (subscribers.size === 0) return;
    const [row] = await notificationsByIds(deps.db, [id]).catch(() => []);
    if (!row) return;
    for (const [send, audience] of subscribers) if (matches(audience, row)) send(row);
  }

  // The connection broke (database restart): listen again while anyone is connected.
  const listener = createChannelListener(deps.pool, [LIVE_CHANNEL], {
    onMessage: (_channel, payload) => {
      if (payload) void deliver(payload);
    },
    keepListening: () => subscribers.size > 0,
  });

  return {
    /** Registers a stream; resolves once this instance is listening, so nothing committed after is missed. */
    async subscribe(audience: LiveAudience, send: Send): Promise<() => void> {
      subscribers.set(send, audience);
      try {
        await listener.ensureStarted();
      } catch (error) {
        subscribers.delete(send);
        throw error;
      }
      return () => {
        subscribers.delete(send);
      };
    },
    async close(): Promise<void> {
      subscribers.clear();
      await listener.close();
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
