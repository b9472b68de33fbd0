import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client.js';

/**
 * One process's dedicated LISTEN on a PostgreSQL channel (live notifications, auction streams).
 * `pg_notify` inside a transaction is delivered only on commit, to every listening session of every
 * server process, so a rolled-back event is never heard.
 *
 * - PostgreSQL: a `pg.Client` outside the pool (a pooled client would lose LISTEN when returned);
 *   on error or end it reconnects with exponential backoff (0.5 s … 30 s) and then calls
 *   `onResync`, since events committed while it was away were not heard.
 * - PGlite (one process): PGlite's own `listen(channel, cb)`.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private unlistenPglite: (() => Promise<void>) | null = null;
  private stopped = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  /** resolves once the first LISTEN is in place */
  private readyPromise: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly channel: string,
    private readonly onMessage: (payload: string) => void,
    private readonly onResync: () => void,
    private readonly log: FastifyBaseLogger,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  }

  start(): Promise<void> {
    this.stopped = false;
    this.readyPromise ??= this.database.kind === 'pglite' ? this.listenPglite() : this.connectPg();
    return this.readyPromise;
  }

  async stop() {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
    if (this.unlistenPglite) await this.unlistenPglite().catch(() => undefined);
    this.unlistenPglite = null;
    this.readyPromise = null;
  }

  /** For tests: drop the listening connection as if the network had failed. */
  simulateConnectionLoss() {
    this.client?.emit('error', new Error('simulated connection loss'));
  }

  private async listenPglite() {
    const pglite = this.database.pglite;
    if (!pglite) throw new Error('PGlite database without its client');
    this.unlistenPglite = await pglite.listen(this.channel, (payload) => this.onMessage(payload));
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
      this.log.warn({ err, channel: this.channel }, 'LISTEN connection lost; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', onFail);
    client.on('end', () => onFail());
    client.on('notification', (msg) => {
      if (msg.channel === this.channel && msg.payload) this.onMessage(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
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
    // whatever was committed while nobody here listened was not pushed: the listeners catch up
    if (wasReconnect) this.onResync();
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
}
