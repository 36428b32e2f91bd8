import type pg from 'pg';
import { type Draw, type Drawn, drawPoints } from '../modules/rate-limits/index';

/**
 * A request budget's points drawn from the shared PostgreSQL count in batches (decision 083): an instance
 * takes up to `batch` points in one round trip and admits that many requests of the same caller from
 * memory. The count in PostgreSQL is the only authority, and an instance uses no point it was not given:
 * across any number of instances a window admits at most `max` requests (no over-admission). What it
 * costs is the other way: points an instance drew and its caller did not use there (the caller's next
 * requests went to another instance, or the instance stopped) are lost for that window, at most
 * `batch - 1` per instance per caller per window.
 */

/** A draw takes at most this share of a budget, so near its end the draws hold back little. */
const DRAW_SHARE = 30;
/** And never more than this many points at once. */
const MAX_DRAW = 50;
/** Past this many callers in memory, finished windows are dropped at once rather than at the sweep. */
const PRUNE_ABOVE = 100_000;

/** How many points one draw takes for a budget of `max`: 1 up to 59 (exact), 10 for 300, 20 for 600. */
export function allowanceBatch(max: number): number {
  return Math.max(1, Math.min(MAX_DRAW, Math.floor(max / DRAW_SHARE)));
}

/** Draw statements in flight on one pool at once; draws asked meanwhile wait and go together in the next. */
const DRAWS_IN_FLIGHT = 2;
/** And at most this many callers' draws in one statement. */
const MAX_DRAWS_PER_STATEMENT = 200;

interface PendingDraw extends Draw {
  resolve(drawn: Drawn): void;
  reject(error: unknown): void;
}

/**
 * Every budget's draws on one pool (decision 083): a draw goes at once while fewer than DRAWS_IN_FLIGHT
 * statements are out, so a quiet instance waits for nothing more than its own round trip; under load the
 * draws asked meanwhile (other callers', other budgets') go together in one statement when one comes back,
 * one commit for many instead of one each. Each caller's row is still its own atomic upsert.
 */
function drawsOn(pool: pg.Pool): (draw: Draw) => Promise<Drawn> {
  let inFlight = 0;
  let waiting: PendingDraw[] = [];
  const send = () => {
    while (inFlight < DRAWS_IN_FLIGHT && waiting.length > 0) {
      // Distinct keys in one statement (a key is drawn once at a time per instance anyway).
      const group: PendingDraw[] = [];
      const later: PendingDraw[] = [];
      const keys = new Set<string>();
      for (const draw of waiting) {
        if (group.length < MAX_DRAWS_PER_STATEMENT && !keys.has(draw.key)) {
          keys.add(draw.key);
          group.push(draw);
        } else later.push(draw);
      }
      waiting = later;
      inFlight += 1;
      drawPoints(pool, group, Date.now())
        .then(
          (drawn) => {
            for (const draw of group) {
              const one = drawn.get(draw.key);
              if (one) draw.resolve(one);
              else draw.reject(new Error(`rate limit draw for ${draw.key} returned no row`));
            }
          },
          (error: unknown) => {
            for (const draw of group) draw.reject(error);
          },
        )
        .finally(() => {
          inFlight -= 1;
          send();
        });
    }
  };
  return (draw) =>
    new Promise<Drawn>((resolve, reject) => {
      waiting.push({ ...draw, resolve, reject });
      send();
    });
}

/** One draw queue per pool, shared by every budget on it. */
const drawQueues = new WeakMap<pg.Pool, (draw: Draw) => Promise<Drawn>>();

function drawQueueOf(pool: pg.Pool): (draw: Draw) => Promise<Drawn> {
  let queue = drawQueues.get(pool);
  if (!queue) {
    queue = drawsOn(pool);
    drawQueues.set(pool, queue);
  }
  return queue;
}

export type Admission = { admitted: true } | { admitted: false; msBeforeNext: number };

interface Local {
  /** Points drawn and not used yet. */
  left: number;
  /** The end of the shared window the points belong to (epoch ms); none is used after it. */
  windowEnd: number;
  /** The shared count had reached the budget at the last draw: refuse once `left` is used. */
  exhausted: boolean;
  /** A draw in flight for this caller: the others wait for it rather than draw too. */
  drawing: Promise<void> | null;
}

export interface AllowanceOptions {
  /** The budget's key prefix in rate_limits (its bucket). */
  prefix: string;
  max: number;
  durationMs: number;
  /** Points per draw; allowanceBatch(max) unless given. */
  batch?: number;
}

export function createAllowance(pool: pg.Pool, options: AllowanceOptions) {
  const { prefix, max, durationMs } = options;
  const batch = options.batch ?? allowanceBatch(max);
  const local = new Map<string, Local>();
  const drawShared = drawQueueOf(pool);

  const prune = (now: number) => {
    for (const [id, s] of local) if (s.windowEnd <= now && !s.drawing) local.delete(id);
  };

  async function draw(id: string, state: Local): Promise<void> {
    const drawn = await drawShared({ key: id, points: batch, durationMs });
    // The count before this draw was drawn.points - batch; what of the batch fell within the budget.
    const granted = Math.max(0, Math.min(batch, max - (drawn.points - batch)));
    state.left = granted;
    state.windowEnd = drawn.expire;
    state.exhausted = drawn.points >= max;
  }

  return {
    batch,
    /** Admits one request of `key` (already hashed) or says how long until its window ends. */
    async take(key: string): Promise<Admission> {
      const id = `${prefix}:${key}`;
      for (;;) {
        const now = Date.now();
        let state = local.get(id);
        if (state?.drawing) {
          await state.drawing;
          continue;
        }
        if (state && state.windowEnd <= now) {
          local.delete(id);
          state = undefined;
        }
        if (state && state.left > 0) {
          state.left -= 1;
          return { admitted: true };
        }
        if (state?.exhausted) return { admitted: false, msBeforeNext: state.windowEnd - now };
        if (!state) {
          if (local.size >= PRUNE_ABOVE) prune(now);
          state = { left: 0, windowEnd: 0, exhausted: false, drawing: null };
          local.set(id, state);
        }
        const current = state;
        current.drawing = draw(id, current).finally(() => {
          current.drawing = null;
        });
        try {
          await current.drawing;
        } catch (error) {
          local.delete(id);
          throw error;
        }
      }
    },
    /** Drops the callers whose window is over (the instance's sweep). */
    sweep(now = Date.now()) {
      prune(now);
    },
  };
}

export type Allowance = ReturnType<typeof createAllowance>;
