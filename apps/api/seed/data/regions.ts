import { z } from 'zod';
import type { SeedRegion } from '../types';
import { latLngSchema, loadJson } from './load';

/**
 * Marketplace regions (regions.json): the eight metros, the big ones split into the areas people search
 * by. Polygons are hand-drawn approximations (clockwise, north up) that share edges with their neighbours.
 */
const regionSchema = z.strictObject({
  name: z.string().min(1),
  province: z.string().min(1),
  metro: z.string().min(1),
  coordinates: z.array(latLngSchema).min(3),
}) satisfies z.ZodType<SeedRegion>;

export const regions: SeedRegion[] = loadJson('regions.json', z.array(regionSchema));
