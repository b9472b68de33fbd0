export { NotificationBell } from './notification-bell';
export { useNotificationsLive, useNotificationsState } from './use-notifications';
export { clearNotifications } from './notifications-store';
