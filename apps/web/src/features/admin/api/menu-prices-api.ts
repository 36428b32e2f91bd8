import {
  AdminMenuPriceSchema,
  type AdminMenuPricesQuery,
  AdminMenuPricesSchema,
  INSTANT_PRICES_API,
} from '@motorwise/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The workshops' menus' query keys (decision 080). */
export const menuPricesKeys = {
  all: ['admin', 'menu-prices'] as const,
  list: (query: AdminMenuPricesQuery) => ['admin', 'menu-prices', query] as const,
};

/** Every workshop's fixed prices, filtered by workshop and job. */
export function useAdminMenuPrices(query: AdminMenuPricesQuery) {
  return useQuery({
    queryKey: menuPricesKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.call(INSTANT_PRICES_API.listAdminMenuPrices, {
        query,
        schema: AdminMenuPricesSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Withdraw a wrong price with a reason (audited; the workshop is mailed). */
export function useWithdrawMenuPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiClient.call(INSTANT_PRICES_API.withdrawMenuPrice, {
        params: { id },
        body: { reason },
        schema: AdminMenuPriceSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuPricesKeys.all }),
  });
}
