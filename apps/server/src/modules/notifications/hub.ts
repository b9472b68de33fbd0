import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_HEARTBEAT_MS } from '@cho-gundam/contracts';
import type { Database } from '../../db/client.js';
import { PgListener } from '../../db/listener.js';
import { NOTIFICATION_CHANNEL, type NotificationWire } from './notify.js';

/** One open event stream of one signed-in person in this process. */
export interface StreamConnection {
  userId: string;
  /** write one notification event; returns false when the socket is gone */
  send(n: NotificationWire): void;
  /** the server may have missed events (listener reconnected): the client should refetch */
  resync(): void;
  close(): void;
  /** re-read the session behind the stream and close it if it is no longer live */
  recheck(): void;
}

export type LoadNotification = (id: string) => Promise<NotificationWire | null>;

/**
 * The process-local side of live notifications. `notify()` does `pg_notify('cg_notifications', …)`
 * inside the caller's transaction, so PostgreSQL delivers it to every listening session only on
 * commit (never for a rolled-back one). Each server process holds ONE dedicated listening
 * connection and hands each payload to its own open streams of that recipient.
 *
 * The listening connection is a `PgListener` (db/listener.ts): after it had to reconnect, every
 * local stream is asked to resync, since events committed while it was away were not heard.
 *
 * A payload is the whole notification, or `{id, recipientID}` when it was too long for NOTIFY's
 * 8000-byte limit: then the row is read back (only if someone here is listening for that person).
 */
export class NotificationHub {
  private readonly byUser = new Map<string, Set<StreamConnection>>();
  /** heartbeat comment and session re-check interval of new streams (tests shorten it) */
  heartbeatMs: number = NOTIFICATION_HEARTBEAT_MS;
  private readonly listener: PgListener;

  constructor(
    database: Database,
    private readonly load: LoadNotification,
    private readonly log: FastifyBaseLogger,
    readonly maxPerUser: number,
  ) {
    this.listener = new PgListener(
      database,
      NOTIFICATION_CHANNEL,
      (payload) => void this.dispatch(payload),
      () => {
        for (const set of this.byUser.values()) for (const c of set) c.resync();
      },
      log,
    );
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  async stop() {
    for (const set of this.byUser.values()) for (const c of set) c.close();
    this.byUser.clear();
    await this.listener.stop();
  }

  /** Adds a stream; false when the person already has `maxPerUser` open here. */
  add(conn: StreamConnection): boolean {
    let set = this.byUser.get(conn.userId);
    if (!set) this.byUser.set(conn.userId, (set = new Set()));
    if (set.size >= this.maxPerUser) return false;
    set.add(conn);
    return true;
  }

  remove(conn: StreamConnection) {
    const set = this.byUser.get(conn.userId);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.byUser.delete(conn.userId);
  }

  connectionCount(userId?: string): number {
    if (userId) return this.byUser.get(userId)?.size ?? 0;
    let n = 0;
    for (const s of this.byUser.values()) n += s.size;
    return n;
  }

  /** Handles one NOTIFY payload (public for the listener callbacks). */
  async dispatch(payload: string) {
    let parsed: Partial<NotificationWire> & { id?: string; recipientID?: string; recheck?: boolean };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'notifications: unreadable NOTIFY payload');
      return;
    }
    if (parsed.recheck === true && parsed.recipientID) {
      // sessions revoked or the account locked (recheckStreamsOf): each stream re-reads its session
      for (const c of this.byUser.get(parsed.recipientID) ?? []) c.recheck();
      return;
    }
    if (!parsed.recipientID || !parsed.id) return;
    const set = this.byUser.get(parsed.recipientID);
    if (!set || set.size === 0) return;
    let wire: NotificationWire | null = parsed.title !== undefined ? (parsed as NotificationWire) : null;
    if (!wire) {
      try {
        wire = await this.load(parsed.id);
      } catch (err) {
        this.log.warn({ err }, 'notifications: could not read a long notification back');
        for (const c of set) c.resync();
        return;
      }
      if (!wire || wire.recipientID !== parsed.recipientID) return;
    }
    for (const c of this.byUser.get(parsed.recipientID) ?? []) c.send(wire);
  }

  /** For tests: drop the listening connection as if the network had failed. */
  simulateConnectionLoss() {
    this.listener.simulateConnectionLoss();
  }
}
