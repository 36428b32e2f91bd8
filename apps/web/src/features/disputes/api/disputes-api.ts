import {
  type AdminDisputeMessage,
  DISPUTES_API,
  type Dispute,
  type DisputeKind,
  DisputeListSchema,
  DisputeSchema,
  type DisputesQuery,
  type ResolveDispute,
} from '@motorwise/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The feature's one query-key object (issue 21): every query and invalidation names its keys here. */
export const disputeKeys = {
  all: ['disputes'] as const,
  mine: (query: DisputesQuery) => ['disputes', 'mine', query] as const,
  one: (id: string) => ['disputes', 'one', id] as const,
  adminList: (query: DisputesQuery) => ['disputes', 'admin', 'list', query] as const,
  adminOne: (id: string) => ['disputes', 'admin', 'one', id] as const,
};

/** Calls through the contract entries (decision 056), parsed by the shared schemas. */
export function openDispute(input: {
  quoteId: string;
  subject: string;
  message: string;
  files: File[];
  /** A guarantee claim (decision 076), with the current mileage when given. */
  kind?: DisputeKind;
  currentMileage?: number | null;
}) {
  const form = new FormData();
  form.append('quoteId', input.quoteId);
  form.append('subject', input.subject);
  form.append('message', input.message);
  if (input.kind) form.append('kind', input.kind);
  if (input.currentMileage != null) form.append('currentMileage', String(input.currentMileage));
  for (const file of input.files) form.append('evidenceFiles', file, file.name);
  return apiClient.call(DISPUTES_API.postDispute, { body: form, schema: DisputeSchema });
}

export function writeInDispute(id: string, input: { message: string; files: File[] }) {
  const form = new FormData();
  form.append('message', input.message);
  for (const file of input.files) form.append('evidenceFiles', file, file.name);
  return apiClient.call(DISPUTES_API.postDisputeMessage, {
    params: { id },
    body: form,
    schema: DisputeSchema,
  });
}

export function downloadEvidence(id: string, fileId: string) {
  return apiClient.download(DISPUTES_API.getDisputeFile, { params: { id, fileId } });
}

// ------------------------------------------------------------------ the customer's and the workshop's

/** The disputes of one job (the caller's side of it). */
export function useJobDisputes(quoteId: string) {
  const query = { quoteId };
  return useQuery({
    queryKey: disputeKeys.mine(query),
    queryFn: ({ signal }) =>
      apiClient.call(DISPUTES_API.getDisputes, { query, schema: DisputeListSchema, signal }),
  });
}

export function useDispute(id: string | null) {
  return useQuery({
    queryKey: disputeKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      apiClient.call(DISPUTES_API.getDispute, { params: { id: id! }, schema: DisputeSchema, signal }),
    enabled: id !== null,
  });
}

/** After a change every dispute query is read again; the answer is the dispute as it now stands. */
function useDisputeChange<V>(call: (vars: V) => Promise<Dispute>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: disputeKeys.all }),
  });
}

export const useOpenDispute = () => useDisputeChange(openDispute);
export const useWriteInDispute = (id: string) =>
  useDisputeChange((input: { message: string; files: File[] }) => writeInDispute(id, input));

// ------------------------------------------------------------------ the admin's

export function useAdminDisputes(query: DisputesQuery) {
  return useQuery({
    queryKey: disputeKeys.adminList(query),
    queryFn: ({ signal }) =>
      apiClient.call(DISPUTES_API.getAdminDisputes, { query, schema: DisputeListSchema, signal }),
  });
}

export function useAdminDispute(id: string) {
  return useQuery({
    queryKey: disputeKeys.adminOne(id),
    queryFn: ({ signal }) =>
      apiClient.call(DISPUTES_API.getAdminDispute, { params: { id }, schema: DisputeSchema, signal }),
  });
}

export const useAdminDisputeMessage = (id: string) =>
  useDisputeChange((body: AdminDisputeMessage) =>
    apiClient.call(DISPUTES_API.postAdminDisputeMessage, { params: { id }, body, schema: DisputeSchema }),
  );

export const useResolveDispute = (id: string) =>
  useDisputeChange((body: ResolveDispute) =>
    apiClient.call(DISPUTES_API.resolveDispute, { params: { id }, body, schema: DisputeSchema }),
  );
