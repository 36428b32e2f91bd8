import {
  type QuoteType,
  REPAIR_ITEMS_API,
  type RepairItemCreate,
  type RepairItemNode,
  RepairItemTreeSchema,
  type RepairItemUpdate,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quoteRequestKeys } from '@/features/quote-requests';
import { apiClient } from '@/lib/api-client';

/** The administrators' repair-item trees (decision 066). */
export const repairItemsAdminKeys = {
  all: ['repair-items-admin'] as const,
  tree: (quoteType: QuoteType) => [...repairItemsAdminKeys.all, quoteType] as const,
};

/** The customer's tree (GET /api/repairItems), errors shown (the wizard's read answers [] on failure). */
export function useAdminRepairItems(quoteType: QuoteType) {
  return useQuery({
    queryKey: repairItemsAdminKeys.tree(quoteType),
    queryFn: ({ signal }) =>
      apiClient.call(REPAIR_ITEMS_API.getRepairItems, {
        query: { quoteType },
        schema: RepairItemTreeSchema,
        signal,
      }),
  });
}

export type RepairItemChange =
  | { kind: 'create'; item: RepairItemCreate }
  | { kind: 'update'; id: string; item: RepairItemUpdate }
  | { kind: 'remove'; id: string };

/** Every write answers the tree as customers now get it: it becomes this page's copy at once. */
export function useChangeRepairItems(quoteType: QuoteType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RepairItemChange): Promise<RepairItemNode[]> => {
      const schema = RepairItemTreeSchema;
      if (change.kind === 'create')
        return apiClient.call(REPAIR_ITEMS_API.createRepairItem, { body: change.item, schema });
      if (change.kind === 'update')
        return apiClient.call(REPAIR_ITEMS_API.updateRepairItem, {
          params: { id: change.id },
          body: change.item,
          schema,
        });
      return apiClient.call(REPAIR_ITEMS_API.deleteRepairItem, {
        params: { id: change.id },
        query: { quoteType },
        schema,
      });
    },
    onSuccess: async (tree) => {
      queryClient.setQueryData(repairItemsAdminKeys.tree(quoteType), tree);
      // Quote types of one kind share a tree; and this browser's wizard reads it again.
      await queryClient.invalidateQueries({ queryKey: repairItemsAdminKeys.all });
      await queryClient.invalidateQueries({ queryKey: quoteRequestKeys.repairItems(quoteType).slice(0, 1) });
    },
  });
}
