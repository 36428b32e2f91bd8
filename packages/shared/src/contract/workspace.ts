import type { Contract } from './entry';

/** The signed-in user's dashboard and global search. */
export const WORKSPACE_API = {
  /** Search the current branch's requests, vehicles and workshops (the workspace's header search) */
  globalSearch: {
    method: 'GET',
    path: '/api/user/globalSearch',
    query: 'GlobalSearchQuerySchema',
    answer: 'GlobalSearchSchema',
  },
  /** Read the current branch's dashboard figures */
  getDashboard: { method: 'GET', path: '/api/user/dashboard', answer: 'DashboardSchema' },
  /** List the items behind one dashboard figure */
  dashboardList: { method: 'GET', path: '/api/user/dashboardList/{figure}', answer: 'DashboardListSchema' },
  /** Look up what the organisation paid before for the same items on the same kind of vehicle */
  queryQuotesPriceLookup: {
    method: 'POST',
    path: '/api/QuoteRequests/queryQuotesPriceLookup',
    body: 'PriceLookupBodySchema',
    answer: 'PriceLookupListSchema',
  },
} as const satisfies Contract;
