import type pg from 'pg';
import { drawPoints } from '../modules/rate-limits/index';

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

  const prune = (now: number) => {
    for (const [id, s] of local) if (s.windowEnd <= now && !s.drawing) local.delete(id);
  };

  async function draw(id: string, state: Local, now: number): Promise<void> {
    const drawn = await drawPoints(pool, id, batch, durationMs, now);
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
        current.drawing = draw(id, current, now).finally(() => {
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
