/** Quote requests: the wizard a person fills in to ask workshops for quotes, and the request lists. */
export { type NewQuoteLocationState, NewQuoteWizard } from './components/new-quote-wizard';
export { ActiveRequestList, QuoteRequestList, RequestStatus } from './components/request-lists';
