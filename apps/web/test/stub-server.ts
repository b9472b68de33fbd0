import { afterEach, beforeEach, vi } from 'vitest';

/** How the stubbed server answers one request. */
export type Answer = (init: RequestInit) => Response | Promise<Response>;

/** A JSON response. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An answer that is always this JSON. */
export const json =
  (body: unknown, status = 200): Answer =>
  () =>
    jsonResponse(body, status);

export interface StubServer {
  /**
   * `"METHOD /api/v1/path"` (the query left out) → its answer; a list is answered in turn, its
   * last answer repeating. Anything else is a 404.
   */
  answers: Record<string, Answer | Answer[]>;
  /** every request, in order */
  calls: { key: string; url: string; init: RequestInit }[];
}

/**
 * A stubbed server for a test file's screens, fresh for each test: `fetch` answers from `answers`
 * and records `calls`; someone is signed in (an `access_token` cookie); the expected console noise
 * of failed requests is muted. Everything is undone after each test.
 */
export function setupStubServer(): StubServer {
  const server: StubServer = { answers: {}, calls: [] };
  beforeEach(() => {
    for (const k of Object.keys(server.answers)) delete server.answers[k];
    server.calls.length = 0;
    document.cookie = 'access_token=tok; Path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
        server.calls.push({ key, url, init });
        const given = server.answers[key];
        const answer = Array.isArray(given) ? (given.length > 1 ? given.shift() : given[0]) : given;
        if (!answer) return jsonResponse({ error: { code: 'not_found', message: 'Không tìm thấy' } }, 404);
        return answer(init);
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    document.cookie = 'access_token=; Path=/; Max-Age=0';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return server;
}
