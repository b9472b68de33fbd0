import { expect, test } from '../support/fixtures';
import type { APIRequestContext } from '@playwright/test';

// `/product`'s filters load off the first screen (issue 13): in the sidebar from 992 px, once it is
// on screen; below that in a drawer, on the first tap of "Bộ lọc". Both still filter the list.

async function total(request: APIRequestContext, query: string): Promise<number> {
  const res = await request.get(`/api/v1/gundams?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { total: number }).total;
}
const countText = (n: number) => `${n.toLocaleString('vi-VN')} sản phẩm`;

test.describe('bộ lọc sản phẩm', () => {
  test('on a phone: no filter code until "Bộ lọc" is tapped; the drawer then filters by condition', async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto('/product');
    await expect(page.locator('.cg-results__count')).toHaveText(countText(await total(request, 'page=1&page_size=24')));
    // the hidden sidebar never rendered the panel
    await expect(page.getByLabel('Giá từ (đồng)')).toHaveCount(0);

    await page.getByRole('button', { name: 'Bộ lọc' }).click();
    const drawer = page.getByRole('dialog', { name: 'Bộ lọc' });
    await expect(drawer).toBeVisible();
    await drawer.locator('label').filter({ hasText: 'Đã mở hộp' }).click();
    await expect(page).toHaveURL(/[?&]condition=open_box(&|$)/);
    await drawer.getByRole('button', { name: 'Xem kết quả' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.locator('.cg-plist__chip').filter({ hasText: 'Đã mở hộp' })).toBeVisible();
    await expect(page.locator('.cg-results__count')).toHaveText(countText(await total(request, 'condition=open_box&page=1&page_size=24')));
    await context.close();
  });

  test('on a wide screen: the sidebar filters by a price typed freely', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto('/product');
    const sidebar = page.getByRole('complementary', { name: 'Bộ lọc sản phẩm' });
    await sidebar.getByLabel('Giá từ (đồng)').fill('500k');
    await sidebar.getByLabel('Giá từ (đồng)').press('Enter');
    await expect(page).toHaveURL(/[?&]price_min=500000(&|$)/);
    await expect(page.locator('.cg-plist__chip').filter({ hasText: 'Từ 500.000 ₫' })).toBeVisible();
    await expect(page.locator('.cg-results__count')).toHaveText(countText(await total(request, 'price_min=500000&page=1&page_size=24')));
    await context.close();
  });
});
