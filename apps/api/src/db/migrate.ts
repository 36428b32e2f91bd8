import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations } from 'graphile-worker';
import type pg from 'pg';
import { createDb } from './client';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export const quietLogger = new Logger(() => () => {});

// An arbitrary constant: one instance migrates while any other waits, so several can start together.
const MIGRATION_LOCK = 4_207_001;

/** The database was migrated by a newer release than this one: starting could write what it no longer reads. */
export class SchemaNewerError extends Error {}

/**
 * Refuses a database that has migrations this build does not carry (decision 069): a newer release
 * migrated it, and this older code may rely on what that release dropped or changed. Compares drizzle's
 * record of applied migrations (their journal time) with the journal in MIGRATIONS_DIR.
 */
export async function refuseNewerSchema(client: pg.ClientBase, migrationsFolder = MIGRATIONS_DIR) {
  const known = new Set(readMigrationFiles({ migrationsFolder }).map((m) => String(m.folderMillis)));
  const table = await client.query<{ exists: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
  );
  if (!table.rows[0]?.exists) return;
  const applied = await client.query<{ created_at: string }>(
    'select created_at::text from drizzle.__drizzle_migrations order by created_at',
  );
  const unknown = applied.rows.filter((r) => !known.has(r.created_at));
  if (unknown.length === 0) return;
  const newest = new Date(Number(unknown.at(-1)?.created_at)).toISOString();
  throw new SchemaNewerError(
    `The database's schema is newer than this build knows: ${unknown.length} applied migration(s) are not ` +
      `in this build (the newest made ${newest}). A newer release migrated it; run that release (or a newer ` +
      'one) against this database, never an older one (decision 069).',
  );
}

/**
 * Applies the schema migrations and the job queue's own, under an advisory lock held by a session: give
 * it a direct connection (DATABASE_DIRECT_URL), never a transaction pooler. Refuses a schema newer than
 * this build's (SchemaNewerError) before changing anything.
 */
export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await refuseNewerSchema(client);
    await migrate(createDb(pool), { migrationsFolder: MIGRATIONS_DIR });
    await runMigrations({ pgPool: pool, logger: quietLogger });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
