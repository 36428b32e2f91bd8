export { repairItemRoutes } from './repair-items.routes';
export { type RepairItemRow, repairItems } from './repair-items.service';
