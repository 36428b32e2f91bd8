/** The module's HTTP routes: imported by app.ts only (decision 058); other modules use ./index. */

export { workshopAdminRoutes } from './admin.routes';
export { workshopAvailabilityRoutes } from './availability.routes';
export { workshopProfileRoutes } from './profile.routes';
export { workshopReviewRoutes } from './reviews.routes';
export { ownWorkshop } from './workshop-http';
export { workshopRoutes } from './workshops.routes';
