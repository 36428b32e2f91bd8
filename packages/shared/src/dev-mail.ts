import { z } from 'zod';

/** GET /api/dev/mail (development only): the mail the app kept instead of sending, newest first. */
export const DevMailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
});
export type DevMailSummary = z.infer<typeof DevMailSummarySchema>;
export const DevMailListSchema = z.array(DevMailSummarySchema);

/** GET /api/dev/mail/{id}. */
export const DevMailSchema = DevMailSummarySchema.extend({
  from: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
});
export type DevMail = z.infer<typeof DevMailSchema>;
