import { files } from '../files/index';
import { notifications } from '../notifications/index';
import { vehicles } from '../vehicles/index';
import * as repo from './garage.repo';
import { createGarageService } from './garage.service';

/** The garage's public service, wired with its repo and the modules below it (decision 058). */
export const garage = createGarageService({ repo, vehicles, files, notifications });
export { garagePersonalData } from './garage.privacy';
export {
  createGarageService,
  engineCapacityCc,
  type GarageService,
  type GarageServiceDeps,
} from './garage.service';
