import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createDb, createPool, type Db } from '../src/db/client';
import { createBotCheck } from '../src/modules/botcheck/botcheck';
import { runDueJobs } from '../src/modules/jobs/queue';
import { createInboxMailer } from '../src/modules/mail/mailer';

const TEMPLATE_DB = 'motorwise_test_template';

/** A fresh database copied from the migrated template, dropped when the test file ends. */
export async function createTestDatabase(): Promise<{ url: string; pool: pg.Pool; db: Db }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `motorwise_test_${process.env.VITEST_POOL_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 5);
  afterAll(async () => {
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return { url: url.toString(), pool, db: createDb(pool) };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Runs the outbox's due jobs now (mail leaves after commit, through the queue). */
  runJobs: () => Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { pool, db } = await createTestDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const mailer = createInboxMailer(db, config.MAIL_FROM);
  const botCheck = createBotCheck(db, { secret: 'test-secret-0123456789abcdef', maxCounter: 200 });
  const deps: AppDeps = { config, db, pool, mailer, botCheck };
  const app = await buildApp(deps);
  afterAll(() => app.close());
  return { app, deps, runJobs: () => runDueJobs(pool, { mailer }) };
}

/** Does what the browser widget does: fetches a challenge, finds the proof of work, encodes the payload. */
export async function solveBotCheck(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/botcheck/challenge' });
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the bot check');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
