import type { RepairItemNode } from '@motorwise/shared';

/**
 * A chosen repair item as step 2 of the wizard and the price estimate keep it: a module of its own, so the
 * estimate's first load does not bring step 2's form (react-hook-form, its resolver, the photo input).
 */
export interface Step2Item {
  id: string;
  name: string;
  hasQuery: boolean;
  query: string | null;
  queryAnswer: string | null;
}

/** A chosen leaf as step 2 keeps it (a question gets an empty answer to fill in). */
export function step2ItemOf(node: RepairItemNode): Step2Item {
  return {
    id: node.id,
    name: node.displayName ?? node.name,
    hasQuery: node.hasQuery,
    query: node.query,
    queryAnswer: node.hasQuery ? '' : null,
  };
}
