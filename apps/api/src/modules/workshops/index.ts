export { workshopProfileRoutes } from './profile.routes';
export { type ReviewRow, workshopsForQuotes } from './reviews.service';
export { workshopRoutes } from './workshops.routes';
export {
  workshopFinder,
  workshops,
  workshopsPersonalData,
} from './workshops.service';
