import { beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../src/modules/quotes/quotes.repo';
import {
  quoteAmendments,
  quoteItems,
  quoteMessages,
  quoteStatusHistory,
} from '../src/modules/quotes/quotes.tables';
import { createSignedInUser, createTestApp } from './helpers';
import { quoteFixtures, type User } from './quote-fixtures';

/**
 * A quote's lines, amendments, history and messages in one statement (decision 088): JSON arrays of rows,
 * read back through each column's own decoder (db/json-rows.ts). They must be the rows drizzle reads from
 * each table, value for value: numerics as their strings ('6.500'), times to the millisecond, nulls.
 */
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const db = t.deps.db;
const fixtures = quoteFixtures(t, { referencePrefix: 'MW-PARTS', items: [{ name: 'Minor service' }] });

let customer: User;
let shop: User;
let quoteIds: string[];

beforeAll(async () => {
  customer = await createSignedInUser(t);
  shop = await createSignedInUser(t, { workshop: true });
  quoteIds = [];
  for (const n of [1, 2]) {
    const r = await fixtures.makeRequest(customer, [shop.workshopId!]);
    const quote = await fixtures.sendQuote(shop, r.id, {
      lines: [
        {
          quoteRequestItemId: r.itemIds[0],
          kind: 'part',
          description: `Oil "5W-30" ${n}`,
          quantity: 6.5,
          priceExcl: 100,
        },
        { kind: 'labour', description: 'Labour, ½ hour', quantity: 0.25, priceIncl: 115.5 },
      ],
    });
    quoteIds.push(quote.id);
    const [amendment] = await db
      .insert(quoteAmendments)
      .values({
        quoteId: quote.id,
        amendmentStatus: 1,
        note: null,
        submittedAt: new Date('2026-11-28T10:11:12.345Z'),
      })
      .returning();
    await db.insert(quoteItems).values({
      quoteId: quote.id,
      amendmentId: amendment!.id,
      description: 'Brake pads found worn',
      priceExclCents: 80_000,
      priceInclCents: 92_000,
      quantity: '1.125',
      previousQuantity: '2',
      totalInclCents: 103_500,
      amendmentType: 1,
      amendmentStatus: 0,
      sortOrder: 9,
    });
    await db.insert(quoteMessages).values([
      {
        quoteId: quote.id,
        senderUserId: customer.id,
        senderRole: 'customer',
        message: 'Line one\nline two ✓',
      },
      { quoteId: quote.id, senderUserId: null, senderRole: 'workshop', message: '', readAt: new Date() },
    ]);
  }
});

describe('a quote’s parts in one statement', () => {
  it('are the rows each table’s own reader gives, in the same order', async () => {
    const [items, amendments, history, messages] = await Promise.all([
      repo.itemsOfQuotes(db, quoteIds),
      repo.amendmentsOf(db, quoteIds),
      repo.historyOf(db, quoteIds),
      repo.messagesOf(db, quoteIds),
    ]);
    // What was written is there: two quotes' lines, amendment, steps and messages.
    expect(items).toHaveLength(6);
    expect(items.map((i) => i.quantity)).toContain('6.500');
    expect(amendments).toHaveLength(2);
    expect(history.length).toBeGreaterThanOrEqual(4);
    expect(messages).toHaveLength(4);

    const parts = await repo.quotePartsOf(db, quoteIds);
    expect(parts).toEqual({ items, amendments, history, messages });
    expect(parts.items[0]!.createdAt).toBeInstanceOf(Date);
    expect(parts.amendments[0]!.submittedAt).toEqual(new Date('2026-11-28T10:11:12.345Z'));
    expect(parts.amendments[0]!.decidedAt).toBeNull();
  });

  it('reads one quote’s parts alone, and nothing for no quotes', async () => {
    const one = await repo.quotePartsOf(db, [quoteIds[1]!]);
    expect(one.items.every((i) => i.quoteId === quoteIds[1])).toBe(true);
    expect(one.items).toEqual(await repo.itemsOfQuotes(db, [quoteIds[1]!]));
    expect(await repo.quotePartsOf(db, [])).toEqual({ items: [], amendments: [], history: [], messages: [] });
  });
});
