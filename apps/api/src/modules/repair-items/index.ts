export { repairItemRoutes } from './repair-items.routes';
export { repairItems } from './repair-items.service';
