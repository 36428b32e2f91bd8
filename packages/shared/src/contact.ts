import { z } from 'zod';
import { isPlainName, nameCharactersMessage } from './auth';
import { EmailSchema } from './email';
import { messages } from './messages';
import { PHONE_MESSAGE, PHONE_PATTERN } from './phone';

/** Limits of the contact form (the spec leaves its fields "not shown"; see docs/decisions/005). */
export const CONTACT_LIMITS = { name: 100, phone: 12, subject: 150, message: 2000 } as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(max, { error: messages.max(label, max) });

/** POST /api/contact/post. Used by the form's resolver and by the route, so both say the same. */
export const ContactFormSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name).refine(isPlainName, {
    error: nameCharactersMessage('Name'),
  }),
  email: EmailSchema,
  /** Optional; when given, one of the spec's two phone formats. */
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: PHONE_MESSAGE })
    .optional(),
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  message: requiredText('Message', CONTACT_LIMITS.message),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** The call's body: the form and, for a guest, the bot check's answer (ALTCHA's payload). */
export const ContactMessageBodySchema = ContactFormSchema.extend({ altcha: z.string().max(4000).optional() });
export type ContactMessageBody = z.input<typeof ContactMessageBodySchema>;

/** Its answer (201): the stored message's id and the reference a person can quote. */
export const ContactMessageAnswerSchema = z.object({ id: z.string(), reference: z.string() });
