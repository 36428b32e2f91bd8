import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../src/db/client';
import { createTestDatabase } from './helpers';

/**
 * A direct connection keeps the statements it runs again prepared (decision 087): PostgreSQL stops
 * planning a hot statement on every request. What a user would notice if it went wrong is a wrong answer
 * or a connection that fails after an error; what the database shows is which statements it keeps.
 */
describe('prepared statements on a direct connection', () => {
  let url: string;
  let pool: pg.Pool;

  beforeAll(async () => {
    ({ url } = await createTestDatabase());
    // One connection, so every statement below runs on the connection whose prepared statements are read.
    pool = createPool(url, 1);
  });
  afterAll(() => pool.end());

  const preparedTexts = async (on: pg.Pool) =>
    (await on.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (r) => r.statement,
    );
  const plusOne = (p: pg.Pool, n: number) =>
    p.query<{ n: number }>('select $1::int + 1 as n', [n]).then((r) => r.rows[0]!.n);

  it('a statement run once is not kept; run again, it is prepared and still answers right', async () => {
    expect(await plusOne(pool, 1)).toBe(2);
    expect(await preparedTexts(pool)).not.toContain('select $1::int + 1 as n');
    expect(await plusOne(pool, 41)).toBe(42);
    expect(await plusOne(pool, -1)).toBe(0);
    expect(await preparedTexts(pool)).toContain('select $1::int + 1 as n');
    // Through drizzle, as the repos run their statements.
    const db = createDb(pool);
    for (const n of [1, 2, 3, 4, 5, 6, 7])
      expect((await db.execute<{ n: number }>(sql`select ${n}::int * 2 as n`)).rows[0]!.n).toBe(n * 2);
    expect(await preparedTexts(pool)).toContain('select $1::int * 2 as n');
  });

  it('an error leaves the connection serving: a statement that fails to parse, or fails when run', async () => {
    const broken = () => pool.query('select $1::int from from', [1]);
    await expect(broken()).rejects.toThrow(/syntax error/);
    await expect(broken()).rejects.toThrow(/syntax error/);
    const divide = (n: number) => pool.query<{ q: number }>('select 10 / $1::int as q', [n]);
    expect((await divide(2)).rows[0]!.q).toBe(5);
    await expect(divide(0)).rejects.toThrow(/division by zero/);
    expect((await divide(5)).rows[0]!.q).toBe(2);
    expect(await plusOne(pool, 9)).toBe(10);
  });

  it('a rolled-back transaction does not lose what the connection prepared', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      expect((await client.query('select $1::text as t', ['a'])).rows[0].t).toBe('a');
      expect((await client.query('select $1::text as t', ['b'])).rows[0].t).toBe('b');
      await client.query('rollback');
      expect((await client.query('select $1::text as t', ['c'])).rows[0].t).toBe('c');
    } finally {
      client.release();
    }
  });

  it('a large statement (a bulk insert of many values) is never kept', async () => {
    const values = Array.from({ length: 150 }, (_, i) => i);
    const text = `select ${values.map((_, i) => `$${i + 1}::int`).join(' + ')} as total`;
    for (let run = 0; run < 3; run++)
      expect((await pool.query<{ total: number }>(text, values)).rows[0]!.total).toBe(11_175);
    expect(await preparedTexts(pool)).not.toContain(text);
  });

  it('a pool through a transaction pooler keeps nothing prepared', async () => {
    const pooled = createPool(url, 1, undefined, { pooled: true });
    try {
      for (const n of [1, 2, 3]) expect(await plusOne(pooled, n)).toBe(n + 1);
      expect(await preparedTexts(pooled)).toEqual([]);
    } finally {
      await pooled.end();
    }
  });
});
