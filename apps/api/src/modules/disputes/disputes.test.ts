import { describe, expect, it, vi } from 'vitest';
import type { Db, DbOrTx } from '../../db/client';
import { AppErrorCode, hasCode } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import type { DisputeRow } from './disputes.repo';
import { createDisputesService, type DisputesServiceDeps } from './disputes.service';

// The resolve rules against fakes (no database; the routes: apps/api/test/disputes.test.ts).
const tx = {} as DbOrTx;
const db = { transaction: async <T>(run: (t: DbOrTx) => Promise<T>) => run(tx) } as unknown as Db;
const ADMIN = { id: 'admin-1', isAdmin: true, workshopIds: [] as string[] } as SessionUser;
const ACTOR = { userId: 'admin-1', email: 'admin@example.co.za', requestId: 'req-1', ip: '127.0.0.1' };
const NOW = new Date('2026-03-01T08:00:00Z');

const row = (status: string): DisputeRow => ({
  id: 'd-1',
  quoteId: 'q-1',
  workshopId: 'w-1',
  openedByUserId: 'c-1',
  kind: 'dispute',
  subject: 'Brakes still squeal',
  status,
  outcome: null,
  refundCents: null,
  outcomeNote: null,
  resolvedByUserId: null,
  createdAt: NOW,
  updatedAt: NOW,
  resolvedAt: null,
});

function fakes(status: string, paid: number | null) {
  let current = row(status);
  const refundDue = vi.fn(async () => true);
  const record = vi.fn(async () => undefined);
  const deps: DisputesServiceDeps = {
    db,
    fileStore: {} as DisputesServiceDeps['fileStore'],
    commissionPercent: 10,
    publicUrl: 'https://motorwise.test',
    repo: {
      findById: async () => current,
      list: async () => [current],
      insert: async () => current,
      setStatus: async (_db, _id, s) => {
        if (current.status === 'resolved') return null;
        current = { ...current, status: s };
        return current;
      },
      resolve: async (_db, _id, values) => {
        if (current.status === 'resolved') return null;
        current = { ...current, ...values, status: 'resolved' };
        return current;
      },
      insertMessage: async () => undefined,
      messagesOf: async () => [],
      hasFile: async () => false,
    },
    // No invoice and no staff: nothing to mail in these rules.
    quotes: { invoiceToPay: async () => null, invoiceToPayFor: async () => null },
    payments: { paidFor: async () => paid, refundDue },
    files: { store: async () => ({ id: 'f-1', storageKey: 'k' }), findMany: async () => [] },
    workshops: { staffOf: async () => [] },
    people: { contactsOf: async () => [] },
    notifications: { add: async () => undefined },
    audit: { record },
    now: () => NOW,
  };
  return { service: createDisputesService(deps), refundDue, record };
}

describe('resolving a dispute', () => {
  it('records a partial refund through payments, for the amount given, and audits it', async () => {
    const { service, refundDue, record } = fakes('open', 115_000);
    const answer = await service.resolve(ADMIN, ACTOR, 'd-1', {
      outcome: 'partial_refund',
      refundCents: 30_000,
      note: 'Labour of the second visit.',
    });
    expect(answer).toMatchObject({ status: 'resolved', outcome: 'partial_refund', refundCents: 30_000 });
    expect(refundDue).toHaveBeenCalledWith(
      tx,
      'q-1',
      expect.objectContaining({ refundCents: 30_000, percent: 10 }),
    );
    expect(record).toHaveBeenCalledWith(tx, expect.objectContaining({ action: 'dispute.resolve' }));
  });

  it('a full refund is what was paid', async () => {
    const { service, refundDue } = fakes('awaiting_customer', 115_000);
    await service.resolve(ADMIN, ACTOR, 'd-1', { outcome: 'full_refund', note: 'In full.' });
    expect(refundDue).toHaveBeenCalledWith(tx, 'q-1', expect.objectContaining({ refundCents: 115_000 }));
  });

  it('refuses more than was paid, a refund of nothing paid, and a second resolve', async () => {
    const tooMuch = fakes('open', 10_000);
    await expect(
      tooMuch.service.resolve(ADMIN, ACTOR, 'd-1', {
        outcome: 'partial_refund',
        refundCents: 10_001,
        note: 'x',
      }),
    ).rejects.toSatisfy((e) => hasCode(e, AppErrorCode.INVALID_INPUT));
    const unpaid = fakes('open', null);
    await expect(
      unpaid.service.resolve(ADMIN, ACTOR, 'd-1', { outcome: 'full_refund', note: 'x' }),
    ).rejects.toSatisfy((e) => hasCode(e, AppErrorCode.CONFLICT));
    const done = fakes('resolved', 115_000);
    await expect(
      done.service.resolve(ADMIN, ACTOR, 'd-1', { outcome: 'resolved', note: 'x' }),
    ).rejects.toSatisfy((e) => hasCode(e, AppErrorCode.TRANSITION_REFUSED));
    for (const f of [tooMuch, unpaid, done]) expect(f.refundDue).not.toHaveBeenCalled();
  });
});
