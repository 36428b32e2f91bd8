import { places } from '../places/index';
import * as reviews from './reviews.repo';
import * as repo from './workshops.repo';
import { createWorkshopsService } from './workshops.service';

/** The workshops module's service, wired with its repos and the places below it (decision 058). */
export const workshops = createWorkshopsService({ repo, reviews, places });
export { createWorkshopMap, type WorkshopMap } from './workshop-map';
export {
  createWorkshopFinder,
  createWorkshopsService,
  type ReviewRow,
  type WorkshopFinder,
  type WorkshopFinderDeps,
  type WorkshopsService,
  type WorkshopsServiceDeps,
  workshopsPersonalData,
} from './workshops.service';
