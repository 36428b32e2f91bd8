export { notificationRoutes, type SessionLookup } from './notifications.routes';
export { type NewNotification, notifications, notificationsPersonalData } from './notifications.service';
