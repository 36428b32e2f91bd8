import {
  INSTANT_PRICES_API,
  type MenuPriceList,
  MenuPriceListSchema,
  MenuPriceSchema,
  type SaveMenuPrice,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { workshopHeaders } from './workshop-choice';

/** The workshop's fixed prices for common jobs per vehicle class (decision 077). */
export const menuPricesKey = ['workshop', 'menu-prices'] as const;

export function useMenuPrices() {
  return useQuery({
    queryKey: menuPricesKey,
    queryFn: ({ signal }) =>
      apiClient.call(INSTANT_PRICES_API.getMenuPrices, {
        headers: workshopHeaders(),
        schema: MenuPriceListSchema,
        signal,
      }),
  });
}

/** A change to the menu: the list is read again. */
function useMenuChange<T, A>(call: (input: T) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: menuPricesKey }),
  });
}

export const useSaveMenuPrice = () =>
  useMenuChange(({ id, body }: { id: string | null; body: SaveMenuPrice }) =>
    id
      ? apiClient.call(INSTANT_PRICES_API.updateMenuPrice, {
          params: { id },
          body,
          headers: workshopHeaders(),
          schema: MenuPriceSchema,
        })
      : apiClient.call(INSTANT_PRICES_API.addMenuPrice, {
          body,
          headers: workshopHeaders(),
          schema: MenuPriceSchema,
        }),
  );

export const useDeleteMenuPrice = () =>
  useMenuChange(
    (id: string): Promise<MenuPriceList> =>
      apiClient.call(INSTANT_PRICES_API.deleteMenuPrice, {
        params: { id },
        headers: workshopHeaders(),
        schema: MenuPriceListSchema,
      }),
  );
