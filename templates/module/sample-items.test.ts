import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { AppErrorCode, hasCode } from '../../lib/errors';
import type { SampleItemsRow } from './sample-items.repo';
import { createSampleItemsService, type SampleItemsServiceDeps } from './sample-items.service';

// The service's rules against a fake repo (no database): the factory takes what it uses (decision 058).
// Once the routes are registered in app.ts, test them through app.inject in apps/api/test/ too.
const db = {} as DbOrTx;

function fakeRepo(): SampleItemsServiceDeps['repo'] {
  const rows: SampleItemsRow[] = [];
  return {
    listPage: async (_db, page, perPage) => rows.slice((page - 1) * perPage, page * perPage),
    countAll: async () => rows.length,
    findByName: async (_db, name) => rows.find((r) => r.name === name) ?? null,
    insert: async (_db, values) => {
      const row = {
        id: `id-${rows.length + 1}`,
        name: values.name,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      };
      rows.push(row);
      return row;
    },
  };
}

describe('sample items (service factory)', () => {
  it('adds an item and lists it', async () => {
    const service = createSampleItemsService({ repo: fakeRepo() });
    const added = await service.add(db, { name: 'First' });
    expect(added).toEqual({ id: 'id-1', name: 'First', dateCreatedUtc: '2026-01-01T00:00:00.000Z' });
    expect((await service.list(db, 1)).items).toEqual([added]);
  });

  it('refuses a name already taken, with the conflict code', async () => {
    const service = createSampleItemsService({ repo: fakeRepo() });
    await service.add(db, { name: 'Same' });
    const error = await service.add(db, { name: 'Same' }).catch((e: unknown) => e);
    expect(hasCode(error, AppErrorCode.CONFLICT)).toBe(true);
  });
});
