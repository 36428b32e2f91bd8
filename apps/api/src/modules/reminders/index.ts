import { enqueue } from '../jobs/index';
import { notifications } from '../notifications/index';
import { textMessages } from '../text-messages/index';
import { vehicles } from '../vehicles/index';
import * as repo from './reminders.repo';
import { createRemindersService } from './reminders.service';

/** The module's service, wired with its repo and the modules below it (decision 058). */
export const reminders = createRemindersService({ repo, enqueue, notifications, textMessages, vehicles });
export {
  createRemindersService,
  REMINDER_CHOICES_PATH,
  type RemindersService,
  type RemindersServiceDeps,
  reminderPath,
  remindersPersonalData,
  reminderUnsubscribePath,
} from './reminders.service';
