import * as repo from './notifications.repo';
import { createNotificationsService } from './notifications.service';

/** The module's service, wired with its repo and the modules below it (decision 058). */
export const notifications = createNotificationsService({ repo });
export {
  createNotificationsService,
  type NotificationsService,
  type NotificationsServiceDeps,
  notificationsPersonalData,
} from './notifications.service';
