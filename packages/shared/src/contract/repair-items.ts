import type { Contract } from './entry';

/** The repair-item catalogue. */
export const REPAIR_ITEMS_API = {
  /** List the repair-item tree for a quote type */
  getRepairItems: {
    method: 'GET',
    path: '/api/repairItems',
    query: 'RepairItemsQuerySchema',
    answer: 'RepairItemTreeSchema',
  },
} as const satisfies Contract;
