/** Reminders (decision 078): a reminder's link, its prefill for the new request, and the account's choices. */

export { useReminderPrefill } from './api/reminders-api';
export { ReminderChoicesPanel } from './components/reminder-choices';
export { ReminderLink } from './components/reminder-link';
export { ReminderUnsubscribe } from './components/reminder-unsubscribe';
