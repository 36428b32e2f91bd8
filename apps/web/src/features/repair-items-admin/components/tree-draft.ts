import type { RepairItemNode } from '@motorwise/shared';

/** An item as the form holds it. */
export interface ItemDraft {
  name: string;
  displayName: string;
  icon: string;
  leaf: boolean;
  hasQuery: boolean;
  query: string;
  /** Comma-separated. */
  keywords: string;
  /** One line per template line. */
  templateLines: string;
  /** '' for the top level. */
  parentId: string;
}

export interface Placed {
  node: RepairItemNode;
  parentId: string | null;
  index: number;
  depth: number;
  siblings: number;
}

/** Every item with where it sits, in the order shown. */
export function placedItems(
  nodes: readonly RepairItemNode[],
  parentId: string | null = null,
  depth = 0,
): Placed[] {
  return nodes.flatMap((node, index) => [
    { node, parentId, index, depth, siblings: nodes.length },
    ...placedItems(node.children, node.id, depth + 1),
  ]);
}

export const emptyDraft = (parentId: string | null): ItemDraft => ({
  name: '',
  displayName: '',
  icon: '',
  leaf: true,
  hasQuery: false,
  query: '',
  keywords: '',
  templateLines: '',
  parentId: parentId ?? '',
});

export const draftOfNode = (node: RepairItemNode, parentId: string | null): ItemDraft => ({
  name: node.name,
  displayName: node.displayName ?? '',
  icon: node.icon ?? '',
  leaf: node.leaf,
  hasQuery: node.hasQuery,
  query: node.query ?? '',
  keywords: node.keywords.join(', '),
  templateLines: node.repairItemTemplateItems.map((l) => l.description).join('\n'),
  parentId: parentId ?? '',
});

const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

/** What the API is sent for a draft. */
export function fieldsOf(d: ItemDraft) {
  return {
    name: d.name,
    displayName: d.displayName.trim() || null,
    icon: d.icon.trim() || null,
    leaf: d.leaf,
    hasQuery: d.hasQuery,
    query: d.hasQuery ? d.query.trim() || null : null,
    keywords: list(d.keywords, /,/),
    templateLines: list(d.templateLines, /\n/),
    parentId: d.parentId || null,
  };
}

/** A node's fields as an update that changes nothing but its position (a move up or down). */
export function moveOf(p: Placed, position: number) {
  return { ...fieldsOf(draftOfNode(p.node, p.parentId)), position };
}

const PREVIEW_ID = 'draft-item';

/**
 * The tree as it would be with the draft saved: the edited item changed (and moved when its group
 * changed), or the new item added at the end of its group. For the customer's preview.
 */
export function treeWithDraft(
  tree: readonly RepairItemNode[],
  draft: ItemDraft,
  editingId: string | null,
): RepairItemNode[] {
  const f = fieldsOf(draft);
  const existing = editingId ? placedItems(tree).find((p) => p.node.id === editingId)?.node : undefined;
  const node: RepairItemNode = {
    id: editingId ?? PREVIEW_ID,
    name: f.name || 'New item',
    displayName: f.displayName,
    leaf: f.leaf,
    trunk: !f.leaf,
    icon: f.icon,
    hasQuery: f.hasQuery,
    query: f.query,
    keywords: f.keywords,
    children: existing?.children ?? [],
    repairItemTemplateItems: f.templateLines.map((description) => ({ description })),
  };
  const without = (nodes: readonly RepairItemNode[]): RepairItemNode[] =>
    nodes.filter((n) => n.id !== node.id).map((n) => ({ ...n, children: without(n.children) }));
  const placedAt = (nodes: readonly RepairItemNode[], parentId: string | null): RepairItemNode[] => {
    const here = nodes.map((n) => ({ ...n, children: placedAt(n.children, n.id) }));
    if (parentId !== f.parentId) return here;
    const at = existing ? nodes.findIndex((n) => n.id === node.id) : -1;
    return at >= 0 ? here.map((n, i) => (i === at ? node : n)) : [...here, node];
  };
  const stays = existing && placedItems(tree).find((p) => p.node.id === editingId)?.parentId === f.parentId;
  return placedAt(stays ? tree : without(tree), null);
}
