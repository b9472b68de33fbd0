#!/usr/bin/env node
/**
 * Lighthouse (mobile profile: Moto G Power screen, simulated slow 4G and 4× CPU slowdown) on the
 * public pages, in Debian's chromium, 3 runs per page; prints the median performance score, LCP,
 * TBT and CLS of each page. Needs a built web app (`npm run build`).
 *
 *   npm run bench:lighthouse                      starts the server on a fresh database with demo data
 *   LH_URL=http://127.0.0.1:3000 npm run bench:lighthouse   measures a server already running
 *   LH_RUNS=5 …                                    more runs per page
 *   LH_PAGES=/,/product …                          only these pages (names as printed)
 *   LH_WARMUP=0 …                                  no unmeasured warm-up load first (see below)
 *   LH_H2=1 …                                      through a local TLS + HTTP/2 front (bench/h2-front.mjs),
 *                                                  as a deployment's proxy serves a phone; the default is
 *                                                  the server's own HTTP/1.1, as `npm start` serves it
 *
 * Beside Lighthouse's figures it prints the page's main thread from the trace: the CPU time of its
 * tasks and their length by the clock. Lighthouse multiplies the lengths by 4 (its phone), so where
 * the two differ the thread was waiting, for a good part for a core (on a 2-core machine the browser's
 * other processes, Lighthouse and the server all run beside it during a load): TBT then measures the
 * machine's contention as much as the page. The CPU time is the page's own work, and moves much less
 * from run to run. (Lighthouse and the server at the lowest priority, the browser at the normal one,
 * did not shorten the clock time beyond its noise in the twenty-third session: the wait is among the
 * browser's own processes and threads.)
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startH2Front } from './h2-front.mjs';
import { median, publicPages } from './public-pages.mjs';
import { startServer } from './start-server.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const ONLY = process.env.LH_PAGES?.split(',');
const origin = process.env.LH_URL ? { url: process.env.LH_URL.replace(/\/$/, ''), stop: async () => {} } : await startServer();
const front = process.env.LH_H2 === '1' ? await startH2Front(origin.url) : null;
const server = front ? { url: front.url, stop: async () => (await front.stop(), await origin.stop()) } : origin;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    // the HTTP/2 front's certificate is self-signed
    ...(front ? ['--ignore-certificate-errors'] : []),
  ],
});
/**
 * The page's main thread during the load, from Lighthouse's trace: the CPU time of its tasks and
 * their length by the clock (ms, unthrottled), or nulls when the trace has no thread times.
 */
function mainThread(traceEvents) {
  const start = traceEvents.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'),
  );
  const tasks = start
    ? traceEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts)
    : [];
  if (!tasks.length || tasks.some((e) => e.tdur === undefined)) return { cpu: null, clock: null };
  return { cpu: tasks.reduce((s, e) => s + e.tdur, 0) / 1000, clock: tasks.reduce((s, e) => s + e.dur, 0) / 1000 };
}
const medianOrNull = (xs) => (xs.some((x) => x === null) ? null : Math.round(median(xs)));

try {
  // One load of the home page first, not counted: a freshly launched chromium does its own first-run
  // work (caches, fonts, its helper processes) during the first loads it makes, and the page measured
  // first paid for it. On 01/12 Lighthouse's CPU index of this machine was 1,784–1,896 during the home
  // page's runs (the first page) and 2,617–2,734 during every other page's, in two rounds of three;
  // with this load first, 2,599 (the home page's TBT did not come down with it: 232–949 ms in 5 runs)
  if (process.env.LH_WARMUP !== '0')
    await lighthouse(`${server.url}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const rows = [];
  for (const [name, path] of await publicPages(origin.url, ONLY)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // default config = mobile form factor with simulated throttling; a fresh page load each run
      let lhr;
      let artifacts;
      // a busy machine sometimes loses the trace (NO_NAVSTART): such a run is repeated, twice at most
      for (let attempt = 0; attempt < 3; attempt++) {
        ({ lhr, artifacts } = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        }));
        if (!lhr.runtimeError) break;
      }
      if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
      runs.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        benchmark: lhr.environment.benchmarkIndex,
        main: mainThread(artifacts.Trace.traceEvents),
      });
    }
    const row = {
      page: name,
      performance: median(runs.map((r) => r.performance)),
      'FCP s': +(median(runs.map((r) => r.fcp)) / 1000).toFixed(1),
      'LCP s': +(median(runs.map((r) => r.lcp)) / 1000).toFixed(1),
      'TBT ms': Math.round(median(runs.map((r) => r.tbt))),
      CLS: +median(runs.map((r) => r.cls)).toFixed(3),
      // the page's main thread (unthrottled): CPU time of its tasks, and their length by the clock
      'main CPU ms': medianOrNull(runs.map((r) => r.main.cpu)),
      'main clock ms': medianOrNull(runs.map((r) => r.main.clock)),
      // Lighthouse's own CPU benchmark of this machine during the runs (it warns under 1000). A slower
      // machine gives a larger TBT, but so does a busier one at the same index: compare trees by the
      // main CPU column, and by TBT only in alternated runs on one machine
      'CPU index': Math.round(median(runs.map((r) => r.benchmark))),
    };
    rows.push(row);
    console.log(`${name}: ${JSON.stringify(row)} (runs: ${runs.map((r) => `${r.performance}/${Math.round(r.tbt)}ms`).join(', ')})`);
  }
  console.log(`\nLighthouse ${RUNS} runs per page, median (mobile profile, ${server.url}):`);
  console.table(rows);
} finally {
  await chrome.kill();
  await server.stop();
}
