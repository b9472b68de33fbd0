export { NotificationBell } from './notification-bell';
export { useNotificationsLive, useNotificationsState, type SignedInCheck } from './use-notifications';
export { clearNotifications } from './notifications-store';
