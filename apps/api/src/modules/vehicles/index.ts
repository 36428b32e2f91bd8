import { createCatalogueAdminService } from './catalogue-admin.service';
import * as repo from './vehicles.repo';
import { createVehiclesService } from './vehicles.service';

/** The module's service, wired with its repo and the modules below it (decision 058). */
export const vehicles = createVehiclesService({ repo });
/**
 * The administrators' catalogue (decision 061). `audit` is the admin module's port (issue 22 item 1),
 * handed in where that module is wired.
 */
export const catalogueAdmin = createCatalogueAdminService({ repo });
export {
  type CatalogueAdminService,
  type CatalogueAuditPort,
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
