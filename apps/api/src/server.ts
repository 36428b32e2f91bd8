import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb, createPool } from './db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { migrateDatabase } from './db/migrate';
import { createLocalFileStore } from './lib/file-store';
import { createBotCheck } from './modules/botcheck/index';
import { startWorker } from './modules/jobs/index';
import { createInboxMailer, createSmtpMailer } from './modules/mail/index';
import { DEMO_ACCOUNTS, seedDemo } from './seed/seed';

/** A secret that survives restarts: taken from the environment, else made once per data folder. */
function persistentSecret(dir: string, name: string, given?: string): string {
  if (given) return given;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

async function main() {
  const loaded = loadConfig();
  const config = {
    ...loaded,
    JWT_SECRET: persistentSecret(loaded.DATA_DIR, 'jwt-secret', loaded.JWT_SECRET),
  };
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR);
    databaseUrl = embedded.url();
  }
  const pool = createPool(databaseUrl, 20);
  const db = createDb(pool);
  await migrateDatabase(pool);

  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createInboxMailer(db, config.MAIL_FROM);
  const botCheck = createBotCheck(db, {
    secret: persistentSecret(config.DATA_DIR, 'botcheck-secret', config.BOTCHECK_HMAC_KEY),
    maxCounter: 50_000,
  });
  const fileStore = createLocalFileStore(config.FILES_DIR);
  const app = await buildApp({ config, db, pool, mailer, botCheck, fileStore });

  if (config.SEED_DEMO) {
    const seeded = await seedDemo(db, app.log, { fileStore });
    if (seeded) app.log.info('seeded the demo marketplace');
  }
  const worker = config.WORKER_ENABLED ? await startWorker(pool, { mailer }) : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await worker?.stop();
    mailer.close();
    await pool.end();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const where = config.PUBLIC_URL;
  const lines = [
    '',
    `  Motorwise is running at ${where}`,
    `  Database: ${embedded ? `embedded PostgreSQL (data in ${embedded.dataDir})` : 'DATABASE_URL'}`,
    `  Mail: ${mailer.kind === 'inbox' ? `kept in the local inbox, see ${where}/dev/mail` : 'SMTP'}`,
    '',
    `  Demo accounts (sign in at ${where}/account/login)`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(20)} ${a.email.padEnd(34)} ${a.password}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Motorwise failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
