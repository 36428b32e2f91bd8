import { audit } from '../audit/index';
import * as repo from './repair-items.repo';
import { createRepairItemsService } from './repair-items.service';
import { createRepairItemsAdminService } from './repair-items-admin.service';

/** The module's service, wired with its repo (and, were there any, the modules below it): decision 058. */
export const repairItems = createRepairItemsService({ repo });
/** The administrators' edits of the trees (decision 066), each recorded in the audit trail (059). */
export const repairItemsAdmin = createRepairItemsAdminService({ repo, repairItems, audit });
export {
  createRepairItemsService,
  type RepairItemRow,
  type RepairItemsService,
  type RepairItemsServiceDeps,
} from './repair-items.service';
export {
  createRepairItemsAdminService,
  type RepairItemsAdminService,
  type RepairItemsAdminServiceDeps,
} from './repair-items-admin.service';
