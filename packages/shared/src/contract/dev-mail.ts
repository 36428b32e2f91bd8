import type { Contract } from './entry';

/** The development inbox (development and tests only). */
export const DEV_MAIL_API = {
  /** List the mail kept instead of sent (development only) */
  listDevMail: { method: 'GET', path: '/api/dev/mail', answer: 'DevMailListSchema' },
  /** Read one kept mail (development only) */
  getDevMail: { method: 'GET', path: '/api/dev/mail/{id}', answer: 'DevMailSchema' },
  /** List the texts (SMS, WhatsApp) kept instead of sent (development only) */
  listDevTexts: { method: 'GET', path: '/api/dev/texts', answer: 'DevTextListSchema' },
} as const satisfies Contract;
