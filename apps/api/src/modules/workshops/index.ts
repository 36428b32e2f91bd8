export { type ReviewRow, workshopsForQuotes } from './reviews.service';
export { createWorkshopMap, type WorkshopMap } from './workshop-map';
export {
  createWorkshopFinder,
  type WorkshopFinder,
  type WorkshopFinderDeps,
  workshops,
  workshopsPersonalData,
} from './workshops.service';
