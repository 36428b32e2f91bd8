/** The module's HTTP routes: imported by app.ts only (decision 058); other modules use ./index. */
export { instantPricesRoutes } from './instant-prices.routes';
export { menuPricesAdminRoutes } from './menu-prices-admin.routes';
