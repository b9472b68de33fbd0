import type { FastifyInstance } from 'fastify';

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * A real client of a server-sent event stream (by default `GET /api/v1/notifications/stream`):
 * fetch over a real socket, reading the text/event-stream as it arrives (what the web app does).
 * Public streams (an auction's) pass no token; `headers` carries e.g. Last-Event-ID.
 */
export async function openStream(baseUrl: string, token: string | null, opts: { path?: string; headers?: Record<string, string> } = {}) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${opts.path ?? '/api/v1/notifications/stream'}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'text/event-stream', ...opts.headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  let rawText = '';
  const waiters: (() => void)[] = [];
  let ended = false;
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buf = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += value;
          rawText += value;
          let i: number;
          while ((i = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, i);
            buf = buf.slice(i + 2);
            const ev: SseEvent = { event: 'message', data: '' };
            let hasField = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const [k, ...rest] = line.split(':');
              const v = rest.join(':').replace(/^ /, '');
              if (k === 'event') ev.event = v;
              else if (k === 'data') ev.data += (ev.data ? '\n' : '') + v;
              else if (k === 'id') ev.id = v;
              else continue;
              hasField = true;
            }
            if (hasField && (ev.event !== 'message' || ev.data)) events.push(ev);
            waiters.splice(0).forEach((w) => w());
          }
        }
      } catch {
        // aborted
      } finally {
        ended = true;
        waiters.splice(0).forEach((w) => w());
      }
    })();
  }
  return {
    status: res.status,
    res,
    events,
    /** everything received, comments included */
    get raw() {
      return rawText;
    },
    get ended() {
      return ended;
    },
    /** resolves with the first event matching `pred` (already received or arriving within `ms`) */
    async waitFor(pred: (e: SseEvent) => boolean, ms = 5000): Promise<SseEvent> {
      const until = Date.now() + ms;
      for (;;) {
        const found = events.find(pred);
        if (found) return found;
        if (ended) throw new Error(`stream ended without the event; got ${JSON.stringify(events)}`);
        const left = until - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((r) => {
          const timer = setTimeout(r, left);
          waiters.push(() => {
            clearTimeout(timer);
            r();
          });
        });
      }
    },
    close() {
      controller.abort();
    },
  };
}

/** Listens on a free local port and returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}
