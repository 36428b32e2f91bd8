import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { AppErrorCode, hasCode } from '../../lib/errors';
import type { AuditFilter, AuditRow, NewAuditRow } from './audit.repo';
import { type AuditServiceDeps, createAuditService } from './audit.service';

// The audit service's rules against a fake repo (decision 058); the real table is tested through the
// API in apps/api/test/admin.test.ts.
const db = {} as DbOrTx;

function fakeRepo() {
  const rows: AuditRow[] = [];
  const filters: AuditFilter[] = [];
  const repo: AuditServiceDeps['repo'] = {
    insert: async (_db, values: NewAuditRow) => {
      rows.push({
        seq: rows.length + 1,
        id: `id-${rows.length + 1}`,
        at: new Date('2026-11-01T10:00:00Z'),
        actorUserId: values.actorUserId ?? null,
        actorEmail: values.actorEmail,
        action: values.action,
        targetType: values.targetType,
        targetId: values.targetId ?? null,
        before: values.before ?? null,
        after: values.after ?? null,
        requestId: values.requestId ?? null,
        ip: values.ip ?? null,
      });
    },
    search: async (_db, filter, limit) => {
      filters.push(filter);
      return [...rows]
        .reverse()
        .filter((r) => filter.beforeSeq === undefined || r.seq < filter.beforeSeq)
        .slice(0, limit);
    },
  };
  return { repo, rows, filters };
}

const actor = { userId: 'u-1', email: 'admin@motorwise.co.za', requestId: 'req-1', ip: '10.0.0.1' };

describe('the audit trail (service factory)', () => {
  it('records who, what, on what, before and after, as JSON', async () => {
    const { repo, rows } = fakeRepo();
    const audit = createAuditService({ repo });
    await audit.record(db, {
      actor,
      action: 'user.disable',
      targetType: 'user',
      targetId: 'u-2',
      before: { isDisabled: false, at: new Date('2026-01-01T00:00:00Z') },
      after: undefined,
    });
    expect(rows[0]).toMatchObject({
      actorUserId: 'u-1',
      actorEmail: 'admin@motorwise.co.za',
      action: 'user.disable',
      before: { isDisabled: false, at: '2026-01-01T00:00:00.000Z' },
      after: null,
      requestId: 'req-1',
      ip: '10.0.0.1',
    });
  });

  it('turns the search into the repo filter: Johannesburg days, a user id or part of an e-mail', async () => {
    const { repo, filters } = fakeRepo();
    const audit = createAuditService({ repo });
    await audit.search(db, { actor: 'ADMIN@', from: '2026-11-01', to: '2026-11-02', action: 'payout.' });
    expect(filters[0]).toMatchObject({
      actorEmailLike: 'ADMIN@',
      actorUserId: undefined,
      actionPrefix: 'payout.',
      from: new Date('2026-10-31T22:00:00Z'),
      to: new Date('2026-11-02T22:00:00Z'),
    });
    const id = '0b1c2d3e-0000-4000-8000-000000000000';
    await audit.search(db, { actor: id });
    expect(filters[1]).toMatchObject({ actorUserId: id, actorEmailLike: id });
  });

  it('pages newest first with a cursor, and refuses a range that ends before it starts', async () => {
    const { repo } = fakeRepo();
    const audit = createAuditService({ repo });
    for (let i = 0; i < 55; i++)
      await audit.record(db, { actor, action: 'x', targetType: 't', targetId: null, before: null, after: i });
    const first = await audit.search(db, {});
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.after).toBe(54);
    const second = await audit.search(db, { before: first.next ?? undefined });
    expect(second.items.map((e) => e.after)).toEqual([4, 3, 2, 1, 0]);
    expect(second.next).toBeNull();
    const error = await audit.search(db, { from: '2026-11-02', to: '2026-11-01' }).catch((e: unknown) => e);
    expect(hasCode(error, AppErrorCode.INVALID_INPUT)).toBe(true);
  });
});
