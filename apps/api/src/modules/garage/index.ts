export { garageRoutes } from './garage.routes';
export { garagePersonalData } from './garage.service';
