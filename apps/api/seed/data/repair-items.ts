import { z } from 'zod';
import type { SeedRepairItem, SeedRepairItemTrees } from '../types';
import { loadJson } from './load';

/**
 * Repair-item template trees, one per quote kind (repair-items.json). Trunks (`icon`, `children`) group
 * leaves; a customer picks leaves. A leaf with a `query` asks the customer one question (answer up to 500
 * characters). `templateItems` are the parts and labour lines a workshop starts its quote from.
 */
const repairItemSchema: z.ZodType<SeedRepairItem> = z.strictObject({
  name: z.string().min(1),
  displayName: z.string().min(1).optional(),
  icon: z.string().min(1).optional(),
  query: z.string().min(1).max(500).optional(),
  templateItems: z.array(z.string().min(1)).optional(),
  keywords: z.array(z.string().min(1)).optional(),
  get children() {
    return z.array(repairItemSchema).optional();
  },
});

const tree = z.array(repairItemSchema);

/** In this order: the seed inserts the trees kind by kind, and the rows' ids follow it. */
const treesSchema = z.strictObject({
  service: tree,
  repair: tree,
  policy: tree,
  inspection: tree,
  wheelsTyres: tree,
  windscreen: tree,
  bodyExternal: tree,
  dekra: tree,
}) satisfies z.ZodType<SeedRepairItemTrees>;

export const repairItemTrees: SeedRepairItemTrees = loadJson('repair-items.json', treesSchema);
