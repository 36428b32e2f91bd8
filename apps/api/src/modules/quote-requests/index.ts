export { refreshPriceViews } from './estimate.service';
export { type QuoteRequestRow, requestsForQuotes } from './portal.service';
export { quoteRequests, quoteRequestsPersonalData } from './quote-requests.service';
