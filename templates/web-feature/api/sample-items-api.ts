import {
  type AddSampleItem,
  SAMPLE_ITEMS_API,
  type SampleItem,
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
};

/** Calls through the contract entries (decision 056), parsed by the shared schemas. */
export function getSampleItems(page: number, signal?: AbortSignal) {
  return apiClient.call(SAMPLE_ITEMS_API.getSampleItems, {
    query: { page },
    schema: SampleItemsPageSchema,
    signal,
  });
}

export function addSampleItem(input: AddSampleItem) {
  return apiClient.call(SAMPLE_ITEMS_API.postSampleItem, { body: input, schema: SampleItemSchema });
}

export function archiveSampleItem(id: string) {
  return apiClient.call(SAMPLE_ITEMS_API.archiveSampleItem, { params: { id }, schema: SampleItemSchema });
}

// ------------------------------------------------------------------ hooks

export function useSampleItems(page = 1) {
  return useQuery({
    queryKey: sampleItemKeys.list(page),
    queryFn: ({ signal }) => getSampleItems(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** After a change the lists are read again (an item moves within them). */
function useSampleItemChange<V>(call: (vars: V) => Promise<SampleItem>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: sampleItemKeys.lists }),
  });
}

export const useAddSampleItem = () => useSampleItemChange(addSampleItem);
export const useArchiveSampleItem = () => useSampleItemChange(archiveSampleItem);
