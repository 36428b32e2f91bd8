export { garageRoutes } from './garage.routes';
export { engineCapacityCc, garage, garagePersonalData } from './garage.service';
