import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { AppErrorCode, hasCode } from '../../lib/errors';
import type { SampleItemsRow } from './sample-items.repo';
import { createSampleItemsService, type SampleItemsServiceDeps } from './sample-items.service';

// The service's rules against a fake repo (no database): the factory takes what it uses (decision 058).
// Test the routes through app.inject in apps/api/test/sample-items.test.ts too (CONTRIBUTING.md).
const db = {} as DbOrTx;
const ME = '00000000-0000-4000-8000-000000000001';
const SOMEONE_ELSE = '00000000-0000-4000-8000-000000000002';

function fakeRepo(): SampleItemsServiceDeps['repo'] {
  const rows: SampleItemsRow[] = [];
  const of = (userId: string) => rows.filter((r) => r.userId === userId);
  return {
    listPageOf: async (_db, userId, page, perPage) => of(userId).slice((page - 1) * perPage, page * perPage),
    countOf: async (_db, userId) => of(userId).length,
    findById: async (_db, id) => rows.find((r) => r.id === id) ?? null,
    findByName: async (_db, userId, name) => of(userId).find((r) => r.name === name) ?? null,
    insert: async (_db, values) => {
      const row = { id: `id-${rows.length + 1}`, ...values, createdAt: new Date('2026-01-01T00:00:00Z') };
      rows.push(row);
      return row;
    },
  };
}

describe('sample items (service factory)', () => {
  it('adds an item and lists it for its owner only', async () => {
    const service = createSampleItemsService({ repo: fakeRepo() });
    const added = await service.add(db, ME, { name: 'First' });
    expect(added).toEqual({ id: 'id-1', name: 'First', dateCreatedUtc: '2026-01-01T00:00:00.000Z' });
    expect((await service.listMine(db, ME, 1)).items).toEqual([added]);
    expect((await service.listMine(db, SOMEONE_ELSE, 1)).items).toEqual([]);
  });

  it("reads one's own item; another's is not found", async () => {
    const service = createSampleItemsService({ repo: fakeRepo() });
    const added = await service.add(db, ME, { name: 'Mine' });
    expect(await service.getMine(db, ME, added.id)).toEqual(added);
    const error = await service.getMine(db, SOMEONE_ELSE, added.id).catch((e: unknown) => e);
    expect(hasCode(error, AppErrorCode.NOT_FOUND)).toBe(true);
  });

  it('refuses a name already taken, with the conflict code', async () => {
    const service = createSampleItemsService({ repo: fakeRepo() });
    await service.add(db, ME, { name: 'Same' });
    const error = await service.add(db, ME, { name: 'Same' }).catch((e: unknown) => e);
    expect(hasCode(error, AppErrorCode.CONFLICT)).toBe(true);
  });
});
