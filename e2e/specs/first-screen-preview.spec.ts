import { DEMO_PASSWORD, expect, test } from '../support/fixtures';
import { demoExamples } from '../support/page-requests';

/**
 * A public page's HTML draws its first screen (the navbar's band and the page's largest photo) and
 * asks for the app's entry (the shell, most of the page's code) only once that photo has painted
 * (issue 13; apps/server plugins/first-screen-preview.ts). This loads the pages cold on a phone and
 * checks the order (the photo downloaded before the entry was asked for), that the preview goes once
 * the page shows the same photo, and that the security policy let the preview's script run (the app
 * started from it).
 */
test.describe('màn hình đầu của trang công khai được vẽ từ HTML trước khi mã của ứng dụng tới', () => {
  let kit: string;
  let auction: string;
  test.beforeAll(async ({ request }) => {
    ({ kit, auction } = await demoExamples(request));
  });

  for (const [pattern, pagePhoto] of [
    ['/product', '.cg-kit-card__media img'],
    ['/product/{kit}', '.cg-gallery__main img'],
    ['/auction/{auction}', '.cg-auction-gallery__main img'],
  ] as const) {
    test(`${pattern}: the photo first, then the code; the preview gives way to the page's own photo`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, isMobile: true });
      try {
        const page = await context.newPage();
        const events: string[] = [];
        const blocked: string[] = [];
        page.on('console', (m) => {
          if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
        });
        page.on('requestfinished', (r) => {
          if (r.resourceType() === 'image' && /\/uploads\/kits\//.test(r.url())) events.push(`photo ${new URL(r.url()).pathname}`);
        });
        page.on('request', (r) => {
          if (/\/assets\/index-[^/]+\.js$/.test(r.url())) events.push('entry');
        });
        const res = await page.goto(pattern.replace('{kit}', kit).replace('{auction}', auction));
        const html = (await res!.text()) ?? '';
        const previewed = /<img id="cg-preview-photo"[^>]* src="([^"]+)"/.exec(html)?.[1];
        expect(previewed, 'the HTML previews the page with its photo').toBeTruthy();
        expect(html).not.toContain('<script type="module"');

        // the page's own photo, the same file, shown: the preview has gone
        const own = page.locator(pagePhoto).first();
        await expect(own).toBeVisible();
        await expect(own).toHaveAttribute('src', previewed!);
        await expect(page.locator('#cg-preview')).toHaveCount(0);
        expect(blocked).toEqual([]);
        // the photo (the candidate the phone chose, the same for both) had arrived before the app's entry was asked for
        const shown = new URL(await own.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
        const entry = events.indexOf('entry');
        expect(entry).toBeGreaterThan(0);
        expect(events.slice(0, entry)).toEqual([`photo ${shown}`]);
      } finally {
        await context.close();
      }
    });
  }

  test('a signed-in member gets the preview too, and it gives way to the page', async ({ browser, baseURL, request }) => {
    const login = await request.post('/api/v1/auth/login', { data: { email: 'member@chogundam.vn', password: DEMO_PASSWORD } });
    const { access_token } = (await login.json()) as { access_token: string };
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, isMobile: true });
    try {
      await context.addCookies([{ name: 'access_token', value: access_token, url: baseURL! }]);
      const page = await context.newPage();
      const res = await page.goto(`/product/${kit}`);
      expect(await res!.text()).toContain('<div id="cg-preview"');
      await expect(page.locator('#cg-preview')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
