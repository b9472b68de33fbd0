import { eq, inArray, sql } from 'drizzle-orm';
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

/** The site's address (config.appUrl), so links in emails are absolute; set by the notifications plugin. */
let emailBaseUrl = '';
export function setNotificationEmailBaseUrl(url: string) {
  emailBaseUrl = url.replace(/\/$/, '');
}
function absoluteLink(link: string) {
  return link.startsWith('/') && emailBaseUrl ? `${emailBaseUrl}${link}` : link;
}

/** NOTIFY payloads must stay under 8000 bytes: a long one travels as its id and is read back. */
function notifyPayload(wire: NotificationWire): string {
  const payload = JSON.stringify(wire);
  return Buffer.byteLength(payload) < 7000 ? payload : JSON.stringify({ id: wire.id, recipientID: wire.recipientID });
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
  await ex.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${notifyPayload(wire)})`);
  if (input.email) {
    const [u] = await ex.select({ email: users.email }).from(users).where(eq(users.id, input.recipientId));
    if (u?.email) await queueEmail(ex, { to: u.email, subject: `[Chợ Gundam] ${input.title}`, text: `${input.message}${input.link ? `\n\nXem chi tiết: ${absoluteLink(input.link)}` : ''}` });
  }
  return wire;
}

/**
 * The same notification for many people (a broadcast), in the caller's transaction: one INSERT for
 * all rows and one statement that NOTIFYs each row. Not emailed. Returns how many were stored.
 */
export async function notifyMany(ex: Executor, recipientIds: readonly string[], input: Omit<NotifyInput, 'recipientId' | 'email'>, now?: Date): Promise<number> {
  let stored = 0;
  // a few thousand rows per statement keeps each statement's parameters and NOTIFY queue modest
  for (let i = 0; i < recipientIds.length; i += 2000) {
    const chunk = recipientIds.slice(i, i + 2000);
    const rows = await ex
      .insert(notifications)
      .values(chunk.map((recipientId) => ({ recipientId, title: input.title, message: input.message, type: input.type, link: input.link ?? null, ...(now ? { createdAt: now } : {}) })))
      .returning();
    if (rows.length === 0) continue;
    const payloads = rows.map((r) => notifyPayload(presentNotification(r)));
    await ex.execute(sql`select count(pg_notify(${NOTIFICATION_CHANNEL}, p)) from json_array_elements_text(${JSON.stringify(payloads)}::json) as p`);
    stored += rows.length;
  }
  return stored;
}

/** Reads notifications back by id (the hub uses it for payloads that were too long for NOTIFY). */
export async function findNotifications(ex: Executor, ids: string[]): Promise<NotificationWire[]> {
  if (ids.length === 0) return [];
  const rows = await ex.select().from(notifications).where(inArray(notifications.id, ids));
  return rows.map(presentNotification);
}
