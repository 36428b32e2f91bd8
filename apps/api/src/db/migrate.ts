import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations } from 'graphile-worker';
import type pg from 'pg';
import { createDb } from './client';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export const quietLogger = new Logger(() => () => {});

// An arbitrary constant: one instance migrates while any other waits, so several can start together.
const MIGRATION_LOCK = 4_207_001;

/** Applies the schema migrations and the job queue's own, under an advisory lock. */
export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(createDb(pool), { migrationsFolder: MIGRATIONS_DIR });
    await runMigrations({ pgPool: pool, logger: quietLogger });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
