import {
  type AddSampleItem,
  SAMPLE_ITEMS_API,
  SampleItemSchema,
  SampleItemsPageSchema,
} from '@motorwise/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The feature's one query-key object (issue 21): every query and invalidation names its keys here. */
export const sampleItemKeys = {
  all: ['sample-items'] as const,
  lists: ['sample-items', 'list'] as const,
  list: (page: number) => ['sample-items', 'list', page] as const,
  item: (id: string) => ['sample-items', 'item', id] as const,
};

/** Calls through the contract entries (decision 056), parsed by the shared schemas. */
export function getSampleItems(page: number, signal?: AbortSignal) {
  return apiClient.call(SAMPLE_ITEMS_API.getSampleItems, {
    query: { page },
    schema: SampleItemsPageSchema,
    signal,
  });
}

export function getSampleItem(id: string, signal?: AbortSignal) {
  return apiClient.call(SAMPLE_ITEMS_API.getSampleItem, { params: { id }, schema: SampleItemSchema, signal });
}

export function addSampleItem(input: AddSampleItem) {
  return apiClient.call(SAMPLE_ITEMS_API.postSampleItem, { body: input, schema: SampleItemSchema });
}

// ------------------------------------------------------------------ hooks

export function useSampleItems(page = 1) {
  return useQuery({
    queryKey: sampleItemKeys.list(page),
    queryFn: ({ signal }) => getSampleItems(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSampleItem(id: string | undefined) {
  return useQuery({
    queryKey: sampleItemKeys.item(id ?? ''),
    queryFn: ({ signal }) => getSampleItem(id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function useAddSampleItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addSampleItem,
    onSuccess: (item) => {
      client.setQueryData(sampleItemKeys.item(item.id), item);
      void client.invalidateQueries({ queryKey: sampleItemKeys.lists });
    },
  });
}
