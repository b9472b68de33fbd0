import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queueEmail } from '../../integrations/outbox.js';
import { users } from '../users/index.js';
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
    .values({
      recipientId: input.recipientId,
      title: input.title,
      message: input.message,
      type: input.type,
      link: input.link ?? null,
      ...(now ? { createdAt: now } : {}),
    })
    .returning();
  const wire = presentNotification(row!);
  await ex.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${notifyPayload(wire)})`);
  if (input.email) {
    const [u] = await ex.select({ email: users.email }).from(users).where(eq(users.id, input.recipientId));
    if (u?.email)
      await queueEmail(ex, {
        to: u.email,
        subject: `[Chợ Gundam] ${input.title}`,
        text: `${input.message}${input.link ? `\n\nXem chi tiết: ${absoluteLink(input.link)}` : ''}`,
      });
  }
  return wire;
}

type Message = Omit<NotifyInput, 'recipientId' | 'email'>;

/**
 * Stores notifications and NOTIFYs each of them in ONE statement (built in SQL: an ORM multi-row insert
 * of 1,000 rows took ~0.6 s, this takes ~20 ms): `recipients` pairs a person with the index of their
 * message in `messages`, so a broadcast sends its text once. Returns how many were stored.
 */
async function storeAndPush(ex: Executor, messages: readonly Message[], recipients: readonly [string, number][], now?: Date) {
  // the texts travel inside JSON: a lone surrogate would reach PostgreSQL as a `\ud800` escape it
  // refuses to turn into text; it becomes U+FFFD, as it does when a string is sent as a parameter
  const text = (s: string) => Buffer.from(s).toString();
  const res = await ex.execute<{ n: number | string }>(sql`
    with msg as (
      select (m.n - 1)::int as i, m.v->>'title' as title, m.v->>'message' as message, m.v->>'type' as type, m.v->>'link' as link
      from json_array_elements(${JSON.stringify(messages.map((m) => ({ title: text(m.title), message: text(m.message), type: m.type, link: m.link ? text(m.link) : null })))}::json)
        with ordinality as m(v, n)
    ), ins as (
      insert into notifications (recipient_id, title, message, type, link, created_at)
      select (r.v->>0)::uuid, msg.title, msg.message, msg.type, msg.link, coalesce(${now?.toISOString() ?? null}::timestamptz, now())
      from json_array_elements(${JSON.stringify(recipients)}::json) as r(v) join msg on msg.i = (r.v->>1)::int
      returning id, recipient_id, title, message, type, link, is_read, created_at
    ), payloads as (
      select id, recipient_id, json_build_object(
        'id', id, 'recipientID', recipient_id, 'title', title, 'message', message, 'type', type, 'link', link,
        'isRead', is_read, 'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'readAt', null
      )::text as p from ins
    )
    select count(pg_notify(${NOTIFICATION_CHANNEL}, case when octet_length(p) < 7000 then p else json_build_object('id', id, 'recipientID', recipient_id)::text end)) as n
    from payloads`);
  return Number((res as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
}

/**
 * The same notification for many people (a broadcast), in the caller's transaction, in one statement
 * per 5,000 people. Not emailed. Returns how many were stored.
 */
export async function notifyMany(ex: Executor, recipientIds: readonly string[], input: Message, now?: Date): Promise<number> {
  let stored = 0;
  for (let i = 0; i < recipientIds.length; i += 5000)
    stored += await storeAndPush(
      ex,
      [input],
      recipientIds.slice(i, i + 5000).map((id) => [id, 0]),
      now,
    );
  return stored;
}

/**
 * Different notifications to a few people (a bid round's "outbid" notices and the seller's "new
 * highest bid"), in the caller's transaction, in one statement. Not emailed. Returns how many were stored.
 */
export async function notifyEach(ex: Executor, inputs: readonly Omit<NotifyInput, 'email'>[], now?: Date): Promise<number> {
  if (!inputs.length) return 0;
  return storeAndPush(
    ex,
    inputs,
    inputs.map((n, i) => [n.recipientId, i]),
    now,
  );
}

/**
 * Asks every server process to re-check the sessions behind this person's open event streams, on
 * commit (same channel, so it arrives in order after the notifications of the same transaction):
 * a stream whose session was revoked or whose account was locked closes at once instead of at its
 * next heartbeat. Call it in the transaction that revokes the sessions or locks the account.
 */
export async function recheckStreamsOf(ex: Executor, userId: string): Promise<void> {
  await ex.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ recheck: true, recipientID: userId })})`);
}

/** Reads notifications back by id (the hub uses it for payloads that were too long for NOTIFY). */
export async function findNotifications(ex: Executor, ids: string[]): Promise<NotificationWire[]> {
  if (ids.length === 0) return [];
  const rows = await ex.select().from(notifications).where(inArray(notifications.id, ids));
  return rows.map(presentNotification);
}
