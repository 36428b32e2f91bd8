import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import pino from 'pino';
import { DEMO_ACCOUNTS, seedDemo } from '../seed/seed';
import { buildApp } from './app';
import { createFileStore } from './app-deps';
import { ConfigError, loadConfig } from './config';
import { createDb, createPool } from './db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { migrateDatabase, SchemaNewerError } from './db/migrate';
import { createBotCheck } from './modules/botcheck/index';
import { startWorker, type Worker } from './modules/jobs/index';
import { createInboxMailer, createSmtpMailer, type Mailer } from './modules/mail/index';
import { closeAbandonedCheckouts, platformMoney, platformParty } from './modules/payments/index';
import { expireDueQuotes, quotes } from './modules/quotes/index';
import { reminders } from './modules/reminders/index';
import { createTextDelivery, createTextSenders } from './modules/text-messages/index';

/** A secret that survives restarts: taken from the environment, else made once per data folder. */
function persistentSecret(dir: string, name: string, given?: string): string {
  if (given) return given;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/** Resolves once `file` exists (another process writes it when its work is done). */
async function waitForFile(file: string, onWait: () => void): Promise<void> {
  if (fs.existsSync(file)) return;
  onWait();
  while (!fs.existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * Stops the process on SIGTERM or SIGINT (a container's stop, a process manager, Ctrl-C) or when the
 * embedded database cannot be brought back: `close` drains and stops everything, bounded by `graceMs`.
 * A repeated signal (npm forwards the terminal's SIGINT a second time) does not cut the drain short.
 */
function shutdownOn(
  graceMs: number,
  log: (msg: string, extra?: object) => void,
  close: () => Promise<void>,
): (reason: string, exitCode: number) => void {
  let started = false;
  const shutdown = (reason: string, exitCode: number) => {
    if (started) return;
    started = true;
    log('shutting down', { reason });
    setTimeout(() => {
      log('shutdown took longer than SHUTDOWN_GRACE_MS; exiting now', { graceMs });
      process.exit(1);
    }, graceMs).unref();
    close().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        log('shutdown failed', { err: error instanceof Error ? error.stack : String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT', 0));
  process.on('SIGTERM', () => shutdown('SIGTERM', 0));
  return shutdown;
}

/** The Node release the code runs and is tested on (decision 009): npm scripts bring it as a dev dependency. */
const NODE_MAJOR = 24;

async function main() {
  if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
    console.error(
      `Motorwise runs on Node ${NODE_MAJOR}; this is Node ${process.versions.node}. Start it with \`npm start\` (npm's scripts use the Node ${NODE_MAJOR} that \`npm install\` brings), or run \`npx node\` instead of \`node\`.`,
    );
    process.exit(1);
  }
  const loaded = loadConfig();
  const config = {
    ...loaded,
    JWT_SECRET: persistentSecret(loaded.DATA_DIR, 'jwt-secret', loaded.JWT_SECRET),
  };
  // Logs leave through pino's asynchronous destination: a request's line is queued and written with the
  // others that came meanwhile, not by a write(2) on the request's turn (decision 083). What is queued
  // is written before the process exits, whichever way it exits.
  const logStream = pino.destination({ dest: 1, sync: false });
  process.on('exit', () => {
    try {
      logStream.flushSync();
    } catch {}
  });
  const log = pino({ level: config.LOG_LEVEL }, logStream);
  // How long each part of the start took, logged once it listens (the bench reports first and later starts).
  const started = performance.now();
  const phases: Record<string, number> = {};
  let mark = started;
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };

  // Everything that has to stop, in order, once it exists (decision 012).
  let app: FastifyInstance | null = null;
  let worker: Worker | null = null;
  let mailer: Mailer | null = null;
  let pool: pg.Pool | null = null;
  let directPool: pg.Pool | null = null;
  let replicaPool: pg.Pool | null = null;
  let workerPool: pg.Pool | null = null;
  let embedded: EmbeddedDatabase | null = null;
  const shutdown = shutdownOn(
    config.SHUTDOWN_GRACE_MS,
    (msg, extra) => log.info(extra ?? {}, msg),
    async () => {
      // In-flight requests finish (new ones get 503 in the API's shape) while running jobs finish.
      await Promise.allSettled([app?.close(), worker?.stop()]);
      mailer?.close();
      await Promise.allSettled([pool?.end(), directPool?.end(), replicaPool?.end(), workerPool?.end()]);
      await embedded?.stop();
    },
  );

  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR, {
      log: (msg) => log.debug({ postgres: msg }),
      restart: {
        onRestart: () => log.warn('the embedded database stopped unexpectedly and was restarted'),
        onGiveUp: (error) => {
          log.fatal({ err: error }, 'the embedded database stopped and cannot be restarted');
          shutdown('embedded database lost', 1);
        },
      },
    });
    databaseUrl = embedded.url();
  }
  phase('databaseMs');
  // What needs a session (migrations, LISTEN, session advisory locks, the job worker) goes to a direct
  // connection; requests may go through a transaction pooler (decision 069).
  const directUrl = (config.DATABASE_URL && config.DATABASE_DIRECT_URL) || databaseUrl;
  const pooled = directUrl !== databaseUrl;
  // Migrations and the seed may wait for another instance's lock and run long statements (the catalogue
  // import inserts tens of thousands of rows in one): a pool without the request timeouts.
  const migrationPool = createPool(directUrl, 2);
  try {
    await migrateDatabase(migrationPool);
    phase('migrationsMs');
  } catch (error) {
    await migrationPool.end();
    throw error;
  }
  const timeouts = { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS };
  pool = createPool(databaseUrl, 20, timeouts, { pooled });
  const db = createDb(pool);
  directPool = pooled ? createPool(directUrl, 10, timeouts) : null;
  replicaPool =
    config.DATABASE_URL && config.DATABASE_REPLICA_URL
      ? createPool(config.DATABASE_REPLICA_URL, 10, timeouts, { pooled })
      : null;
  const databases = {
    ...(directPool && { directPool }),
    ...(replicaPool && { replicaDb: createDb(replicaPool) }),
  };

  mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createInboxMailer(db, config.MAIL_FROM);
  const botCheck = createBotCheck(db, {
    secret: persistentSecret(config.DATA_DIR, 'botcheck-secret', config.BOTCHECK_HMAC_KEY),
    maxCounter: 50_000,
  });
  const fileStore = createFileStore(config);
  try {
    if (config.SEED_DEMO) {
      const seeded = await seedDemo(createDb(migrationPool), log, {
        fileStore,
        commissionPercent: config.PAYMENT_COMMISSION_PERCENT,
      });
      if (seeded) log.info('seeded the demo marketplace');
    }
  } finally {
    await migrationPool.end();
  }
  phase('seedMs');
  // `npm start` builds the web app while the database starts and the seed runs; serve it once built.
  if (config.WEB_BUILD_WAIT)
    await waitForFile(config.WEB_BUILD_WAIT, () => log.info('waiting for the web build'));
  app = await buildApp({
    config,
    db,
    pool,
    ...databases,
    mailer,
    botCheck,
    fileStore,
    warmReadModels: true,
    logStream,
  });
  // Also releases the outbox jobs a crashed worker held (decision 012). The worker and its tasks (the
  // inbox's writes, the scheduled jobs) have a pool of their own on the direct connection, one connection
  // per job at once and three for graphile-worker's LISTEN, the liveness lock and the sweep: under load the
  // outbox never queues behind requests for a connection of the request pool (decision 071, the soak).
  if (config.WORKER_ENABLED) {
    workerPool = createPool(directUrl, config.WORKER_CONCURRENCY + 3, timeouts);
    const workerDb = createDb(workerPool);
    worker = await startWorker(workerPool, {
      mailer: config.SMTP_URL ? mailer : createInboxMailer(workerDb, config.MAIL_FROM),
      sendText: createTextDelivery(workerDb, createTextSenders(config, workerDb), {
        templatePrefix: config.WHATSAPP_TEMPLATE_PREFIX,
        log: (msg, extra) => app?.log.info(extra, msg),
      }),
      log: app.log,
      concurrency: config.WORKER_CONCURRENCY,
      expireQuotes: () => expireDueQuotes(workerDb),
      closeAbandonedCheckouts: () =>
        closeAbandonedCheckouts(workerDb, quotes, config.PAYMENT_ABANDON_AFTER_MINUTES),
      issueCommissionInvoices: () => platformMoney.issueLastMonth(workerDb, platformParty(config)),
      sendReminders: () => reminders.sendDue(workerDb, config.PUBLIC_URL),
      scheduleEveryMinutes: config.SCHEDULE_EVERY_MINUTES,
    });
  }

  await app.listen({ host: config.HOST, port: config.PORT });
  phase('appMs');
  log.info({ startMs: Math.round(performance.now() - started), ...phases }, 'started');
  const where = config.PUBLIC_URL;
  const lines = [
    '',
    `  Motorwise is running at ${where}`,
    `  Database: ${embedded ? `embedded PostgreSQL (data in ${embedded.dataDir})` : 'DATABASE_URL'}`,
    `  Mail: ${mailer.kind === 'inbox' ? `kept in the local inbox, see ${where}/dev/mail` : 'SMTP'}`,
    `  Texts: SMS ${config.TEXT_PROVIDER === 'inbox' ? `kept in the local inbox (${where}/dev/mail)` : 'by BulkSMS'}, WhatsApp ${config.WHATSAPP_PHONE_NUMBER_ID ? 'by the Cloud API' : 'kept in the local inbox'}`,
    '',
    `  Demo accounts (sign in at ${where}/account/login)`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(20)} ${a.email.padEnd(34)} ${a.password}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof SchemaNewerError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Motorwise failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
