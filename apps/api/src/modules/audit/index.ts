import * as repo from './audit.repo';
import { createAuditService } from './audit.service';

/**
 * The audit trail's public side (decision 059): `audit.record(tx, entry)` for the modules whose admin
 * actions it records (given to their factories as `audit: AuditPort`), and `auditActor` for the routes
 * that name who acted. It uses no other module, so any module may be given it.
 */
export const audit = createAuditService({ repo });
export type { AuditRow } from './audit.repo';
export {
  type AuditActor,
  type AuditChange,
  type AuditEntryInput,
  type AuditPort,
  type AuditService,
  type AuditServiceDeps,
  createAuditService,
} from './audit.service';
export { auditActor } from './audit-actor';
