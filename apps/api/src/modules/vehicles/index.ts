export { toVehicle, type VehicleRow, vehicleKey, vehicles } from './vehicles.service';
