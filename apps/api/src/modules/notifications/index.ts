export { type NewNotification, notifications, notificationsPersonalData } from './notifications.service';
