import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

// The app frame's scroll restoration (apps/web/src/app/router/scroll-memory.tsx): a new page starts
// at the top, Back returns the reader to where they left the list, and so does a reload.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('vị trí cuộn khi chuyển trang', () => {
  test('a kit opened from far down the list starts at the top; Back and a reload return to the same place in the list', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto('/product');
    const cards = page.locator('.cg-kit-card__link');
    await expect(cards).toHaveCount(24);
    // the tenth card, well below the first screen
    const tenth = cards.nth(9);
    await tenth.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(800);
    const left = await scrollY(page);
    const href = await tenth.getAttribute('href');

    await tenth.click();
    await expect(page).toHaveURL(href!);
    await expect(page.locator('h1')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/product$/);
    await expect.poll(() => scrollY(page)).toBe(left);
    await expect(cards.nth(9)).toBeInViewport();

    // a reload keeps the place too (the positions live in the tab's sessionStorage)
    await page.reload();
    await expect(cards).toHaveCount(24);
    await expect.poll(() => scrollY(page)).toBe(left);
    await context.close();
  });
});
