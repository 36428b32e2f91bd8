import { customers } from '../accounts/index';
import { files } from '../files/index';
import { garage } from '../garage/index';
import { notifications } from '../notifications/index';
import { organisations } from '../organisations/index';
import { places } from '../places/index';
import { quoteRequests } from '../quote-requests/index';
import { repairItems } from '../repair-items/index';
import { vehicles } from '../vehicles/index';
import { workshops } from '../workshops/index';
import { customerRequest } from './access';
import { createCustomerQuotesService } from './customer.service';
import * as dashboard from './dashboard.repo';
import { workshopAvailability } from './finder';
import { getInvoiceForPayment } from './invoice.service';
import { tellWorkshopPaid, transitionQuote } from './lifecycle';
import * as repo from './quotes.repo';
import { createQuotesService } from './quotes.service';
import * as shares from './share.repo';
import { createQuoteSharingService } from './share.service';
import { createWorkshopPortalService } from './workshop.service';

/** The quotes module's public service, wired with its repos and the modules below it (decision 058). */
export const quotes = createQuotesService({
  repo,
  dashboard,
  customerRequest,
  workshops,
  invoices: { getInvoiceForPayment },
  lifecycle: { transitionQuote, tellWorkshopPaid },
});

/** The customer's side of quotes, which the quote routes call (decision 020). */
export const customerQuotes = createCustomerQuotesService({
  repo,
  quoteRequests,
  garage,
  workshops,
  availability: workshopAvailability,
});

/** The workshop portal, which its routes call (decision 020). */
export const workshopPortal = createWorkshopPortalService({
  repo,
  quoteRequests,
  workshops,
  files,
  places,
  repairItems,
  vehicles,
});

/** An organisation's sharing of quotes between its branches (decision 032). */
export const quoteSharing = createQuoteSharingService({
  repo,
  shares,
  quoteRequests,
  workshops,
  customers,
  notifications,
  organisations,
});
export { createWorkshopMap, workshopAvailability, workshopFinder } from './finder';
export { addressLines, getInvoiceForPayment, type InvoiceForPayment } from './invoice.service';
export { expireDueQuotes, tellWorkshopPaid, transitionQuote, type Who } from './lifecycle';
export { quotesPersonalData } from './quotes.privacy';
export {
  createQuotesService,
  type InvoiceToPay,
  type QuotesService,
  type QuotesServiceDeps,
} from './quotes.service';
