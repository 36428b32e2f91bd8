import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import type { RepairItemRow } from './repair-items.repo';
import { createRepairItemsService, type RepairItemsServiceDeps } from './repair-items.service';

// The service is a factory given its dependencies (decision 058): its rules run here against a fake repo,
// no database. The HTTP contract is tested through app.inject in test/ (quote-requests.test.ts).
const db = {} as DbOrTx;
const row = (over: Partial<RepairItemRow>): RepairItemRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  quoteKind: 'service',
  parentId: null,
  name: 'Service',
  displayName: null,
  icon: null,
  leaf: false,
  hasQuery: false,
  query: null,
  keywords: [],
  sortOrder: 0,
  isActive: true,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...over,
});
const trunk = row({});
const leaf = row({ id: '00000000-0000-4000-8000-000000000002', parentId: trunk.id, name: 'Oil', leaf: true });
const retired = row({ id: '00000000-0000-4000-8000-000000000003', name: 'Old', leaf: true, isActive: false });

const repo: RepairItemsServiceDeps['repo'] = {
  listOfKind: async () => [trunk, leaf],
  templateItemsOf: async (_db, ids) =>
    ids.includes(leaf.id) ? [{ repairItemTemplateId: leaf.id, description: 'Drain and refill' }] : [],
  findByIds: async (_db, ids) => [trunk, leaf, retired].filter((r) => ids.includes(r.id)),
};
const service = createRepairItemsService({ repo });

describe('repair items (service factory)', () => {
  it('builds the tree: trunks hold their leaves, leaves carry their template lines', async () => {
    const [root] = await service.tree(db, 'WBC_Service');
    expect(root?.name).toBe('Service');
    expect(root?.trunk).toBe(true);
    expect(root?.children.map((c) => [c.name, c.repairItemTemplateItems])).toEqual([
      ['Oil', [{ description: 'Drain and refill' }]],
    ]);
  });

  it('takes only active leaves of the kind, and ignores ids that are not ids', async () => {
    const found = await service.leavesFor(db, 'WBC_Service', [leaf.id, retired.id, trunk.id, 'not-an-id']);
    expect([...found.keys()]).toEqual([leaf.id]);
  });
});
