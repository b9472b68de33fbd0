import type { Browser } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from '../support/fixtures';
import { demoExamples, watchRequests } from '../support/page-requests';

/**
 * A public page's HTML asks for the page's data (`<link rel=preload as=fetch>`, issue 13) while its
 * code is still on the way. The list of requests lives in the web build (apps/web/route-preloads.ts)
 * and must be the very requests the page makes: this test loads each page cold as a visitor and
 * checks that every API request it made was one of its preloads, made once (the page's own fetch was
 * answered by the preload, not sent again), and that no preload went unused.
 */
async function coldLoad(browser: Browser, baseURL: string, route: string, cookie?: string) {
  const context = await browser.newContext({ baseURL });
  if (cookie) await context.addCookies([{ name: 'access_token', value: cookie, url: baseURL }]);
  const page = await context.newPage();
  const requests = watchRequests(page, baseURL);
  const res = await page.goto(route);
  await expect(page.getByTestId('page-loader')).toHaveCount(0, { timeout: 30_000 });
  await requests.settled();
  const api = requests.paths.filter((p) => p.startsWith('/api/'));
  // the page's data; every page also preloads antd's written token (apps/web/src/app/antd-token.ts)
  const preloads = await page.locator('link[rel=preload][as=fetch]:not([data-antd-token])').evaluateAll((links) =>
    links.map((l) => {
      const u = new URL((l as HTMLLinkElement).href);
      return `${u.pathname}${u.search}`;
    }),
  );
  return { page, context, api, preloads, vary: res?.headers()['vary'] ?? '' };
}

test.describe('dữ liệu của trang công khai được tải trước cùng mã của trang', () => {
  let kit: string;
  let shop: string;
  let auction: string;
  test.beforeAll(async ({ request }) => {
    ({ kit, shop, auction } = await demoExamples(request));
  });

  for (const pattern of ['/', '/product', '/product/{kit}', '/shops/{shop}', '/auction', '/auction/{auction}', '/exchange/list']) {
    test(`${pattern}: each API request of a cold visit is one of its preloads, sent once, and none is unused`, async ({
      browser,
      baseURL,
    }) => {
      const route = pattern.replace('{kit}', kit).replace('{shop}', shop).replace('{auction}', auction);
      const { context, api, preloads, vary } = await coldLoad(browser, baseURL!, route);
      try {
        expect(preloads.length).toBeGreaterThan(0);
        expect([...api].sort()).toEqual([...preloads].sort());
        expect(vary.toLowerCase()).toContain('cookie');
      } finally {
        await context.close();
      }
    });
  }

  for (const [screen, viewport] of [
    ['a phone', { width: 412, height: 823 }],
    ['a wide screen', { width: 1280, height: 800 }],
  ] as const) {
    test(`on ${screen}, a kit page's first photo is fetched once, by its preload, in the size its page shows`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport });
      try {
        const page = await context.newPage();
        const photos: string[] = [];
        page.on('request', (r) => {
          if (r.resourceType() === 'image' && /\/uploads\/kits\//.test(r.url())) photos.push(new URL(r.url()).pathname);
        });
        await page.goto(`/product/${kit}`);
        const main = page.locator('.cg-gallery__main img');
        await expect(main).toBeVisible();
        await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const shown = new URL(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
        const preload = page.locator('link[rel=preload][as=image]');
        await expect(preload).toHaveCount(1);
        expect(shown).toMatch(screen === 'a phone' ? /-card\.webp$/ : /-full\.webp$/);
        // the photo the page shows was asked for once: the preload chose the same file the <img> did
        const base = shown.replace(/-(card|full)\.webp$/, '');
        expect(photos.filter((p) => p.startsWith(base) && !p.endsWith('-thumb.webp'))).toEqual([shown]);
      } finally {
        await context.close();
      }
    });
  }

  for (const pattern of ['/', '/product', '/shops/{shop}', '/auction', '/auction/{auction}']) {
    test(`${pattern}: the photo it paints first and largest is preloaded and fetched once`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
      try {
        const page = await context.newPage();
        const photos: string[] = [];
        page.on('request', (r) => {
          if (r.resourceType() === 'image') photos.push(new URL(r.url()).pathname);
        });
        await page.goto(pattern.replace('{shop}', shop).replace('{auction}', auction));
        // the first card's photo of a list, the main photo of an auction: the first high-priority image
        const first = page.locator('img[fetchpriority="high"]').first();
        await expect(first).toBeVisible();
        await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const shown = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
        const preloaded = await page
          .locator('link[rel=preload][as=image]')
          .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
        expect(preloaded).toEqual([shown]);
        expect(photos.filter((p) => p === shown)).toEqual([shown]);
      } finally {
        await context.close();
      }
    });
  }

  test('a signed-in member and a filtered list get no data preloads: their requests differ from a visitor’s default view', async ({
    browser,
    baseURL,
    request,
  }) => {
    const login = await request.post('/api/v1/auth/login', { data: { email: 'member@chogundam.vn', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const member = await coldLoad(browser, baseURL!, '/product', access_token);
    try {
      expect(member.preloads).toEqual([]);
      // the member's page fetched its list itself
      expect(member.api).toContain('/api/v1/gundams?sort=newest&page=1&page_size=24');
    } finally {
      await member.context.close();
    }
    const filtered = await coldLoad(browser, baseURL!, '/product?sort=price_asc');
    try {
      expect(filtered.preloads).toEqual([]);
      expect(filtered.api.some((u) => u.startsWith('/api/v1/gundams?'))).toBe(true);
    } finally {
      await filtered.context.close();
    }
  });
});
