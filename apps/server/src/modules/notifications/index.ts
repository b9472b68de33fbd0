export { notificationsRoutes, notificationHubOf } from './notifications.routes.js';
export { notify, notifyMany, presentNotification, NOTIFICATION_CHANNEL, type NotifyInput, type NotificationType, type NotificationWire } from './notify.js';
