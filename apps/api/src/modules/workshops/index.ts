export { type ReviewRow, workshopsForQuotes } from './reviews.service';
export {
  workshopFinder,
  workshops,
  workshopsPersonalData,
} from './workshops.service';
