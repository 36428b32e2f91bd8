export { refreshPriceViews } from './estimate.service';
export { type QuoteRequestRow, requestsForQuotes } from './portal.service';
export { quoteRequestRoutes } from './quote-requests.routes';
export { quoteRequests, quoteRequestsPersonalData } from './quote-requests.service';
