import type { AppDeps } from '../../app-deps';
import {
  LIVE_CHANNEL,
  type ListenClient,
  listen,
  type NotificationRow,
  notificationsByIds,
} from './notifications.repo';

/** Who a live connection is for: an organisation branch, or a person outside any organisation. */
export type LiveAudience = { branchId: string } | { userId: string };
type Send = (row: NotificationRow) => void;

const RETRY_MS = 2000;

/**
 * The live notification channel (decision 027). Each instance holds one LISTEN connection; a writer on
 * any instance NOTIFYs the new notification's id inside its transaction, PostgreSQL delivers it on commit
 * to every instance, and each one reads the row and pushes it to its own open streams for that audience.
 * Only the open connections live in memory; the notifications themselves are rows.
 */
export function createLiveHub(deps: Pick<AppDeps, 'db' | 'pool'>) {
  const subscribers = new Map<Send, LiveAudience>();
  let client: ListenClient | null = null;
  let starting: Promise<void> | null = null;
  let closed = false;
  let dropClient: () => void = () => {};

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

  async function start(): Promise<void> {
    const c = (await deps.pool.connect()) as unknown as ListenClient;
    let released = false;
    const drop = () => {
      if (released) return;
      released = true;
      c.release(true);
    };
    c.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) void deliver(message.payload);
    });
    c.on('error', () => {
      // The connection broke (database restart): drop it and listen again while anyone is connected.
      drop();
      if (client !== c) return;
      client = null;
      starting = null;
      if (!closed && subscribers.size > 0) setTimeout(() => void ensureStarted().catch(() => {}), RETRY_MS);
    });
    await listen(c);
    client = c;
    dropClient = drop;
  }

  function ensureStarted(): Promise<void> {
    if (closed) return Promise.resolve();
    starting ??= start().catch((error) => {
      starting = null;
      throw error;
    });
    return starting;
  }

  return {
    /** Registers a stream; resolves once this instance is listening, so nothing committed after is missed. */
    async subscribe(audience: LiveAudience, send: Send): Promise<() => void> {
      subscribers.set(send, audience);
      try {
        await ensureStarted();
      } catch (error) {
        subscribers.delete(send);
        throw error;
      }
      return () => {
        subscribers.delete(send);
      };
    },
    async close(): Promise<void> {
      closed = true;
      subscribers.clear();
      await starting?.catch(() => {});
      client = null;
      dropClient();
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
