import { z } from 'zod';

/**
 * Server-only schemas of the disputes routes: what the web never reads (path parameters; the web fills
 * them with pathOf). Every schema a contract entry names lives in packages/shared/src/disputes.ts.
 */
export const DisputeParamsSchema = z.object({ id: z.uuid() });
export const DisputeFileParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });
