import { files } from '../files/index';
import { notifications } from '../notifications/index';
import { vehicles } from '../vehicles/index';
import * as repo from './garage.repo';
import { createGarageService, createMyGarageService, type MyGarageServiceDeps } from './garage.service';

/** The garage's public service, wired with its repo and the modules below it (decision 058). */
export const garage = createGarageService({ repo, vehicles, files, notifications });
/** My Garage (the routes' service), wired here; app.ts gives it the database, the files and the history port. */
export const myGarage = (deps: Pick<MyGarageServiceDeps, 'db' | 'fileStore' | 'history'>) =>
  createMyGarageService({ repo, vehicles, files, notifications, ...deps });
export { garagePersonalData } from './garage.privacy';
export {
  createGarageService,
  engineCapacityCc,
  type GarageService,
  type GarageServiceDeps,
  type MyGarageService,
} from './garage.service';
