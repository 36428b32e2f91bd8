import { z } from 'zod';

/** The one error answer (decision 004): every 4xx and 5xx. */
export const ErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string(),
});

/** An answer that is only a sentence for the person (e.g. "You are signed out."): the shared one. */
export { MessageSchema } from '@motorwise/shared';

/**
 * A file answer (a download, a picture): documented by its content types with a binary body. Fastify
 * serialises nothing here (the handler sends bytes); the schema is for the OpenAPI document.
 */
export const fileAnswer = (description: string, contentTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: FileBytes }])),
});

/** The bytes a handler sends (a Buffer or a text), described as binary in the document. */
const FileBytes = z.custom<Buffer | string>(() => true).meta({ type: 'string', format: 'binary' });
