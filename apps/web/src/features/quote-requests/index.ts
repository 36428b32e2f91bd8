/** Quote requests: the wizard a person fills in to ask workshops for quotes. */
export { type NewQuoteLocationState, NewQuoteWizard } from './components/new-quote-wizard';
