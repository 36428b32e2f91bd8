import { z } from 'zod';

/**
 * Server-only schemas of the applications' routes (path parameters; the web fills them with pathOf). Every
 * schema a contract entry names lives in packages/shared/src/workshop-applications.ts (decision 011, 056).
 */
export const ApplicationParamsSchema = z.object({ id: z.uuid() });
export const ApplicationDocumentParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });
/** The secret of the applicant's link (43 base64url characters as made; anything else is not found). */
export const ReplyParamsSchema = z.object({ token: z.string().min(1).max(100) });
