import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOnce, placeholders } from '../src/db/built-once';
import { createDb, createPool, type Db } from '../src/db/client';
import { idempotencyKeys } from '../src/db/idempotency.tables';
import { createTestDatabase } from './helpers';

/**
 * A hot statement built once runs where its caller is (decision 088): on the pool, or inside the caller's
 * transaction, where it sees what the transaction wrote and nothing else does. Run on the wrong connection,
 * a booking's lock or read would be outside its transaction.
 */
describe('a statement built once', () => {
  let pool: pg.Pool;
  let db: Db;
  const byKey = builtOnce((on) =>
    on
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, sql.placeholder('key'))),
  );
  const row = (key: string) => ({
    caller: 'guest:built-once@example.co.za',
    key,
    route: 'POST /api/test',
    requestHash: 'h',
    status: 200,
    body: `{"key":"${key}"}`,
    expiresAt: new Date('2026-12-01T10:00:00.000Z'),
  });

  beforeAll(async () => {
    const { url } = await createTestDatabase();
    pool = createPool(url, 2);
    db = createDb(pool);
    await db.insert(idempotencyKeys).values(row('on-the-pool'));
  });
  afterAll(() => pool.end());

  it('answers as drizzle built each time does, rows mapped alike, with each call its own values', async () => {
    for (let i = 0; i < 3; i++) {
      const once = await byKey(db, { key: 'on-the-pool' });
      const each = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'on-the-pool'));
      expect(once).toEqual(each);
      expect(once[0]?.expiresAt).toEqual(new Date('2026-12-01T10:00:00.000Z'));
      expect(once[0]?.requestHash).toBe('h');
    }
    expect(await byKey(db, { key: 'no-such-key' })).toEqual([]);
  });

  it("inside a transaction it runs on the transaction's connection: it sees the uncommitted row, the pool does not", async () => {
    const undo = new Error('undo');
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(idempotencyKeys).values(row('in-a-transaction'));
        expect(await byKey(tx, { key: 'in-a-transaction' })).toHaveLength(1);
        expect(await byKey(db, { key: 'in-a-transaction' })).toHaveLength(0);
        throw undo;
      }),
    ).rejects.toBe(undo);
    expect(await byKey(db, { key: 'in-a-transaction' })).toHaveLength(0);
  });

  it('an insert built once writes each call its own values through the columns, as one built each time', async () => {
    const insert = builtOnce((on) =>
      on
        .insert(idempotencyKeys)
        .values(placeholders(...(Object.keys(row('k')) as (keyof ReturnType<typeof row>)[]))),
    );
    for (const key of ['inserted-once-1', 'inserted-once-2']) await insert(db, row(key));
    await db.insert(idempotencyKeys).values(row('inserted-each-time'));
    const written = await db
      .select()
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} like 'inserted-%'`)
      .orderBy(idempotencyKeys.key);
    expect(written.map((r) => r.key)).toEqual(['inserted-each-time', 'inserted-once-1', 'inserted-once-2']);
    // Each row holds its own call's values, mapped back as drizzle maps what it built each time.
    for (const r of written) expect(r).toEqual({ ...row(r.key), createdAt: expect.any(Date) });
    // The date went through the column's encoder: the same instant, whatever the connection's time zone.
    expect(written[1]!.expiresAt).toEqual(new Date('2026-12-01T10:00:00.000Z'));
  });

  it('says so when handed something that is not a drizzle database', async () => {
    await expect(byKey({} as Db, { key: 'x' })).rejects.toThrow(/no session\.client/);
  });
});
