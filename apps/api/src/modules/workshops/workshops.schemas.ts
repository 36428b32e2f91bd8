import { z } from 'zod';

/** The directory's {id}: a workshop's id or slug, up to 100 characters; anything else is not found. */
export const WorkshopParamsSchema = z.object({ id: z.string().max(100) });

/** POST /api/workshop/profile/logo: the multipart form's one file (read part by part by the route). */
export const WorkshopLogoFormSchema = z.object({
  logo: z.file().describe('The logo: PNG, JPEG or WebP (by content), up to 2000 KB.'),
});

/** GET /api/PublicWorkshop/Logo/{fileId}. */
export const WorkshopLogoParamsSchema = z.object({ fileId: z.string().max(100) });

/** DELETE /api/workshop/availability/closures/{id}. */
export const WorkshopClosureParamsSchema = z.object({ id: z.string().max(100) });
