import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Browser } from '@playwright/test';
import { WEB_ROUTE_PATTERNS } from '@cho-gundam/contracts';
import { DEMO_PASSWORD, expect, test } from '../support/fixtures';
import { demoExamples, watchRequests, type DemoExamples } from '../support/page-requests';
import { AREA_PREFIXES, BUDGET_KB, ROUTES, SAME_AS_MEASURED, type Who } from '../support/budget-routes';

/**
 * The JavaScript budget of every top-level route (issue 13): a cold load (new browser context,
 * empty cache) fetches at most 200 KB of JavaScript (or its route's ceiling in ../support/budget-routes.ts), counted as `npm run bench:bundle` counts it:
 * each script file the page requested, gzip level 9, summed. Signed-in areas are loaded cold with
 * the session cookie already set, as a returning member opens a bookmark.
 */
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const gzipKb = new Map<string, number>();
function scriptKb(pathname: string) {
  let kb = gzipKb.get(pathname);
  if (kb === undefined) {
    kb = gzipSync(readFileSync(path.join(dist, pathname)), { level: 9 }).length / 1024;
    gzipKb.set(pathname, kb);
  }
  return kb;
}

const EMAIL: Record<Exclude<Who, 'guest'>, string> = {
  member: 'member@chogundam.vn',
  seller: 'seller@chogundam.vn',
  moderator: 'moderator@chogundam.vn',
  admin: 'admin@chogundam.vn',
};

/** JavaScript (KB gzip) a cold load of `route` fetched, once the page and any lazy chunk it asked for arrived. */
async function coldLoad(browser: Browser, baseURL: string, route: string, who: Who) {
  const context = await browser.newContext({ baseURL });
  try {
    if (who !== 'guest') {
      const res = await context.request.post('/api/v1/auth/login', { data: { email: EMAIL[who], password: DEMO_PASSWORD } });
      expect(res.status()).toBe(200);
      const { access_token } = (await res.json()) as { access_token: string };
      await context.addCookies([{ name: 'access_token', value: access_token, url: baseURL }]);
    }
    const page = await context.newPage();
    const requests = watchRequests(page, baseURL);
    await page.goto(route, { waitUntil: 'load' });
    await expect(page.getByTestId('page-loader')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('main, [role=main], #root > *').first()).toBeVisible();
    await requests.settled();
    if (who !== 'guest') await expect(page).not.toHaveURL(/\/member\/login/);
    const scripts = new Set(requests.paths.filter((p) => p.endsWith('.js')));
    // BUDGET_SCRIPTS=1 lists what a route's figure is made of, heaviest first, to see what to split next
    if (process.env.BUDGET_SCRIPTS)
      for (const p of [...scripts].sort((a, b) => scriptKb(b) - scriptKb(a)))
        console.log(`  ${scriptKb(p).toFixed(1).padStart(6)} KB  ${p}`);
    return [...scripts].reduce((sum, p) => sum + scriptKb(p), 0);
  } finally {
    await context.close();
  }
}

/** One of the demo member's exchanges (its id): the trade page is only for its two sides. */
async function memberTrade(request: APIRequestContext) {
  const res = await request.post('/api/v1/auth/login', { data: { email: EMAIL.member, password: DEMO_PASSWORD } });
  const { access_token } = (await res.json()) as { access_token: string };
  const list = await request.get('/api/v1/users/me/exchanges?page=1&page_size=1', { headers: { authorization: `Bearer ${access_token}` } });
  const { items } = (await list.json()) as { items: { id: string }[] };
  expect(items.length).toBeGreaterThan(0);
  return items[0]!.id;
}

// the list drifted from the router once (twice: the twenty-fifth and twenty-sixth sessions found pages
// it had missed): a page added to the router (WEB_ROUTE_PATTERNS, which the web's route test holds
// equal to it) fails here until it has a budget, or a reason above not to
test('every page of the router is measured, is the same page as a measured one, or is inside an area', () => {
  const shape = (p: string) => p.split('?')[0]!.replace(/:\w+|\{\w+\}/g, '{}');
  const measured = new Set(ROUTES.map(([pattern]) => shape(pattern)));
  const unmeasured = WEB_ROUTE_PATTERNS.filter((pattern) => {
    if (measured.has(shape(pattern))) return false;
    const same = SAME_AS_MEASURED[pattern];
    if (same) return !measured.has(same);
    return !AREA_PREFIXES.some((area) => pattern.startsWith(area));
  });
  expect(unmeasured).toEqual([]);
  // and each area has its first page measured
  for (const area of AREA_PREFIXES)
    expect(
      [...measured].some((p) => p.startsWith(area)),
      area,
    ).toBe(true);
});

test.describe('ngân sách JavaScript của từng trang', () => {
  let ex: DemoExamples;
  let trade = '';
  test.beforeAll(async ({ request }) => {
    ex = await demoExamples(request);
    trade = await memberTrade(request);
  });
  for (const [pattern, who, ceiling] of ROUTES) {
    const limit = Math.max(BUDGET_KB, ceiling);
    test(`${pattern} (${who}) loads cold with at most ${limit} KB of JavaScript (gzip)`, async ({ browser, baseURL }) => {
      const route = pattern.replace(/\{(\w+)\}/, (_, k: keyof typeof ex | 'trade') => (k === 'trade' ? trade : ex[k]));
      const kb = await coldLoad(browser, baseURL!, route, who);
      test.info().annotations.push({ type: 'JavaScript, gzip', description: `${pattern}: ${kb.toFixed(1)} KB` });
      console.log(`cold load of ${pattern} (${who}): ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB, ceiling ${limit} KB)`);
      // a route that fetched almost no script would mean the measure is broken, not that it is light
      expect(kb).toBeGreaterThan(50);
      expect(kb).toBeLessThanOrEqual(limit);
    });
  }
});
