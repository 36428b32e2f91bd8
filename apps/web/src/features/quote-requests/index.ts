/** Quote requests: the wizard a person fills in to ask workshops for quotes (vehicle, type, disclaimer). */
export { type NewQuoteLocationState, NewQuoteWizard } from './components/new-quote-wizard';
