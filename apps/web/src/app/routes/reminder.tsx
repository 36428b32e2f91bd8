import { ReminderLink, ReminderUnsubscribe } from '@/features/reminders';

/** /reminder/{id}: a reminder's link (decision 078). */
export function ReminderRoute() {
  return <ReminderLink />;
}

/** /reminder/{id}/unsubscribe?key=: a request's reminder mail's "no more of these" (decision 079). */
export function ReminderUnsubscribeRoute() {
  return <ReminderUnsubscribe />;
}
