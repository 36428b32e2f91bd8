export { notificationRoutes } from './notifications.routes';
export { notifications, notificationsPersonalData } from './notifications.service';
