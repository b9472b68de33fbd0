/**
 * The fixtures of bench/auction-bids.mjs: the seller and live auctions it bids on (seeded with SQL, the
 * columns the services write), the raw bid transaction pgbench replays, and small helpers.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A seller with a shop, the unlimited plan and a pickup address (what a real auction's seller has). */
export async function seedSeller(q) {
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
export async function seedAuction(q, sellerId, n, { START, INCREMENT, DEPOSIT }) {
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

export function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * One bid transaction as bidding.service.ts bid() sends it, statement for statement from BEGIN to
 * COMMIT, for pgbench (extended protocol: every :variable is a parameter, hence the casts). The new
 * maximum is the leader's + ${STEP} read under the lock, so each bid takes the lead, as most do in
 * the HTTP run; both notifications are sent (the leader changes).
 */
export function rawBidScript({ STEP, INCREMENT }) {
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

export function runPgbench(tmp, args) {
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

/**
 * Bids at `rate` a second in all, arriving as a Poisson process (independent bidders, as pgbench -R
 * schedules its transactions), whether or not earlier answers came back; each one's latency counts
 * from its scheduled time, so a slow answer cannot hide the ones queued behind it. `send(n)` makes the
 * n-th bid and answers its HTTP status. Returns the sorted latencies in ms and the count per status.
 */
export async function pacedBids({ rate, seconds, send }) {
  const lat = [];
  const statuses = new Map();
  const count = (s) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
  const inflight = [];
  const start = performance.now();
  for (let at = 0, n = 0; ; n++) {
    at += (-Math.log(1 - Math.random()) / rate) * 1000;
    if (at > seconds * 1000) break;
    const scheduled = start + at;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      send(n).then(
        (status) => {
          lat.push(performance.now() - scheduled);
          count(status);
        },
        () => count('error'),
      ),
    );
  }
  await Promise.all(inflight);
  lat.sort((x, y) => x - y);
  return { lat, statuses };
}

/**
 * pgbench replaying the bid `script` on auction `aid` with `clients` for `seconds` (at `rate`
 * transactions/s in all when given; its latency then counts from each transaction's scheduled start):
 * its output and every transaction's latency in ms, sorted.
 */
export async function pgbenchBids(tmp, { clients, seconds, script, aid, dbUrl, rate, prefix }) {
  const out = await runPgbench(tmp, [
    '-n',
    '-M',
    'extended', // node-postgres sends unnamed extended-protocol statements, as here
    '-c',
    String(clients),
    '-j',
    String(Math.min(clients, os.availableParallelism())),
    '-T',
    String(seconds),
    ...(rate ? ['-R', String(rate)] : []),
    '-f',
    script,
    '-D',
    `aid=${aid}`,
    '-l',
    `--log-prefix=${path.join(tmp, prefix)}`,
    dbUrl,
  ]);
  const lat = [];
  for (const f of readdirSync(tmp).filter((n) => n.startsWith(`${prefix}.`)))
    for (const line of readFileSync(path.join(tmp, f), 'utf8').split('\n')) if (line) lat.push(Number(line.split(' ')[2]) / 1000);
  lat.sort((x, y) => x - y);
  return { out, lat };
}

/**
 * The invariants of the auction the HTTP run bid on, read back with SQL: one leader and runner-up by
 * their maxima, the price the proxy rule gives, bid rows = bid_count, events without gaps, every deposit
 * held, a history that never goes down. `check(ok, what)` prints and records each.
 */
export async function checkAuctionInvariants(q, auctionId, { BIDDERS, INCREMENT }, check) {
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
}
