import { z } from 'zod';

/** Shapes many API answers share. */

/** An answer that only tells the person what happened: { message }. */
export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** A page of a list (spec: items, totalDisplayItems, page, itemsPerPage). */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    totalDisplayItems: z.number(),
    page: z.number(),
    itemsPerPage: z.number(),
  });
