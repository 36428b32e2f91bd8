export { notificationsPersonalData } from './notifications.service';
