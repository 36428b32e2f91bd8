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
  /** Add a repair item to a quote type's tree (admins; decision 066); answers the tree */
  createRepairItem: {
    method: 'POST',
    path: '/api/admin/repairItems',
    body: 'RepairItemCreateSchema',
    answer: 'RepairItemTreeSchema',
  },
  /** Edit or move a repair item (admins); answers the tree */
  updateRepairItem: {
    method: 'PUT',
    path: '/api/admin/repairItems/{id}',
    body: 'RepairItemUpdateSchema',
    answer: 'RepairItemTreeSchema',
  },
  /** Remove a repair item and the items under it from the tree (admins); answers the tree */
  deleteRepairItem: {
    method: 'DELETE',
    path: '/api/admin/repairItems/{id}',
    query: 'RepairItemDeleteQuerySchema',
    answer: 'RepairItemTreeSchema',
  },
} as const satisfies Contract;
