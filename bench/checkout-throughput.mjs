#!/usr/bin/env node
/**
 * Checkout throughput on PostgreSQL (DATABASE_URL must be set): a fresh database, the real server
 * (startServer), 40 sellers with 20,000 published kits, 20 funded buyers; then autocannon with one
 * connection per buyer, each request a "Mua ngay" checkout (POST /api/v1/checkout) of a kit nobody
 * bought yet, with its own Idempotency-Key. Every checkout is one transaction: idempotency key,
 * kits FOR UPDATE, the order + items + open_order_kits, the escrow journal (a hot platform row
 * every checkout updates), a deadline job, two notifications. At the end: orders placed = 2xx
 * answers, every kit in at most one order, and the ledger reconciliation must be clean.
 * Then the raw limit in the same run: the same checkout use case called in this process (no HTTP,
 * no JSON, no auth), by as many concurrent callers on the same database for the same time; the HTTP
 * rate is reported as a ratio of it (goal ≥ 0.5, issue 12 §9).
 *   node bench/checkout-throughput.mjs [connections=20] [seconds=10]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { startServer } from './start-server.mjs';

const connections = Number(process.argv[2] ?? 20);
const duration = Number(process.argv[3] ?? 10);
const SELLERS = 40;
const KITS = 20_000;
const BUYERS = Math.max(20, connections);
const PRICE = 500_000;
const FUNDS = 2_000_000_000;
if (!process.env.DATABASE_URL) {
  console.error('checkout-throughput: set DATABASE_URL (PostgreSQL); the benchmark measures the production database');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const JWT_SECRET = `bench-${randomBytes(16).toString('hex')}`;
const { openDatabase } = await tsImport(path.join(root, 'apps/server/src/db/client.ts'), import.meta.url);
const { postJournal, reconcile } = await tsImport(path.join(root, 'apps/server/src/modules/ledger/index.ts'), import.meta.url);
const { signAccessToken } = await tsImport(path.join(root, 'apps/server/src/modules/auth/tokens.ts'), import.meta.url);
const { checkoutService } = await tsImport(path.join(root, 'apps/server/src/modules/orders/checkout.service.ts'), import.meta.url);
const { SimulatedCarrier } = await tsImport(path.join(root, 'apps/server/src/integrations/carrier/simulated.ts'), import.meta.url);
const { localDiskStorage } = await tsImport(path.join(root, 'apps/server/src/integrations/storage.ts'), import.meta.url);
const { systemClock } = await tsImport(path.join(root, 'apps/server/src/lib/clock.ts'), import.meta.url);

// our own database (startServer's env takes extraEnv last), so this script knows where to seed and check
const dbName = `cg_bench_checkout_${randomBytes(4).toString('hex')}`;
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
// the in-process run gets as many connections as the server's pool (DATABASE_POOL_MAX default 10)
const database = await openDatabase({ databaseUrl: dbUrl, poolMax: 10, migrate: false });
const client = new pg.Client({ connectionString: dbUrl });
await client.connect();

try {
  const t0 = Date.now();
  await client.query(
    `insert into users (email, full_name, email_verified, role)
     select 'bench-seller-' || i || '@example.vn', 'Người bán ' || i, true, 'seller' from generate_series(1, $1) i`,
    [SELLERS],
  );
  await client.query(
    `insert into shops (owner_id, name, slug) select id, 'Shop ' || full_name, 'bench-shop-' || id from users where email like 'bench-seller-%'`,
  );
  await client.query(
    `insert into seller_subscriptions (seller_id, plan_id, start_date) select u.id, p.id, now() from users u, subscription_plans p where u.email like 'bench-seller-%' and p.code = 'unlimited'`,
  );
  await client.query(
    `insert into user_addresses (user_id, full_name, phone_number, province_code, province_name, ward_code, ward_name, detail, is_pickup_address)
     select id, full_name, '0912345678', '01', 'Thành phố Hà Nội', '00001', 'Phường Phúc Xá', '1 Hàng Bài', true from users where email like 'bench-seller-%'`,
  );
  await client.query(
    `insert into kits (owner_id, name, slug, grade_code, series, scale, condition, weight_grams, price, status, published_at, search_text)
     select s.id, 'HG RX-78-2 Gundam #' || i, 'bench-kit-' || i, 'HG', 'Mobile Suit Gundam', '1/144', 'new', 300, $2, 'published', now(), 'hg rx-78-2 gundam'
     from generate_series(1, $1) i
     join (select id, row_number() over (order by id) - 1 as n from users where email like 'bench-seller-%') s on s.n = i % $3`,
    [KITS, PRICE, SELLERS],
  );
  const kitIds = (await client.query(`select id from kits where slug like 'bench-kit-%' order by random()`)).rows.map((r) => r.id);
  const buyers = [];
  const now = new Date();
  for (let i = 0; i < BUYERS; i++) {
    const {
      rows: [u],
    } = await client.query(`insert into users (email, full_name, email_verified) values ($1, $2, true) returning id`, [
      `bench-buyer-${i}@example.vn`,
      `Người mua ${i}`,
    ]);
    const {
      rows: [a],
    } = await client.query(
      `insert into user_addresses (user_id, full_name, phone_number, province_code, province_name, ward_code, ward_name, detail, is_primary)
       values ($1, 'Người mua', '0987654321', '79', 'Thành phố Hồ Chí Minh', '26734', 'Phường Bến Nghé', '12 Lê Lợi', true) returning id`,
      [u.id],
    );
    const {
      rows: [s],
    } = await client.query(`insert into auth_sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id`, [u.id]);
    const { token } = await signAccessToken(new TextEncoder().encode(JWT_SECRET), { userId: u.id, role: 'member', sessionId: s.id }, now);
    await database.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'topup',
        postingKey: `bench-fund:${u.id}`,
        lines: [
          { account: { platform: 'gateway_clearing' }, amount: -FUNDS },
          { account: { owner: u.id, kind: 'available' }, amount: FUNDS },
        ],
      }),
    );
    buyers.push({ id: u.id, token, addressId: a.id });
  }
  await client.query('analyze');
  console.log(`seeded ${SELLERS} sellers, ${KITS} published kits, ${BUYERS} funded buyers in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // the server's own quote for one kit (all kits weigh and cost the same, all sellers ship from Hà Nội)
  const q = await fetch(`${server.url}/api/v1/checkout/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${buyers[0].token}` },
    body: JSON.stringify({ address_id: buyers[0].addressId, kit_ids: [kitIds[0]] }),
  });
  const quote = await q.json();
  if (q.status !== 200) throw new Error(`quote failed: ${q.status} ${JSON.stringify(quote)}`);
  const expected = quote.grand_total;

  let nextKit = 0;
  let nextBuyer = 0;
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
              path: '/api/v1/checkout',
              setupRequest: (req, context) => {
                if (!context.buyer) context.buyer = buyers[nextBuyer++ % buyers.length];
                const b = context.buyer;
                const kit = kitIds[nextKit++ % kitIds.length];
                return {
                  ...req,
                  headers: {
                    'content-type': 'application/json',
                    authorization: `Bearer ${b.token}`,
                    'idempotency-key': `bench-${randomUUID()}`,
                  },
                  body: JSON.stringify({ address_id: b.addressId, kit_ids: [kit], expected_total: expected }),
                };
              },
            },
          ],
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      );
      inst.on('response', (_c, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    });

  await run(2); // warm-up (its orders count too: each kit is bought once)
  statuses.clear();
  const r = await run(duration);
  const ok = statuses.get(201) ?? 0;
  const non2xx = r.non2xx + r.errors;
  console.log(
    `\nPOST /api/v1/checkout ("Mua ngay", 1 kit, distinct kits, unique Idempotency-Key) on PostgreSQL, ${connections} connections (one buyer each), ${duration} s:\n` +
      `  ${r.requests.average.toFixed(0)} req/s average (${r.requests.total} requests, ${ok} orders placed), latency p50 ${r.latency.p50} ms, p90 ${r.latency.p90} ms, ` +
      `p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, non-2xx/errors ${non2xx} (${JSON.stringify(Object.fromEntries(statuses))})`,
  );
  // the raw limit: the same use case, same database, same concurrency, without HTTP
  const direct = checkoutService({
    db: database.db,
    clock: systemClock,
    carrier: new SimulatedCarrier({ db: database.db, clock: systemClock }),
    storage: localDiskStorage(path.join(os.tmpdir(), 'cg-bench-uploads')),
    jobs: { poke: () => undefined },
  });
  let directOk = 0;
  let directFailed = 0;
  const directLatency = [];
  const until = Date.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const b = buyers[i % buyers.length];
      const actor = { userId: b.id, role: 'member', sessionId: 'bench' };
      while (Date.now() < until) {
        const kit = kitIds[nextKit++ % kitIds.length];
        const started = performance.now();
        try {
          await direct.checkout(actor, `bench-direct-${randomUUID()}`, {
            address_id: b.addressId,
            kit_ids: [kit],
            expected_total: expected,
          });
          directOk++;
          directLatency.push(performance.now() - started);
        } catch {
          directFailed++;
        }
      }
    }),
  );
  directLatency.sort((x, y) => x - y);
  const pct = (p) => directLatency[Math.min(directLatency.length - 1, Math.floor((p / 100) * directLatency.length))]?.toFixed(0);
  const directRate = directOk / duration;
  console.log(
    `  raw limit, the same checkout use case in-process (no HTTP), ${connections} concurrent callers, ${duration} s: ` +
      `${directRate.toFixed(0)} checkouts/s, p50 ${pct(50)} ms, p99 ${pct(99)} ms, failures ${directFailed}\n` +
      `  HTTP / raw = ${(ok / duration / directRate).toFixed(2)} (orders placed over HTTP per second ÷ in-process per second)`,
  );
  const {
    rows: [counts],
  } = await client.query(
    `select (select count(*)::int from orders) as orders,
            (select count(*)::int from (select kit_id from order_items group by kit_id having count(*) > 1) x) as kits_twice,
            (select count(*)::int from kits where status = 'processing') as processing,
            (select count(*)::int from open_order_kits) as open_kits`,
  );
  const report = await reconcile(database.db, new Date());
  console.log(
    `  database: ${counts.orders} orders, ${counts.processing} kits processing, ${counts.open_kits} open_order_kits rows, kits in two orders: ${counts.kits_twice}; ` +
      `reconciliation ${report.clean ? 'clean' : `NOT clean: ${report.problems.join('; ')}`} (${report.accounts} accounts, ${report.journals} journals)`,
  );
  // the same machine at the same moment, for scale: the cheapest API call (one `select 1`)
  const base = await autocannon({ url: `${server.url}/api/health`, connections, duration: 3 });
  console.log(
    `  baseline GET /api/health: ${base.requests.average.toFixed(0)} req/s, p50 ${base.latency.p50} ms, p97.5 ${base.latency.p97_5} ms`,
  );
  console.log(
    `  load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} on ${os.availableParallelism()} cores`,
  );
  process.exitCode =
    non2xx === 0 && directFailed === 0 && report.clean && counts.kits_twice === 0 && counts.processing === counts.orders ? 0 : 1;
} finally {
  await client.end();
  await database.close();
  await server.stop();
  const a = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await a.connect();
  await a.query(`drop database if exists ${dbName} with (force)`);
  await a.end();
}
