/** The module's HTTP routes: imported by app.ts only (decision 058); other modules use ./index. */
export { quoteRoutes } from './quotes.routes';
export { organisationQuoteRoutes } from './share.routes';
export { workshopPortalRoutes } from './workshop.routes';
