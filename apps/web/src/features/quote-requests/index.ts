/**
 * Quote requests: the wizard a person fills in to ask workshops for quotes, the request lists and the
 * price estimate.
 */

export { getQuoteEstimate } from './api/quote-requests-api';
export { type NewQuoteLocationState, NewQuoteWizard } from './components/new-quote-wizard';
export { QuoteEstimatePanel } from './components/quote-estimate';
export { ActiveRequestList, QuoteRequestList } from './components/request-lists';
