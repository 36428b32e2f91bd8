export { workshopProfileRoutes } from './profile.routes';
export { workshopRoutes } from './workshops.routes';
export {
  boundingBox,
  MAP_MAX_WORKSHOPS,
  workshopFinder,
  workshops,
  workshopsPersonalData,
} from './workshops.service';
