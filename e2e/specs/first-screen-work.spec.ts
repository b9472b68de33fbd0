import { expect, test } from '../support/fixtures';
import { demoExamples, watchRequests } from '../support/page-requests';

/** The pages whose `antd` list is empty (apps/web/route-preloads.ts): their HTML links no antd stylesheet. */
const NO_ANTD = ['/', '/product', '/auction'];

/**
 * Work a phone's first screen of a public page must not do in the browser (issue 13).
 *
 * antd makes a component's CSS in the browser when the component first renders, which on a phone was a
 * large part of a public page's first render (issue 13). The web build writes the styles of the antd
 * components each public page's first screen renders to a stylesheet its HTML links
 * (apps/web/antd-first-screen.ts; the list is `antd` in apps/web/route-preloads.ts), and antd skips
 * making what that stylesheet holds. This test loads each public page cold on a phone and fails when
 * antd still made a component's style in the browser: a component added to a first screen must be
 * added to its page's list. It also checks that the components are styled by the stylesheet.
 *
 * Intl: the first Intl formatter a page builds (`toLocaleString('vi-VN')` builds one too) loads the
 * locale's ICU data, 170–280 ms of a phone's main thread. Numbers and times are written by
 * packages/contracts/src/format.ts without it, and the lint rules keep our code to that; this test also
 * catches a library or a new first-screen component that reaches for Intl.
 */
test.describe('màn hình đầu của trang công khai: kiểu antd có sẵn trong tệp CSS, không dựng bộ định dạng Intl', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  let examples: Awaited<ReturnType<typeof demoExamples>>;
  test.beforeAll(async ({ request }) => {
    examples = await demoExamples(request);
  });

  for (const pattern of ['/', '/product', '/product/{kit}', '/shops/{shop}', '/auction', '/auction/{auction}', '/exchange/list']) {
    test(`${pattern}: a cold visit makes no antd component style and builds no Intl formatter`, async ({ page, baseURL }) => {
      const route = pattern.replace('{kit}', examples.kit).replace('{shop}', examples.shop).replace('{auction}', examples.auction);
      await page.addInitScript(recordIntlUse);
      const requests = watchRequests(page, baseURL!);
      await page.goto(route);
      await expect(page.getByTestId('page-loader')).toHaveCount(0, { timeout: 30_000 });
      await requests.settled();
      expect(await page.evaluate(() => (window as unknown as { __intlUse: string[] }).__intlUse)).toEqual([]);
      // antd's own style elements for components (their rules name `.ant-…` classes); the theme's
      // CSS variables (`data-token-hash`) and the icons' base style are made in the browser by design
      const made = await page
        .locator('style[data-css-hash]:not([data-token-hash])')
        .evaluateAll((styles) => styles.map((s) => s.textContent ?? '').filter((css) => css.includes('.ant-')));
      expect(made.map((css) => css.slice(0, 80))).toEqual([]);
      // first screens without an antd component (the lists' search box is our own, list-search.tsx)
      if (NO_ANTD.includes(pattern)) {
        await expect(page.locator('head link[href^="/assets/antd-"]:not([data-antd-token])')).toHaveCount(0);
        return;
      }
      // linked for print so as not to hold the first paint, switched on by the app before it draws
      await expect(page.locator('head link[rel=stylesheet][href^="/assets/antd-"][media=all]')).toHaveCount(1);
      // styled, not only skipped: the page's first antd button has antd's button rules (a bare <button>
      // has the default cursor and touch handling), or, on a page without one (a shop's), its first
      // avatar antd's avatar rules (inline-flex, or flex inside a flex row; a bare <span> is inline or
      // block and shows what overflows)
      const probe = page.locator('.ant-btn, .ant-avatar').first();
      await expect(probe).toBeAttached();
      const style = await probe.evaluate((el) => {
        const s = getComputedStyle(el);
        return el.classList.contains('ant-btn') ? ['button', s.cursor, s.touchAction] : ['avatar', s.display.endsWith('flex'), s.overflow];
      });
      expect(style).toEqual(style[0] === 'button' ? ['button', 'pointer', 'manipulation'] : ['avatar', true, 'hidden']);
    });
  }

  // antd's design token comes written down by the build (apps/web/src/app/antd-token.ts) for the
  // brand's seed with motion, as a phone that has not asked for less motion (Lighthouse's) loads it
  test.describe('with motion', () => {
    test.use({ reducedMotion: 'no-preference' });
    test("a cold visit hands antd the build's written token, and the theme's CSS variables reach the page", async ({ page }) => {
      await page.goto(`/product/${examples.kit}`);
      // the kit's first antd primary button ("Mua ngay" or the like), drawn by the app
      const buy = page.locator('.ant-btn-primary').first();
      await expect(buy).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('head link[rel=preload][as=fetch][data-antd-token]')).toHaveCount(1);
      expect(await page.evaluate(() => performance.getEntriesByName('cg:antd-token-written').length)).toBe(1);
      const variables = await page
        .locator('style[data-token-hash="css-var-cg"]')
        .evaluateAll((styles) => styles.filter((s) => s.textContent?.startsWith('.css-var-cg{')).map((s) => s.textContent ?? ''));
      expect(variables).toHaveLength(1);
      expect(variables[0]).toContain('--ant-color-primary:#1d4ed8;');
      // in the brand's colour through those variables
      expect(await buy.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 78, 216)');
    });
  });
});

/** Runs in the page before its scripts: notes every Intl formatter built and every locale-aware call, with its caller. */
function recordIntlUse() {
  const used: string[] = [];
  (window as unknown as { __intlUse: string[] }).__intlUse = used;
  const caller = () => (new Error().stack ?? '').split('\n')[3]?.trim() ?? '';
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  for (const name of [
    'NumberFormat',
    'DateTimeFormat',
    'Collator',
    'PluralRules',
    'RelativeTimeFormat',
    'ListFormat',
    'DisplayNames',
    'Segmenter',
  ]) {
    const Original = intl[name];
    if (!Original) continue;
    intl[name] = new Proxy(Original, {
      construct(target, args) {
        used.push(`new Intl.${name} ${caller()}`);
        return Reflect.construct(target, args) as object;
      },
    });
  }
  const methods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [BigInt.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [proto, key] of methods) {
    const original = (proto as Record<string, (...args: unknown[]) => unknown>)[key]!;
    (proto as Record<string, unknown>)[key] = function (this: unknown, ...args: unknown[]) {
      used.push(`${key} ${caller()}`);
      return original.apply(this, args);
    };
  }
}
