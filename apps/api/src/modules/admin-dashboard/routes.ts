/** The module's HTTP routes: imported by app.ts only (decision 058); other modules use ./index. */
export { adminDashboardRoutes } from './admin-dashboard.routes';
export { adminPeopleRoutes } from './admin-people.routes';
