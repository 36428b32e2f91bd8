export { garageRoutes } from './garage.routes';
export { engineCapacityCc, garage, garagePersonalData, garageScope } from './garage.service';
