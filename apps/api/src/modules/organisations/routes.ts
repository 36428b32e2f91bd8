/** The module's HTTP routes: imported by app.ts only (decision 058); other modules use ./index. */
export { organisationRoutes } from './organisations.routes';
export { adminOrganisationRoutes } from './organisations-admin.routes';
