import {
  type AddDispute,
  DISPUTES_API,
  type Dispute,
  DisputeSchema,
  DisputesPageSchema,
} from '@motorwise/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The feature's one query-key object (issue 21): every query and invalidation names its keys here. */
export const disputeKeys = {
  all: ['disputes'] as const,
  lists: ['disputes', 'list'] as const,
  list: (page: number) => ['disputes', 'list', page] as const,
};

/** Calls through the contract entries (decision 056), parsed by the shared schemas. */
export function getDisputes(page: number, signal?: AbortSignal) {
  return apiClient.call(DISPUTES_API.getDisputes, {
    query: { page },
    schema: DisputesPageSchema,
    signal,
  });
}

export function addDispute(input: AddDispute) {
  return apiClient.call(DISPUTES_API.postDispute, { body: input, schema: DisputeSchema });
}

export function archiveDispute(id: string) {
  return apiClient.call(DISPUTES_API.archiveDispute, { params: { id }, schema: DisputeSchema });
}

// ------------------------------------------------------------------ hooks

export function useDisputes(page = 1) {
  return useQuery({
    queryKey: disputeKeys.list(page),
    queryFn: ({ signal }) => getDisputes(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** After a change the lists are read again (an item moves within them). */
function useDisputeChange<V>(call: (vars: V) => Promise<Dispute>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: disputeKeys.lists }),
  });
}

export const useAddDispute = () => useDisputeChange(addDispute);
export const useArchiveDispute = () => useDisputeChange(archiveDispute);
