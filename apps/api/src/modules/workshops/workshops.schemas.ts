import { z } from 'zod';

/** The directory's {id}: a workshop's id or slug, up to 100 characters; anything else is not found. */
export const WorkshopParamsSchema = z.object({ id: z.string().max(100) });
