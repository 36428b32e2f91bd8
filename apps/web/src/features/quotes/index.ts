/** The customer's quotes screen (issue 10), and the message thread the workshop portal shows too. */

export { AmendmentLineText, AmendmentPhotos } from './components/amendment-review';
export { DaySelect, DropOffTimeSelect, problemOf } from './components/drop-off-fields';
export { GuaranteeTerms } from './components/guarantee-terms';
export { MessageThread } from './components/message-thread';
export { rand, statusColor } from './components/money';
export { QuoteStatusBadge } from './components/quote-card';
export { QuoteLinesTable, TotalsBlock } from './components/quote-lines';
export { QuotesScreen } from './components/quotes-screen';
