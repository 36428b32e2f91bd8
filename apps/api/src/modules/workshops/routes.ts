/** The module's HTTP routes: imported by app.ts only (decision 058); other modules use ./index. */
export { workshopProfileRoutes } from './profile.routes';
export { workshopRoutes } from './workshops.routes';
