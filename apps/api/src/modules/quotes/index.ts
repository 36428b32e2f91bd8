import type { AppDeps } from '../../app-deps';
import { customers } from '../accounts/index';
import { files } from '../files/index';
import { garage } from '../garage/index';
import { notifications } from '../notifications/index';
import { organisations } from '../organisations/index';
import { places } from '../places/index';
import { quoteRequests } from '../quote-requests/index';
import { repairItems } from '../repair-items/index';
import { textMessages } from '../text-messages/index';
import { vehicles } from '../vehicles/index';
import { workshopAvailabilityWith, workshopFinderWith, workshopMapWith, workshops } from '../workshops/index';
import { createAccess } from './access';
import { createCustomerQuotesService } from './customer.service';
import * as dashboard from './dashboard.repo';
import { createFixedPriceBooking } from './fixed-price';
import { createInvoices } from './invoice.service';
import { createLifecycle } from './lifecycle';
import { createNotify } from './notify';
import * as repo from './quotes.repo';
import { createQuotesService } from './quotes.service';
import * as shares from './share.repo';
import { createQuoteSharingService } from './share.service';
import { createViews } from './views';
import { createWorkshopPortalService } from './workshop.service';
import { createWorkshopStep } from './workshop-step';

/**
 * The workshops' finder and map need the jobs in progress per workshop, which this module counts: workshops
 * sits below quotes, so it declares the need as a port and this module hands in its count (decision 058).
 */
const jobsInProgress = repo.inProgressCounts;

/** Step 3's workshops (the map by radius, the organisation's list) and a request's workshops. */
export const workshopFinder = workshopFinderWith({ jobsInProgress });

/** The in-memory map of active workshops with their jobs in progress (decision 037). */
export const createWorkshopMap = (deps: Pick<AppDeps, 'db' | 'pool' | 'directPool'>) =>
  workshopMapWith({ ...deps, jobsInProgress });

/** A workshop's diary with the bookings per day this module counts (decision 075). */
export const workshopAvailability = workshopAvailabilityWith({
  bookings: { bookingsPerDay: repo.bookingsPerDay, bookedOnDay: repo.bookedOnDay },
});

// The module's own parts, each given what it uses of the modules below (decision 058), wired once here.
const notify = createNotify({ notifications, textMessages, workshops });
const lifecycle = createLifecycle({ quoteRequests, notify });
const access = createAccess({ quoteRequests, files });
const views = createViews({ files, places, workshops, finder: workshopFinder });
const invoices = createInvoices({ places, quoteRequests, workshops });
const steps = createWorkshopStep({ access, lifecycle, notify });

/** The one writer's steps other modules and the scheduled jobs call (decision 020). */
export const { expireDueQuotes, transitionQuote } = lifecycle;
/** For the payments module (decision 020): the invoice total of a quote and who is paid. */
export const { getInvoiceForPayment } = invoices;
/** A booking at a workshop's fixed price (decision 077), for instant prices. */
export const { bookFixedPrice } = createFixedPriceBooking({
  workshops,
  quoteRequests,
  availability: workshopAvailability,
  lifecycle,
  notify,
});

/** The quotes module's public service, wired with its repos and the modules below it (decision 058). */
export const quotes = createQuotesService({
  repo,
  dashboard,
  access,
  workshops,
  invoices,
  lifecycle,
});

/** The customer's side of quotes, which the quote routes call (decision 020). */
export const customerQuotes = createCustomerQuotesService({
  repo,
  quoteRequests,
  garage,
  workshops,
  availability: workshopAvailability,
  access,
  lifecycle,
  notify,
  views,
  invoices,
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
  access,
  lifecycle,
  notify,
  views,
  invoices,
  steps,
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
  access,
});
export type { FixedPriceBooking } from './fixed-price';
export { addressLines, type InvoiceForPayment } from './invoice.service';
export type { Who } from './lifecycle';
export { quotesPersonalData } from './quotes.privacy';
export {
  createQuotesService,
  type InvoiceToPay,
  type QuotesService,
  type QuotesServiceDeps,
} from './quotes.service';
