import { normalizeEmail } from '@motorwise/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type pg from 'pg';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { createBudgetStore, deleteExpired } from '../modules/rate-limits/index';
import { sha256 } from './crypto';
import { tooManyRequests } from './errors';
import { type Allowance, createAllowance } from './rate-allowance';

/**
 * A route's request budget, declared where the route is defined (`config: { rateLimit }`), counted in
 * PostgreSQL so that every instance shares it (decision 014). Over budget: 429 in the one error shape
 * with a Retry-After header and a sentence saying how long to wait. A budget on every request is drawn
 * from the shared count in batches (lib/rate-allowance.ts, decision 083): a hot read path asks
 * PostgreSQL once per few requests of a caller, and a window still never admits more than `max`.
 */
export interface RateBudget {
  /** How many requests (or failures) a window allows. */
  max: number;
  windowMinutes: number;
  /**
   * Whose count: the caller's network address (default); the signed-in user (guests by address); or the
   * e-mail address the request is about (body `email` or `username`, query `username`; else the address).
   */
  per?: 'address' | 'user' | 'email';
  /**
   * What counts: every request (default), or only failures. A failure budget takes its point before the
   * handler runs (so a burst cannot outrun it) and gives it back when the answer is a success: a status
   * below 400 that the handler did not mark with countAsFailure, or a 5xx (our fault, not the caller's).
   */
  count?: 'requests' | 'failures';
  /** Routes naming the same bucket share one count and must declare the same numbers. Default: the path. */
  bucket?: string;
  /** The 429 message's first sentence. */
  message?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RateBudget | readonly RateBudget[];
  }
}

const DEFAULT_MESSAGE = 'Too many attempts.';
const SWEEP_EVERY_MS = 5 * 60_000;

/** "45 seconds", "1 minute", "15 minutes", "3 hours": how long to wait, rounded up, for people. */
export function describeWait(milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 120) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}

/** The e-mail address a request is about (body or query), normalised, or null. */
export function accountNameOf(request: FastifyRequest): string | null {
  const pick = (o: unknown, key: string) =>
    o && typeof o === 'object' && typeof (o as Record<string, unknown>)[key] === 'string'
      ? ((o as Record<string, unknown>)[key] as string)
      : null;
  const name =
    pick(request.body, 'username') ?? pick(request.body, 'email') ?? pick(request.query, 'username');
  return name ? normalizeEmail(name).slice(0, 254) : null;
}

const FAILED = Symbol('rateLimitFailed');
const TAKEN = Symbol('rateLimitTaken');

interface Taken {
  store: RateLimiterPostgres;
  key: string;
}
type LimitedRequest = FastifyRequest & { [FAILED]?: boolean; [TAKEN]?: Taken[] };

/** Marks an answer below 400 as a failure for the route's failure budgets (a sign-in answered "wrong password"). */
export function countAsFailure(request: FastifyRequest): void {
  (request as LimitedRequest)[FAILED] = true;
}

function keyOf(request: FastifyRequest, per: RateBudget['per']): string {
  const address = `address:${request.ip}`;
  if (per === 'user') return request.sessionUser ? `user:${request.sessionUser.id}` : address;
  if (per === 'email') {
    const name = accountNameOf(request);
    return name ? `email:${name}` : address;
  }
  return address;
}

const LIMITER = Symbol('rateLimiter');

interface Bucket {
  budget: RateBudget;
  /** Failure budgets: one point a request, given back on success. */
  store: RateLimiterPostgres;
  /** Request budgets: points drawn in batches (decision 083). */
  allowance: Allowance | null;
}

/**
 * Reads every route's declared budgets when the route is added (a malformed or conflicting one stops the
 * app), counts them before the handler (preHandler: after access checks and validation, so refused and
 * malformed requests cost nothing), and gives failure-budget points back in onSend. With `enabled` false
 * declarations are still checked but nothing is counted (benchmarks, fault tests).
 */
export function registerRateLimits(
  app: FastifyInstance,
  deps: { pool: pg.Pool; db: Db; enabled: boolean },
): void {
  const buckets = new Map<string, Bucket>();

  const bucketFor = (url: string, budget: RateBudget): Bucket => {
    const name = budget.bucket ?? url;
    if (!Number.isInteger(budget.max) || budget.max < 1 || !(budget.windowMinutes > 0))
      throw new Error(`Route ${url}: rateLimit needs a whole max of at least 1 and windowMinutes above 0.`);
    const existing = buckets.get(name);
    if (existing) {
      const a = existing.budget;
      if (a.max !== budget.max || a.windowMinutes !== budget.windowMinutes || a.count !== budget.count)
        throw new Error(`Route ${url}: the rate-limit bucket '${name}' is declared with other numbers.`);
      return existing;
    }
    const durationSeconds = Math.round(budget.windowMinutes * 60);
    const store = createBudgetStore(deps.pool, { prefix: name, points: budget.max, durationSeconds });
    const allowance =
      budget.count === 'failures'
        ? null
        : createAllowance(deps.pool, { prefix: name, max: budget.max, durationMs: durationSeconds * 1000 });
    const bucket = { budget, store, allowance };
    buckets.set(name, bucket);
    return bucket;
  };

  app.addHook('onRoute', (route) => {
    const declared = (route.config as { rateLimit?: RateBudget | RateBudget[] } | undefined)?.rateLimit;
    if (declared === undefined) return;
    const limits = [declared].flat().map((budget) => ({ budget, bucket: bucketFor(route.url, budget) }));
    if (!deps.enabled) return;
    const existing = [route.preHandler ?? []].flat();
    // The HEAD route Fastify adds for a GET one arrives with the GET's hooks: count once.
    if (existing.some((hook) => LIMITER in hook)) return;
    const limiter: preHandlerAsyncHookHandler & { [LIMITER]?: true } = async (request, reply) => {
      const req = request as LimitedRequest;
      for (const { budget, bucket } of limits) {
        // Hashed: the table holds no readable address or e-mail.
        const key = sha256(keyOf(request, budget.per));
        let refusedFor: number | null = null;
        if (bucket.allowance) {
          const admission = await bucket.allowance.take(key);
          if (!admission.admitted) refusedFor = admission.msBeforeNext;
        } else {
          try {
            await bucket.store.consume(key);
          } catch (error) {
            if (!(error instanceof RateLimiterRes)) throw error;
            refusedFor = error.msBeforeNext;
          }
        }
        if (refusedFor !== null) {
          // The request never ran, so the failure points it already took go back.
          await refund(req);
          const ms = refusedFor > 0 ? refusedFor : budget.windowMinutes * 60_000;
          reply.header('Retry-After', String(Math.max(1, Math.ceil(ms / 1000))));
          throw tooManyRequests(
            `${budget.message ?? DEFAULT_MESSAGE} Please wait ${describeWait(ms)} and try again.`,
          );
        }
        if (budget.count === 'failures') req[TAKEN] = [...(req[TAKEN] ?? []), { store: bucket.store, key }];
      }
    };
    limiter[LIMITER] = true;
    route.preHandler = [limiter, ...existing];
  });

  if (!deps.enabled) return;

  // A callback hook, not an async one: most answers took no failure point, and pass without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const req = request as LimitedRequest;
    if (!req[TAKEN]) return done(null, payload);
    const status = reply.statusCode;
    const failed = (status >= 400 && status < 500) || (status < 400 && req[FAILED] === true);
    if (failed) {
      req[TAKEN] = undefined;
      return done(null, payload);
    }
    refund(req).then(() => done(null, payload), done);
  });

  async function refund(req: LimitedRequest) {
    const taken = req[TAKEN] ?? [];
    req[TAKEN] = undefined;
    for (const { store, key } of taken) {
      try {
        await store.reward(key, 1);
      } catch (err) {
        // Not giving a point back only makes the budget stricter for one window.
        req.log.warn({ err }, 'rate limit refund failed');
      }
    }
  }

  // Finished windows are deleted now and then; every instance may sweep, the delete is idempotent.
  const sweep = setInterval(() => {
    for (const { allowance } of buckets.values()) allowance?.sweep();
    deleteExpired(deps.db, Date.now() - 60_000).catch((err) =>
      app.log.warn({ err }, 'rate limit sweep failed'),
    );
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
