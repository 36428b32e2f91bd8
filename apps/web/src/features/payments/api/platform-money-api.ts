import {
  ADMIN_WORKSHOPS_API,
  AdminWorkshopsPageSchema,
  CommissionInvoiceListSchema,
  CommissionSettingsSchema,
  type MoneyExport,
  PLATFORM_MONEY_API,
  type SetGlobalCommission,
  type SetWorkshopCommission,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The platform's money (decision 064): commission rates, commission invoices, the accountant's exports. */
export const platformMoneyKeys = {
  commission: ['payments', 'commission'] as const,
  invoices: ['payments', 'commission-invoices'] as const,
  workshopInvoices: (workshopId: string | null) => ['payments', 'commission-invoices', workshopId] as const,
  workshops: (search: string) => ['payments', 'commission-workshops', search] as const,
};

export function useCommissionSettings() {
  return useQuery({
    queryKey: platformMoneyKeys.commission,
    queryFn: ({ signal }) =>
      apiClient.call(PLATFORM_MONEY_API.getCommission, { schema: CommissionSettingsSchema, signal }),
  });
}

export function useSetGlobalCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetGlobalCommission) =>
      apiClient.call(PLATFORM_MONEY_API.setGlobalCommission, { body, schema: CommissionSettingsSchema }),
    onSuccess: (data) => queryClient.setQueryData(platformMoneyKeys.commission, data),
  });
}

export function useSetWorkshopCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workshopId, ...body }: SetWorkshopCommission & { workshopId: string }) =>
      apiClient.call(PLATFORM_MONEY_API.setWorkshopCommission, {
        params: { workshopId },
        body,
        schema: CommissionSettingsSchema,
      }),
    onSuccess: (data) => queryClient.setQueryData(platformMoneyKeys.commission, data),
  });
}

/** The workshops an admin picks from for a workshop's own rate, searched by name. */
export function useWorkshopChoices(search: string) {
  return useQuery({
    queryKey: platformMoneyKeys.workshops(search),
    queryFn: ({ signal }) =>
      apiClient.call(ADMIN_WORKSHOPS_API.getAdminWorkshops, {
        query: search ? { search } : {},
        schema: AdminWorkshopsPageSchema,
        signal,
      }),
  });
}

/** Every workshop's commission invoices (admin), or one workshop's own (its portal). */
export function useCommissionInvoices(scope: { admin: true } | { workshopId: string | null }) {
  const admin = 'admin' in scope;
  const workshopId = admin ? null : scope.workshopId;
  return useQuery({
    queryKey: admin ? platformMoneyKeys.invoices : platformMoneyKeys.workshopInvoices(workshopId),
    queryFn: ({ signal }) =>
      admin
        ? apiClient.call(PLATFORM_MONEY_API.listCommissionInvoices, {
            schema: CommissionInvoiceListSchema,
            signal,
          })
        : apiClient.call(PLATFORM_MONEY_API.listWorkshopCommissionInvoices, {
            query: workshopId ? { workshopId } : undefined,
            schema: CommissionInvoiceListSchema,
            signal,
          }),
  });
}

export function downloadCommissionInvoice(
  id: string,
  scope: { admin: true } | { workshopId: string | null },
) {
  if ('admin' in scope)
    return apiClient.download(PLATFORM_MONEY_API.downloadCommissionInvoice, { params: { id } });
  return apiClient.download(PLATFORM_MONEY_API.downloadWorkshopCommissionInvoice, {
    params: { id },
    query: scope.workshopId ? { workshopId: scope.workshopId } : undefined,
  });
}

export function downloadMoneyExport(kind: MoneyExport, from: string, to: string) {
  return apiClient.download(PLATFORM_MONEY_API.exportMoney, { params: { kind }, query: { from, to } });
}
