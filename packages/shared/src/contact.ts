import { z } from 'zod';
import { messages } from './messages';

/** Limits of the contact form (the spec leaves its fields "not shown"; see docs/decisions). */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, subject: 150, message: 2000 } as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(max, { error: messages.max(label, max) });

/** POST /api/contact/post. Used by the form's resolver and by the route, so both say the same. */
export const ContactFormSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(CONTACT_LIMITS.email, { error: messages.max('Email', CONTACT_LIMITS.email) })
    .pipe(z.email({ error: messages.email('Email') })),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, { error: messages.max('Phone', CONTACT_LIMITS.phone) })
    .optional()
    .or(z.literal('')),
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  message: requiredText('Message', CONTACT_LIMITS.message),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;
