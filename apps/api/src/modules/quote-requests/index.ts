import type { AppDeps } from '../../app-deps';
import { places } from '../places/index';
import { repairItems } from '../repair-items/index';
import { vehicles } from '../vehicles/index';
import * as branch from './branch.repo';
import { createQuoteEstimates } from './estimate.service';
import * as lastAddressRepo from './last-address.repo';
import { createLastAddress } from './last-address.service';
import * as portal from './portal.repo';
import * as repo from './quote-requests.repo';
import { createQuoteRequestsService } from './quote-requests.service';
import { moveRequest } from './request-status';

/** The module's service, wired with its repos and the one writer of a request's status (decision 058). */
export const quoteRequests = createQuoteRequestsService({ repo, portal, branch, moveRequest });
/** The caller's last address, offered again (decision 054). */
export const lastAddress = createLastAddress({ repo: lastAddressRepo, places });
/**
 * The price estimate (decisions 015, 018), wired with the modules below it (decision 058); its routes hand
 * in the app's database and pools, on which its kept answers are read.
 */
export const quoteEstimatesWith = (deps: Pick<AppDeps, 'db' | 'pool' | 'directPool'>) =>
  createQuoteEstimates({ ...deps, vehicles, repairItems });
export { refreshPriceViews } from './estimate.service';
export { createLastAddress, type LastAddress, type LastAddressDeps } from './last-address.service';
export type { LockedRequestRow } from './portal.repo';
export { createQuoteRequestsPersonalData, type RequestsPersonalDataDeps } from './quote-requests.privacy';
export type { QuoteRequestRow } from './quote-requests.repo';
export {
  type Applicant,
  callerActsOn,
  createQuoteRequestsService,
  type HistoryFilter,
  type ListQuery,
  owns,
  type QuoteRequestsService,
  type QuoteRequestsServiceDeps,
  requestLink,
  type SimilarQuery,
} from './quote-requests.service';
