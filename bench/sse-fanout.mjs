#!/usr/bin/env node
/**
 * SSE fan-out: N signed-in people (default 1,000) each hold `GET /api/v1/notifications/stream`
 * open against the real server (`apps/server/src/server.ts`); an admin raises ONE broadcast
 * (`POST /api/v1/notifications/broadcast`: one INSERT of a row per active account and one NOTIFY
 * per row, in one transaction); we time when each client receives its event.
 *
 *   node bench/sse-fanout.mjs [clients=1000] [processes=1]
 *
 * PostgreSQL when DATABASE_URL is set (a fresh database; with processes=2 the clients are split
 * over two server processes on that database, so delivery crosses processes via LISTEN/NOTIFY),
 * PGlite otherwise (one process; the accounts are written into its data dir between two starts).
 * Accounts and sessions are inserted directly and the access tokens signed with the server's
 * JWT secret (signing in 1,000 times would only measure argon2).
 * Latency is measured from the moment the broadcast request is sent (so it includes the insert of
 * every row and the commit) to the moment each client has parsed its event.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { scratchDatabase, spawnServer } from './start-server.mjs';

const CLIENTS = Number(process.argv[2] ?? 1000);
const PROCESSES = Math.max(1, Number(process.argv[3] ?? 1));
const JWT_SECRET = `bench-${randomBytes(24).toString('hex')}`;
const OTP_SECRET = `bench-otp-${randomBytes(24).toString('hex')}`;

/** One server process with this run's secrets (it signs the tokens), jobs off. */
const startProcess = (env) => spawnServer({ JWT_SECRET, OTP_SECRET, JOBS_ENABLED: 'false', ...env });

/** N accounts with one live session each, and a session for the demo admin. `query(text, params)`. */
async function seed(query, n) {
  const ids = Array.from({ length: n }, () => randomUUID());
  const sids = Array.from({ length: n }, () => randomUUID());
  const tag = randomBytes(3).toString('hex');
  await query(
    `insert into users (id, email, full_name, email_verified)
     select id, 'bench-' || $2::text || '-' || ord || '@example.vn', 'Bench ' || ord, true from unnest($1::uuid[]) with ordinality as t(id, ord)`,
    [ids, tag],
  );
  await query(
    `insert into auth_sessions (id, user_id, expires_at) select s, u, now() + interval '1 day' from unnest($1::uuid[], $2::uuid[]) as t(s, u)`,
    [sids, ids],
  );
  const admin = (await query(`select id from users where email = 'admin@chogundam.vn'`, [])).rows[0];
  if (!admin) throw new Error('demo admin missing');
  const adminSid = randomUUID();
  await query(`insert into auth_sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [adminSid, admin.id]);
  return { users: ids.map((id, i) => ({ id, sid: sids[i], role: 'member' })), admin: { id: admin.id, sid: adminSid, role: 'admin' } };
}

const secret = new TextEncoder().encode(JWT_SECRET);
function tokenFor(u) {
  return new SignJWT({ role: u.role, sid: u.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(u.id)
    .setIssuer('cho-gundam')
    .setAudience('cho-gundam-api')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(secret);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One SSE client: resolves `ready` once the server said hello; records when the first notification arrives. */
function connect(baseUrl, token) {
  const c = { readyAt: 0, gotAt: 0, status: 0, req: null };
  c.ready = new Promise((resolve, reject) => {
    const req = http.get(
      `${baseUrl}/api/v1/notifications/stream`,
      { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        c.status = res.statusCode;
        if (res.statusCode !== 200) {
          res.resume();
          return reject(new Error(`stream answered ${res.statusCode}`));
        }
        res.setEncoding('utf8');
        let buf = '';
        res.on('data', (chunk) => {
          buf += chunk;
          let i;
          while ((i = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, i);
            buf = buf.slice(i + 2);
            if (block.includes('event: ready')) {
              c.readyAt = performance.now();
              resolve();
            } else if (block.includes('event: notification') && !c.gotAt) {
              c.gotAt = performance.now();
              c.onNotification?.();
            }
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.on('error', reject);
    c.req = req;
  });
  return c;
}

function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cg-sse-bench-'));
let db = null;
const servers = [];
let pgClient;
try {
  db = await scratchDatabase('cg_bench');
  const databaseUrl = db?.url ?? '';
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO_DATA: 'true' };
  let people;
  if (databaseUrl) {
    servers.push(await startProcess(env));
    for (let i = 1; i < PROCESSES; i++) servers.push(await startProcess({ ...env, DEMO_DATA: 'false' }));
    pgClient = new pg.Client({ connectionString: databaseUrl });
    await pgClient.connect();
    people = await seed((text, params) => pgClient.query(text, params), CLIENTS);
  } else {
    if (PROCESSES > 1) console.warn('PGlite is one process: processes=1');
    // first start migrates and loads the demo data; then the accounts go in while it is stopped
    const first = await startProcess(env);
    await first.stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const lite = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    people = await seed((text, params) => lite.query(text, params), CLIENTS);
    await lite.close();
    servers.push(await startProcess({ ...env, DEMO_DATA: 'false' }));
  }
  const tokens = await Promise.all(people.users.map(tokenFor));
  const adminToken = await tokenFor(people.admin);

  const t0 = performance.now();
  const clients = [];
  // connect in batches so the accept queue is not flooded
  for (let i = 0; i < tokens.length; i += 100) {
    const batch = tokens.slice(i, i + 100).map((tok, j) => connect(servers[(i + j) % servers.length].url, tok));
    clients.push(...batch);
    await Promise.all(batch.map((c) => c.ready));
  }
  console.log(
    `${clients.length} SSE clients connected in ${((performance.now() - t0) / 1000).toFixed(1)} s over ${servers.length} server process(es) on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
  );
  await new Promise((r) => setTimeout(r, 1000));

  const broadcast = (title) =>
    fetch(`${servers[0].url}/api/v1/notifications/broadcast`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title, message: 'Bảo trì hệ thống lúc 23:00 tối nay.', link: '/notifications' }),
    });
  // one warm-up broadcast (first-request compilation, pools), then the measured one
  {
    let got = 0;
    const warm = new Promise((resolve) => {
      for (const c of clients)
        c.onNotification = () => {
          if (++got === clients.length) resolve();
        };
    });
    await (await broadcast('Khởi động')).json();
    await Promise.race([warm, new Promise((r) => setTimeout(r, 30_000))]);
    for (const c of clients) c.gotAt = 0;
    await new Promise((r) => setTimeout(r, 1000));
  }

  let received = 0;
  const all = new Promise((resolve) => {
    for (const c of clients)
      c.onNotification = () => {
        if (++received === clients.length) resolve();
      };
  });
  const sentAt = performance.now();
  const res = await broadcast('Thông báo từ Chợ Gundam');
  const committedAt = performance.now();
  const body = await res.json();
  if (res.status !== 201) throw new Error(`broadcast answered ${res.status}: ${JSON.stringify(body)}`);
  await Promise.race([all, new Promise((r) => setTimeout(r, 30_000))]);
  const lat = clients
    .filter((c) => c.gotAt)
    .map((c) => c.gotAt - sentAt)
    .sort((a, b) => a - b);
  const f = (ms) => `${ms.toFixed(1)} ms`;
  console.log(`broadcast to ${body.recipients} accounts: response after ${f(committedAt - sentAt)} (rows inserted + NOTIFY + commit)`);
  console.log(
    `delivered to ${lat.length}/${clients.length} clients; latency from request sent: p50 ${f(pct(lat, 50))}, p95 ${f(pct(lat, 95))}, p99 ${f(pct(lat, 99))}, max ${f(lat[lat.length - 1])}`,
  );
  const afterCommit = lat.map((x) => Math.max(0, x - (committedAt - sentAt)));
  console.log(
    `  after the broadcast response: p50 ${f(pct(afterCommit, 50))}, p99 ${f(pct(afterCommit, 99))}, max ${f(afterCommit[afterCommit.length - 1])}`,
  );
  process.exitCode = lat.length === clients.length ? 0 : 1;
  for (const c of clients) c.req?.destroy();
} finally {
  agent.destroy();
  await pgClient?.end().catch(() => undefined);
  for (const s of servers.reverse()) await s.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await db?.drop();
}
