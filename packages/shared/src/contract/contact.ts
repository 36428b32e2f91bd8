import type { Contract } from './entry';

/** The contact form. */
export const CONTACT_API = {
  /** Send a message through the contact form (guests pass the bot check) */
  postContactMessage: {
    method: 'POST',
    path: '/api/contact/post',
    body: 'ContactMessageBodySchema',
    answer: 'ContactMessageAnswerSchema',
  },
} as const satisfies Contract;
