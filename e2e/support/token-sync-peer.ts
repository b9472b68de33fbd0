import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TokenSyncCall {
  method: string;
  authorization: string | null;
  at: string;
}

/**
 * The seed's token sync peer (S7.14) as a small real HTTP server: the shared e2e server's pages
 * POST and DELETE the bearer token here (TOKEN_SYNC_URL), and tests read what arrived from
 * GET /calls. It answers the browser's CORS preflight like a real peer on another origin would.
 * `GET /` is an empty page: the page of "another web client" for the CORS test, opened as
 * `http://localhost:<port>` (listed in the server's CORS_ORIGINS) or `http://127.0.0.1:<port>` (not).
 */
export async function startTokenSyncPeer() {
  const calls: TokenSyncCall[] = [];
  const server = http.createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-methods': 'POST, DELETE',
      'access-control-allow-headers': 'authorization',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    if (req.method === 'GET' && req.url === '/') {
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Ứng dụng khác</title>');
    }
    if (req.method === 'GET' && req.url === '/calls') {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(calls));
    }
    calls.push({ method: req.method ?? '', authorization: req.headers.authorization ?? null, at: new Date().toISOString() });
    res.writeHead(204, cors).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    syncUrl: `${base}/token`,
    callsUrl: `${base}/calls`,
    /** the same page on two origins: one the API allows (CORS_ORIGINS), one it does not */
    otherOrigins: { allowed: `http://localhost:${port}`, refused: base },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
