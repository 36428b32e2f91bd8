import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The request id of the work under way (decision 068): the HTTP request's id while its handler runs, or the
 * id a job was written with while the job runs. The outbox reads it when a job is written, so a mail or
 * job carries the id of the request that caused it, and the worker's logs name it too. Carried by async
 * context rather than through every service's arguments: services stay as they are.
 */
const current = new AsyncLocalStorage<string>();

/** The request id of the work under way, or undefined (start-up, a scheduled job). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/** Runs `work` as part of the request (or job) `reqId`. */
export function withRequestId<T>(reqId: string | undefined, work: () => T): T {
  return reqId === undefined ? work() : current.run(reqId, work);
}

/**
 * Enters the request's id before its handler runs. In preHandler, after the body is read: a body's bytes
 * arrive in the socket's own async context, so an earlier hook's context would not reach the handler.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    current.run(request.id, done);
  });
}
