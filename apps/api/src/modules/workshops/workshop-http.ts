import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import { workshopScope } from '../../lib/session';

// The HTTP helper the workshop portal's routes share with the instant prices' routes (a workshop's menu).
// Route code only: another module's route file reaches it through workshops' routes entry (./routes), never
// its index (decision 058).

/**
 * The workshop a signed-in workshop user's call is about: the one the call names (`named`, a query's
 * `workshopId`), else the one the workshop header chooses, else the first they work for by id (the portal
 * shows one at a time). Not a workshop user: 403; a workshop they do not work for, or none: 404, as any
 * record not theirs.
 */
export function ownWorkshop(request: FastifyRequest, named?: string): string {
  const id = workshopScope(request, named).workshopIds[0];
  if (!id) throw notFound('The workshop');
  return id;
}
