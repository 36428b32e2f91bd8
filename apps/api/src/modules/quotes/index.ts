export { createWorkshopMap, workshopFinder } from './finder';
export { getInvoiceForPayment, type InvoiceForPayment } from './invoice.service';
export { expireDueQuotes, tellWorkshopPaid, transitionQuote, type Who } from './lifecycle';
export { quotes, quotesPersonalData } from './quotes.service';
export { quoteSharing } from './share.service';
