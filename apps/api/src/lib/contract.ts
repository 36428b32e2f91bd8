import type { ContractEntry } from '@motorwise/shared';

/**
 * Routes are registered from their contract entry (decision 056), so a route's verb and path are written
 * once, in `packages/shared/src/contract`, for the API and the web alike:
 * `app.route({ ...at(QUOTES_API.acceptQuote), schema, config, handler })`.
 */

/** Fastify's path syntax for a contract path: '/api/x/{id}' -> '/api/x/:id'. */
export const urlOf = (entry: ContractEntry) => entry.path.replace(/\{(\w+)\}/g, ':$1');

/** The verb and url of a route, from its contract entry. */
export const at = (entry: ContractEntry) => ({ method: entry.method, url: urlOf(entry) });
