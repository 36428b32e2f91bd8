import { audit } from '../audit/index';
import { createCatalogueAdminService } from './catalogue-admin.service';
import * as repo from './vehicles.repo';
import { createVehiclesService } from './vehicles.service';

/** The module's service, wired with its repo and the modules below it (decision 058). */
export const vehicles = createVehiclesService({ repo });
/** The administrators' catalogue (decision 061); every write is recorded in the audit trail (059). */
export const catalogueAdmin = createCatalogueAdminService({ repo, audit });
export {
  type CatalogueAdminService,
  createCatalogueAdminService,
} from './catalogue-admin.service';
export {
  createVehiclesService,
  toVehicle,
  type VehicleRow,
  type VehiclesService,
  type VehiclesServiceDeps,
  vehicleKey,
} from './vehicles.service';
