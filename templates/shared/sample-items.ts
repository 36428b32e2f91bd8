import { z } from 'zod';
import { messages } from './messages';

/**
 * The sample-items calls' schemas, shared by the API (which validates with them) and the web (its form's
 * resolver and the answers it parses), so both say the same thing (decision 011). The contract entries in
 * contract/sample-items.ts name them.
 */
export const SAMPLE_ITEMS_LIMITS = { name: 200, perPage: 50 } as const;
/** The states of a sample item: archive is its one step (the service is its only writer, decision 057). */
export const SAMPLE_ITEM_STATUSES = ['active', 'archived'] as const;
export type SampleItemStatus = (typeof SAMPLE_ITEM_STATUSES)[number];

export const SampleItemsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SampleItemsPageQuery = z.infer<typeof SampleItemsPageQuerySchema>;

/** Adds a sample item: the web's form and the API's body. */
export const AddSampleItemSchema = z.object({
  name: z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(SAMPLE_ITEMS_LIMITS.name, { error: messages.max('Name', SAMPLE_ITEMS_LIMITS.name) }),
});
export type AddSampleItem = z.infer<typeof AddSampleItemSchema>;
export type AddSampleItemInput = z.input<typeof AddSampleItemSchema>;

/** One sample item as the API answers it. */
export const SampleItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(SAMPLE_ITEM_STATUSES),
  /** Times as ISO text in UTC, named date...Utc. */
  dateCreatedUtc: z.string(),
  dateArchivedUtc: z.string().nullable(),
});
export type SampleItem = z.infer<typeof SampleItemSchema>;

export const SampleItemsPageSchema = z.object({
  items: z.array(SampleItemSchema).max(SAMPLE_ITEMS_LIMITS.perPage),
  totalDisplayItems: z.number(),
  page: z.number(),
  itemsPerPage: z.number(),
});
export type SampleItemsPage = z.infer<typeof SampleItemsPageSchema>;
