#!/usr/bin/env node
/**
 * Live auction fan-out: W people (default 1,000) watch one live auction's public stream
 * (`GET /api/v1/auctions/:id/stream`, server-sent events, no sign-in) on the real server; two
 * bidders who joined through the API then place B bids (default 20, one every 200 ms, alternating,
 * each maximum above the other's, so every bid moves the price); we time, for every watcher and
 * every bid, how long until that bid's `bid` event arrived (matched by its current_price, which
 * every bid here makes unique; its event id must then be the same for all watchers). Every watcher
 * must get every bid exactly once. The issue's target: 1,000 watchers, p99 from the bid's commit to
 * the event at the client ≤ 100 ms, also with the watchers split across two server processes.
 *
 *   node bench/auction-watchers.mjs [watchers=1000] [bids=20] [interval_ms=200] [--processes=2]
 *
 * PGlite by default (the seller, auction and bidders are written into its data dir between two
 * starts), PostgreSQL when DATABASE_URL is set (a fresh database). One warm-up bid goes first
 * (first-request compilation); it is checked for delivery but not timed.
 *
 * The commit: on PostgreSQL this script LISTENs on the auctions' channel itself, like each server
 * process does; the NOTIFY of a bid's event is sent by PostgreSQL at its commit, so the moment this
 * connection hears it is the bid's commit as seen from here (a hair after it). "commit → event" is
 * from then to the watcher's event; "POST → event" from just before the POST was sent (it adds the
 * bid's own request and transaction). On PGlite (embedded in the server) only the latter exists.
 *
 * `--processes=2` (PostgreSQL only: fan-out between processes is LISTEN/NOTIFY) starts a second
 * server process on the same database; the watchers are split evenly between the processes, every
 * bid goes through the first, and the figures are given per process.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { agent, memory, seed, serverPid, watch } from './auction-watchers-support.mjs';
import { scratchDatabase, startServer } from './start-server.mjs';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const flag = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const WATCHERS = Number(args[0] ?? 1000);
const BIDS = Number(args[1] ?? 20);
const INTERVAL = Number(args[2] ?? 200);
const PROCESSES = Number(flag('processes') ?? 1);
if (!(PROCESSES >= 1 && PROCESSES <= 4)) throw new Error('--processes must be 1 to 4');
if (PROCESSES > 1 && !process.env.DATABASE_URL)
  throw new Error('--processes needs PostgreSQL (DATABASE_URL): processes share events through LISTEN/NOTIFY');
const START = 1_000_000;
const INCREMENT = 10_000;
const DEPOSIT = 150_000;
const STEP = 20_000;
const FUNDS = 1_000_000_000;
const TARGET_P99_MS = 100;
const root = path.resolve(import.meta.dirname, '..');
const JWT_SECRET = `bench-${randomBytes(16).toString('hex')}`;
const { openDatabase } = await tsImport(path.join(root, 'apps/server/src/db/client.ts'), import.meta.url);
const { postJournal } = await tsImport(path.join(root, 'apps/server/src/modules/ledger/index.ts'), import.meta.url);
const { signAccessToken } = await tsImport(path.join(root, 'apps/server/src/modules/auth/tokens.ts'), import.meta.url);
const { AUCTION_CHANNEL } = await tsImport(path.join(root, 'apps/server/src/modules/auctions/auctions.repository.ts'), import.meta.url);
const seedOptions = {
  start: START,
  increment: INCREMENT,
  deposit: DEPOSIT,
  funds: FUNDS,
  jwtSecret: JWT_SECRET,
  postJournal,
  signAccessToken,
};
const serverEnv = { JWT_SECRET, OTP_SECRET: `${JWT_SECRET}-otp`, DEMO_DATA: 'false', JOBS_ENABLED: 'false' };

function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cg-auction-watch-'));
let db = null;
let server;
/** every server process (the first takes the bids) */
const servers = [];
const extraDirs = [];
/** price → when this script heard the bid's NOTIFY (≈ its commit), PostgreSQL only */
const committedAt = new Map();
let listener = null;
const watchers = [];
try {
  let seeded;
  db = await scratchDatabase('cg_bench_watch');
  if (db) {
    server = await startServer({ ...serverEnv, DATABASE_URL: db.url, DATA_DIR: dataDir });
    servers.push(server);
    for (let p = 1; p < PROCESSES; p++) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'cg-auction-watch-'));
      extraDirs.push(dir);
      servers.push(await startServer({ ...serverEnv, DATABASE_URL: db.url, DATA_DIR: dir }));
    }
    listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    listener.on('notification', (n) => {
      const at = performance.now();
      try {
        const e = JSON.parse(n.payload);
        if (e.t === 'bid' && !committedAt.has(e.d.current_price)) committedAt.set(e.d.current_price, at);
      } catch {
        // not ours
      }
    });
    await listener.query(`listen ${AUCTION_CHANNEL}`);
    const database = await openDatabase({ databaseUrl: db.url, poolMax: 2, migrate: false });
    try {
      seeded = await seed((text, params) => database.pool.query(text, params), database.db, seedOptions);
    } finally {
      await database.close();
    }
  } else {
    // the first start migrates; the rows go in while it is stopped (PGlite is one process's)
    const first = await startServer({ ...serverEnv, DATA_DIR: dataDir });
    await first.stop();
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), migrate: false });
    try {
      seeded = await seed((text, params) => database.pglite.query(text, params), database.db, seedOptions);
    } finally {
      await database.close();
    }
    server = await startServer({ ...serverEnv, DATA_DIR: dataDir });
    servers.push(server);
  }
  const { auctionId, bidders } = seeded;
  for (const b of bidders) {
    const r = await fetch(`${server.url}/api/v1/auctions/${auctionId}/participants`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}` },
    });
    if (r.status !== 200) throw new Error(`join answered ${r.status}: ${await r.text()}`);
  }
  const pids = servers.map((s) => serverPid(s.url));
  const memBefore = pids.map((p) => p && memory(p));

  const t0 = performance.now();
  const streamUrls = servers.map((s) => `${s.url}/api/v1/auctions/${auctionId}/stream`);
  // connect in batches so the accept queue is not flooded; watcher i goes to process i mod P
  for (let i = 0; i < WATCHERS; i += 100) {
    const batch = Array.from({ length: Math.min(100, WATCHERS - i) }, (_, j) => {
      const proc = (i + j) % servers.length;
      return watch(streamUrls[proc], proc);
    });
    watchers.push(...batch);
    await Promise.all(batch.map((w) => w.ready));
  }
  const memWatching = pids.map((p) => p && memory(p));
  console.log(
    `${watchers.length} watchers got "hello" in ${((performance.now() - t0) / 1000).toFixed(1)} s on ${server.database}, ` +
      `${servers.length} server process${servers.length > 1 ? 'es' : ''}` +
      memWatching
        .map((m, p) =>
          m ? `; process ${p + 1} RSS ${memBefore[p].rss.toFixed(0)} MB before, ${m.rss.toFixed(0)} MB with its watchers` : '',
        )
        .join(''),
  );
  await sleep(500);

  /** Bid k (0 = warm-up): bidders alternate, each maximum STEP above the last, so every bid moves the price. */
  const bid = async (k) => {
    const b = bidders[k % 2];
    const sentAt = performance.now();
    const r = await fetch(`${server.url}/api/v1/auctions/${auctionId}/bids`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ max_amount: START + k * STEP }),
    });
    const answeredAt = performance.now();
    const body = await r.json();
    if (r.status !== 200 || !body.leading) throw new Error(`bid ${k} answered ${r.status}: ${JSON.stringify(body)}`);
    return { k, price: body.current_price, sentAt, answeredAt };
  };
  /** Resolves when every watcher holds a bid event of this price (or after `ms`). */
  const delivered = (price, ms) => {
    let missing = watchers.filter((w) => !w.bids.some((e) => e.price === price)).length;
    if (!missing) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      for (const w of watchers)
        w.onBid = (e) => {
          if (e.price === price && --missing === 0) {
            clearTimeout(timer);
            resolve();
          }
        };
    });
  };

  const warm = await bid(0);
  await delivered(warm.price, 10_000);
  await sleep(500);
  const placed = [];
  const start = performance.now();
  for (let k = 1; k <= BIDS; k++) {
    // one every INTERVAL ms, each after the previous answer (so the price order is the bid order)
    await sleep(Math.max(0, start + (k - 1) * INTERVAL - performance.now()));
    placed.push(await bid(k));
  }
  await delivered(placed.at(-1).price, 10_000);
  await sleep(1000); // late duplicates would show up here

  const lat = [];
  /** per process: POST → event and commit → event */
  const perProc = servers.map(() => ({ fromPost: [], fromCommit: [] }));
  let lost = 0;
  let duplicated = 0;
  let idMismatch = 0;
  const idOf = new Map();
  for (const w of watchers) {
    const seen = new Map();
    for (const e of w.bids) seen.set(e.id, (seen.get(e.id) ?? 0) + 1);
    for (const n of seen.values()) duplicated += n - 1;
    for (const p of [warm, ...placed]) {
      const e = w.bids.find((x) => x.price === p.price);
      if (!e) {
        lost++;
        continue;
      }
      if (!idOf.has(p.k)) idOf.set(p.k, e.id);
      else if (idOf.get(p.k) !== e.id) idMismatch++;
      if (p !== warm) {
        lat.push(e.at - p.sentAt);
        perProc[w.proc].fromPost.push(e.at - p.sentAt);
        if (committedAt.has(p.price)) perProc[w.proc].fromCommit.push(e.at - committedAt.get(p.price));
      }
    }
  }
  lat.sort((x, y) => x - y);
  const posts = placed.map((p) => p.answeredAt - p.sentAt).sort((x, y) => x - y);
  const ms = (x) => (x === undefined ? 'n/a' : `${x.toFixed(1)} ms`);
  const dist = (xs) => {
    const v = [...xs].sort((x, y) => x - y);
    return `p50 ${ms(pct(v, 50))}, p95 ${ms(pct(v, 95))}, p99 ${ms(pct(v, 99))}, max ${ms(v.at(-1))}`;
  };
  const allCommit = perProc.flatMap((p) => p.fromCommit).sort((x, y) => x - y);
  // the target is from the commit; on PGlite the commit is not seen from here: the POST bounds it
  const p99 = allCommit.length ? pct(allCommit, 99) : pct(lat, 99);
  const perProcLines = perProc
    .map((p, i) => {
      const n = watchers.filter((w) => w.proc === i).length;
      return (
        `  process ${i + 1}${i === 0 ? ' (takes the bids)' : ''}, ${n} watchers:\n` +
        (p.fromCommit.length ? `    commit → event: ${dist(p.fromCommit)}\n` : '') +
        `    POST → event:   ${dist(p.fromPost)}\n`
      );
    })
    .join('');
  console.log(
    `\n${BIDS} bids (one every ${INTERVAL} ms, 2 bidders alternating) to ${watchers.length} watchers of one auction: ${lat.length} of ${BIDS * watchers.length} deliveries timed\n` +
      perProcLines +
      (allCommit.length ? `  all watchers, commit → event: ${dist(allCommit)} (${allCommit.length} deliveries)\n` : '') +
      `  all watchers, POST → event: ${dist(lat)}\n` +
      `  the POST itself: p50 ${ms(pct(posts, 50))}, max ${ms(posts.at(-1))}\n` +
      `  events lost ${lost}, duplicated ${duplicated}, event ids differing between watchers ${idMismatch} (all must be 0)\n` +
      `  target (1,000 watchers, p99 ${allCommit.length ? 'commit' : 'POST'} → event ≤ ${TARGET_P99_MS} ms): ${WATCHERS >= 1000 && p99 <= TARGET_P99_MS ? 'met' : WATCHERS < 1000 ? 'not measured (fewer watchers)' : 'MISSED'}` +
      pids
        .map((p, i) => {
          const m = p && memory(p);
          return m ? `\n  process ${i + 1} RSS ${m.rss.toFixed(0)} MB after the bids (peak ${m.peak.toFixed(0)} MB)` : '';
        })
        .join(''),
  );
  console.log(
    `  load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' / ',
      )} on ${os.availableParallelism()} cores (the server, this process's ${watchers.length} sockets and the database share them)`,
  );
  process.exitCode = lost === 0 && duplicated === 0 && idMismatch === 0 ? 0 : 1;
} finally {
  for (const w of watchers) w.req?.destroy();
  agent.destroy();
  await listener?.end().catch(() => undefined);
  for (const s of servers.length ? servers : [server]) await s?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  for (const d of extraDirs) rmSync(d, { recursive: true, force: true });
  await db?.drop();
}
