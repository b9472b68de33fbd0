import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queueEmail } from '../../integrations/outbox.js';
import { users } from '../users/users.schema.js';
import { notifications } from './notifications.schema.js';

/** The PostgreSQL channel that carries new notifications to every server process (LISTEN/NOTIFY). */
export const NOTIFICATION_CHANNEL = 'cg_notifications';

export type NotificationType = 'order' | 'wallet' | 'withdrawal' | 'subscription' | 'auction' | 'exchange' | 'system';

export interface NotifyInput {
  recipientId: string;
  title: string;
  message: string;
  type: NotificationType;
  link?: string | null;
  /** important events (order shipped, withdrawal processed…) are also emailed (product.md §9) */
  email?: boolean;
}

/** A notification as the wire carries it: the seed's field names. */
export interface NotificationWire {
  id: string;
  recipientID: string;
  title: string;
  message: string;
  type: string;
  link: string | null;
  isRead: boolean;
  createdAt: string;
  readAt: string | null;
}

export function presentNotification(row: typeof notifications.$inferSelect): NotificationWire {
  return {
    id: row.id,
    recipientID: row.recipientId,
    title: row.title,
    message: row.message,
    type: row.type,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * Store a notification inside the caller's transaction. `pg_notify` inside a transaction is
 * delivered only on commit, so a rolled-back event is never pushed; every server process
 * listening on the channel pushes it to the recipient's open event streams.
 */
export async function notify(ex: Executor, input: NotifyInput, now?: Date): Promise<NotificationWire> {
  const [row] = await ex
    .insert(notifications)
    .values({ recipientId: input.recipientId, title: input.title, message: input.message, type: input.type, link: input.link ?? null, ...(now ? { createdAt: now } : {}) })
    .returning();
  const wire = presentNotification(row!);
  const payload = JSON.stringify(wire);
  // NOTIFY payloads must stay under 8000 bytes: a long one travels as its id and is read back
  await ex.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${Buffer.byteLength(payload) < 7000 ? payload : JSON.stringify({ id: wire.id, recipientID: wire.recipientID })})`);
  if (input.email) {
    const [u] = await ex.select({ email: users.email }).from(users).where(eq(users.id, input.recipientId));
    if (u?.email) await queueEmail(ex, { to: u.email, subject: `[Chợ Gundam] ${input.title}`, text: `${input.message}${input.link ? `\n\nXem chi tiết: ${input.link}` : ''}` });
  }
  return wire;
}
