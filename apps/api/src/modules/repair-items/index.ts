import * as repo from './repair-items.repo';
import { createRepairItemsService } from './repair-items.service';

/** The module's service, wired with its repo (and, were there any, the modules below it): decision 058. */
export const repairItems = createRepairItemsService({ repo });
export {
  createRepairItemsService,
  type RepairItemRow,
  type RepairItemsService,
  type RepairItemsServiceDeps,
} from './repair-items.service';
