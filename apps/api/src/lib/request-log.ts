import { type FastifyInstance, LogController } from 'fastify';

/**
 * One log line per request (decision 085), written when it ends: the request (method, url, host, the
 * caller's address), the answer's status and how long it took, under the request's id. Fastify's default
 * writes two, "incoming request" and "request completed", and the request log was an eighth of the server's
 * CPU on the fastest routes (decision 083). What the first line told alone, a request that never ended, is
 * still told: a request its caller gave up on logs "request aborted" (`logAbortedRequests`), and one that
 * failed logs its error.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: Parameters<LogController['requestCompleted']>[1],
    reply: Parameters<LogController['requestCompleted']>[2],
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** A request whose caller closed the connection before the answer: one line, with the request. */
export function logAbortedRequests(app: FastifyInstance): void {
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info({ req: request }, 'request aborted');
    done();
  });
}
