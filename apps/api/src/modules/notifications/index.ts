export { notificationRoutes } from './notifications.routes';
export { type NewNotification, notifications, notificationsPersonalData } from './notifications.service';
