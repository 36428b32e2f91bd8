import type { PersonalDataHook } from '../../lib/personal-data';
import * as repo from './places.repo';
import { createPlacesService } from './places.service';

/** The module's service, wired with its repo and the modules below it (decision 058). */
export const places = createPlacesService({ repo });

/** POPIA: addresses the other steps let go of go too, unless something else still uses them. */
export const placesPersonalData: PersonalDataHook = {
  erase: (tx, context) => places.deleteUnused(tx, context.releasedAddressIds),
};

export {
  createDistanceProvider,
  createOfflinePlaces,
  type DistanceProvider,
  type PlacesProvider,
} from './places';
export {
  type AddressRow,
  addressView,
  createPlacesService,
  type PlacesService,
  type PlacesServiceDeps,
} from './places.service';
