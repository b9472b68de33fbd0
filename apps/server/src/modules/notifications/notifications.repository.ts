import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../users/index.js';
import { notifications } from './notifications.schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Latest first (created_at desc, id desc), keyset-paginated: rows strictly after the row `afterId`.
 * The key is compared in SQL against the stored row, so microsecond timestamps never lose or repeat a row.
 */
export async function listForRecipient(
  ex: Executor,
  recipientId: string,
  opts: { limit: number; afterId?: string; unreadOnly?: boolean },
): Promise<NotificationRow[]> {
  const conds = [eq(notifications.recipientId, recipientId)];
  if (opts.unreadOnly) conds.push(eq(notifications.isRead, false));
  if (opts.afterId) {
    conds.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (select c.created_at, c.id from notifications c where c.id = ${opts.afterId} and c.recipient_id = ${recipientId})`,
    );
  }
  return ex
    .select()
    .from(notifications)
    .where(and(...conds))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit);
}

export async function countUnread(ex: Executor, recipientId: string): Promise<number> {
  const [r] = await ex
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.isRead, false)));
  return Number(r?.n ?? 0);
}

/** Marks one read (first reading time is kept). Null when the row is not the recipient's. */
export async function markRead(ex: Executor, recipientId: string, id: string, now: Date): Promise<NotificationRow | null> {
  const [row] = await ex
    .update(notifications)
    .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
    .returning();
  return row ?? null;
}

export async function markAllRead(ex: Executor, recipientId: string, now: Date): Promise<number> {
  const rows = await ex
    .update(notifications)
    .set({ isRead: true, readAt: now })
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Every account that can read notifications (not locked), for a broadcast. */
export async function activeUserIds(ex: Executor): Promise<string[]> {
  const rows = await ex.select({ id: users.id }).from(users).where(eq(users.status, 'active'));
  return rows.map((r) => r.id);
}
