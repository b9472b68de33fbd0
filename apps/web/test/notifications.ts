import type { Notification } from '@cho-gundam/contracts';

/** A notification for u1, unread, created `minute` minutes after 08:00 UTC on 1 March 2026. */
export const makeNotification = (id: string, minute: number, over: Partial<Notification> = {}): Notification => ({
  id,
  recipientID: 'u1',
  title: `Tiêu đề ${id}`,
  message: 'Nội dung',
  type: 'order',
  link: null,
  isRead: false,
  createdAt: new Date(Date.UTC(2026, 2, 1, 8, minute)).toISOString(),
  readAt: null,
  ...over,
});
