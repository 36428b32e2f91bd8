import type { Contract } from './entry';

/** The sample items: a signed-in person's own list (decision 056: routes and the web use these entries). */
export const SAMPLE_ITEMS_API = {
  /** List the caller's sample items, a page at a time */
  getSampleItems: {
    method: 'GET',
    path: '/api/sample-items',
    query: 'SampleItemsPageQuerySchema',
    answer: 'SampleItemsPageSchema',
  },
  /** Read one of the caller's sample items */
  getSampleItem: { method: 'GET', path: '/api/sample-items/{id}', answer: 'SampleItemSchema' },
  /** Add a sample item */
  postSampleItem: {
    method: 'POST',
    path: '/api/sample-items',
    body: 'AddSampleItemSchema',
    answer: 'SampleItemSchema',
  },
} as const satisfies Contract;
