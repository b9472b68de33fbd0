import { expect, test } from '../support/fixtures';

test.describe('ô tìm kiếm trên thanh điều hướng', () => {
  // Typing right after focusing used to lose the first letters ("freedom" → "dom" or ""): the plain
  // input was swapped for the AutoComplete through a Suspense fallback while the letters arrived.
  test('keeps every letter typed at full speed right after focusing, and suggests with the shop', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // three fresh pages: each one loads the suggestions' code on focus, while the letters arrive
    for (let i = 0; i < 3; i++) {
      await page.goto('/');
      const box = page.getByPlaceholder('Thử tìm kiếm một sản phẩm Gundam...').first();
      await box.focus();
      await page.keyboard.type('freedom');
      const input = page.getByLabel('Tìm kiếm sản phẩm Gundam');
      await expect(input).toHaveValue('freedom');
      await expect(input).toBeFocused();
      // the suggestions are the list's search: Freedom kits of the demo market, each naming its shop
      const option = page
        .locator('.ant-select-item-option')
        .filter({ hasText: /Freedom/ })
        .first();
      await expect(option).toBeVisible();
      await expect(option.locator('.cg-suggest__meta')).toContainText(/•.*•\s*\S+/);
    }
    await page.getByRole('link', { name: 'Xem tất cả kết quả cho “freedom”' }).click();
    await expect(page).toHaveURL(/\/product\?q=freedom$/);
    await expect(page.getByText(/Freedom/).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
