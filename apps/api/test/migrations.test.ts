import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase, SchemaNewerError } from '../src/db/migrate';
import { createTestDatabase } from './helpers';
import { startServerProcess } from './server-process';

/**
 * Migrations while the previous release still serves (decision 069): expand, then contract. And a build
 * never runs against a schema a newer release made.
 */

/** Migrations up to this one were written before the rule; each later one is held to it. */
const LAST_BEFORE_THE_RULE = 33;
const MARKER = /^--\s*contract:\s*\S/m;

/** What the release still serving may trip over, in one statement of a migration. */
function contractions(statement: string): string[] {
  const found: string[] = [];
  const s = statement.replace(/--[^\n]*/g, ' ').replace(/\s+/g, ' ');
  if (/\bDROP COLUMN\b/i.test(s)) found.push('drops a column');
  if (/\bDROP TABLE\b/i.test(s)) found.push('drops a table');
  if (/\bRENAME\b/i.test(s)) found.push('renames');
  if (/\bALTER COLUMN\b[^;]*\b(SET DATA )?TYPE\b/i.test(s)) found.push("changes a column's type");
  if (/\bALTER COLUMN\b[^;]*\bSET NOT NULL\b/i.test(s)) found.push('makes a column required');
  if (/\bADD COLUMN\b/i.test(s) && /\bNOT NULL\b/i.test(s) && !/\bDEFAULT\b/i.test(s))
    found.push('adds a required column without a default');
  return found;
}

describe('expand, then contract (decision 069)', () => {
  it('recognises what the serving release would trip over', () => {
    expect(contractions('ALTER TABLE "a" DROP COLUMN "b";')).toEqual(['drops a column']);
    expect(contractions('ALTER TABLE "a" RENAME COLUMN "b" TO "c";')).toEqual(['renames']);
    expect(contractions('ALTER TABLE "a" ADD COLUMN "b" text NOT NULL;')).toEqual([
      'adds a required column without a default',
    ]);
    expect(contractions('ALTER TABLE "a" ADD COLUMN "b" text DEFAULT \'x\' NOT NULL;')).toEqual([]);
    expect(contractions('ALTER TABLE "a" ADD COLUMN "b" text;')).toEqual([]);
    expect(contractions('CREATE TABLE "a" ("id" uuid NOT NULL);')).toEqual([]);
  });

  it('a new migration that contracts says so in a `-- contract:` comment (a release already stopped using it)', () => {
    const problems: string[] = [];
    for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'))) {
      if (Number(file.slice(0, 4)) <= LAST_BEFORE_THE_RULE) continue;
      const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      if (MARKER.test(text)) continue;
      for (const statement of text.split('--> statement-breakpoint'))
        for (const what of contractions(statement))
          problems.push(
            `${file} ${what} without a "-- contract: ..." comment: ${statement.trim().slice(0, 120)}`,
          );
    }
    expect(problems).toEqual([]);
  });
});

describe('a schema newer than this build (decision 069)', () => {
  it('is refused before anything is migrated, and the server exits non-zero saying why', async () => {
    const { url, pool } = await createTestDatabase();
    // The template is migrated: migrating again changes nothing and passes.
    await migrateDatabase(pool);
    // A newer release applied a migration this build does not carry.
    await pool.query(
      `insert into drizzle.__drizzle_migrations (hash, created_at)
       select 'from-a-newer-release', max(created_at) + 60000 from drizzle.__drizzle_migrations`,
    );
    const refused = migrateDatabase(pool);
    await expect(refused).rejects.toBeInstanceOf(SchemaNewerError);
    await expect(refused).rejects.toThrow(/newer than this build knows: 1 applied migration/);

    const server = startServerProcess({
      DATABASE_URL: url,
      PORT: '0',
      WORKER_ENABLED: 'false',
      LOG_LEVEL: 'silent',
    });
    const code = await server.exited;
    const output = server.output;
    expect(code, output).toBe(1);
    expect(output).toMatch(/schema is newer than this build knows/);
    expect(output).not.toMatch(/Motorwise is running/);
  }, 60_000);
});
