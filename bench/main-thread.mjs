#!/usr/bin/env node
/**
 * Where a phone's main thread goes while a public page loads cold (issue 13): for each page, N cold
 * loads in Debian's chromium on a phone-sized screen at Lighthouse's 4× CPU slowdown, each under V8's
 * sampling profiler. Every sample is attributed through the build's source maps to the package (or
 * the app's folder) whose code was running, and to a few hooks worth watching; the medians are
 * printed. Needs no running server: it builds the web app with source maps into a temporary folder and
 * starts the real server on a fresh database with demo data, serving that build.
 *
 *   npm run bench:main-thread                  the six Lighthouse pages, 7 loads each
 *   MT_RUNS=11 MT_PAGES=/auction,/product …    more loads, fewer pages (names as printed)
 *
 * Why beside Lighthouse: on a busy 2-core machine Lighthouse's TBT moves by ±50 % from run to run
 * (seventh and eighth sessions), so a change worth 50–100 ms of main thread cannot be seen in it. The
 * time spent in a given package's code moves much less, and says where the rest of the time goes.
 * "(program)" is the browser's own work outside JavaScript: parsing, compiling, style and layout.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { median, publicPages } from './public-pages.mjs';
import { startServer } from './start-server.mjs';

const RUNS = Number(process.env.MT_RUNS ?? 7);
const ONLY = process.env.MT_PAGES?.split(',');
const root = path.resolve(import.meta.dirname, '..');

/** The hooks reported apart: a frame with this name anywhere on the stack counts the sample. */
const UNDER = {
  "antd's theme tokens (useCacheToken)": /^useCacheToken$/,
  "antd's component tokens (useCSSVarRegister)": /^useCSSVarRegister$/,
  "antd's component styles (useStyleRegister)": /^useStyleRegister$/,
  "the router's matching (useRoutes)": /^useRoutes$/,
};

const dist = mkdtempSync(path.join(os.tmpdir(), 'cg-main-thread-'));
console.log('building the web app with source maps…');
execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: path.join(root, 'apps/web'),
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: 'inherit',
});
const server = await startServer({ WEB_DIST_DIR: dist });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

/** A script position → [function name, package or app folder], through the build's source maps. */
const consumers = new Map();
function origin(frame) {
  if (!frame.url) return [frame.functionName, frame.functionName || '(native)'];
  const file = frame.url.startsWith(server.url) ? path.join(dist, new URL(frame.url).pathname) : null;
  if (!file || !file.endsWith('.js')) return [frame.functionName, '(browser)'];
  // the bundler's own runtime file (a few hundred bytes) comes without a source map
  if (!consumers.has(file))
    consumers.set(file, existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  if (!consumers.get(file)) return [frame.functionName, '(bundle runtime and module scope)'];
  const at = consumers.get(file).originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!at.source) return [frame.functionName, '(bundle runtime and module scope)'];
  const pkg = at.source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  const own = at.source.match(/\/src\/([^/]+\/[^/]+)/);
  return [at.name ?? frame.functionName, pkg ? pkg[1] : own ? `app: ${own[1]}` : at.source];
}

/** One cold load under the profiler: milliseconds (at 4×) per package and per watched hook. */
async function profileLoad(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle' });
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((n) => [n.id, { ...n, origin: origin(n.callFrame) }]));
    const parent = new Map();
    for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
    const packages = {};
    const under = {};
    profile.samples.forEach((id, i) => {
      const ms = profile.timeDeltas[i] / 1000;
      const [name, pkg] = byId.get(id).origin;
      if (name === '(idle)') return;
      packages[pkg] = (packages[pkg] ?? 0) + ms;
      const stack = [];
      for (let at = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at).origin[0]);
      for (const [label, pattern] of Object.entries(UNDER)) if (stack.some((n) => pattern.test(n))) under[label] = (under[label] ?? 0) + ms;
    });
    return { packages, under };
  } finally {
    await context.close();
  }
}

try {
  for (const [name, p] of await publicPages(server.url, ONLY)) {
    const loads = [];
    for (let i = 0; i < RUNS; i++) loads.push(await profileLoad(`${server.url}${p}`));
    const total = median(loads.map((l) => Object.values(l.packages).reduce((a, b) => a + b, 0)));
    const names = [...new Set(loads.flatMap((l) => Object.keys(l.packages)))];
    const rows = names
      .map((pkg) => ({ code: pkg, 'ms at 4×': Math.round(median(loads.map((l) => l.packages[pkg] ?? 0))) }))
      .sort((a, b) => b['ms at 4×'] - a['ms at 4×'])
      .slice(0, 12);
    for (const label of Object.keys(UNDER))
      rows.push({ code: `under ${label}`, 'ms at 4×': Math.round(median(loads.map((l) => l.under[label] ?? 0))) });
    console.log(`\n${name}: ${Math.round(total)} ms of main thread at 4× (median of ${RUNS} cold loads on a phone screen)`);
    console.table(rows);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dist, { recursive: true, force: true });
}
