export { notifications, notificationsPersonalData } from './notifications.service';
