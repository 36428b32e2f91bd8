import type { Contract } from './entry';

/** Recent actions, messages and notifications, and their live stream. */
export const NOTIFICATIONS_API = {
  /** List the recent events of the caller's organisation branch */
  queryUserRecentActions: {
    method: 'GET',
    path: '/api/user/queryUserRecentActions/{id}',
    query: 'RecentActionsQuerySchema',
    answer: 'RecentActionListSchema',
  },
  /** List the recent messages of the caller's organisation branch (the inbox) */
  queryUserRecentMessages: {
    method: 'GET',
    path: '/api/user/queryUserRecentMessages/{id}',
    query: 'RecentMessagesQuerySchema',
    answer: 'RecentActionListSchema',
  },
  /** Mark an inbox message read */
  setMessageRead: {
    method: 'POST',
    path: '/api/user/setMessageRead',
    body: 'SetMessageReadSchema',
    answer: 'SetMessageReadAnswerSchema',
  },
  /** List the caller's unread notifications */
  loadNotifications: { method: 'GET', path: '/api/user/loadNotifications', answer: 'NotificationListSchema' },
  /** Mark a notification, or a request's notifications, read */
  setNotificationRead: {
    method: 'POST',
    path: '/api/user/setNotificationRead',
    body: 'SetNotificationReadSchema',
    answer: 'SetNotificationReadAnswerSchema',
  },
  /** Mark the notifications up to a time as seen (they are not toasted again) */
  setNotificationsSeen: {
    method: 'POST',
    path: '/api/user/setNotificationsSeen',
    body: 'SetNotificationsSeenSchema',
    answer: 'SetNotificationsSeenAnswerSchema',
  },
  /** Receive new notifications as they happen (server-sent events) */
  notificationStream: { method: 'GET', path: '/api/user/notificationStream' },
} as const satisfies Contract;
