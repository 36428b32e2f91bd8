export { getInvoiceForPayment, type InvoiceForPayment } from './invoice.service';
export { expireDueQuotes, tellWorkshopPaid, transitionQuote, type Who } from './lifecycle';
export { quoteRoutes } from './quotes.routes';
export { quotes, quotesPersonalData } from './quotes.service';
export { organisationQuoteRoutes } from './share.routes';
export { quoteSharing } from './share.service';
export { workshopPortalRoutes } from './workshop.routes';
