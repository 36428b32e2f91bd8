import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { type DatabaseRoutes, sessionPool } from './client';
import { createChannelListener } from './listen';

/**
 * The one channel that tells every instance a table behind an in-memory read model changed (decision
 * 037). Statement-level triggers (migration 0013) NOTIFY it with the table's name; PostgreSQL folds the
 * same name within a transaction into one message and delivers it on commit, in commit order.
 */
export const READ_MODELS_CHANNEL = 'read_models';
const SYNC_PREFIX = 'sync:';

/** What one model holds, loaded whole from PostgreSQL and loaded again when one of its tables changes. */
export interface Snapshot<T> {
  /** The current value; the first call starts listening, then loads (callers wait for that once). */
  get(): Promise<T>;
  /** The value once a load under way (if any) has finished: for a model built on another. */
  latest(): Promise<T>;
  /** Loads again in the background (changes arriving meanwhile fold into one more load). */
  refresh(): Promise<void>;
  /** When the current value was loaded (ms since epoch; 0 before the first load). */
  loadedAt(): number;
}

interface Registered {
  tables: readonly string[];
  refresh(): Promise<void>;
  /** Loaded or loading: a change arriving during the first load must load again after it. */
  started(): boolean;
  idle(): Promise<void>;
}

/**
 * The read models of one instance (one per pool) and their LISTEN connection. After the connection is
 * (again) listening, every loaded model loads again: whatever changed while it was down is unknown.
 */
function createReadModelHub(pool: pg.Pool) {
  const models: Registered[] = [];
  const syncs = new Map<string, () => void>();
  const listener = createChannelListener(pool, [READ_MODELS_CHANNEL], {
    onMessage: (_channel, payload) => {
      if (payload.startsWith(SYNC_PREFIX)) {
        syncs.get(payload)?.();
        syncs.delete(payload);
        return;
      }
      for (const m of models) if (m.started() && m.tables.includes(payload)) void m.refresh().catch(() => {});
    },
    onListening: () => {
      for (const m of models) if (m.started()) void m.refresh().catch(() => {});
    },
  });

  function snapshot<T>(tables: readonly string[], load: () => Promise<T>): Snapshot<T> {
    let value: { data: T; at: number } | null = null;
    let loading: Promise<void> | null = null;
    let again = false;
    let first: Promise<void> | null = null;

    const refresh = (): Promise<void> => {
      if (loading) {
        again = true;
        return loading;
      }
      loading = (async () => {
        do {
          again = false;
          value = { data: await load(), at: Date.now() };
        } while (again);
      })().finally(() => {
        loading = null;
      });
      return loading;
    };
    models.push({
      tables,
      refresh,
      started: () => value !== null || loading !== null,
      idle: () => loading?.catch(() => {}) ?? Promise.resolve(),
    });
    return {
      async get() {
        if (value) return value.data;
        first ??= (async () => {
          await listener.ensureStarted();
          await refresh();
        })().catch((error) => {
          first = null;
          throw error;
        });
        await first;
        if (!value) throw new Error('read model not loaded');
        return (value as { data: T }).data;
      },
      async latest() {
        if (loading) await loading.catch(() => {});
        return this.get();
      },
      refresh,
      loadedAt: () => value?.at ?? 0,
    };
  }

  return {
    snapshot,
    /**
     * Resolves once every change committed before the call is in the loaded models: a NOTIFY of our own
     * comes back after all earlier ones (commit order), then the loads they started finish. For tests.
     */
    async settled(): Promise<void> {
      await listener.ensureStarted();
      const token = `${SYNC_PREFIX}${randomUUID()}`;
      const arrived = new Promise<void>((resolve) => syncs.set(token, resolve));
      await pool.query('select pg_notify($1, $2)', [READ_MODELS_CHANNEL, token]);
      await arrived;
      await Promise.all(models.map((m) => m.idle()));
    },
    close: () => listener.close(),
  };
}
export type ReadModelHub = ReturnType<typeof createReadModelHub>;

const hubs = new WeakMap<pg.Pool, ReadModelHub>();

/**
 * The read-model hub of the instance that owns these pools (created on first ask), keyed by its request
 * pool; it LISTENs on the session pool (DATABASE_DIRECT_URL's, never a transaction pooler; decision 069).
 */
export function readModels(deps: Pick<DatabaseRoutes, 'pool' | 'directPool'>): ReadModelHub {
  const { pool } = deps;
  let hub = hubs.get(pool);
  if (!hub) {
    const created = createReadModelHub(sessionPool(deps));
    hub = {
      ...created,
      close: async () => {
        hubs.delete(pool);
        await created.close();
      },
    };
    hubs.set(pool, hub);
  }
  return hub;
}
