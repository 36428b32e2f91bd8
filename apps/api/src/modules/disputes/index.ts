import { customers } from '../accounts/index';
import { files } from '../files/index';
import { notifications } from '../notifications/index';
import { payments } from '../payments/index';
import { quotes, workshopFinder } from '../quotes/index';
import * as repo from './disputes.repo';
import { createDisputesService, type DisputesServiceDeps } from './disputes.service';

/**
 * The disputes module's public side (decision 063): the service wired with its repo and the modules below
 * it; app.ts hands in what comes from the app (the database, the file store, the settings, the audit port).
 */
export const disputesWith = (
  deps: Pick<DisputesServiceDeps, 'db' | 'fileStore' | 'commissionPercent' | 'publicUrl' | 'audit'>,
) =>
  createDisputesService({
    ...deps,
    repo,
    quotes,
    payments,
    files,
    workshops: workshopFinder,
    people: customers,
    notifications,
  });
export type { DisputeRow } from './disputes.repo';
export {
  createDisputesService,
  type DisputesService,
  type DisputesServiceDeps,
} from './disputes.service';
