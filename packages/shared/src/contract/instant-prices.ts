import type { Contract } from './entry';

/**
 * Instant fixed prices (decision 077): the workshop's menu, the admin's read of it, the offers for a vehicle
 * and a place, and the one-step booking at such a price; the admin's list of every menu and withdrawal of a
 * wrong price (decision 080).
 */
export const INSTANT_PRICES_API = {
  /** List the workshop's own menu prices and the jobs it may price */
  getMenuPrices: { method: 'GET', path: '/api/workshop/menu-prices', answer: 'MenuPriceListSchema' },
  /** Publish a menu price for a job and a vehicle class */
  addMenuPrice: {
    method: 'POST',
    path: '/api/workshop/menu-prices',
    body: 'SaveMenuPriceSchema',
    answer: 'MenuPriceSchema',
  },
  /** Change one of the workshop's menu prices */
  updateMenuPrice: {
    method: 'PUT',
    path: '/api/workshop/menu-prices/{id}',
    body: 'SaveMenuPriceSchema',
    answer: 'MenuPriceSchema',
  },
  /** Remove one of the workshop's menu prices */
  deleteMenuPrice: {
    method: 'DELETE',
    path: '/api/workshop/menu-prices/{id}',
    answer: 'MenuPriceListSchema',
  },
  /** Read a workshop's menu prices (administrators) */
  getAdminMenuPrices: {
    method: 'GET',
    path: '/api/admin/workshops/{id}/menu-prices',
    answer: 'MenuPriceListSchema',
  },
  /** List every workshop's menu prices, by workshop and job (administrators) */
  listAdminMenuPrices: {
    method: 'GET',
    path: '/api/admin/menu-prices',
    query: 'AdminMenuPricesQuerySchema',
    answer: 'AdminMenuPricesSchema',
  },
  /** Withdraw a wrong menu price with a reason; the workshop is told by mail (administrators) */
  withdrawMenuPrice: {
    method: 'POST',
    path: '/api/admin/menu-prices/{id}/withdraw',
    body: 'WithdrawMenuPriceSchema',
    answer: 'AdminMenuPriceSchema',
  },
  /** List nearby workshops' fixed prices for a vehicle and jobs, cheapest first */
  getInstantPriceOffers: {
    method: 'GET',
    path: '/api/PublicWorkshop/InstantPrices',
    query: 'InstantPriceOffersQuerySchema',
    answer: 'InstantPriceOffersSchema',
  },
  /** Book a workshop's fixed price: the request, the quote and the booking in one step */
  bookInstantPrice: {
    method: 'POST',
    path: '/api/instant-prices/book',
    body: 'BookInstantPriceSchema',
    answer: 'InstantBookingAnswerSchema',
  },
} as const satisfies Contract;
