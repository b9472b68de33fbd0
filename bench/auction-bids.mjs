#!/usr/bin/env node
/**
 * Bids per second on ONE live auction, PostgreSQL only (DATABASE_URL must be set): a fresh database,
 * the real server (startServer, no jobs, no demo data), one seller's live auction, N bidders funded
 * in the ledger and joined through the HTTP API (their deposits held for real). Then autocannon with
 * one connection per bidder: each request is "Đặt giá tối đa" (POST /api/v1/auctions/:id/bids) with a
 * maximum from one global counter that only grows, so most bids are accepted; a bid that arrives
 * after a higher one is refused with 422 (below the minimum next bid: a valid refusal). Anything
 * else is a failure. Afterwards the standings are checked with SQL and the ledger must reconcile.
 *
 * In the same run, the raw limit: pgbench replays one bid as one transaction, as the server did
 * before bid rounds (bid-round.ts with a round of one bid: lock the auction row, read the leader's and
 * runner-up's maxima, update the bidder's maximum, insert the history line, update the auction, the
 * bidder's name, the event with its NOTIFY, two notifications with their NOTIFYs) on a second auction,
 * same clients, same duration, and the floor under it (lock the row, one UPDATE, COMMIT). Every
 * transaction of one auction waits for that auction's row lock: one transaction per bid is bounded by
 * one lock holder at a time, which is why the server writes the bids that queued together as one round.
 *
 * A closed loop (every bidder bids again the moment its answer arrives) measures the most the
 * auction takes; its latency is then only the queue (Little's law: 50 connections / N req/s). So a
 * second pass paces the same 50 bidders at a fixed total rate (default 100 bids/s: each bidder about
 * every 0.5 s, far above a real auction's last minute; Poisson arrivals from a small client of its own,
 * since autocannon's rate sends each second's quota in one burst) and reports the latency a bidder
 * sees at that load,
 * beside pgbench replaying the old one-transaction-per-bid path at the same rate (`-R`, latency from
 * each transaction's scheduled start, as autocannon counts it).
 *   node bench/auction-bids.mjs [bidders=50] [seconds=10] [paced bids/s=100]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { checkAuctionInvariants, pacedBids, pct, pgbenchBids, rawBidScript, seedAuction, seedSeller } from './auction-bench-fixtures.mjs';
import { startServer } from './start-server.mjs';

const BIDDERS = Number(process.argv[2] ?? 50);
const duration = Number(process.argv[3] ?? 10);
const connections = BIDDERS;
const RATE = Number(process.argv[4] ?? 100);
const START = 1_000_000;
const INCREMENT = 10_000;
const DEPOSIT = 150_000;
const STEP = 20_000;
const FUNDS = 20_000_000_000;
if (!process.env.DATABASE_URL) {
  console.error('auction-bids: set DATABASE_URL (PostgreSQL); the benchmark measures row-lock contention on the production database');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const JWT_SECRET = `bench-${randomBytes(16).toString('hex')}`;
const { openDatabase } = await tsImport(path.join(root, 'apps/server/src/db/client.ts'), import.meta.url);
const { postJournal, reconcile } = await tsImport(path.join(root, 'apps/server/src/modules/ledger/index.ts'), import.meta.url);
const { signAccessToken } = await tsImport(path.join(root, 'apps/server/src/modules/auth/tokens.ts'), import.meta.url);

const dbName = `cg_bench_auction_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
await admin.end();
const dbUrl = (() => {
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const server = await startServer({
  DATABASE_URL: dbUrl,
  JWT_SECRET,
  OTP_SECRET: `${JWT_SECRET}-otp`,
  DEMO_DATA: 'false',
  JOBS_ENABLED: 'false',
});
const database = await openDatabase({ databaseUrl: dbUrl, poolMax: 4, migrate: false });
const client = new pg.Client({ connectionString: dbUrl });
await client.connect();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'cg-auction-bench-'));
const q = (text, params) => client.query(text, params);

let failed = false;
const check = (ok, what) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
};

try {
  const t0 = Date.now();
  const sellerId = await seedSeller(q);
  const auctionId = await seedAuction(q, sellerId, 1, { START, INCREMENT, DEPOSIT });
  const rawAuctionId = await seedAuction(q, sellerId, 2, { START, INCREMENT, DEPOSIT });
  const {
    rows: [{ ids }],
  } = await q(
    `with u as (insert into users (email, full_name, email_verified)
       select 'bench-bidder-' || i || '@example.vn', 'Người đấu giá ' || i, true from generate_series(0, $1 - 1) i returning id, email)
     select array_agg(id order by (split_part(split_part(email, '@', 1), '-', 3))::int) as ids from u`,
    [BIDDERS],
  );
  const now = new Date();
  const bidders = [];
  for (const id of ids) {
    const {
      rows: [s],
    } = await q(`insert into auth_sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id`, [id]);
    const { token } = await signAccessToken(new TextEncoder().encode(JWT_SECRET), { userId: id, role: 'member', sessionId: s.id }, now);
    await database.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'topup',
        postingKey: `bench-fund:${id}`,
        lines: [
          { account: { platform: 'gateway_clearing' }, amount: -FUNDS },
          { account: { owner: id, kind: 'available' }, amount: FUNDS },
        ],
      }),
    );
    bidders.push({ id, token });
  }
  // "Tham gia đấu giá" through the API: the deposit is held by the server's own journal
  const auth = (b) => ({ authorization: `Bearer ${b.token}` });
  const json = (b) => ({ ...auth(b), 'content-type': 'application/json' });
  for (let i = 0; i < bidders.length; i += 10) {
    await Promise.all(
      bidders.slice(i, i + 10).map(async (b) => {
        const r = await fetch(`${server.url}/api/v1/auctions/${auctionId}/participants`, { method: 'POST', headers: auth(b) });
        const body = await r.json();
        if (r.status !== 200 || body.deposit_amount !== DEPOSIT) throw new Error(`join answered ${r.status}: ${JSON.stringify(body)}`);
      }),
    );
  }
  // the raw auction has its own bidders, inserted with SQL with no ledger accounts (pgbench touches no
  // money, and the reconciliation would count their deposits as held), two of them already bidding
  const {
    rows: [{ ids: rawIds }],
  } = await q(
    `with u as (insert into users (email, full_name, email_verified)
       select 'bench-raw-' || i || '@example.vn', 'Người đấu giá ' || i, true from generate_series(0, $1 - 1) i returning id)
     select array_agg(id) as ids from u`,
    [BIDDERS],
  );
  await q(
    `insert into auction_participants (auction_id, user_id, deposit_amount, max_bid, max_bid_at)
     select $1, id, $2, case when ord = 1 then $3::bigint + $4::bigint when ord = 2 then $3::bigint end,
            case when ord <= 2 then now() - (ord || ' seconds')::interval end
     from unnest($5::uuid[]) with ordinality as t(id, ord)`,
    [rawAuctionId, DEPOSIT, START, INCREMENT, rawIds],
  );
  await q(
    `update auctions set leader_id = $2, runner_up_id = $3, current_price = $4, bid_count = 2, participant_count = $5 where id = $1`,
    [rawAuctionId, rawIds[0], rawIds[1], START + INCREMENT, BIDDERS],
  );
  await q(`insert into auction_bids (auction_id, bidder_id, amount, kind) values ($1, $2, $3, 'bid'), ($1, $4, $5, 'auto')`, [
    rawAuctionId,
    rawIds[1],
    START,
    rawIds[0],
    START + INCREMENT,
  ]);
  await q(`create table bench_raw_bidders (n int primary key, user_id uuid not null)`);
  await q(`insert into bench_raw_bidders select ord - 1, id from unnest($1::uuid[]) with ordinality as t(id, ord)`, [rawIds]);
  await q('analyze');
  console.log(
    `seeded 1 seller, 2 live auctions, ${BIDDERS} funded bidders joined through the API (and ${BIDDERS} for pgbench) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  // ---- HTTP: one connection per bidder, maxima from one global counter ----
  let k = 0;
  let nextBidder = 0;
  const statuses = new Map();
  const run = (seconds) =>
    new Promise((resolve, reject) => {
      const inst = autocannon(
        {
          url: server.url,
          connections,
          duration: seconds,
          requests: [
            {
              method: 'POST',
              path: `/api/v1/auctions/${auctionId}/bids`,
              setupRequest: (req, context) => {
                if (!context.bidder) context.bidder = bidders[nextBidder++ % bidders.length];
                return { ...req, headers: json(context.bidder), body: JSON.stringify({ max_amount: START + k++ * STEP }) };
              },
            },
          ],
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      );
      inst.on('response', (_c, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    });
  await run(2); // warm-up on the same auction (its bids count in the checks below)
  const warm = new Map(statuses);
  statuses.clear();
  const r = await run(duration);
  const ok = statuses.get(200) ?? 0;
  const refused = statuses.get(422) ?? 0;
  const other = r.requests.total - ok - refused + r.errors + r.timeouts;
  const otherWarm = [...warm].filter(([s]) => s !== 200 && s !== 422).reduce((n, [, c]) => n + c, 0);
  const httpRps = r.requests.total / duration;
  console.log(
    `\nPOST /api/v1/auctions/:id/bids ("Đặt giá tối đa", one live auction) on PostgreSQL, ${connections} connections (one bidder each), ${duration} s:\n` +
      `  ${httpRps.toFixed(0)} req/s (${r.requests.total} requests: ${ok} accepted = ${(ok / duration).toFixed(0)} bids/s, ${refused} refused 422 as overtaken), ` +
      `latency p50 ${r.latency.p50} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms; ` +
      `other answers/errors ${other} (${JSON.stringify(Object.fromEntries(statuses))}; warm-up ${JSON.stringify(Object.fromEntries(warm))})`,
  );

  // ---- paced: the same bidders at a fixed total rate (autocannon's rate sends each second's quota in one burst) ----
  const paced = await pacedBids({
    rate: RATE,
    seconds: duration,
    send: async (n) => {
      const b = bidders[n % bidders.length];
      const body = JSON.stringify({ max_amount: START + k++ * STEP });
      const res = await fetch(`${server.url}/api/v1/auctions/${auctionId}/bids`, { method: 'POST', headers: json(b), body });
      await res.arrayBuffer();
      return res.status;
    },
  });
  const pacedOther = [...paced.statuses].filter(([s]) => s !== 200 && s !== 422).reduce((n, [, c]) => n + c, 0);
  console.log(
    `\npaced: the same ${BIDDERS} bidders at ${RATE} bids/s in all (Poisson arrivals, each bidder about every ${((BIDDERS / RATE) * 1000).toFixed(0)} ms), ${duration} s:\n` +
      `  ${paced.lat.length} answers (${paced.statuses.get(200) ?? 0} accepted), latency from the scheduled time p50 ${pct(paced.lat, 50).toFixed(1)} ms, ` +
      `p97.5 ${pct(paced.lat, 97.5).toFixed(1)} ms, p99 ${pct(paced.lat, 99).toFixed(1)} ms, max ${paced.lat.at(-1).toFixed(1)} ms; other answers/errors ${pacedOther}`,
  );

  // ---- raw: the same transaction through pgbench on the second auction ----
  const script = path.join(tmp, 'bid.sql');
  writeFileSync(script, rawBidScript({ STEP, INCREMENT }));
  const rawRun = { clients: connections, seconds: duration, script, aid: rawAuctionId, dbUrl };
  const { out, lat } = await pgbenchBids(tmp, { ...rawRun, prefix: 'raw' });
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
  const processed = Number(/actually processed: (\d+)/.exec(out)?.[1] ?? NaN);
  const rawFailed = Number(/failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
  const ms = (x) => `${x.toFixed(1)} ms`;
  console.log(
    `\nraw limit: pgbench, the same bid transaction (13 statements from BEGIN to COMMIT, extended protocol), ${connections} clients, ${duration} s on a second auction:\n` +
      `  ${tps.toFixed(0)} transactions/s (${processed} bids, ${rawFailed} failed), latency p50 ${ms(pct(lat, 50))}, p97.5 ${ms(pct(lat, 97.5))}, p99 ${ms(pct(lat, 99))}, max ${ms(lat.at(-1))}`,
  );
  // the old path (one transaction per bid) paced at the same rate
  const { lat: pacedLat } = await pgbenchBids(tmp, { ...rawRun, rate: RATE, prefix: 'paced' });
  console.log(
    `  paced at ${RATE}/s (-R, from each transaction's scheduled start): ${pacedLat.length} transactions, latency p50 ${ms(pct(pacedLat, 50))}, ` +
      `p97.5 ${ms(pct(pacedLat, 97.5))}, p99 ${ms(pct(pacedLat, 99))}`,
  );
  // the floor under any bid: the same row lock, one UPDATE and the commit's WAL flush (the lock is
  // released only after it), 3 s with the same clients, on the second auction
  const floorScript = path.join(tmp, 'floor.sql');
  const lockAndUpdate =
    'SELECT id FROM auctions WHERE id = :aid::uuid FOR UPDATE;\nUPDATE auctions SET updated_at = now() WHERE id = :aid::uuid;';
  writeFileSync(floorScript, `BEGIN;\n${lockAndUpdate}\nCOMMIT;\n`);
  const { out: floorOut } = await pgbenchBids(tmp, { ...rawRun, seconds: 3, script: floorScript, prefix: 'floor' });
  const floorTps = Number(/tps = ([\d.]+)/.exec(floorOut)?.[1] ?? NaN);
  console.log(
    `  floor: lock + 1 UPDATE + COMMIT on the same row, ${connections} clients, 3 s: ${floorTps.toFixed(0)} transactions/s (≈ ${(1000 / floorTps).toFixed(2)} ms per lock holder, mostly the commit's WAL flush)`,
  );
  console.log(
    `  HTTP/raw: ${(httpRps / tps).toFixed(2)} (all requests), ${(ok / duration / tps).toFixed(2)} (accepted bids).\n` +
      `  All bids of one auction serialize on that auction's row lock (SELECT … FOR UPDATE until COMMIT), so one auction takes one bid at a time: ` +
      `the raw run means ≈ ${(1000 / tps).toFixed(1)} ms per bid holding the lock (13 round trips + the commit flush), and more clients only lengthen the queue; ` +
      `bids on different auctions do not wait for each other`,
  );

  // ---- invariants of the HTTP auction ----
  await checkAuctionInvariants(q, auctionId, { BIDDERS, INCREMENT }, check);
  const report = await reconcile(database.db, new Date());
  check(
    report.clean,
    `ledger reconciliation ${report.clean ? 'clean' : `NOT clean: ${report.problems.join('; ')}`} (${report.accounts} accounts, ${report.journals} journals)`,
  );
  check(other === 0 && otherWarm === 0 && pacedOther === 0, 'no answer other than 200 or 422');
  check(rawFailed === 0, 'no failed pgbench transaction');

  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} on ${os.availableParallelism()} cores (server, autocannon, pgbench and PostgreSQL share them)`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  await client.end();
  await database.close();
  await server.stop();
  rmSync(tmp, { recursive: true, force: true });
  const d = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await d.connect();
  await d.query(`drop database if exists ${dbName} with (force)`);
  await d.end();
}
