import { z } from 'zod';

/**
 * Server-only schemas of the sample-items routes. A schema the web app also uses (a form, a response it
 * reads) belongs in packages/shared instead, so both sides share one (decision 011).
 */
export const SampleItemsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const AddSampleItemSchema = z.object({ name: z.string().trim().min(1).max(200) });
export type AddSampleItem = z.infer<typeof AddSampleItemSchema>;

export const SampleItemSchema = z.object({ id: z.string(), name: z.string(), dateCreatedUtc: z.string() });
export type SampleItem = z.infer<typeof SampleItemSchema>;

export const SampleItemsPageSchema = z.object({
  items: z.array(SampleItemSchema).max(50),
  totalDisplayItems: z.number(),
  page: z.number(),
  itemsPerPage: z.number(),
});
