import type { Contract } from './entry';

/** Quote requests: posting one, reading them, estimates and the price lookup. */
export const QUOTE_REQUESTS_API = {
  /** Count the customers who have asked for quotes (the landing page's figure) */
  getCustomersCount: {
    method: 'GET',
    path: '/api/QuoteRequests/GetCustomersCount',
    answer: 'CustomersCountSchema',
  },
  /** Read the address of the caller's newest quote request, to offer it again */
  getLastAddress: { method: 'GET', path: '/api/QuoteRequests/LastAddress', answer: 'LastAddressSchema' },
  /** Submit a quote request, with its attachments and licence-disk photo */
  postQuoteRequest: {
    method: 'POST',
    path: '/api/QuoteRequests/PostQuoteRequest',
    answer: 'PostQuoteRequestAnswerSchema',
  },
  /** E-mail a guest the links to their open quote requests */
  emailPreviousRequests: {
    method: 'POST',
    path: '/api/QuoteRequests/EmailPreviousRequests',
    body: 'EmailPreviousRequestsBodySchema',
    answer: 'EmailPreviousRequestsAnswerSchema',
  },
  /** Read one quote request (a guest with its e-mail address) */
  getQuoteRequest: {
    method: 'GET',
    path: '/api/QuoteRequests/GetQuoteRequest/{id}',
    query: 'GetQuoteRequestQuerySchema',
    answer: 'QuoteRequestViewSchema',
  },
  /** List the caller's quote requests, or one garage vehicle's */
  getQuoteRequests: {
    method: 'GET',
    path: '/api/QuoteRequests/GetQuoteRequests',
    query: 'GetQuoteRequestsQuerySchema',
    answer: 'QuoteRequestListSchema',
  },
  /** List the open quote requests of a branch or of the caller, a page at a time */
  activeRequests: {
    method: 'POST',
    path: '/api/QuoteRequests/ActiveRequests/{id}',
    body: 'ActiveRequestsBodySchema',
    answer: 'ActiveRequestsPageSchema',
  },
  /** List the workshops a quote request was sent to, with their distances */
  activeRequestsWorkshops: {
    method: 'GET',
    path: '/api/QuoteRequests/ActiveRequestsWorkshops/{id}',
    answer: 'RequestWorkshopListSchema',
  },
  /** Mark a submitted quote request completed */
  completeQuoteRequest: {
    method: 'POST',
    path: '/api/QuoteRequests/completeQuoteRequest/{id}',
    answer: 'CompleteQuoteRequestAnswerSchema',
  },
  /** Estimate the price of repair items from past quotes */
  getQuoteEstimate: {
    method: 'POST',
    path: '/api/QuoteRequests/GetQuoteEstimate',
    body: 'QuoteEstimateRequestSchema',
    answer: 'QuoteEstimateListSchema',
  },
  /** Record a step of the request form's funnel (answered before it is written) */
  trackEvent: {
    method: 'POST',
    path: '/api/tracking/events',
    body: 'TrackingEventSchema',
    answer: 'TrackingEventAnswerSchema',
  },
} as const satisfies Contract;
