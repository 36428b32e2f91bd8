import { workshops } from '../workshops/index';
import { customerRequest } from './access';
import * as dashboard from './dashboard.repo';
import { getInvoiceForPayment } from './invoice.service';
import { tellWorkshopPaid, transitionQuote } from './lifecycle';
import * as repo from './quotes.repo';
import { createQuotesService } from './quotes.service';

/** The quotes module's public service, wired with its repos and the modules below it (decision 058). */
export const quotes = createQuotesService({
  repo,
  dashboard,
  customerRequest,
  workshops,
  invoices: { getInvoiceForPayment },
  lifecycle: { transitionQuote, tellWorkshopPaid },
});
export { createWorkshopMap, workshopFinder } from './finder';
export { getInvoiceForPayment, type InvoiceForPayment } from './invoice.service';
export { expireDueQuotes, tellWorkshopPaid, transitionQuote, type Who } from './lifecycle';
export { quotesPersonalData } from './quotes.privacy';
export {
  createQuotesService,
  type InvoiceToPay,
  type QuotesService,
  type QuotesServiceDeps,
} from './quotes.service';
export { quoteSharing } from './share.service';
