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
 * In the same run, the raw limit: pgbench replays the same statements as one bid transaction
 * (bidding.service.ts bid(): lock the auction row, read the leader's and runner-up's maxima, update
 * the bidder's maximum, insert the history line, update the auction, the bidder's name, the event
 * with its NOTIFY, two notifications with their NOTIFYs) on a second auction, same clients, same
 * duration, and the floor under it (lock the row, one UPDATE, COMMIT). Every bid of one auction
 * waits for that auction's row lock, so both are bounded by one lock holder at a time.
 *   node bench/auction-bids.mjs [bidders=50] [seconds=10]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { startServer } from './start-server.mjs';

const BIDDERS = Number(process.argv[2] ?? 50);
const duration = Number(process.argv[3] ?? 10);
const connections = BIDDERS;
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

/** A seller with a shop, the unlimited plan and a pickup address (what a real auction's seller has). */
async function seedSeller() {
  const {
    rows: [s],
  } = await q(
    `insert into users (email, full_name, email_verified, role) values ('bench-seller@example.vn', 'Shop Đấu Giá', true, 'seller') returning id`,
  );
  await q(`insert into shops (owner_id, name, slug) values ($1, 'Shop Đấu Giá', 'bench-shop-dau-gia')`, [s.id]);
  await q(
    `insert into seller_subscriptions (seller_id, plan_id, start_date) select $1, id, now() from subscription_plans where code = 'unlimited'`,
    [s.id],
  );
  await q(
    `insert into user_addresses (user_id, full_name, phone_number, province_code, province_name, ward_code, ward_name, detail, is_pickup_address)
     values ($1, 'Shop Đấu Giá', '0912345678', '01', 'Thành phố Hà Nội', '00001', 'Phường Phúc Xá', '1 Hàng Bài', true)`,
    [s.id],
  );
  return s.id;
}

/**
 * A kit in status 'auctioning' and its live auction (the columns requests.service approve() writes,
 * the kit snapshot as KitSnapshot), started a minute ago, ending in a day (status follows the clock).
 */
async function seedAuction(sellerId, n) {
  const {
    rows: [a],
  } = await q(
    `with k as (
       insert into kits (owner_id, name, slug, grade_code, series, scale, condition, weight_grams, status, search_text)
       values ($1, $2, $3, 'HG', 'Mobile Suit Gundam', '1/144', 'new', 300, 'auctioning', 'hg rx-78-2 gundam') returning *)
     insert into auctions (kit_id, seller_id, kit_snapshot, grade_code, series, search_text, starting_price, bid_increment,
                           deposit_amount, start_at, end_at, planned_end_at, status, current_price)
     select k.id, k.owner_id,
            jsonb_build_object('id', k.id, 'name', k.name, 'slug', k.slug, 'gradeCode', k.grade_code, 'gradeName', g.name,
                               'scale', k.scale, 'condition', k.condition, 'series', k.series, 'weightGrams', k.weight_grams, 'imageKey', null),
            k.grade_code, k.series, lower(k.name || ' ' || k.series || ' ' || g.code || ' ' || g.name || ' ' || k.scale),
            $4, $5, $6, now() - interval '1 minute', now() + interval '1 day', now() + interval '1 day', 'active', $4
     from k join grades g on g.code = k.grade_code returning id`,
    [sellerId, `HG RX-78-2 Gundam (phiên ${n})`, `bench-auction-kit-${n}`, START, INCREMENT, DEPOSIT],
  );
  return a.id;
}

function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * One bid transaction as bidding.service.ts bid() sends it, statement for statement from BEGIN to
 * COMMIT, for pgbench (extended protocol: every :variable is a parameter, hence the casts). The new
 * maximum is the leader's + ${STEP} read under the lock, so each bid takes the lead, as most do in
 * the HTTP run; both notifications are sent (the leader changes).
 */
function rawBidScript() {
  const outbid = 'Giá của "HG RX-78-2 Gundam (phiên 2)" đã lên 1.250.000 ₫. Đặt giá tối đa cao hơn để giành lại vị trí dẫn đầu.';
  const newHigh = '"HG RX-78-2 Gundam (phiên 2)": giá hiện tại 1.250.000 ₫ (42 lượt đặt giá).';
  const auctionCols = `id, request_id, kit_id, seller_id, kit_snapshot, grade_code, series, search_text, starting_price, bid_increment,
       buy_now_price, deposit_amount, start_at, end_at, planned_end_at, status, current_price, bid_count, participant_count, leader_id,
       runner_up_id, winner_id, winning_price, payment_due_at, second_chance, ended_at, order_id, canceled_by, cancel_reason, event_seq,
       created_at, updated_at`;
  const notification = (n, recipient, title, message) => `INSERT INTO notifications (recipient_id, title, message, type, link, created_at)
  VALUES (${recipient}::uuid, '${title}', '${message}', 'auction', '/auctions/' || :aid::text, now())
  RETURNING id, recipient_id, title, message, type, link, is_read, read_at, created_at \\gset ${n}_
SELECT pg_notify('cg_notifications', json_build_object('id', :${n}_id::uuid, 'recipientID', :${n}_recipient_id::uuid, 'title', :${n}_title::text,
       'message', :${n}_message::text, 'type', 'auction', 'link', :${n}_link::text, 'isRead', false,
       'createdAt', :${n}_created_at::timestamptz, 'readAt', null)::text);`;
  return `-- who this client bids as (outside the transaction; the server reads the participant and the balances before it too)
SELECT user_id AS me FROM bench_raw_bidders WHERE n = :client_id \\gset
BEGIN;
SELECT ${auctionCols}
  FROM auctions WHERE id = :aid::uuid LIMIT 1 FOR UPDATE \\gset a_
SELECT max(max_bid) FILTER (WHERE user_id = :a_leader_id::uuid) AS leader_max, max(max_bid_at) FILTER (WHERE user_id = :a_leader_id::uuid) AS leader_at,
       max(max_bid) FILTER (WHERE user_id = :a_runner_up_id::uuid) AS runner_max
  FROM auction_participants WHERE auction_id = :aid::uuid AND user_id IN (:a_leader_id::uuid, :a_runner_up_id::uuid) \\gset
\\set amount :leader_max + ${STEP}
\\set price :leader_max + ${INCREMENT}
UPDATE auction_participants SET max_bid = :amount::bigint, max_bid_at = now(), updated_at = now()
  WHERE auction_id = :aid::uuid AND user_id = :me::uuid;
INSERT INTO auction_bids (auction_id, bidder_id, amount, kind, created_at) VALUES (:aid::uuid, :me::uuid, :price::bigint, 'bid', now())
  RETURNING id, auction_id, bidder_id, amount, kind, created_at \\gset b_
UPDATE auctions SET current_price = :price::bigint, bid_count = bid_count + 1, leader_id = :me::uuid,
       runner_up_id = CASE WHEN :me::uuid = :a_leader_id::uuid THEN :a_runner_up_id::uuid ELSE :a_leader_id::uuid END,
       end_at = :a_end_at::timestamptz, updated_at = now()
  WHERE id = :aid::uuid
  RETURNING ${auctionCols};
SELECT id, full_name FROM users WHERE id IN (:me::uuid);
WITH s AS (UPDATE auctions SET event_seq = event_seq + 1 WHERE id = :aid::uuid RETURNING event_seq),
e AS (
  INSERT INTO auction_events (auction_id, seq, type, data, created_at)
  SELECT :aid::uuid, event_seq, 'bid', json_build_object('status', 'active', 'current_price', :price::bigint,
         'bid_count', :a_bid_count::int + 1, 'participant_count', :a_participant_count::int, 'start_at', :a_start_at::timestamptz,
         'end_at', :a_end_at::timestamptz, 'minimum_next_bid', :price::bigint + ${INCREMENT}, 'leader_tag', 'AbCdEfGhIjKl',
         'extended', false, 'lines', json_build_array(json_build_object('id', :b_id::bigint, 'bidder', 'N***n',
         'bidder_tag', 'AbCdEfGhIjKl', 'amount', :price::bigint, 'kind', 'bid', 'created_at', now())))::jsonb, now() FROM s
  RETURNING seq, type, data)
SELECT seq, pg_notify('cg_auctions', json_build_object('a', :aid::text, 's', seq, 't', type, 'd', data)::text) FROM e;
${notification('n1', ':a_leader_id', 'Bạn đã bị vượt giá', outbid)}
${notification('n2', ':a_seller_id', 'Có giá cao nhất mới', newHigh)}
COMMIT;
`;
}

function runPgbench(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/pgbench', args, { cwd: tmp, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench exited with ${code}:\n${err}\n${out}`))));
  });
}

let failed = false;
const check = (ok, what) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
};

try {
  const t0 = Date.now();
  const sellerId = await seedSeller();
  const auctionId = await seedAuction(sellerId, 1);
  const rawAuctionId = await seedAuction(sellerId, 2);
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

  // ---- raw: the same transaction through pgbench on the second auction ----
  const script = path.join(tmp, 'bid.sql');
  writeFileSync(script, rawBidScript());
  const out = await runPgbench([
    '-n',
    '-M',
    'extended', // node-postgres sends unnamed extended-protocol statements, as here
    '-c',
    String(connections),
    '-j',
    String(Math.min(connections, os.availableParallelism())),
    '-T',
    String(duration),
    '-f',
    script,
    '-D',
    `aid=${rawAuctionId}`,
    '-l',
    `--log-prefix=${path.join(tmp, 'raw')}`,
    dbUrl,
  ]);
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
  const processed = Number(/actually processed: (\d+)/.exec(out)?.[1] ?? NaN);
  const rawFailed = Number(/failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
  const lat = [];
  for (const f of readdirSync(tmp).filter((n) => n.startsWith('raw.')))
    for (const line of readFileSync(path.join(tmp, f), 'utf8').split('\n')) if (line) lat.push(Number(line.split(' ')[2]) / 1000);
  lat.sort((x, y) => x - y);
  const ms = (x) => `${x.toFixed(1)} ms`;
  console.log(
    `\nraw limit: pgbench, the same bid transaction (13 statements from BEGIN to COMMIT, extended protocol), ${connections} clients, ${duration} s on a second auction:\n` +
      `  ${tps.toFixed(0)} transactions/s (${processed} bids, ${rawFailed} failed), latency p50 ${ms(pct(lat, 50))}, p97.5 ${ms(pct(lat, 97.5))}, p99 ${ms(pct(lat, 99))}, max ${ms(lat.at(-1))}`,
  );
  // the floor under any bid: the same row lock, one UPDATE and the commit's WAL flush (the lock is
  // released only after it), 3 s with the same clients, on the second auction
  const floorScript = path.join(tmp, 'floor.sql');
  writeFileSync(
    floorScript,
    'BEGIN;\nSELECT id FROM auctions WHERE id = :aid::uuid FOR UPDATE;\nUPDATE auctions SET updated_at = now() WHERE id = :aid::uuid;\nCOMMIT;\n',
  );
  const floorOut = await runPgbench([
    '-n',
    '-M',
    'extended',
    '-c',
    String(connections),
    '-j',
    '2',
    '-T',
    '3',
    '-f',
    floorScript,
    '-D',
    `aid=${rawAuctionId}`,
    dbUrl,
  ]);
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
  console.log('\nchecks on the HTTP auction:');
  const {
    rows: [a],
  } = await q(`select * from auctions where id = $1`, [auctionId]);
  const { rows: ranked } = await q(
    `select user_id, max_bid::bigint as max from auction_participants where auction_id = $1 and max_bid is not null order by max_bid desc, max_bid_at asc`,
    [auctionId],
  );
  const leaderMax = Number(ranked[0]?.max);
  const runnerMax = Number(ranked[1]?.max);
  check(a.leader_id === ranked[0]?.user_id, `one leader: auctions.leader_id is the participant with the highest maximum (${leaderMax})`);
  check(a.runner_up_id === ranked[1]?.user_id, 'the runner-up is the participant with the second-highest maximum');
  check(
    Number(a.current_price) === Math.min(runnerMax + INCREMENT, leaderMax),
    `current_price ${a.current_price} = min(runner-up max + increment, leader max) = ${Math.min(runnerMax + INCREMENT, leaderMax)}`,
  );
  const {
    rows: [c],
  } = await q(
    `select (select count(*)::int from auction_bids where auction_id = $1) as bids,
            (select count(*)::int from auction_events where auction_id = $1) as events,
            (select coalesce(max(seq), 0)::int from auction_events where auction_id = $1) as max_seq,
            (select count(distinct seq)::int from auction_events where auction_id = $1) as distinct_seq,
            (select coalesce(min(seq), 1)::int from auction_events where auction_id = $1) as min_seq,
            (select count(*)::int from auction_participants where auction_id = $1 and deposit_state = 'held') as held,
            (select count(*)::int from (select amount < max(amount) over (order by id rows between unbounded preceding and 1 preceding) as fell
               from auction_bids where auction_id = $1) h where fell) as price_fell,
            (select amount::bigint from auction_bids where auction_id = $1 order by id desc limit 1) as last_line`,
    [auctionId],
  );
  check(c.bids === a.bid_count, `auction_bids rows ${c.bids} = auctions.bid_count ${a.bid_count}`);
  check(
    c.min_seq === 1 && c.max_seq === c.events && c.distinct_seq === c.events && c.events === a.event_seq,
    `auction_events seq 1..${c.max_seq} without gaps or repeats (${c.events} events, event_seq ${a.event_seq})`,
  );
  check(c.held === BIDDERS && a.participant_count === BIDDERS, `${c.held} deposits held, participant_count ${a.participant_count}`);
  check(
    c.price_fell === 0 && Number(c.last_line) === Number(a.current_price),
    `the history never goes down (${c.price_fell} lines below an earlier one) and its last line is the current price`,
  );
  const report = await reconcile(database.db, new Date());
  check(
    report.clean,
    `ledger reconciliation ${report.clean ? 'clean' : `NOT clean: ${report.problems.join('; ')}`} (${report.accounts} accounts, ${report.journals} journals)`,
  );
  check(other === 0 && otherWarm === 0, 'no answer other than 200 or 422');
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
