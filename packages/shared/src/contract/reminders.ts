import type { Contract } from './entry';

/** Reminders (decision 078): a reminder's link, a person's choices per vehicle and kind, and the funnel. */
export const REMINDERS_API = {
  /** What a reminder's link fills into a new request: the vehicle, the request type and the items */
  getReminder: { method: 'GET', path: '/api/reminders/{id}', answer: 'ReminderPrefillSchema' },
  /** A request's reminder opened with its link's key, signed in or not (decision 079) */
  openReminder: {
    method: 'POST',
    path: '/api/reminders/{id}/open',
    body: 'ReminderKeySchema',
    answer: 'ReminderPrefillSchema',
  },
  /** Stop a request's reminder kind at the address its mail went to, with the mail's key (decision 079) */
  unsubscribeReminder: {
    method: 'POST',
    path: '/api/reminders/{id}/unsubscribe',
    body: 'ReminderKeySchema',
    answer: 'ReminderUnsubscribedSchema',
  },
  /** The caller's reminders, per garage vehicle and kind, on or off */
  getReminderChoices: { method: 'GET', path: '/api/user/reminders', answer: 'ReminderChoicesSchema' },
  /** Turn one kind of reminder on or off for one of the caller's garage vehicles */
  setReminderChoice: {
    method: 'POST',
    path: '/api/user/reminders',
    body: 'SetReminderChoiceSchema',
    answer: 'ReminderChoicesSchema',
  },
  /** Reminders sent, request flows they started and requests they brought, per kind (administrators) */
  getReminderFunnel: {
    method: 'GET',
    path: '/api/admin/reminders/funnel',
    query: 'ReminderFunnelQuerySchema',
    answer: 'ReminderFunnelSchema',
  },
} as const satisfies Contract;
