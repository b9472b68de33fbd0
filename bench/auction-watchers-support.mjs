import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';

/** The seed, the server's pid and memory, and the stream client of bench/auction-watchers.mjs. */

/**
 * A seller (shop, unlimited plan, pickup address), a kit in 'auctioning' and its live auction (the
 * columns requests.service approve() writes, started a minute ago, ending in a day), and two funded
 * members with a session each. `query(text, params)` answers `{ rows }` (pg or PGlite); `db` posts
 * the top-ups through the ledger.
 */
export async function seed(
  query,
  db,
  { start: START, increment: INCREMENT, deposit: DEPOSIT, funds: FUNDS, jwtSecret: JWT_SECRET, postJournal, signAccessToken },
) {
  const one = async (text, params = []) => (await query(text, params)).rows[0];
  const seller = await one(
    `insert into users (email, full_name, email_verified, role) values ('bench-seller@example.vn', 'Shop Đấu Giá', true, 'seller') returning id`,
  );
  await query(`insert into shops (owner_id, name, slug) values ($1, 'Shop Đấu Giá', 'bench-shop-dau-gia')`, [seller.id]);
  await query(
    `insert into seller_subscriptions (seller_id, plan_id, start_date) select $1, id, now() from subscription_plans where code = 'unlimited'`,
    [seller.id],
  );
  await query(
    `insert into user_addresses (user_id, full_name, phone_number, province_code, province_name, ward_code, ward_name, detail, is_pickup_address)
     values ($1, 'Shop Đấu Giá', '0912345678', '01', 'Thành phố Hà Nội', '00001', 'Phường Phúc Xá', '1 Hàng Bài', true)`,
    [seller.id],
  );
  const auction = await one(
    `with k as (
       insert into kits (owner_id, name, slug, grade_code, series, scale, condition, weight_grams, status, search_text)
       values ($1, 'MG Wing Gundam Zero EW Ver.Ka', 'bench-auction-kit', 'MG', 'Gundam Wing: Endless Waltz', '1/100', 'new', 900, 'auctioning',
               'mg wing gundam zero ew ver.ka') returning *)
     insert into auctions (kit_id, seller_id, kit_snapshot, grade_code, series, search_text, starting_price, bid_increment,
                           deposit_amount, start_at, end_at, planned_end_at, status, current_price)
     select k.id, k.owner_id,
            jsonb_build_object('id', k.id, 'name', k.name, 'slug', k.slug, 'gradeCode', k.grade_code, 'gradeName', g.name,
                               'scale', k.scale, 'condition', k.condition, 'series', k.series, 'weightGrams', k.weight_grams, 'imageKey', null),
            k.grade_code, k.series, lower(k.name || ' ' || k.series || ' ' || g.code || ' ' || g.name || ' ' || k.scale),
            $2::bigint, $3::bigint, $4::bigint, now() - interval '1 minute', now() + interval '1 day', now() + interval '1 day', 'active', $2::bigint
     from k join grades g on g.code = k.grade_code returning id`,
    [seller.id, START, INCREMENT, DEPOSIT],
  );
  const bidders = [];
  for (const [i, name] of ['Nguyễn Văn Bình', 'Trần Thị Cúc'].entries()) {
    const u = await one(`insert into users (email, full_name, email_verified) values ($1, $2, true) returning id`, [
      `bench-bidder-${i}@example.vn`,
      name,
    ]);
    const s = await one(`insert into auth_sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id`, [u.id]);
    await db.transaction((tx) =>
      postJournal(tx, {
        kind: 'topup',
        postingKey: `bench-fund:${u.id}`,
        lines: [
          { account: { platform: 'gateway_clearing' }, amount: -FUNDS },
          { account: { owner: u.id, kind: 'available' }, amount: FUNDS },
        ],
      }),
    );
    const { token } = await signAccessToken(
      new TextEncoder().encode(JWT_SECRET),
      { userId: u.id, role: 'member', sessionId: s.id },
      new Date(),
    );
    bidders.push({ id: u.id, token });
  }
  return { auctionId: auction.id, bidders };
}

/** The server process (startServer does not hand out its pid): the node process whose environment has our APP_URL. */
export function serverPid(url) {
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/environ`, 'latin1').split('\0').includes(`APP_URL=${url}`)) return Number(d);
    } catch {
      // gone, or not ours
    }
  }
  return null;
}
export function memory(pid) {
  try {
    const s = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(s)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One watcher: `ready` once the server said hello; every `bid` event kept with its id and arrival time. */
export function watch(url, proc) {
  const w = { bids: [], req: null, onBid: null, proc };
  w.ready = new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`stream answered ${res.statusCode}`));
      }
      res.setEncoding('utf8');
      let buf = '';
      res.on('data', (chunk) => {
        const at = performance.now();
        buf += chunk;
        let i;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const field = (name) => block.match(new RegExp(`^${name}: ?(.*)$`, 'm'))?.[1];
          const event = field('event');
          if (event === 'hello') resolve();
          else if (event === 'bid') {
            const e = { id: Number(field('id')), price: JSON.parse(field('data')).current_price, at };
            w.bids.push(e);
            w.onBid?.(e);
          }
        }
      });
      res.on('error', () => undefined);
    });
    req.on('error', reject);
    w.req = req;
  });
  return w;
}
