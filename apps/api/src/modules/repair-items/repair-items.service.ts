import type { QuoteType, RepairItemNode } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { storedKind } from '../../lib/quote-kinds';
import type * as RepairItemsRepo from './repair-items.repo';
import type { RepairItemRow } from './repair-items.repo';

export type { RepairItemRow } from './repair-items.repo';

/**
 * What the service is given (decision 058): exactly the repo functions it uses. A service that needed
 * another module would add `other: Pick<OtherService, 'op'>` here, typed from '../other/index'.
 */
export interface RepairItemsServiceDeps {
  repo: Pick<typeof RepairItemsRepo, 'listOfKind' | 'templateItemsOf' | 'findByIds'>;
}

/**
 * Repair-item templates: the tree a customer picks services and repairs from, per quote kind. The
 * example module to copy (CONTRIBUTING.md): a factory given its dependencies, returning named operations;
 * each takes the caller's `db` (a transaction flows through).
 */
export function createRepairItemsService({ repo }: RepairItemsServiceDeps) {
  /** The active tree of a stored kind, trunks holding leaves. */
  async function treeOfKind(db: DbOrTx, kind: string): Promise<RepairItemNode[]> {
    const rows = await repo.listOfKind(db, kind);
    const lines = await repo.templateItemsOf(
      db,
      rows.map((r) => r.id),
    );
    const nodes = new Map<string, RepairItemNode>(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          name: r.name,
          displayName: r.displayName,
          leaf: r.leaf,
          trunk: !r.leaf,
          icon: r.icon,
          hasQuery: r.hasQuery,
          query: r.query,
          keywords: r.keywords,
          children: [],
          repairItemTemplateItems: lines
            .filter((l) => l.repairItemTemplateId === r.id)
            .map((l) => ({ description: l.description })),
        },
      ]),
    );
    const roots: RepairItemNode[] = [];
    for (const r of rows) {
      const node = nodes.get(r.id)!;
      const parent = r.parentId ? nodes.get(r.parentId) : undefined;
      if (parent) parent.children.push(node);
      else if (!r.parentId) roots.push(node);
    }
    return roots;
  }

  return {
    /** The template lines of some repair items (a workshop's starting lines for a quote). */
    templateLines: (db: DbOrTx, ids: string[]) => repo.templateItemsOf(db, ids.filter(isUuid)),

    /** spec: GET /api/repairItems?quoteType=: the tree of the quote type's kind, trunks holding leaves. */
    tree: (db: DbOrTx, quoteType: QuoteType) => treeOfKind(db, storedKind(quoteType)),

    /** The tree of a stored kind (what an admin's edit answers). */
    treeOfKind,

    /** The active leaves among some ids that belong to a quote type's kind, by id. */
    async leavesFor(db: DbOrTx, quoteType: QuoteType, ids: string[]): Promise<Map<string, RepairItemRow>> {
      const found = await repo.findByIds(db, [...new Set(ids.filter(isUuid))]);
      const kind = storedKind(quoteType);
      return new Map(found.filter((r) => r.leaf && r.isActive && r.quoteKind === kind).map((r) => [r.id, r]));
    },

    /** Names of templates by id (the estimate accepts ids or names). */
    async namesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
      const found = await repo.findByIds(db, [...new Set(ids.filter(isUuid))]);
      return new Map(found.map((r) => [r.id, r.name]));
    },
  };
}

export type RepairItemsService = ReturnType<typeof createRepairItemsService>;
