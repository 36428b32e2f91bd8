export { getInvoiceForPayment, type InvoiceForPayment } from './invoice.service';
export { transitionQuote, type Who } from './lifecycle';
export { ERASED_MESSAGE, quotes, quotesPersonalData } from './quotes.service';
