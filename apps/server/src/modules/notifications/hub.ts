import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { NOTIFICATION_HEARTBEAT_MS } from '@cho-gundam/contracts';
import type { Database } from '../../db/client.js';
import { NOTIFICATION_CHANNEL, type NotificationWire } from './notify.js';

/** One open event stream of one signed-in person in this process. */
export interface StreamConnection {
  userId: string;
  /** write one notification event; returns false when the socket is gone */
  send(n: NotificationWire): void;
  /** the server may have missed events (listener reconnected): the client should refetch */
  resync(): void;
  close(): void;
}

export type LoadNotification = (id: string) => Promise<NotificationWire | null>;

/**
 * The process-local side of live notifications. `notify()` does `pg_notify('cg_notifications', …)`
 * inside the caller's transaction, so PostgreSQL delivers it to every listening session only on
 * commit (never for a rolled-back one). Each server process holds ONE dedicated listening
 * connection and hands each payload to its own open streams of that recipient.
 *
 * - PostgreSQL: a `pg.Client` outside the pool (a pooled client would lose LISTEN when returned);
 *   on error or end it reconnects with exponential backoff (0.5 s … 30 s) and then asks every
 *   local stream to resync, since events committed while it was away were not heard.
 * - PGlite (one process): PGlite's own `listen(channel, cb)`.
 *
 * A payload is the whole notification, or `{id, recipientID}` when it was too long for NOTIFY's
 * 8000-byte limit: then the row is read back (only if someone here is listening for that person).
 */
export class NotificationHub {
  private readonly byUser = new Map<string, Set<StreamConnection>>();
  /** heartbeat comment and session re-check interval of new streams (tests shorten it) */
  heartbeatMs: number = NOTIFICATION_HEARTBEAT_MS;
  private client: pg.Client | null = null;
  private unlistenPglite: (() => Promise<void>) | null = null;
  private stopped = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  /** resolves once the first LISTEN is in place */
  private readyPromise: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly load: LoadNotification,
    private readonly log: FastifyBaseLogger,
    readonly maxPerUser: number,
  ) {}

  start(): Promise<void> {
    this.stopped = false;
    this.readyPromise ??= this.database.kind === 'pglite' ? this.listenPglite() : this.connectPg();
    return this.readyPromise;
  }

  async stop() {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    for (const set of this.byUser.values()) for (const c of set) c.close();
    this.byUser.clear();
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
    if (this.unlistenPglite) await this.unlistenPglite().catch(() => undefined);
    this.unlistenPglite = null;
    this.readyPromise = null;
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
    let parsed: Partial<NotificationWire> & { id?: string; recipientID?: string };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'notifications: unreadable NOTIFY payload');
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

  private async listenPglite() {
    const pglite = this.database.pglite;
    if (!pglite) throw new Error('PGlite database without its client');
    this.unlistenPglite = await pglite.listen(NOTIFICATION_CHANNEL, (payload) => void this.dispatch(payload));
  }

  private async connectPg(): Promise<void> {
    // the pool was opened from a connection string (db/client.ts): the listener uses the same one
    const opts = (this.database.pool as unknown as { options?: pg.PoolConfig } | undefined)?.options;
    if (!opts) throw new Error('PostgreSQL database without its pool');
    const client = new pg.Client({ connectionString: opts.connectionString, keepAlive: true });
    let failed = false;
    const onFail = (err?: Error) => {
      if (failed) return;
      failed = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.log.warn({ err }, 'notifications: LISTEN connection lost; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', onFail);
    client.on('end', () => onFail());
    client.on('notification', (msg) => {
      if (msg.channel === NOTIFICATION_CHANNEL && msg.payload) void this.dispatch(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    } catch (err) {
      // the app still starts; the listener keeps retrying in the background
      onFail(err as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    const wasReconnect = this.attempt > 0;
    this.attempt = 0;
    // whatever was committed while nobody here listened was not pushed: the clients refetch
    if (wasReconnect) for (const set of this.byUser.values()) for (const c of set) c.resync();
  }

  private scheduleReconnect() {
    if (this.retryTimer || this.stopped) return;
    const delay = Math.min(30_000, 500 * 2 ** this.attempt);
    this.attempt++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connectPg().catch(() => undefined);
    }, delay);
    this.retryTimer.unref();
  }

  /** For tests: drop the listening connection as if the network had failed. */
  simulateConnectionLoss() {
    this.client?.emit('error', new Error('simulated connection loss'));
  }
}
