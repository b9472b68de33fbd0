import sharp from 'sharp';
import { chooseOption, expect, signIn, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

/** A photo of the kit, made here (no binary fixtures in the repo). */
const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function bearer(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  return { authorization: `Bearer ${token}` };
}

test.describe('từ bộ sưu tập đến giỏ hàng', () => {
  test('a member adds a kit with photos, opens a shop, lists it; another member finds it without accents and adds it to the cart', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000); // the whole journey of two people, with uploads
    const stamp = Date.now().toString(36).slice(-5);
    const kitName = `HG Gundam Aerial bản sưu tầm đặc biệt ${stamp}`;

    // member2 has a verified phone; the pickup address comes from the address book
    await signIn(page, 'member2@chogundam.vn');
    await expect(page).toHaveURL(/\/$/);
    const me = await (await page.request.get('/api/v1/users/me', { headers: await bearer(page) })).json();
    const addr = await page.request.post(`/api/v1/users/${me.id}/addresses`, {
      headers: await bearer(page),
      data: {
        full_name: me.full_name,
        phone_number: me.phone_number,
        province_code: '79',
        ward_code: '26740',
        detail: '12 Lê Lợi',
        is_pickup_address: true,
      },
    });
    expect(addr.status()).toBe(201);

    // 1. the kit, through the 3-step wizard
    await page.goto('/collection/add');
    await page.getByLabel('Tên mô hình').fill(kitName);
    await chooseOption(page, 'Phân khúc', 'High Grade');
    await chooseOption(page, 'Dòng phim', 'The Witch from Mercury');
    await page
      .getByRole('radiogroup', { name: 'Tỷ lệ' })
      .locator('label')
      .filter({ hasText: /^1\/144$/ })
      .click();
    await page.getByRole('button', { name: 'Tiếp theo' }).click();
    await page.locator('label').filter({ hasText: 'Nguyên hộp / chưa lắp' }).first().click();
    await page.getByRole('button', { name: 'Tiếp theo' }).click();
    const inputs = page.locator('input[type=file]');
    await inputs.nth(0).setInputFiles({ name: 'mat-truoc.png', mimeType: 'image/png', buffer: await photo(30, 80, 200) });
    await inputs.nth(1).setInputFiles([
      { name: 'mat-sau.png', mimeType: 'image/png', buffer: await photo(200, 40, 40) },
      { name: 'hop.png', mimeType: 'image/png', buffer: await photo(240, 200, 30) },
    ]);
    await page.getByLabel('Khối lượng (gram)').fill('350');
    await page.getByLabel('Giá (VND)').fill('520000');
    await page.getByRole('button', { name: 'Thêm mô hình' }).click();
    await expect(page).toHaveURL(/\/collection\/list/);
    await expect(page.getByText(kitName).first()).toBeVisible();

    // 2. the shop, in four steps
    await page.goto('/register-shop');
    await page.getByLabel('Tên shop').fill(`Shop Aerial ${stamp}`);
    await page.getByRole('button', { name: 'Tiếp theo' }).click();
    await expect(page.getByText('12 Lê Lợi').first()).toBeVisible();
    await page.getByRole('button', { name: 'Tiếp theo' }).click();
    await page.getByRole('checkbox', { name: 'Tôi đã đọc và đồng ý với các điều khoản' }).check();
    await page.getByRole('button', { name: 'Đăng ký shop' }).click();
    await expect(page.getByText('Chúc mừng! Shop của bạn đã được tạo')).toBeVisible();
    await expect(page.getByText('GÓI DÙNG THỬ').first()).toBeVisible();
    await page.getByRole('button', { name: 'Đến trang quản lý shop' }).click();
    await expect(page).toHaveURL(/\/shop\/dashboard/);

    // 3. list it for sale
    await page.goto('/shop/management');
    const row = page.getByRole('row').filter({ hasText: kitName });
    await row.getByRole('button', { name: 'Đăng bán' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Đăng bán' }).click();
    await expect(row.getByText('Đang đăng bán')).toBeVisible();
    await expect(page.getByText(/1\s*\/\s*5/).first()).toBeVisible();

    // 4. another member finds it by typing without accents, opens it and adds it to the cart
    const buyer = await browser.newPage();
    await signIn(buyer, 'member3@chogundam.vn');
    await expect(buyer).toHaveURL(/\/$/);
    // the navbar box becomes an AutoComplete (a combobox) once it is focused; suggestions are debounced
    const suggestion = buyer.locator('.ant-select-item-option').filter({ hasText: kitName });
    await expect(async () => {
      await buyer.getByPlaceholder('Thử tìm kiếm một sản phẩm Gundam...').first().click();
      const search = buyer.getByRole('combobox', { name: 'Tìm kiếm sản phẩm Gundam' });
      // typed at once: key-by-key typing can trip a rare React #185 in antd's dropdown portal,
      // a known open defect (issue-4 note); suggestions are debounced either way
      await search.fill(`ban suu tam dac biet ${stamp}`);
      await expect(suggestion).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await suggestion.click();
    await expect(buyer).toHaveURL(/\/product\//);
    await expect(buyer.getByRole('heading', { level: 1, name: kitName })).toBeVisible();
    await expect(buyer.getByText('520.000 ₫').first()).toBeVisible();
    await buyer.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await expect(buyer.getByRole('button', { name: 'Đã có trong giỏ hàng' })).toBeVisible();
    await buyer.goto('/cart');
    await expect(buyer.getByText(kitName)).toBeVisible();
    await expect(buyer.getByText(`Shop Aerial ${stamp}`)).toBeVisible();
  });
});
