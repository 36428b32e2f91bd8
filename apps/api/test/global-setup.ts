import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPool } from '../src/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded';
import { migrateDatabase } from '../src/db/migrate';

export const TEMPLATE_DB = 'motorwise_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the test server's maintenance database; test files make their own databases. */
    adminDatabaseUrl: string;
  }
}

/**
 * Tests run against real PostgreSQL: the embedded server by default, the server in DATABASE_URL when set.
 * The schema is migrated once into a template; every test file copies it into a fresh database.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let dir: string | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-test-pg-'));
    fs.chmodSync(dir, 0o755);
    embedded = await startEmbeddedPostgres(dir);
    adminUrl = embedded.url();
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const pool = createPool(url.toString(), 2);
  await migrateDatabase(pool);
  await pool.end();
  project.provide('adminDatabaseUrl', adminUrl);

  return async () => {
    if (process.env.DATABASE_URL) {
      const leftovers = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'motorwise_test_%'",
      );
      for (const { datname } of leftovers.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.end();
    await embedded?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
