import { z } from 'zod';

/**
 * Server-only schemas of the sample-items routes: what the web never reads (path parameters; the web fills
 * them with pathOf). Every schema a contract entry names (query, body, answer) lives in
 * packages/shared/src/sample-items.ts instead, so both sides share one (decision 011, 056).
 */
export const SampleItemParamsSchema = z.object({ id: z.uuid() });
