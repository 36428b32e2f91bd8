/** The public workshop directory (/workshops) and each workshop's page (/workshops/{slug}); decision 025. */

export {
  dropOffSlotsKeys,
  getDropOffSlots,
  useDropOffSlots,
  type WorkshopDropOffs,
} from './api/drop-off-slots';
export { getWorkshopProfile } from './api/workshops-directory-api';
export { WorkshopCard } from './components/workshop-card';
export { WorkshopDirectory } from './components/workshop-directory';
export { WorkshopProfile } from './components/workshop-profile';
