import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

/** The top edges, rounded, of these elements as laid out now (waits for each to be on screen). */
async function tops(items: Locator[]) {
  const out: number[] = [];
  for (const item of items) {
    await expect(item).toBeVisible();
    out.push(Math.round((await item.boundingBox())!.y));
  }
  return out;
}

/** How many tiles share the first tile's row: the columns the grid draws at this width. */
async function perRow(page: Page, width: number, tiles: Locator[]) {
  await page.setViewportSize({ width, height: 900 });
  // the tiles move when the width's rule applies: wait until two layouts in a row agree
  let before: number[] = [];
  await expect(async () => {
    const [last, now] = [before, await tops(tiles)];
    before = now;
    expect(now).toEqual(last);
  }).toPass();
  return before.filter((top) => top === before[0]).length;
}

// the account page and the shop dashboard lay their tiles out with CSS grid (shared/ui/tile-grid.tsx)
// instead of antd's Row and Col: the same columns at the same widths (issue 13)
test.describe('lưới ô theo chiều rộng màn hình', () => {
  test("the shop dashboard's figures: 2 per row on a phone, 3 on a laptop, 6 on a wide screen", async ({ page }) => {
    await signIn(page, 'seller@chogundam.vn');
    await expect(page).not.toHaveURL(/\/member\/login/);
    await page.goto('/shop/dashboard');
    const titles = ['Sản phẩm đang bán', 'Trong kho', 'Lượt xem', 'Gói dịch vụ', 'Doanh thu', 'Đơn hàng'];
    const tiles = titles.map((t) => page.locator('.cg-tile-grid > div').filter({ hasText: t }).first());
    expect(await perRow(page, 400, tiles)).toBe(2);
    expect(await perRow(page, 1280, tiles)).toBe(3);
    expect(await perRow(page, 1700, tiles)).toBe(6);
    // the revenue chart and the orders by status sit side by side from 1200 px, one above the other below
    const charts = [page.getByText('Doanh thu 30 ngày qua'), page.getByText('Đơn hàng theo trạng thái')];
    expect(await perRow(page, 1280, charts)).toBe(2);
    expect(await perRow(page, 1000, charts)).toBe(1);
  });

  test('the profile card: the form beside the picture from 768 px, above it on a phone', async ({ page }) => {
    await signIn(page, 'member@chogundam.vn');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/member/profile/account');
    const name = page.getByLabel('Họ và tên');
    const picture = page.getByRole('button', { name: 'Đổi ảnh đại diện' });
    await expect(name).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(async () => {
      const [n, p] = [(await name.boundingBox())!, (await picture.boundingBox())!];
      expect(p.x).toBeGreaterThanOrEqual(n.x + n.width);
    }).toPass();
    await page.setViewportSize({ width: 400, height: 900 });
    await expect(async () => {
      const [n, p] = [(await name.boundingBox())!, (await picture.boundingBox())!];
      expect(p.y).toBeGreaterThanOrEqual(n.y + n.height);
    }).toPass();
  });
});
