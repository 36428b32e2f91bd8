import * as repo from './vehicles.repo';
import { createVehiclesService } from './vehicles.service';

/** The module's service, wired with its repo and the modules below it (decision 058). */
export const vehicles = createVehiclesService({ repo });
export {
  createVehiclesService,
  toVehicle,
  type VehicleRow,
  type VehiclesService,
  type VehiclesServiceDeps,
  vehicleKey,
} from './vehicles.service';
