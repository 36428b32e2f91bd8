import { places } from '../places/index';
import * as branch from './branch.repo';
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
export { refreshPriceViews } from './estimate.service';
export { createLastAddress, type LastAddress, type LastAddressDeps } from './last-address.service';
export { createQuoteRequestsPersonalData, type RequestsPersonalDataDeps } from './quote-requests.privacy';
export type { QuoteRequestRow } from './quote-requests.repo';
export {
  type Applicant,
  createQuoteRequestsService,
  type HistoryFilter,
  type ListQuery,
  owns,
  type QuoteRequestsService,
  type QuoteRequestsServiceDeps,
  requestLink,
  type SimilarQuery,
} from './quote-requests.service';
