import { customers } from '../accounts/index';
import { audit } from '../audit/index';
import { requestAddressValues, requestReference } from '../customer-requests/index';
import { places } from '../places/index';
import { quoteRequests } from '../quote-requests/index';
import { bookFixedPrice } from '../quotes/index';
import { repairItems } from '../repair-items/index';
import { vehicles } from '../vehicles/index';
import { workshops } from '../workshops/index';
import * as repo from './instant-prices.repo';
import { createInstantPricesService } from './instant-prices.service';
import { createMenuPricesAdminService } from './menu-prices-admin.service';

/**
 * The instant-prices module's public side (decision 077): its service, wired here with its repo and the
 * modules below it (decision 058): quotes' fixed-price booking, quote-requests' submit writes, and
 * customer-requests' request reference. The schemas the web shares are in packages/shared/src/instant-prices.ts.
 */
export const instantPrices = createInstantPricesService({
  repo,
  vehicles,
  repairItems,
  workshops,
  customers,
  places,
  quoteRequests,
  quotes: { bookFixedPrice },
  requestReference,
  requestAddressValues,
});
/** The administrators' view of every menu and the withdrawal of a wrong price (decision 080), audited. */
export const menuPricesAdmin = createMenuPricesAdminService({
  repo,
  prices: instantPrices,
  workshops,
  audit,
});
export type { MenuPriceRow } from './instant-prices.repo';
export {
  createInstantPricesService,
  type InstantPricesService,
  type InstantPricesServiceDeps,
} from './instant-prices.service';
export {
  createMenuPricesAdminService,
  type MenuPricesAdminService,
  type MenuPricesAdminServiceDeps,
} from './menu-prices-admin.service';
