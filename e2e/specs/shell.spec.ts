import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

test.describe('khung ứng dụng', () => {
  test('an admin landing on the storefront is taken to the admin area', async ({ page }) => {
    await signIn(page, 'admin@chogundam.vn');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/product');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a moderator landing on the storefront is taken to the moderator area', async ({ page }) => {
    await signIn(page, 'moderator@chogundam.vn');
    await expect(page).toHaveURL(/\/moderator\/dashboard$/);
    await page.goto('/moderator');
    await expect(page).toHaveURL(/\/moderator\/dashboard$/);
  });

  test('a member cannot open the admin area', async ({ page }) => {
    await signIn(page, 'member@chogundam.vn');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/dashboard');
    await expect(page).not.toHaveURL(/\/admin/);
  });

  test('every route change shows the full-screen loader "Vui lòng chờ..."', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('page-loader')).toHaveCount(0);
    // the page records every loader put on screen: its 500 ms are the unit test's (route-loader.test.tsx);
    // here, that a real route change puts it up at all, however slowly a busy machine polls
    await page.evaluate(() => {
      const w = window as unknown as { loaderTexts: string[] };
      w.loaderTexts = [];
      new MutationObserver((records) => {
        for (const r of records)
          r.addedNodes.forEach((n) => {
            const loader =
              n instanceof Element ? (n.closest('[data-testid="page-loader"]') ?? n.querySelector('[data-testid="page-loader"]')) : null;
            if (loader) w.loaderTexts.push(loader.textContent ?? '');
          });
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('link', { name: 'Sản phẩm Gundam' }).first().click();
    await expect(page).toHaveURL(/\/product$/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { loaderTexts: string[] }).loaderTexts)).toContain('Vui lòng chờ...');
    await expect(page.getByTestId('page-loader')).toHaveCount(0);
  });

  /**
   * Records, each time the page's DOM changes from its first byte on, how many full-screen loaders are
   * on screen (in the page and not hidden by a rule). Mutations, not frames: a busy machine may draw no
   * frame in a loader's 500 ms.
   */
  async function recordLoaders(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { loadersShown: number[] };
      w.loadersShown = [];
      new MutationObserver(() => {
        const loaders = Array.from(document.querySelectorAll('[data-testid="page-loader"]'));
        w.loadersShown.push(loaders.filter((el) => getComputedStyle(el).display !== 'none').length);
      }).observe(document, { childList: true, subtree: true });
    });
  }
  const loadersShown = (page: Page) => page.evaluate(() => (window as unknown as { loadersShown: number[] }).loadersShown);

  test("a public page's first screen preview is the wait on arrival: no loader is drawn over it", async ({ page }) => {
    await recordLoaders(page);
    await page.goto('/product');
    await expect(page.locator('#cg-preview')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('page-loader')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('.cg-results__count')).toBeVisible();
    const shown = await loadersShown(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((n) => n > 0)).toEqual([]);
  });

  test('a page without a preview shows the loader on arrival, one overlay at a time', async ({ page }) => {
    await recordLoaders(page);
    await page.goto('/exchange/list');
    // the page's 'load' can come before the app's first render: wait for the loader to come, then to go
    await expect.poll(async () => (await loadersShown(page)).some((n) => n > 0), { timeout: 30_000 }).toBe(true);
    await expect(page.getByTestId('page-loader')).toHaveCount(0, { timeout: 30_000 });
    // the route's loader and the page's own while its code loads would be the same overlay twice
    expect(Math.max(...(await loadersShown(page)))).toBe(1);
  });

  test('an area’s left menu marks the page shown, folds a group and follows its links', async ({ page }) => {
    await signIn(page, 'member@chogundam.vn');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/member/profile/orders/exchange');
    const menu = page.getByRole('navigation', { name: 'Tài khoản của tôi' });
    // the longest matching link is the current one, not its parent path's
    await expect(menu.getByRole('link', { name: 'Trao đổi' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Mua bán & Đấu giá' })).not.toHaveAttribute('aria-current');
    const orders = menu.getByRole('button', { name: 'Đơn hàng' });
    await expect(orders).toHaveAttribute('aria-expanded', 'true');
    await orders.click();
    await expect(orders).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Trao đổi' })).toBeHidden();
    await orders.press('Enter');
    await expect(menu.getByRole('link', { name: 'Trao đổi' })).toBeVisible();
    await menu.getByRole('link', { name: 'Ví & Giao dịch' }).click();
    await expect(page).toHaveURL(/\/member\/profile\/wallet$/);
    await expect(menu.getByRole('link', { name: 'Ví & Giao dịch' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Trao đổi' })).not.toHaveAttribute('aria-current');
  });

  test('the staff menu marks the page shown, folds to its icons with their names, and follows its links', async ({ page }) => {
    await signIn(page, 'moderator@chogundam.vn');
    await expect(page).toHaveURL(/\/moderator\/dashboard$/);
    const menu = page.getByRole('navigation', { name: 'Kiểm duyệt' });
    await expect(menu.getByRole('link', { name: 'Bảng điều khiển' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Quản lý đơn hàng' }).click();
    await expect(page).toHaveURL(/\/moderator\/order-management$/);
    await expect(menu.getByRole('link', { name: 'Quản lý đơn hàng' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Thu gọn menu' }).click();
    // folded, a link shows its icon alone: its name is still its accessible name, and a tooltip on hover
    const trades = menu.getByRole('link', { name: 'Quản lý trao đổi' });
    await expect(trades.getByText('Quản lý trao đổi')).toBeHidden();
    // the tooltip's code loads as the menu folds: a pointer already resting on the icon sees it on its next way in
    await expect(async () => {
      await page.mouse.move(900, 500);
      await trades.hover();
      await expect(page.getByRole('tooltip')).toHaveText('Quản lý trao đổi', { timeout: 2_000 });
    }).toPass();
    await trades.click();
    await expect(page).toHaveURL(/\/moderator\/exchange-management$/);
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await expect(trades.getByText('Quản lý trao đổi')).toBeVisible();
  });

  test('an unknown path and /error show the not-found page', async ({ page }) => {
    const res = await page.goto('/duong-dan-khong-ton-tai');
    expect(res?.status()).toBe(404); // the web app answers with the not-found status, and its page says so
    await expect(page.getByText('Trang bạn đang tìm kiếm không tồn tại. Vui lòng quay lại trang chủ hoặc thử lại sau.')).toBeVisible();
    expect((await page.goto('/error'))?.status()).toBe(200); // a page of the seed's list
    await expect(page.getByText('Trang bạn đang tìm kiếm không tồn tại. Vui lòng quay lại trang chủ hoặc thử lại sau.')).toBeVisible();
    await page.getByRole('button', { name: 'Về trang chủ' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown API path answers JSON 404, not the web page', async ({ request }) => {
    const res = await request.get('/api/v1/khong-co');
    expect(res.status()).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });
});
