import { quoteRequests } from '../quote-requests/index';
import { quotes } from '../quotes/index';
import { workshops } from '../workshops/index';
import { createRequestHistory } from './history.service';

/**
 * The customer's requests as they make and read them: the submit, a request with its quotes, a vehicle's
 * history. A read side above quote-requests and quotes (decision 058), so those two depend one way.
 */
export const requestHistory = createRequestHistory({ quoteRequests, quotes, workshops });
export { createRequestHistory, type RequestHistory, type RequestHistoryDeps } from './history.service';
export { requestReading } from './reading.service';
export { MAX_ATTACHMENTS, type SubmitInput, submitQuoteRequest } from './submit.service';
