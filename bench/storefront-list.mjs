#!/usr/bin/env node
/**
 * Storefront list under load, on PostgreSQL (DATABASE_URL must be set): a fresh database, the real
 * server (startServer, NODE_ENV=production, request logging off: LOG_LEVEL=warn), 100,000 published
 * kits (+5,000 in collections) from ~200 sellers bulk-inserted with generate_series, ANALYZE, then
 * autocannon on `/api/v1/gundams?grade=HG&q=<word>&sort=newest&page=N` with varied words and pages,
 * and `EXPLAIN (ANALYZE, BUFFERS)` of each list query shape, written by the server's own repository
 * (so the plans shown are those of the SQL the server runs).
 * The load runs twice over the same requests: as a browser sends them (a page asked for again
 * within a second comes from the server's page cache), then with `Cache-Control: no-cache`, which
 * the server answers from the database every time (the list's real cost). Each run prints its
 * stats and a line per search word.
 *   node bench/storefront-list.mjs [connections=50] [seconds=10] [--explain-only] [--keep]
 * Target (docs/architecture.md): p95 < 50 ms.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { startServer } from './start-server.mjs';
import { bulkInsert, PUBLISHED, SELLERS } from './storefront-market.mjs';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const connections = Number(args[0] ?? 50);
const duration = Number(args[1] ?? 10);
const POOL_MAX = process.env.BENCH_POOL_MAX ?? '20';
if (!process.env.DATABASE_URL) {
  console.error('storefront-list: set DATABASE_URL (PostgreSQL); the benchmark measures the production database');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');

const WORDS = [
  'zaku',
  'freedom',
  'unicorn',
  'strike',
  'barbatos',
  'exia',
  'sazabi',
  'aerial',
  'wing',
  'gundam',
  'do',
  'nu',
  'mo hinh',
  'ver.ka',
  'clear',
];

async function explainShapes(client, dbUrl) {
  const { openDatabase } = await tsImport(path.join(root, 'apps/server/src/db/client.ts'), import.meta.url);
  const repo = await tsImport(path.join(root, 'apps/server/src/modules/storefront/storefront.repository.ts'), import.meta.url);
  const { STOREFRONT_COUNT_CAP } = await tsImport(path.join(root, 'packages/contracts/src/storefront.ts'), import.meta.url);
  const database = await openDatabase({ databaseUrl: dbUrl, migrate: false, poolMax: 1 });
  const shapes = [
    ['filter + search (grade=HG, q=zaku, newest, page 3)', { grade: 'HG', q: 'zaku' }, 'newest', 48],
    ['filter + common word (grade=HG, q=gundam, newest, page 5)', { grade: 'HG', q: 'gundam' }, 'newest', 96],
    ['filter only (grade=MG, condition=new, newest)', { grade: 'MG', condition: 'new' }, 'newest', 0],
    ['search only (q="mo hinh", newest)', { q: 'mo hinh' }, 'newest', 0],
    ['short word (q=nu, newest)', { q: 'nu' }, 'newest', 0],
    ['price sort (price_asc, 500k–2M)', { priceMin: 500_000, priceMax: 2_000_000 }, 'price_asc', 24],
    ['price sort (price_desc, no filter)', {}, 'price_desc', 0],
    ['grade + price sort (grade=RG, price_asc)', { grade: 'RG' }, 'price_asc', 0],
    ['shop (slug), newest', { shop: 'bench-shop-17' }, 'newest', 0],
  ];
  const summary = [];
  const ms = (lines, label) => Number(lines.find((l) => l.startsWith(label))?.match(/[\d.]+/)?.[0] ?? NaN);
  try {
    for (const [title, filters, sort, offset] of shapes) {
      const times = [];
      // as the server runs them: it reads the locked sellers first and passes their ids (none here)
      const asServed = { ...filters, lockedOwners: [] };
      for (const [kind, q] of [
        ['page', repo.listPageSql(asServed, sort, 24, offset)],
        ['count (capped, as the server runs it on a cache miss)', repo.countSql(asServed, STOREFRONT_COUNT_CAP)],
      ]) {
        const lines = (await client.query(`explain (analyze, buffers) ${q.text}`, q.values)).rows.map((r) => r['QUERY PLAN']);
        console.log(`\n--- ${title} — ${kind}\n${lines.join('\n')}`);
        times.push(
          `${kind.split(' ')[0]} plan ${ms(lines, 'Planning Time').toFixed(2)} + run ${ms(lines, 'Execution Time').toFixed(2)} ms`,
        );
      }
      summary.push(`  ${title}: ${times.join('; ')}`);
    }
  } finally {
    await database.close();
  }
  console.log(`\nEXPLAIN ANALYZE per query kind:\n${summary.join('\n')}`);
}

async function loadTest(url) {
  const run = (seconds, headers, latencies) =>
    new Promise((resolve, reject) => {
      let n = 0;
      let answered; // the word of the request just answered (onResponse runs right before 'response')
      const inst = autocannon(
        {
          url,
          connections,
          duration: seconds,
          headers,
          requests: [
            {
              method: 'GET',
              setupRequest: (req, context) => {
                n += 1;
                const word = WORDS[n % WORDS.length];
                const page = 1 + (Math.floor(n / WORDS.length) % 5);
                context.word = word;
                return { ...req, path: `/api/v1/gundams?grade=HG&q=${encodeURIComponent(word)}&sort=newest&page=${page}` };
              },
              onResponse: (_status, _body, context) => {
                answered = context.word;
              },
            },
          ],
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      );
      if (latencies) inst.on('response', (_c, _status, _bytes, ms) => latencies.push([ms, answered]));
    });
  const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]?.toFixed(1);
  const measure = async (title, headers) => {
    await run(2, headers); // warm-up: connection pools, plans, the JIT of the hot paths
    const samples = [];
    const r = await run(duration, headers, samples);
    const latencies = samples.map(([ms]) => ms).sort((a, b) => a - b);
    const non2xx = r.non2xx + r.errors;
    console.log(
      `\nGET /api/v1/gundams?grade=HG&q=<${WORDS.length} words>&sort=newest&page=1..5 on PostgreSQL, ${PUBLISHED} published kits, ${connections} connections, ${duration} s, ${title}:\n` +
        `  ${r.requests.average.toFixed(0)} req/s average (${r.requests.total} requests), latency p50 ${pct(latencies, 50)} ms, p95 ${pct(latencies, 95)} ms, p99 ${pct(latencies, 99)} ms, ` +
        `max ${r.latency.max} ms, non-2xx/errors ${non2xx}`,
    );
    for (const word of WORDS) {
      const w = samples
        .filter(([, k]) => k === word)
        .map(([ms]) => ms)
        .sort((a, b) => a - b);
      console.log(
        `    q=${word.padEnd(8)} ${String(w.length).padStart(6)} requests, p50 ${pct(w, 50)} ms, p95 ${pct(w, 95)} ms, p99 ${pct(w, 99)} ms`,
      );
    }
    return { p95: Number(pct(latencies, 95)), non2xx };
  };
  const asBrowsers = await measure("as browsers ask (repeated pages within 1 s come from the server's page cache)", {});
  await measure('Cache-Control: no-cache (every page read from the database)', { 'cache-control': 'no-cache' });
  // the same machine at the same moment, for scale: the cheapest API call (one `select 1`)
  const base = await autocannon({ url: `${url}/api/health`, connections, duration: 3 });
  console.log(
    `  baseline GET /api/health: ${base.requests.average.toFixed(0)} req/s, p97.5 ${base.latency.p97_5} ms; ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} on ${os.availableParallelism()} cores`,
  );
  process.exitCode = asBrowsers.non2xx === 0 && asBrowsers.p95 < 50 ? 0 : 1;
}

// the server's own database: created here and handed to startServer (extraEnv wins over its own)
const dbName = `cg_bench_sf_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(process.env.DATABASE_URL);
dbUrl.pathname = `/${dbName}`;
// production settings (no demo data there; mail is never sent during the run)
const server = await startServer({
  DATABASE_URL: dbUrl.toString(),
  DATABASE_POOL_MAX: POOL_MAX,
  NODE_ENV: 'production',
  DEMO_DATA: 'false',
  JWT_SECRET: randomBytes(32).toString('base64url'),
  OTP_SECRET: randomBytes(32).toString('base64url'),
  SMTP_URL: 'smtp://127.0.0.1:2525',
});
console.log(`server: NODE_ENV=production, LOG_LEVEL=warn (no per-request log lines), DATABASE_POOL_MAX=${POOL_MAX}`);
const client = new pg.Client({ connectionString: dbUrl.toString() });
await client.connect();
try {
  let t = Date.now();
  await bulkInsert(client);
  console.log(
    `inserted ${PUBLISHED} published kits (+5000 in collections) from ${SELLERS} sellers and analyzed in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  await explainShapes(client, dbUrl.toString());

  if (!process.argv.includes('--explain-only')) await loadTest(server.url);
} finally {
  await client.end();
  await server.stop();
  if (process.argv.includes('--keep')) console.log(`kept ${dbUrl}`);
  else await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
