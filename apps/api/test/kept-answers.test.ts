import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../src/db/client';
import { readModels } from '../src/db/read-models';
import { keptAnswers } from '../src/lib/kept-json';
import { createTestDatabase } from './helpers';

/**
 * A kept list (decision 081) is written once per instance however many visitors ask for it at once: after a
 * change drops it, every request in flight would otherwise read the database for the same answer.
 */
describe('a kept answer', () => {
  let pool: pg.Pool;
  const routes = () => ({ pool, directPool: pool });
  const slowly = async <T>(value: () => T) => {
    await new Promise((done) => setTimeout(done, 50));
    return value();
  };

  beforeAll(async () => {
    const { url } = await createTestDatabase();
    pool = createPool(url, 2);
  });
  afterAll(async () => {
    await readModels(routes()).close();
    await pool.end();
  });

  it('is written once when twenty ask for it at once, and each of them gets it', async () => {
    const kept = keptAnswers(routes(), ['regions'], { maxBytes: 1_000_000 });
    let writes = 0;
    const write = () => slowly(() => `{"write":${++writes}}`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => kept.get('all', write)));
    expect(writes).toBe(1);
    expect(answers.map((a) => a.bytes.toString())).toEqual(Array(20).fill('{"write":1}'));
    expect((await kept.get('all', write)).bytes.toString()).toBe('{"write":1}');
    // Another key is another answer.
    expect((await kept.get('other', write)).bytes.toString()).toBe('{"write":2}');
  });

  it('keeps nothing of a write that failed: each waiting request gets the error, the next one writes again', async () => {
    const kept = keptAnswers(routes(), ['regions'], { maxBytes: 1_000_000 });
    let writes = 0;
    const failing = () =>
      slowly(() => {
        writes += 1;
        throw new Error('the database went away');
      });
    const answers = await Promise.allSettled(Array.from({ length: 5 }, () => kept.get('all', failing)));
    expect(writes).toBe(1);
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill('rejected'));
    expect((answers[0] as PromiseRejectedResult).reason.message).toBe('the database went away');
    expect((await kept.get('all', async () => '{"again":true}')).bytes.toString()).toBe('{"again":true}');
  });
});
