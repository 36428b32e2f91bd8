import { sql } from 'drizzle-orm';
import { type Runner, run, runOnce, type TaskList } from 'graphile-worker';
import type pg from 'pg';
import type { DbOrTx } from '../../db/client';
import { quietLogger } from '../../db/migrate';
import type { Mailer, MailMessage } from '../mail/index';

/**
 * The outbox. Side effects (mail, later notifications and reminders) are written as jobs inside the
 * same transaction as the change that causes them, so they leave only after commit and are never lost.
 * graphile-worker runs them (SKIP LOCKED: once across instances, LISTEN/NOTIFY: without delay).
 */
export interface JobPayloads {
  send_mail: MailMessage;
}
export type JobName = keyof JobPayloads;

export async function enqueue<N extends JobName>(
  tx: DbOrTx,
  name: N,
  payload: JobPayloads[N],
): Promise<void> {
  await tx.execute(
    sql`select graphile_worker.add_job(${name}::text, ${JSON.stringify(payload)}::json, max_attempts => 10)`,
  );
}

export interface JobDeps {
  mailer: Mailer;
}

function taskList(deps: JobDeps): TaskList {
  return {
    send_mail: async (payload) => {
      await deps.mailer.send(payload as MailMessage);
    },
  };
}

export function startWorker(pool: pg.Pool, deps: JobDeps): Promise<Runner> {
  return run({
    pgPool: pool,
    concurrency: 2,
    noHandleSignals: true,
    pollInterval: 2000,
    taskList: taskList(deps),
    logger: quietLogger,
  });
}

/** Runs every job that is due now, then returns (tests and one-off scripts). */
export function runDueJobs(pool: pg.Pool, deps: JobDeps): Promise<void> {
  return runOnce({ pgPool: pool, taskList: taskList(deps), logger: quietLogger });
}
