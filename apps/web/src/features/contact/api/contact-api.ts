import type { ContactForm } from '@motorwise/shared';
import { CONTACT_API } from '@motorwise/shared';
import { apiClient } from '@/lib/api-client';

/** POST /api/contact/post: the contact form plus the solved ALTCHA payload. Answers 201. */
export function postContact(form: ContactForm, altcha: string) {
  return apiClient.call(CONTACT_API.postContactMessage, { body: { ...form, altcha } });
}
