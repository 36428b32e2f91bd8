import type { PersonalDataHook } from '../../lib/personal-data';
import { audit } from '../audit/index';
import * as repo from './places.repo';
import { createPlacesService } from './places.service';

/**
 * The module's service, wired with its repo and the modules below it (decision 058); an admin's region
 * edits are recorded in the audit trail (decisions 059, 066).
 */
export const places = createPlacesService({ repo, audit });

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
  regionView,
} from './places.service';
