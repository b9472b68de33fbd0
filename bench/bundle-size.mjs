#!/usr/bin/env node
/**
 * How much JavaScript does a cold load of the home page fetch? Loads `/` in Debian's chromium
 * with an empty cache, records every script response, and prints each file's gzip size
 * (level 9) and the total. Budget: 200 KB (the original product fetched 570 KB).
 * Needs a built web app (`npm run build`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './start-server.mjs';

const BUDGET_KB = 200;
const route = process.argv[2] ?? '/';
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.pathname.endsWith('.js')) scripts.add(u.pathname);
  });
  await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500); // the route loader and any lazy chunk it triggers
  let total = 0;
  const rows = [...scripts].map((p) => {
    const buf = readFileSync(path.join(dist, p));
    const gz = gzipSync(buf, { level: 9 }).length;
    total += gz;
    return { file: p, raw_kb: +(buf.length / 1024).toFixed(1), gzip_kb: +(gz / 1024).toFixed(1) };
  });
  rows.sort((a, b) => b.gzip_kb - a.gzip_kb);
  console.table(rows);
  const kb = total / 1024;
  console.log(`cold load of ${route}: ${rows.length} JS files, ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
  process.exitCode = kb <= BUDGET_KB ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
