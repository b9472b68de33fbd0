import { z } from 'zod';
import { uuidField } from './fields.js';

/**
 * Notifications (product.md §9, seed §3/§4/§7/§8/§9). On the wire a notification keeps the seed's
 * field names: id, recipientID, title, message, type, link, isRead, createdAt, readAt.
 */
export const NOTIFICATION_TYPES = ['order', 'wallet', 'withdrawal', 'subscription', 'auction', 'exchange', 'system'] as const;
export type NotificationTypeName = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.string(),
  recipientID: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The bell asks for 15 (seed §9), the page for 50 and then more on demand. */
export const NOTIFICATION_PAGE_MAX = 50;

export const notificationListQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit phải là số' })
    .int({ error: 'limit phải là số nguyên' })
    .min(1, { error: 'limit tối thiểu là 1' })
    .max(NOTIFICATION_PAGE_MAX, { error: `limit tối đa là ${NOTIFICATION_PAGE_MAX}` })
    .default(15),
  /** opaque: the `next_cursor` of the previous page */
  cursor: z.string().max(200, { error: 'Con trỏ trang không hợp lệ' }).optional(),
  /** only unread ones */
  unread: z.enum(['true', 'false'], { error: 'unread phải là true hoặc false' }).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** Latest first; `next_cursor` is null on the last page; `unread_count` counts all unread, not just this page. */
export const notificationListResponse = z.object({
  items: z.array(notificationSchema),
  next_cursor: z.string().nullable(),
  unread_count: z.number(),
});
export type NotificationList = z.infer<typeof notificationListResponse>;

export const unreadCountResponse = z.object({ unread_count: z.number() });
export type UnreadCount = z.infer<typeof unreadCountResponse>;

export const notificationIdParams = z.object({ id: uuidField });

export const markAllReadResponse = z.object({ updated: z.number(), read_at: z.string() });
export type MarkAllReadResult = z.infer<typeof markAllReadResponse>;

/** Admin: a system announcement to every active account. */
export const broadcastNotificationBody = z.strictObject({
  title: z.string().trim().min(1, { error: 'Vui lòng nhập tiêu đề' }).max(200, { error: 'Tiêu đề tối đa 200 ký tự' }),
  message: z.string().trim().min(1, { error: 'Vui lòng nhập nội dung' }).max(2000, { error: 'Nội dung tối đa 2000 ký tự' }),
  link: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/(?!\/)/, { error: 'Liên kết phải là một đường dẫn trong trang (bắt đầu bằng /)' })
    .optional(),
});
export type BroadcastNotificationBody = z.infer<typeof broadcastNotificationBody>;
export const broadcastNotificationResponse = z.object({ recipients: z.number() });

/**
 * Server-sent events on `GET /notifications/stream` (authenticated with the bearer header, read
 * with fetch): `ready` once connected, `notification` (data: a Notification, id: its id) for each
 * new one, `resync` when the server may have missed events (refetch the list), comments as heartbeats.
 */
export const NOTIFICATION_STREAM_EVENTS = { ready: 'ready', notification: 'notification', resync: 'resync' } as const;
/** At most this many open streams per account in one server process (tabs, devices). */
export const NOTIFICATION_STREAMS_PER_USER = 5;
export const NOTIFICATION_HEARTBEAT_MS = 25_000;
