import { ACCESS_TOKEN_COOKIE, getCookie } from '@/shared/lib/cookies';
import { API_BASE, refreshAccessToken } from '@/shared/lib/http';

export interface StreamEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Splits a text/event-stream into events (the WHATWG rules we need: `event`, `data` (joined by
 * newlines), `id`, comment lines ignored, blocks ended by a blank line). Returns the events and what
 * is left over for the next chunk.
 */
export function parseEventStream(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  const text = buffer.replace(/\r\n?/g, '\n');
  let start = 0;
  let end: number;
  while ((end = text.indexOf('\n\n', start)) >= 0) {
    const block = text.slice(start, end);
    start = end + 2;
    const ev: StreamEvent = { event: 'message', data: '' };
    let dataLines = 0;
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') ev.event = value;
      else if (field === 'data') ev.data += (dataLines++ ? '\n' : '') + value;
      else if (field === 'id') ev.id = value;
    }
    if (dataLines > 0) events.push(ev);
  }
  return { events, rest: text.slice(start) };
}

/** The stream answered with an HTTP error (status 0: network failure or the stream ended). */
export class StreamError extends Error {
  constructor(
    public readonly status: number,
    /** the server ended a stream that was open (a restart, or the session is over: signed out, account locked) */
    public readonly endedByServer = false,
  ) {
    super(`notification stream: ${status}`);
  }
}

/**
 * Reads `GET /api/v1/notifications/stream` with fetch, so the access token travels in the
 * Authorization header exactly as for every other call (EventSource cannot send headers, and a
 * token in the URL would end up in logs and history). A 401 gets the one refresh every request
 * gets. Resolves when the stream ends; rejects with a StreamError otherwise. Abort with `signal`.
 */
export async function readNotificationStream(onEvent: (e: StreamEvent) => void, signal: AbortSignal): Promise<void> {
  const open = () => {
    const token = getCookie(ACCESS_TOKEN_COOKIE);
    return fetch(`${API_BASE}/notifications/stream`, {
      headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
      cache: 'no-store',
      signal,
    });
  };
  let res: Response;
  try {
    res = await open();
    if (res.status === 401) {
      try {
        await refreshAccessToken();
      } catch {
        throw new StreamError(401);
      }
      res = await open();
    }
  } catch (err) {
    if (err instanceof StreamError || signal.aborted) throw err;
    throw new StreamError(0);
  }
  if (!res.ok || !res.body) throw new StreamError(res.status);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const parsed = parseEventStream(buffer + value);
      buffer = parsed.rest;
      parsed.events.forEach(onEvent);
    }
  } catch (err) {
    if (signal.aborted) throw err;
    throw new StreamError(0);
  }
  // the server ended it (restart, session over): an "unknown" error for the caller's retry rule
  throw new StreamError(0, true);
}
