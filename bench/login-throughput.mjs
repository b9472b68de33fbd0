#!/usr/bin/env node
/**
 * Sign-in throughput: autocannon POSTs /api/v1/auth/login with a demo account's correct password
 * (every request verifies an argon2id hash, creates a session and a refresh token).
 * Runs on PGlite, or on PostgreSQL when DATABASE_URL is set (a fresh database is created).
 *   node bench/login-throughput.mjs [connections=20] [seconds=10]
 */
import autocannon from 'autocannon';
import { startServer } from './start-server.mjs';

const connections = Number(process.argv[2] ?? 20);
const duration = Number(process.argv[3] ?? 10);
const server = await startServer();
try {
  const body = JSON.stringify({ email: 'member@chogundam.vn', password: 'ChoGundam@2026' });
  // warm-up
  await autocannon({
    url: `${server.url}/api/v1/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: 4,
    duration: 2,
  });
  const r = await autocannon({
    url: `${server.url}/api/v1/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration,
  });
  const non2xx = r.non2xx + r.errors;
  console.log(
    `sign-in on ${server.database}: ${r.requests.average.toFixed(0)} req/s average (${r.requests.total} requests in ${duration}s, ${connections} connections), ` +
      `latency p50 ${r.latency.p50} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, non-2xx/errors ${non2xx}`,
  );
  process.exitCode = non2xx === 0 ? 0 : 1;
} finally {
  await server.stop();
}
