import { ReminderLink } from '@/features/reminders';

/** /reminder/{id}: a reminder's link (decision 078). */
export function ReminderRoute() {
  return <ReminderLink />;
}
