import type { AppDeps } from '../../app-deps';
import { sessionPool } from '../../db/client';
import { createChannelListener } from '../../db/listen';
import { ACCESS_CHANNEL, LIVE_CHANNEL, type NotificationRow, notificationsByIds } from './notifications.repo';

/** Who a live connection is for: an organisation branch, or a person outside any organisation. */
export type LiveAudience = { branchId: string } | { userId: string };

/** The signed-in session a stream was opened with (auth_sessions.id and its user). */
export interface LiveSession {
  userId: string;
  sessionId: string;
}

/**
 * Where a session stands now, read from the database: the audience it hears (null: nothing yet, an
 * organisation user without a branch), or 'ended' when the session was revoked, the account disabled or
 * deleted.
 */
export type CurrentAudience = (session: LiveSession) => Promise<LiveAudience | null | 'ended'>;

/** One open stream: what it was opened for, and how to write to it and end it. */
export interface LiveStream {
  session: LiveSession;
  /** The audience at connect; null hears nothing but still ends when the session does. */
  audience: LiveAudience | null;
  send(row: NotificationRow): void;
  /** Ends the response: the client reconnects, and gets the audience it has now (or 401). */
  end(): void;
}

export interface LiveHubOptions {
  currentAudience: CurrentAudience;
  /** How often every open stream's access is checked again even when nothing is delivered. */
  recheckMs: number;
}

/** Session look-ups at once: a heartbeat over many streams must not take the whole pool. */
const CHECKS_AT_ONCE = 4;

const audienceKey = (a: LiveAudience | null | 'ended') =>
  a === 'ended'
    ? 'ended'
    : a === null
      ? 'none'
      : 'branchId' in a
        ? `branch:${a.branchId}`
        : `user:${a.userId}`;
const sessionKey = (s: LiveSession) => `${s.userId}:${s.sessionId}`;

/**
 * The live notification channel (decision 027). Each instance holds one LISTEN connection; a writer on
 * any instance NOTIFYs the new notification's id inside its transaction, PostgreSQL delivers it on commit
 * to every instance, and each one reads the row and pushes it to its own open streams for that audience.
 * Only the open connections live in memory; the notifications themselves are rows.
 *
 * A stream's access is the session's, and that can change while it is open (moved to another branch,
 * removed from the organisation, signed out everywhere, disabled), on any instance. So before a row is
 * written to a stream the stream's session is read again from the database, once per session per row,
 * and a stream whose audience is no longer the one it was opened for is ended instead. Every `recheckMs`
 * all open streams are checked the same way, and at once for a user whose access a writer announced on
 * ACCESS_CHANNEL (`notifications.accessChanged`).
 */
export function createLiveHub(deps: Pick<AppDeps, 'db' | 'pool' | 'directPool'>, options: LiveHubOptions) {
  const streams = new Set<LiveStream>();
  let recheckTimer: NodeJS.Timeout | null = null;

  const matches = (a: LiveAudience | null, row: NotificationRow) =>
    a !== null &&
    ('branchId' in a
      ? row.organizationBranchId === a.branchId
      : row.organizationBranchId === null && row.userId === a.userId);

  function end(stream: LiveStream) {
    if (!streams.delete(stream)) return;
    if (streams.size === 0) stopRechecks();
    stream.end();
  }

  /**
   * Each stream's session read once (however many streams it has open), a few at a time: true where the
   * stream still has the audience it was opened for, false where not, undefined where the read failed.
   */
  async function stillEntitled(list: LiveStream[]): Promise<Map<LiveStream, boolean | undefined>> {
    const bySession = new Map<string, LiveStream[]>();
    for (const s of list) {
      const key = sessionKey(s.session);
      bySession.set(key, [...(bySession.get(key) ?? []), s]);
    }
    const answers = new Map<LiveStream, boolean | undefined>();
    const groups = [...bySession.values()];
    const worker = async () => {
      for (let group = groups.shift(); group; group = groups.shift()) {
        const now = await options.currentAudience(group[0]!.session).then(audienceKey, () => undefined);
        for (const s of group)
          answers.set(s, now === undefined ? undefined : now === audienceKey(s.audience));
      }
    };
    await Promise.all(Array.from({ length: Math.min(CHECKS_AT_ONCE, groups.length) }, worker));
    return answers;
  }

  async function deliver(id: string) {
    if (streams.size === 0) return;
    const [row] = await notificationsByIds(deps.db, [id]).catch(() => []);
    if (!row) return;
    const hearing = [...streams].filter((s) => matches(s.audience, row));
    if (hearing.length === 0) return;
    const entitled = await stillEntitled(hearing);
    for (const s of hearing) {
      if (!streams.has(s)) continue;
      // Nothing is written without a check that passed: a failed read ends the stream too.
      if (entitled.get(s) === true) s.send(row);
      else end(s);
    }
  }

  /**
   * Ends the streams (all, or those of one user or session id) whose access changed; a failed read leaves
   * a stream open (nothing is delivered to it without a check that passes).
   */
  async function recheck(id?: string) {
    const list = [...streams].filter(
      (s) => id === undefined || s.session.userId === id || s.session.sessionId === id,
    );
    if (list.length === 0) return;
    const entitled = await stillEntitled(list);
    for (const s of list) if (entitled.get(s) === false) end(s);
  }

  let rechecking = false;
  function startRechecks() {
    recheckTimer ??= setInterval(() => {
      if (rechecking) return;
      rechecking = true;
      void recheck().finally(() => {
        rechecking = false;
      });
    }, options.recheckMs);
    recheckTimer.unref();
  }
  function stopRechecks() {
    if (recheckTimer) clearInterval(recheckTimer);
    recheckTimer = null;
  }

  // The connection broke (database restart): listen again while anyone is connected. LISTEN needs a
  // session: the direct pool, never a transaction pooler (decision 069).
  const listener = createChannelListener(sessionPool(deps), [LIVE_CHANNEL, ACCESS_CHANNEL], {
    onMessage: (channel, payload) => {
      if (!payload) return;
      if (channel === ACCESS_CHANNEL) void recheck(payload);
      else void deliver(payload);
    },
    keepListening: () => streams.size > 0,
  });

  return {
    /**
     * Registers a stream; resolves once this instance is listening, so nothing committed after is missed.
     * The hub may end the stream (through `stream.end`) from then on; the answer unregisters it.
     */
    async subscribe(stream: LiveStream): Promise<() => void> {
      streams.add(stream);
      startRechecks();
      try {
        await listener.ensureStarted();
      } catch (error) {
        streams.delete(stream);
        if (streams.size === 0) stopRechecks();
        throw error;
      }
      return () => {
        if (streams.delete(stream) && streams.size === 0) stopRechecks();
      };
    },
    async close(): Promise<void> {
      streams.clear();
      stopRechecks();
      await listener.close();
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
