import {
  ADMIN_REPAIR_ITEM_MESSAGES,
  type QuoteType,
  type RepairItemCreateSchema,
  type RepairItemNode,
  type RepairItemUpdateSchema,
} from '@motorwise/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { storedKind } from '../../lib/quote-kinds';
import type { AuditActor, AuditPort } from '../audit/index';
import type * as RepairItemsRepo from './repair-items.repo';
import type { RepairItemRow } from './repair-items.repo';
import type { RepairItemsService } from './repair-items.service';

type CreateInput = z.output<typeof RepairItemCreateSchema>;
type UpdateInput = z.output<typeof RepairItemUpdateSchema>;

/** What the administrators' side is given (decision 058): its repo verbs, the tree's reader, the audit port. */
export interface RepairItemsAdminServiceDeps {
  repo: Pick<
    typeof RepairItemsRepo,
    | 'deactivate'
    | 'findById'
    | 'insertItem'
    | 'listOfKind'
    | 'lockKind'
    | 'renumber'
    | 'replaceLines'
    | 'templateItemsOf'
    | 'updateItem'
  >;
  repairItems: Pick<RepairItemsService, 'treeOfKind'>;
  audit: AuditPort;
}

/** The ids of an item's descendants among the active rows. */
function descendantsOf(rows: readonly RepairItemRow[], id: string): string[] {
  const found: string[] = [];
  const queue = [id];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const r of rows)
      if (r.parentId === at) {
        found.push(r.id);
        queue.push(r.id);
      }
  }
  return found;
}

/** Where `id` goes among its new siblings: at `position` (clamped), else where it was, else last. */
function placed(siblings: string[], id: string, position: number | undefined, was: number): string[] {
  const others = siblings.filter((s) => s !== id);
  const at = Math.min(position ?? (was >= 0 ? was : others.length), others.length);
  return [...others.slice(0, at), id, ...others.slice(at)];
}

/**
 * The administrators' repair-item trees (decision 066): add, edit, move and remove items, their question and
 * their template lines; each write audited in its transaction and answering the tree as customers now get
 * it. The tree is read from PostgreSQL on every request (no in-memory copy), so every instance serves an
 * edit at once.
 */
export function createRepairItemsAdminService({ repo, repairItems, audit }: RepairItemsAdminServiceDeps) {
  async function snapshot(db: DbOrTx, id: string) {
    const row = await repo.findById(db, id);
    if (!row) return null;
    const lines = await repo.templateItemsOf(db, [id]);
    return {
      name: row.name,
      displayName: row.displayName,
      icon: row.icon,
      leaf: row.leaf,
      hasQuery: row.hasQuery,
      query: row.query,
      keywords: row.keywords,
      parentId: row.parentId,
      sortOrder: row.sortOrder,
      isActive: row.isActive,
      templateLines: lines.map((l) => l.description),
    };
  }

  /** The parent, checked: an active group of the same kind, not the item nor one of its own items. */
  async function checkParent(rows: readonly RepairItemRow[], parentId: string | null, id: string | null) {
    if (!parentId) return;
    const parent = rows.find((r) => r.id === parentId);
    if (!parent) throw badRequest({ parentId: [ADMIN_REPAIR_ITEM_MESSAGES.parentUnknown] });
    if (id && (parentId === id || descendantsOf(rows, id).includes(parentId)))
      throw badRequest({ parentId: [ADMIN_REPAIR_ITEM_MESSAGES.parentIsSelf] });
    if (parent.leaf) throw badRequest({ parentId: [ADMIN_REPAIR_ITEM_MESSAGES.parentIsLeaf] });
  }

  const fields = (input: CreateInput | UpdateInput) => ({
    name: input.name,
    displayName: input.displayName,
    icon: input.icon,
    leaf: input.leaf,
    hasQuery: input.hasQuery,
    query: input.hasQuery ? input.query : null,
    keywords: input.keywords,
    parentId: input.parentId,
  });

  return {
    /** Adds an item under a group (or at the top), at a position among its siblings (else last). */
    async create(db: Db, actor: AuditActor, input: CreateInput): Promise<RepairItemNode[]> {
      const kind = storedKind(input.quoteType);
      return db.transaction(async (tx) => {
        await repo.lockKind(tx, kind);
        const rows = await repo.listOfKind(tx, kind);
        await checkParent(rows, input.parentId, null);
        const row = await repo.insertItem(tx, { ...fields(input), quoteKind: kind, isActive: true });
        await repo.replaceLines(tx, row.id, input.templateLines);
        const siblings = rows.filter((r) => r.parentId === input.parentId).map((r) => r.id);
        await repo.renumber(tx, placed(siblings, row.id, input.position, -1));
        await audit.record(tx, {
          actor,
          action: 'repairItem.create',
          targetType: 'repairItem',
          targetId: row.id,
          before: null,
          after: { quoteType: input.quoteType, ...(await snapshot(tx, row.id)) },
        });
        return repairItems.treeOfKind(tx, kind);
      });
    },

    /** Edits an item: its fields, question and template lines, and where it sits (a move). */
    async update(db: Db, actor: AuditActor, id: string, input: UpdateInput): Promise<RepairItemNode[]> {
      return db.transaction(async (tx) => {
        const existing = await repo.findById(tx, id);
        if (!existing?.isActive) throw notFound('The repair item');
        await repo.lockKind(tx, existing.quoteKind);
        const rows = await repo.listOfKind(tx, existing.quoteKind);
        await checkParent(rows, input.parentId, id);
        if (input.leaf && rows.some((r) => r.parentId === id))
          throw badRequest({ leaf: [ADMIN_REPAIR_ITEM_MESSAGES.hasChildren] });
        const before = await snapshot(tx, id);
        await repo.updateItem(tx, id, fields(input));
        await repo.replaceLines(tx, id, input.templateLines);
        const siblings = rows.filter((r) => r.parentId === input.parentId).map((r) => r.id);
        await repo.renumber(tx, placed(siblings, id, input.position, siblings.indexOf(id)));
        await audit.record(tx, {
          actor,
          action: 'repairItem.update',
          targetType: 'repairItem',
          targetId: id,
          before,
          after: await snapshot(tx, id),
        });
        return repairItems.treeOfKind(tx, existing.quoteKind);
      });
    },

    /** Takes an item and everything under it out of the tree (rows kept: requests made from them name them). */
    async remove(db: Db, actor: AuditActor, id: string, quoteType: QuoteType): Promise<RepairItemNode[]> {
      const kind = storedKind(quoteType);
      return db.transaction(async (tx) => {
        const existing = await repo.findById(tx, id);
        if (!existing?.isActive || existing.quoteKind !== kind) throw notFound('The repair item');
        await repo.lockKind(tx, kind);
        const rows = await repo.listOfKind(tx, kind);
        const removed = [id, ...descendantsOf(rows, id)];
        const before = await snapshot(tx, id);
        await repo.deactivate(tx, removed);
        await audit.record(tx, {
          actor,
          action: 'repairItem.remove',
          targetType: 'repairItem',
          targetId: id,
          before: { ...before, removedIds: removed },
          after: null,
        });
        return repairItems.treeOfKind(tx, kind);
      });
    },
  };
}

export type RepairItemsAdminService = ReturnType<typeof createRepairItemsAdminService>;
