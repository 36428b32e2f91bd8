export { vehicleRoutes } from './vehicles.routes';
export { toVehicle, type VehicleRow, vehicleKey, vehicles } from './vehicles.service';
