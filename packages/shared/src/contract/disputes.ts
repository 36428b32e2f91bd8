import type { Contract } from './entry';

/**
 * Disputes about a job (issue 22 item 7, decision 063): the customer opens one from the job, both sides
 * write with evidence, the admin writes to either side and resolves with an outcome. The entry's name is
 * the route's operationId in lower camel case.
 */
export const DISPUTES_API = {
  /** List the disputes of the caller's jobs (a customer's own; a workshop's, about its jobs) */
  getDisputes: {
    method: 'GET',
    path: '/api/disputes',
    query: 'DisputesQuerySchema',
    answer: 'DisputeListSchema',
  },
  /** Read one of the caller's disputes with its thread */
  getDispute: { method: 'GET', path: '/api/disputes/{id}', answer: 'DisputeSchema' },
  /** Open a dispute about one of the customer's jobs (evidence files may go with it) */
  postDispute: { method: 'POST', path: '/api/disputes', form: 'OpenDisputeSchema', answer: 'DisputeSchema' },
  /** Write in a dispute (the customer or the workshop), evidence files may go with it */
  postDisputeMessage: {
    method: 'POST',
    path: '/api/disputes/{id}/messages',
    form: 'DisputeMessageInputSchema',
    answer: 'DisputeSchema',
  },
  /** Download an evidence file of a dispute (its two sides and administrators) */
  getDisputeFile: { method: 'GET', path: '/api/disputes/{id}/files/{fileId}' },
  /** List the disputes, open first (administrators) */
  getAdminDisputes: {
    method: 'GET',
    path: '/api/admin/disputes',
    query: 'DisputesQuerySchema',
    answer: 'DisputeListSchema',
  },
  /** Read one dispute with its thread (administrators) */
  getAdminDispute: { method: 'GET', path: '/api/admin/disputes/{id}', answer: 'DisputeSchema' },
  /** Write to the customer, the workshop or both (administrators) */
  postAdminDisputeMessage: {
    method: 'POST',
    path: '/api/admin/disputes/{id}/messages',
    body: 'AdminDisputeMessageSchema',
    answer: 'DisputeSchema',
  },
  /** Close a dispute with an outcome: resolved, partial refund or full refund (administrators) */
  resolveDispute: {
    method: 'POST',
    path: '/api/admin/disputes/{id}/resolve',
    body: 'ResolveDisputeSchema',
    answer: 'DisputeSchema',
  },
} as const satisfies Contract;
