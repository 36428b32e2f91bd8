import { customers } from '../accounts/index';
import { files } from '../files/index';
import { garage } from '../garage/index';
import { organisations } from '../organisations/index';
import { places } from '../places/index';
import { quoteRequests } from '../quote-requests/index';
import { quoteSharing, quotes, workshopFinder } from '../quotes/index';
import { repairItems } from '../repair-items/index';
import { vehicles } from '../vehicles/index';
import { workshops } from '../workshops/index';
import { createRequestHistory } from './history.service';
import { createRequestReading } from './reading.service';
import { createRequestSubmit } from './submit.service';

export { requestAddressValues, requestReference } from './request-values';

/**
 * The customer's requests as they make and read them: the submit, a request with its quotes, a vehicle's
 * history. A read side above quote-requests and quotes (decision 058), so those two depend one way. Each
 * service is wired once here from the modules below.
 */
export const requestHistory = createRequestHistory({ quoteRequests, quotes });
/** The modules below that the reading and the submit use (each takes the Pick<> it needs). */
const below = {
  quoteRequests,
  quotes,
  quoteSharing,
  workshopFinder,
  workshops,
  vehicles,
  garage,
  places,
  files,
  organisations,
  repairItems,
  customers,
};
export const requestReading = createRequestReading(below);
export const requestSubmit = createRequestSubmit(below);
export { createRequestHistory, type RequestHistory, type RequestHistoryDeps } from './history.service';
export { createRequestReading, type RequestReading, type RequestReadingDeps } from './reading.service';
export {
  createRequestSubmit,
  MAX_ATTACHMENTS,
  type RequestSubmit,
  type RequestSubmitDeps,
  type SubmitDeps,
  type SubmitInput,
} from './submit.service';
