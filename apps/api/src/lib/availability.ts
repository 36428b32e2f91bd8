import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../db/unavailable';

/** Seconds a client is told to wait before trying again (Retry-After) when the service cannot answer. */
const RETRY_AFTER_SECONDS = '5';

export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';

/**
 * Answers in the API's one error shape when the service cannot (decision 012):
 * - while the server shuts down, a request that still arrives (pipelined, or on a kept-alive socket that
 *   was busy) gets 503 `{ message, requestId }` with `Connection: close`, instead of Fastify's own body
 *   (the app is built with `return503OnClosing: false`); in-flight requests finish normally, and then
 *   their connections close when idle, so that no kept-alive connection holds the drain;
 * - `databaseUnavailable` tells the error handler when an error means the database cannot answer now.
 */
export function registerAvailability(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', RETRY_AFTER_SECONDS);
    return reply.code(503).send({ message: SHUTTING_DOWN_MESSAGE, requestId: request.id });
  });
  // Once an in-flight request is answered, its kept-alive connection is closed if nothing else came on it:
  // left open it would hold the drain until the keep-alive timeout and the stop would run out of
  // SHUTDOWN_GRACE_MS (Ctrl-C during a sign-in; issue 20). A request pipelined behind it is still
  // answered (503 above) before its connection closes.
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}

/** When the error means the database is down, frozen or out of connections: answers 503 and returns true. */
export function replyIfDatabaseUnavailable(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  request.log.warn({ err: error }, 'database unavailable');
  reply
    .code(503)
    .header('retry-after', RETRY_AFTER_SECONDS)
    .send({ message: UNAVAILABLE_MESSAGE, requestId: request.id });
  return true;
}
