import { z } from 'zod';

/**
 * Server-only schemas of the instant-prices routes: the path parameters (the web fills them with pathOf).
 * Every schema a contract entry names lives in packages/shared/src/instant-prices.ts.
 */
export const MenuPriceParamsSchema = z.object({ id: z.uuid() });
