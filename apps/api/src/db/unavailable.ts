/**
 * Recognises an error that means "the database cannot answer now" (down, restarting, frozen, out of
 * connections, a statement timed out) as opposed to a bug or a bad query. Those answer 503 with the API's
 * error shape, so a client knows to try again (decision 012). drizzle wraps driver errors, so the cause
 * chain is followed.
 */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no connection within connectionTimeoutMillis
  'Query read timeout', // pg: no answer within query_timeout (a frozen server)
  'Connection terminated', // pg: the server went away mid-query (also "... unexpectedly", "... due to connection timeout")
  'timeout expired', // pg: connecting took longer than connectionTimeoutMillis
  'not queryable', // pg: the client's connection already failed
  'Cannot use a pool after calling end on the pool', // shutting down
];

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '57014', // query_canceled: statement_timeout
  '53300', // too_many_connections
  '55P03', // lock_not_available: lock_timeout
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    e = cause;
  }
  return false;
}

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
