import type { Vehicle } from '@motorwise/shared';
import type { AnswerSchema } from '@/lib/api-client';

/**
 * The answer's schema (and zod with it) loads with the first search, not with the landing page, whose
 * first screen carries this search box (issue 13, decision 034). Asked for early by
 * `preloadVehicleSearch` when the person starts the search. A module of its own: the landing page's start
 * button calls it without bringing the search's query code (TanStack Query, decision 082).
 */
let schema: Promise<AnswerSchema<Vehicle[]>> | undefined;
export function preloadVehicleSearch(): Promise<AnswerSchema<Vehicle[]>> {
  schema ??= import('./vehicle-search-schema').then((m) => m.VehicleListSchema);
  return schema;
}
