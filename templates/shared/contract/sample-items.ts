import type { Contract } from './entry';

/**
 * The sample items: a signed-in person's own list (decision 056: routes and the web use these entries).
 * Paths of a new module: `/api/<module>` for the list (GET) and a new one (POST), `/api/<module>/{id}` for
 * one, `POST /api/<module>/{id}/<step>` for a step of its lifecycle. The entry's name is the route's
 * operationId in lower camel case.
 */
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
  /** Archive one of the caller's active sample items */
  archiveSampleItem: {
    method: 'POST',
    path: '/api/sample-items/{id}/archive',
    answer: 'SampleItemSchema',
  },
} as const satisfies Contract;
