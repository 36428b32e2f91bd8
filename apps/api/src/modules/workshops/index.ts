export { workshopRoutes } from './workshops.routes';
export { workshops, workshopsPersonalData } from './workshops.service';
