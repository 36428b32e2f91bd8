import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createPlatformMoneyService, monthBounds, previousMonth } from './platform-money.service';

const platform = {
  name: 'Motorwise (Pty) Ltd',
  addressLines: ['1 Platform Street'],
  vatNumber: '4000000000',
  registrationNumber: null,
  contact: null,
};

/** A fake repo for the invoicing rule: the month's ledger entries, and what was inserted. */
function fakes(entries: { workshopId: string; commissionCents: number; grossCents: number }[]) {
  const inserted: Record<string, unknown>[] = [];
  const repo = {
    paymentEntriesBetween: async () =>
      entries.map((e, i) => ({
        ...e,
        reference: `MW-${i}`,
        at: new Date('2026-10-10T10:00:00Z'),
        commissionPercent: '10',
      })),
    refundEntriesBetween: async () => [],
    lockInvoicing: async () => {},
    invoiceOf: async (_db: unknown, workshopId: string, month: string) =>
      inserted.some((r) => r.workshopId === workshopId && r.month === month) ? { id: 'x' } : undefined,
    nextSequence: async () => inserted.length + 1,
    insertInvoice: async (_db: unknown, row: Record<string, unknown>) => {
      inserted.push(row);
      return row;
    },
  };
  const db = { transaction: (fn: (tx: unknown) => unknown) => fn({}) } as unknown as Db;
  const service = createPlatformMoneyService({
    repo: repo as never,
    workshops: { names: async () => new Map(), findMany: async () => [] } as never,
    places: { find: async () => null } as never,
    addressLines: () => [],
    audit: { record: async () => {} } as never,
  });
  return { service, db, inserted };
}

describe('the monthly commission invoice', () => {
  it('a Johannesburg month runs from 22:00 UTC the day before its first', () => {
    expect(monthBounds('2026-12')).toEqual({
      from: new Date('2026-11-30T22:00:00.000Z'),
      to: new Date('2026-12-31T22:00:00.000Z'),
    });
    expect(previousMonth(new Date('2027-01-01T00:30:00Z'))).toBe('2026-12');
    // 23:30 UTC on 31 October is already 1 November in Johannesburg.
    expect(previousMonth(new Date('2026-10-31T23:30:00Z'))).toBe('2026-10');
  });

  it('one invoice per workshop with commission, VAT at 15% on top, numbered on; none twice; none without commission', async () => {
    const { service, db, inserted } = fakes([
      { workshopId: 'w1', commissionCents: 11_500, grossCents: 115_000 },
      { workshopId: 'w1', commissionCents: 2_001, grossCents: 20_010 },
      { workshopId: 'w2', commissionCents: 0, grossCents: 0 },
    ]);
    expect(await service.issueMonth(db, platform, '2026-10')).toBe(1);
    expect(inserted).toMatchObject([
      {
        workshopId: 'w1',
        month: '2026-10',
        number: 'MW-000001',
        payments: 2,
        grossCents: 135_010,
        commissionExclCents: 13_501,
        vatCents: 2_025,
        totalInclCents: 15_526,
      },
    ]);
    expect(await service.issueMonth(db, platform, '2026-10')).toBe(0);
    expect(inserted).toHaveLength(1);
  });
});
