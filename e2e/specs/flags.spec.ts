import sharp from 'sharp';
import { DEMO_PASSWORD, expect, signIn, test } from '../support/fixtures';

/**
 * "Báo cáo vi phạm" in the browser: seller@ lists a fresh kit (through the API, so the spec does not
 * depend on the demo's listings); member@ reports it from the product page; moderator@ finds it in
 * /moderator/flags, hides it with a reason; the product page then shows "Nội dung đã bị ẩn".
 */
test.describe('báo cáo vi phạm', () => {
  test('a member reports a kit, a moderator hides it, the product page says so', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const name = `HG Zaku nghi hàng nhái ${Date.now().toString(36).toUpperCase()}`;

    // ---- seller@ lists a kit ----
    const login = await page.request.post('/api/v1/auth/login', { data: { email: 'seller@chogundam.vn', password: DEMO_PASSWORD } });
    expect(login.ok()).toBe(true);
    const seller = (await login.json()) as { access_token: string; user: { id: string } };
    const headers = { authorization: `Bearer ${seller.access_token}` };
    const created = await page.request.post(`/api/v1/users/${seller.user.id}/gundams`, {
      headers,
      multipart: {
        name,
        grade_code: 'HG',
        series: 'Mobile Suit Gundam',
        scale: '1/144',
        condition: 'new',
        manufacturer: 'Bandai',
        weight_grams: '300',
        description: 'Hàng chính hãng, nguyên hộp.',
        primary_image: {
          name: 'kit.png',
          mimeType: 'image/png',
          buffer: await sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 150, g: 40, b: 60 } } })
            .png()
            .toBuffer(),
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const kit = (await created.json()) as { id: string; slug: string };
    const published = await page.request.patch(`/api/v1/sellers/me/gundams/${kit.id}/publish`, { headers, data: { price: 250_000 } });
    expect(published.ok(), await published.text()).toBe(true);

    // ---- member@ reports it from the product page ----
    await signIn(page, 'member@chogundam.vn');
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/product/${kit.slug}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByRole('button', { name: 'Báo cáo vi phạm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Báo cáo vi phạm' });
    await dialog.getByLabel('Hàng giả, hàng nhái').check();
    await dialog.getByLabel('Mô tả thêm (không bắt buộc)').fill('Logo trên hộp in lệch, nghi hàng nhái');
    await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
    await expect(page.getByText('Cảm ơn bạn! Báo cáo đã được gửi tới ban quản trị.')).toBeVisible();

    // ---- moderator@ hides it from the queue ----
    const modContext = await browser.newContext();
    const mod = await modContext.newPage();
    await signIn(mod, 'moderator@chogundam.vn');
    await expect(mod).toHaveURL(/\/moderator/);
    await mod.goto('/moderator/flags?type=listing');
    await expect(mod.getByRole('heading', { name: 'Báo cáo vi phạm', level: 1 })).toBeVisible();
    const row = mod.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Hàng giả, hàng nhái × 1');
    await row.getByRole('button', { name: 'Xử lý' }).click();
    const drawer = mod.getByRole('dialog', { name: 'Chi tiết báo cáo vi phạm' });
    await expect(drawer.getByText('Logo trên hộp in lệch, nghi hàng nhái')).toBeVisible();
    await drawer.getByLabel('Lý do quyết định').fill('Hàng nhái theo báo cáo của thành viên');
    await drawer.getByRole('button', { name: 'Ẩn nội dung' }).click();
    await expect(mod.getByText('Đã ẩn nội dung và thông báo cho người báo cáo')).toBeVisible();
    await expect(mod.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await modContext.close();

    // ---- the product page now says it is hidden ----
    await page.goto(`/product/${kit.slug}`);
    await expect(page.getByRole('heading', { name: 'Nội dung đã bị ẩn' })).toBeVisible();
  });
});
