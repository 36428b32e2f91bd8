import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for a configuration, worked out once. Our policy is the same for every
 * response (no per-request nonces), so there is nothing to decide per request: @fastify/helmet built
 * helmet's middleware afresh on every request (parsing the CSP directives each time), which cost the
 * cheapest route about half its throughput (decision 018).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What a file of the web build (a script, a stylesheet, an image) keeps of them: nosniff (the browser takes
 * the file only as its declared type) and its cross-origin resource policy (no other site may load it). The
 * rest (the CSP, framing, referrer, HSTS and friends) governs documents, and the HTML pages keep all of it:
 * on a file it was ~0.6 KB of headers on every response, most of a small chunk's transfer (decision 082).
 */
const FILE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);
const DOCUMENT_ONLY_HEADERS = Object.keys(securityHeaders({})).filter((name) => !FILE_HEADERS.has(name));

/** Drops from a reply what only documents need (see FILE_HEADERS): for the web build's files. */
export function keepFileSecurityHeadersOnly(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/** Sets the security headers on every response (a route's own hooks run after, and may replace them). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
