import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isSessionLive } from '../auth/index.js';
import { findNotifications, notifyMany, presentNotification, type NotificationWire } from './notify.js';
import * as repo from './notifications.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor is the last row's id, base64url-encoded so clients treat it as opaque. */
export function encodeCursor(id: string) {
  return Buffer.from(id, 'utf8').toString('base64url');
}
export function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!UUID.test(id)) throw badRequest('validation_failed', 'Con trỏ trang không hợp lệ');
  return id;
}

export function notificationsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async list(userId: string, q: { limit: number; cursor?: string; unread?: 'true' | 'false' }) {
      const afterId = q.cursor ? decodeCursor(q.cursor) : undefined;
      // one more than asked tells whether there is a next page
      const rows = await repo.listForRecipient(db, userId, { limit: q.limit + 1, afterId, unreadOnly: q.unread === 'true' });
      const page = rows.slice(0, q.limit);
      const unread = await repo.countUnread(db, userId);
      return {
        items: page.map(presentNotification),
        next_cursor: rows.length > q.limit ? encodeCursor(page[page.length - 1]!.id) : null,
        unread_count: unread,
      };
    },

    async unreadCount(userId: string) {
      return { unread_count: await repo.countUnread(db, userId) };
    },

    /** Another person's notification answers 404, exactly like one that does not exist. */
    async markRead(userId: string, id: string): Promise<NotificationWire> {
      const row = await repo.markRead(db, userId, id, clock.now());
      if (!row) throw notFound('Không tìm thấy thông báo');
      return presentNotification(row);
    },

    async markAllRead(userId: string) {
      const now = clock.now();
      const updated = await repo.markAllRead(db, userId, now);
      return { updated, read_at: now.toISOString() };
    },

    async broadcast(input: { title: string; message: string; link?: string }) {
      return db.transaction(async (tx) => {
        const ids = await repo.activeUserIds(tx);
        const recipients = await notifyMany(
          tx,
          ids,
          { title: input.title, message: input.message, type: 'system', link: input.link ?? null },
          clock.now(),
        );
        return { recipients };
      });
    },

    async load(id: string): Promise<NotificationWire | null> {
      return (await findNotifications(db, [id]))[0] ?? null;
    },

    /** An open stream stays only while its session does (sign-out, password change, lock end it). */
    sessionAlive: (userId: string, sessionId: string) => isSessionLive(db, userId, sessionId, clock.now()),
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
