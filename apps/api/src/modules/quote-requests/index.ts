export { refreshPriceViews } from './estimate.service';
export { owns, type QuoteRequestRow, requestsForQuotes } from './portal.service';
export {
  type Applicant,
  createQuoteRequestsPersonalData,
  type HistoryFilter,
  type ListQuery,
  quoteRequests,
  type RequestsPersonalDataDeps,
  requestLink,
  type SimilarQuery,
} from './quote-requests.service';
