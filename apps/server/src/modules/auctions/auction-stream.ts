import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { PgListener } from '../../db/listener.js';
import { AUCTION_CHANNEL, eventsAfter } from './auctions.repository.js';

/**
 * The public live stream of one auction (`GET /auctions/{id}/stream`, server-sent events). Every
 * event is written in the transaction that causes it (auction_events, numbered per auction) and
 * announced by NOTIFY on commit; each server process holds one LISTEN (db/listener.ts) and writes
 * the event to its own watchers of that auction. The event id is the auction's sequence number:
 * a page that reconnects with `Last-Event-ID` is first sent what it missed, then the live ones, each
 * exactly once. Only public figures travel (price, counts, times, masked history lines).
 */
interface Watcher {
  auctionId: string;
  /** the last sequence number written to this watcher */
  lastSent: number;
  /** `frame` is the event as written on the wire, rendered once per event for all watchers */
  send(seq: number, frame: string): void;
  resync(): void;
  close(): void;
}

/** What a process holds at most (a page is one watcher). */
const MAX_WATCHERS = 20_000;
const REPLAY_LIMIT = 200;
const HEARTBEAT_MS = 25_000;
const MAX_BUFFERED_BYTES = 256 * 1024;

const frameOf = (seq: number, type: string, data: unknown) => `id: ${seq}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

export class AuctionHub {
  private readonly byAuction = new Map<string, Set<Watcher>>();
  private count = 0;
  private readonly listener: PgListener;

  constructor(
    private readonly database: Database,
    log: FastifyBaseLogger,
  ) {
    this.listener = new PgListener(
      database,
      AUCTION_CHANNEL,
      (payload) => this.dispatch(payload),
      () => {
        for (const set of this.byAuction.values()) for (const w of set) w.resync();
      },
      log,
    );
  }

  start = () => this.listener.start();
  async stop() {
    for (const set of this.byAuction.values()) for (const w of set) w.close();
    this.byAuction.clear();
    await this.listener.stop();
  }
  simulateConnectionLoss = () => this.listener.simulateConnectionLoss();
  watcherCount = (auctionId?: string) => (auctionId ? (this.byAuction.get(auctionId)?.size ?? 0) : this.count);

  private dispatch(payload: string) {
    let e: { a?: string; s?: number; t?: string; d?: unknown };
    try {
      e = JSON.parse(payload) as typeof e;
    } catch {
      return;
    }
    if (!e.a || typeof e.s !== 'number' || !e.t) return;
    const watchers = this.byAuction.get(e.a);
    if (!watchers) return;
    // one JSON.stringify per event, not one per watcher: a hot auction has a thousand of them
    const frame = frameOf(e.s, e.t, e.d);
    for (const w of watchers) w.send(e.s, frame);
  }

  private add(w: Watcher) {
    if (this.count >= MAX_WATCHERS) return false;
    let set = this.byAuction.get(w.auctionId);
    if (!set) this.byAuction.set(w.auctionId, (set = new Set()));
    set.add(w);
    this.count++;
    return true;
  }

  private remove(w: Watcher) {
    const set = this.byAuction.get(w.auctionId);
    if (!set?.delete(w)) return;
    this.count--;
    if (set.size === 0) this.byAuction.delete(w.auctionId);
  }

  /** Serves one watcher: replay after Last-Event-ID, then live events, a heartbeat comment every 25 s. */
  async serve(req: FastifyRequest, reply: FastifyReply, auctionId: string, now: Date, lastEventId: number | null) {
    const raw = reply.raw;
    let closed = false;
    let heartbeat: NodeJS.Timeout | null = null;
    const write = (chunk: string) => {
      if (closed) return;
      if (raw.writableLength > MAX_BUFFERED_BYTES) return w.close();
      raw.write(chunk);
    };
    // while the missed events are read, live ones wait here, so each is sent once and in order
    let pending: { seq: number; frame: string }[] | null = lastEventId === null ? null : [];
    const w: Watcher = {
      auctionId,
      lastSent: lastEventId ?? 0,
      send(seq, frame) {
        if (pending) return void pending.push({ seq, frame });
        if (seq <= w.lastSent) return;
        w.lastSent = seq;
        write(frame);
      },
      resync: () => write('event: resync\ndata: {}\n\n'),
      close: () => {
        if (closed) return;
        closed = true;
        if (heartbeat) clearInterval(heartbeat);
        this.remove(w);
        raw.end();
      },
    };
    if (!this.add(w)) return false;
    reply.hijack();
    // cleanup first: whatever happens next, a closed connection leaves the hub
    req.raw.on('close', () => w.close());
    raw.on('error', () => w.close());
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // a real TCP socket (not the in-process one of app.inject): events go out at once
    if (typeof raw.socket?.setNoDelay === 'function') raw.socket.setNoDelay(true);
    write(`retry: 3000\nevent: hello\ndata: ${JSON.stringify({ server_time: now.toISOString() })}\n\n`);
    if (lastEventId !== null) {
      // registered first, then the replay: an event committed meanwhile is either in the replay or
      // waiting in `pending` (or both: the sequence number drops the second copy)
      const missed = await eventsAfter(this.database.db, auctionId, lastEventId, REPLAY_LIMIT).catch(() => null);
      const waiting = pending ?? [];
      pending = null;
      if (!missed || missed.length === REPLAY_LIMIT) w.resync();
      else for (const e of missed) w.send(e.seq, frameOf(e.seq, e.type, e.data));
      for (const e of waiting) w.send(e.seq, e.frame);
    }
    heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    return true;
  }
}
