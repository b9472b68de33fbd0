import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer for the scale-out test, as nginx or a cloud balancer would sit in front of
 * several server processes: each request goes to the next backend in turn, with `X-Forwarded-For`
 * set to the client's address (a test may claim one with `x-test-client-ip`, standing for many
 * visitors), and a backend that refuses the connection is skipped (a health-checked pool). Responses
 * stream through unbuffered (SSE), and say which backend answered in `x-served-by`.
 */
export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

export async function roundRobinProxy(backends: () => string[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const list = backends();
      const start = turn++;
      const forward = (attempt: number) => {
        const index = (start + attempt) % list.length;
        const target = new URL(list[index]!);
        const headers: http.OutgoingHttpHeaders = { ...req.headers, host: target.host };
        delete headers['x-test-client-ip'];
        headers['x-forwarded-for'] = String(req.headers['x-test-client-ip'] ?? req.socket.remoteAddress);
        const upstream = http.request(
          { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
            answer.pipe(res);
          },
        );
        upstream.on('error', () => {
          if (res.headersSent) return res.destroy();
          if (attempt + 1 < list.length) return forward(attempt + 1);
          res.writeHead(502).end();
        });
        upstream.end(body);
      };
      forward(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
