export { type ReviewRow, workshopsForQuotes } from './reviews.service';
export { workshopRoutes } from './workshops.routes';
export {
  MAP_MAX_WORKSHOPS,
  workshopFinder,
  workshops,
  workshopsPersonalData,
} from './workshops.service';
