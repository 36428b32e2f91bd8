/**
 * Query keys that more than one feature reads or refreshes: the request lists (the request flow lists them,
 * the quote screen refreshes them after the customer acts). A feature's own keys live in its api folder as
 * one `<feature>Keys` object (issue 21); only what several features share is here.
 */
export const requestListKeys = {
  lists: ['quote-requests'] as const,
  list: (vehicleId: string | undefined) => ['quote-requests', vehicleId ?? 'all'] as const,
  active: ['active-requests'] as const,
  activePage: (ownerId: string, page: number) => ['active-requests', ownerId, page] as const,
};
