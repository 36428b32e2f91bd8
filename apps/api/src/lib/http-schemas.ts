import { z } from 'zod';

/** An answer that is only a sentence for the person (e.g. "You are signed out."). */
export const MessageSchema = z.object({ message: z.string() });
