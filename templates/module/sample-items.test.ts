import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { AppErrorCode, hasCode } from '../../lib/errors';
import type { SessionUser } from '../../lib/session';
import type { SampleItemsRow } from './sample-items.repo';
import { createSampleItemsService, type SampleItemsServiceDeps } from './sample-items.service';

// The service's rules against fakes (no database): the factory takes what it uses (decision 058), so a
// module below is faked the same way as the repo. The routes: apps/api/test/sample-items.test.ts.
const db = {} as DbOrTx;
const person = (id: string) => ({ id }) as SessionUser;
const ME = person('00000000-0000-4000-8000-000000000001');
const SOMEONE_ELSE = person('00000000-0000-4000-8000-000000000002');
const NOW = new Date('2026-02-01T00:00:00Z');

function fakes(): SampleItemsServiceDeps {
  const rows: SampleItemsRow[] = [];
  const of = (userId: string) => rows.filter((r) => r.userId === userId);
  return {
    repo: {
      listPageOf: async (_db, userId, page, perPage) =>
        of(userId).slice((page - 1) * perPage, page * perPage),
      countOf: async (_db, userId) => of(userId).length,
      findById: async (_db, id) => rows.find((r) => r.id === id) ?? null,
      findByName: async (_db, userId, name) => of(userId).find((r) => r.name === name) ?? null,
      insert: async (_db, values) => {
        const row = {
          id: `id-${rows.length + 1}`,
          ...values,
          status: 'active',
          createdAt: new Date('2026-01-01T00:00:00Z'),
          archivedAt: null,
        };
        rows.push(row);
        return row;
      },
      setArchived: async (_db, id, at) => {
        const row = rows.find((r) => r.id === id && r.status === 'active');
        if (!row) return null;
        Object.assign(row, { status: 'archived', archivedAt: at });
        return row;
      },
    },
    now: () => NOW,
  };
}

describe('sample items (service factory)', () => {
  it('adds an item and lists it for its owner only', async () => {
    const service = createSampleItemsService(fakes());
    const added = await service.add(db, ME, { name: 'First' });
    expect(added).toEqual({
      id: 'id-1',
      name: 'First',
      status: 'active',
      dateCreatedUtc: '2026-01-01T00:00:00.000Z',
      dateArchivedUtc: null,
    });
    expect((await service.listMine(db, ME, 1)).items).toEqual([added]);
    expect((await service.listMine(db, SOMEONE_ELSE, 1)).items).toEqual([]);
  });

  it("reads one's own item; another's is not found", async () => {
    const service = createSampleItemsService(fakes());
    const added = await service.add(db, ME, { name: 'Mine' });
    expect(await service.getMine(db, ME, added.id)).toEqual(added);
    const error = await service.getMine(db, SOMEONE_ELSE, added.id).catch((e: unknown) => e);
    expect(hasCode(error, AppErrorCode.NOT_FOUND)).toBe(true);
  });

  it('refuses a name already taken, with the conflict code', async () => {
    const service = createSampleItemsService(fakes());
    await service.add(db, ME, { name: 'Same' });
    const error = await service.add(db, ME, { name: 'Same' }).catch((e: unknown) => e);
    expect(hasCode(error, AppErrorCode.CONFLICT)).toBe(true);
  });

  it("archives one's own active item once; another's is not found", async () => {
    const service = createSampleItemsService(fakes());
    const added = await service.add(db, ME, { name: 'Old' });
    const other = await service.archive(db, SOMEONE_ELSE, added.id).catch((e: unknown) => e);
    expect(hasCode(other, AppErrorCode.NOT_FOUND)).toBe(true);
    expect(await service.archive(db, ME, added.id)).toMatchObject({
      status: 'archived',
      dateArchivedUtc: NOW.toISOString(),
    });
    const again = await service.archive(db, ME, added.id).catch((e: unknown) => e);
    expect(hasCode(again, AppErrorCode.TRANSITION_REFUSED)).toBe(true);
  });
});
