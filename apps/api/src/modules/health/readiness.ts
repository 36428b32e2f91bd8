import type { Dependency, Ready } from '@motorwise/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { FileStore } from '../../lib/file-store';
import { APP_VERSION } from '../../lib/version';
import { probeQueue } from '../jobs/index';
import * as repo from './health.repo';

/** A well-formed key no upload ever gets: every store answers it with null (nothing stored). */
export const PROBE_KEY = '00/00000000-0000-0000-0000-000000000000';

export interface ReadinessDeps {
  pool: AppDeps['pool'];
  fileStore: Pick<FileStore, 'get'>;
  /** Each probe's bound (DB_CONNECT_TIMEOUT_MS): a frozen dependency reads as down, never as a hang. */
  timeoutMs: number;
}

const since = (started: number) => Math.round((performance.now() - started) * 10) / 10;

/**
 * Runs one probe within the bound: down when it fails, is late, or `problemOf` finds fault with its answer.
 * Why goes to the log, never into the public answer.
 */
async function probe<T>(
  name: string,
  timeoutMs: number,
  log: FastifyBaseLogger,
  work: () => Promise<T>,
  problemOf: (value: T) => string | null = () => null,
): Promise<Dependency & { value?: T }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const value = await Promise.race([work(), late]);
    const problem = problemOf(value);
    if (problem) log.warn({ dependency: name }, `readiness: ${problem}`);
    return { status: problem ? 'down' : 'up', latencyMs: since(started), value };
  } catch (error) {
    log.warn({ err: error, dependency: name }, 'readiness: a dependency is down');
    return { status: 'down', latencyMs: since(started) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The readiness check (decision 068): the database, the job queue and the file store, side by side, each
 * bounded. Callers that arrive while a check is running share its answer, so a flood of probes costs the
 * dependencies one check at a time, however many callers; the next caller after it starts a fresh one.
 */
export function createReadiness({ pool, fileStore, timeoutMs }: ReadinessDeps) {
  let running: Promise<Ready> | null = null;

  async function check(log: FastifyBaseLogger): Promise<Ready> {
    const [database, queue, files] = await Promise.all([
      probe('database', timeoutMs, log, () => repo.ping(pool, timeoutMs)),
      probe(
        'queue',
        timeoutMs,
        log,
        async () => (await probeQueue(pool, timeoutMs)).workers,
        (workers) => (workers > 0 ? null : 'no worker pool is alive: jobs would wait'),
      ),
      probe('fileStore', timeoutMs, log, () => fileStore.get(PROBE_KEY)),
    ]);
    const all = [database, queue, files];
    return {
      status: all.every((d) => d.status === 'up') ? 'ok' : 'degraded',
      version: APP_VERSION,
      database: { status: database.status, latencyMs: database.latencyMs },
      queue: {
        status: queue.status,
        latencyMs: queue.latencyMs,
        ...(queue.value !== undefined && { workers: queue.value }),
      },
      fileStore: { status: files.status, latencyMs: files.latencyMs },
    };
  }

  return {
    check(log: FastifyBaseLogger): Promise<Ready> {
      running ??= check(log).finally(() => {
        running = null;
      });
      return running;
    },
  };
}
