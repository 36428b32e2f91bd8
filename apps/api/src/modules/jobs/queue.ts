import { EventEmitter } from 'node:events';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type JobHelpers, run, runOnce, type Task, type TaskList, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import type { DbOrTx } from '../../db/client';
import { quietLogger } from '../../db/migrate';
import { currentRequestId, withRequestId } from '../../lib/request-context';
import type { Mailer, MailMessage } from '../mail/index';

/**
 * The outbox. Side effects (mail, later notifications and reminders) are written as jobs inside the
 * same transaction as the change that causes them, so they leave only after commit and are never lost.
 * graphile-worker runs them (SKIP LOCKED: once across instances, LISTEN/NOTIFY: without delay).
 */
export interface JobPayloads {
  send_mail: MailMessage;
  send_text: TextJob;
}
export type JobName = keyof JobPayloads;
/** The outbox's tasks (every JobName): what the metrics count as outbox rows (decision 068). */
export const OUTBOX_TASKS = Object.keys({ send_mail: true, send_text: true } satisfies Record<
  JobName,
  true
>) as JobName[];

/**
 * One text message (SMS or WhatsApp) to one person (decision 074): written with the notification it goes
 * with, sent by the text-messages module's delivery (JobDeps.sendText), which checks the person's choice
 * again first (a STOP between the write and a quiet-hours delay wins).
 */
export interface TextJob {
  userId: string;
  channel: 'sms' | 'whatsapp';
  /** The notification kind (quote_received, ...): the WhatsApp template is named after it. */
  kind: string;
  /** E.164, as the person consented with. */
  to: string;
  /** The SMS text. */
  body: string;
  /** The WhatsApp template's parameters. */
  params: string[];
}

/** A job's payload as stored: the id of the request that wrote it rides along (decision 068). */
type Stored<P> = P & { reqId?: string };
const stored = <P extends object>(payload: P): Stored<P> => {
  const reqId = currentRequestId();
  return reqId === undefined ? payload : { ...payload, reqId };
};

export async function enqueue<N extends JobName>(
  tx: DbOrTx,
  name: N,
  payload: JobPayloads[N],
  options: { runAt?: Date } = {},
): Promise<void> {
  const json = JSON.stringify(stored(payload));
  await tx.execute(
    options.runAt
      ? sql`select graphile_worker.add_job(${name}::text, ${json}::json, run_at => ${options.runAt.toISOString()}::timestamptz, max_attempts => 10)`
      : sql`select graphile_worker.add_job(${name}::text, ${json}::json, max_attempts => 10)`,
  );
}

/**
 * Several jobs as one call of graphile-worker's add_jobs (which add_job itself calls), to run inside a
 * statement of the caller's: one round trip for the whole outbox of a change, however many mails it
 * writes. Same attempts as enqueue. The call returns the jobs it added (a set).
 */
export function addJobsCall<N extends JobName>(jobs: { name: N; payload: JobPayloads[N] }[]): SQL {
  const specs = JSON.stringify(jobs.map((j) => ({ identifier: j.name, payload: stored(j.payload) })));
  return sql`graphile_worker.add_jobs(array(
      select (j.identifier, j.payload, null, null, 10, null, null, null)::graphile_worker.job_spec
      from json_to_recordset(${specs}::json) as j(identifier text, payload json)))`;
}

export interface JobDeps {
  mailer: Mailer;
  /** Sends one text (the text-messages module's delivery; decision 074). Without it, a text job fails and waits. */
  sendText?: (job: TextJob) => Promise<void>;
  /** Where a job's logs go, each line with the job and the id of the request that wrote it. */
  log?: FastifyBaseLogger;
  /** Closes quotes past their expiry (the quotes module; decision 020). */
  expireQuotes?: () => Promise<number>;
  /** Closes payment attempts left at the gateway (the payments module; decision 029). */
  closeAbandonedCheckouts?: () => Promise<number>;
  /** Issues last month's commission invoices to workshops (the payments module; decision 064). */
  issueCommissionInvoices?: () => Promise<number>;
  /** Sends the reminders due today, each once (the reminders module; decision 078). */
  sendReminders?: () => Promise<number>;
  /** How often quote expiry and abandoned checkouts run (SCHEDULE_EVERY_MINUTES; 10 when not given). */
  scheduleEveryMinutes?: number;
  /** Jobs this worker runs at once (WORKER_CONCURRENCY; 2 when not given). */
  concurrency?: number;
}

/**
 * Scheduled jobs (graphile-worker's cron: each tick runs once across instances). Quotes expire at the end
 * of a day; a run every ten minutes (SCHEDULE_EVERY_MINUTES) closes them soon after, and accepting one past
 * its expiry is refused anyway, job or no job.
 */
export function crontab(everyMinutes = 10): string {
  return [
    `*/${everyMinutes} * * * * expire_quotes ?max=1`,
    // Payment attempts with no verified notification after PAYMENT_ABANDON_AFTER_MINUTES (decision 029).
    `*/${everyMinutes} * * * * close_abandoned_checkouts ?max=1`,
    // Last month's commission VAT invoices at 02:30 SAST on the 1st (cron runs in UTC), made up for within
    // three days if no worker ran then; a rerun or retry issues none twice (decision 064).
    '30 0 1 * * issue_commission_invoices ?max=3&fill=3d',
    // The day's reminders at 08:00 SAST, made up for within a day if no worker ran then; a second run finds
    // each reminder recorded and sends none twice (decision 078).
    '0 6 * * * send_reminders ?max=3&fill=1d',
  ].join('\n');
}

function taskList(deps: JobDeps): TaskList {
  return {
    send_mail: traced(deps, async (payload, log) => {
      const { reqId: _, ...message } = payload as Stored<MailMessage>;
      await deps.mailer.send(message);
      log?.info('mail sent');
    }),
    send_text: traced(deps, async (payload, log) => {
      const { reqId: _, ...job } = payload as Stored<TextJob>;
      if (!deps.sendText) throw new Error('no text sender is configured for this worker');
      await deps.sendText(job);
      log?.info({ channel: job.channel, kind: job.kind }, 'text handled');
    }),
    expire_quotes: traced(deps, async () => {
      await deps.expireQuotes?.();
    }),
    close_abandoned_checkouts: traced(deps, async () => {
      await deps.closeAbandonedCheckouts?.();
    }),
    issue_commission_invoices: traced(deps, async () => {
      await deps.issueCommissionInvoices?.();
    }),
    send_reminders: traced(deps, async (_, log) => {
      const sent = await deps.sendReminders?.();
      if (sent) log?.info({ sent }, 'reminders sent');
    }),
  };
}

/**
 * Runs a task as part of the request that wrote its job (its reqId: jobs it writes carry it on), with a
 * child logger naming both; a failure is logged before graphile-worker retries it.
 */
function traced(
  deps: JobDeps,
  task: (payload: unknown, log: FastifyBaseLogger | undefined) => Promise<void>,
): Task {
  return (payload: unknown, helpers: JobHelpers) => {
    const reqId = (payload as Stored<object> | null)?.reqId;
    const { id, task_identifier: job, attempts } = helpers.job;
    const log = deps.log?.child({ reqId, job, jobId: id, attempt: attempts });
    return withRequestId(reqId, () =>
      task(payload, log).catch((error: unknown) => {
        log?.warn({ err: error }, 'job failed');
        throw error;
      }),
    );
  };
}

/**
 * Crashed-worker recovery (decision 012). graphile-worker locks a job with its worker pool's id and, if the
 * process dies before it finishes, leaves it locked for four hours. Every running pool therefore holds a
 * session advisory lock (class LIVE_POOL_LOCK, key hashtext(pool id)) on a connection of its own; PostgreSQL
 * drops it the moment that process or its connection dies. Jobs locked by a pool whose lock anyone can take
 * belong to a dead worker and are released with graphile_worker.force_unlock_workers, at start-up and then
 * every RELEASE_INTERVAL_MS, so they run again at once instead of hours later. Several instances may share
 * the queue: a live instance's pool is never released.
 */
export const LIVE_POOL_LOCK = 4_207_002;
const RELEASE_INTERVAL_MS = 30_000;
/** How soon a pool tries again to take its lost liveness lock. */
const RETAKE_AFTER_MS = 1_000;
/** A lock this recent may be our own pool's, taken in the moment before its liveness lock was: left alone. */
const FRESH_LOCK = "interval '2 seconds'";

/** Releases the jobs held by worker pools that are no longer alive; returns those pools' ids. */
export async function releaseJobsOfDeadWorkers(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked_by: string }>(
      `select distinct locked_by from graphile_worker.jobs
        where locked_by is not null and locked_at < now() - ${FRESH_LOCK}`,
    );
    const dead: string[] = [];
    for (const { locked_by: poolId } of rows) {
      const taken = await client.query<{ free: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as free',
        [LIVE_POOL_LOCK, poolId],
      );
      if (!taken.rows[0]?.free) continue;
      dead.push(poolId);
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [LIVE_POOL_LOCK, poolId]);
    }
    if (dead.length > 0)
      await client.query('select graphile_worker.force_unlock_workers($1::text[])', [dead]);
    return dead;
  } finally {
    client.release();
  }
}

/**
 * Holds the advisory lock that tells other instances this worker pool is alive, on a connection of its own,
 * and takes it again after that connection is lost (the database restarted).
 */
function livenessLock(pool: pg.Pool) {
  let client: pg.PoolClient | null = null;
  let poolId: string | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const released = new WeakSet<pg.PoolClient>();
  // Giving the client back with an error closes its session, and with it the lock. Once only: the database
  // may still send this client an error (a shutdown's 57P01) after close() gave it back, and a second
  // release throws "Release called on client which has already been released to the pool" (issue 20).
  const drop = (c: pg.PoolClient) => {
    if (client === c) client = null;
    if (released.has(c)) return;
    released.add(c);
    c.release(true);
    retakeSoon();
  };
  // A lost lock is taken again within a second or two of the database answering again (not at the next
  // sweep): /api/ready counts live worker pools, and every instance would read "not ready" until then.
  const retakeSoon = () => {
    if (closed || retry || !poolId) return;
    retry = setTimeout(() => {
      retry = null;
      lock.hold().catch(retakeSoon);
    }, RETAKE_AFTER_MS);
    retry.unref();
  };
  const connect = async () => {
    const c = await pool.connect();
    c.on('error', () => drop(c));
    if (closed) {
      drop(c);
      throw new Error('the worker is stopping');
    }
    client = c;
    return c;
  };
  const lock = {
    /** Connects ahead of time, so the lock follows the pool's creation within one round trip. */
    prepare: async () => {
      await connect();
    },
    /** Takes the lock for this pool id; without an id, takes it again only if its connection was lost. */
    async hold(id?: string) {
      if (id) poolId = id;
      else if (client) return;
      if (!poolId || closed) return;
      const c = client ?? (await connect());
      try {
        await c.query('select pg_advisory_lock($1, hashtext($2))', [LIVE_POOL_LOCK, poolId]);
      } catch (error) {
        drop(c);
        throw error;
      }
    },
    close: () => {
      closed = true;
      if (retry) clearTimeout(retry);
      if (client) drop(client);
    },
  };
  return lock;
}

export interface Worker {
  /** The worker pool's id, as graphile-worker writes it in a job's locked_by. */
  id: string;
  stop: () => Promise<void>;
}

export async function startWorker(pool: pg.Pool, deps: JobDeps): Promise<Worker> {
  const events: WorkerEvents = new EventEmitter();
  let id = '';
  // Emitted synchronously when the pool is made, before its workers look for jobs.
  events.on('pool:create', ({ workerPool }) => {
    id = workerPool.id;
  });
  const liveness = livenessLock(pool);
  await liveness.prepare();
  const runner = await run({
    pgPool: pool,
    concurrency: deps.concurrency ?? 2,
    noHandleSignals: true,
    pollInterval: 2000,
    taskList: taskList(deps),
    crontab: crontab(deps.scheduleEveryMinutes),
    logger: quietLogger,
    events,
  });
  await liveness.hold(id);
  const sweep = () => releaseJobsOfDeadWorkers(pool).catch(() => []);
  await sweep();
  // One tick at a time, and stop() waits for the one under way: it must not use the pool after it ended.
  let tick: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    tick ??= liveness
      .hold()
      .catch(() => {})
      .then(sweep)
      .finally(() => {
        tick = null;
      });
  }, RELEASE_INTERVAL_MS);
  timer.unref();
  return {
    id,
    stop: async () => {
      clearInterval(timer);
      await Promise.allSettled([runner.stop(), tick]);
      liveness.close();
    },
  };
}

/** Runs every job that is due now, then returns (tests and one-off scripts). */
export function runDueJobs(pool: pg.Pool, deps: JobDeps): Promise<void> {
  return runOnce({ pgPool: pool, taskList: taskList(deps), logger: quietLogger });
}
