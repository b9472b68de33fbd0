import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { chooseOption, DEMO_PASSWORD, expect, readCodeFromMail, signIn, test } from '../support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Issue 14, "Moments that looked broken", points 2–5: what a first-time buyer and a seller on a
 * laptop hit. Each test uses an account of its own (a new one where the point is about new accounts).
 */

const PASSWORD = 'GundamRX78-2';
const money = (n: number) => `${n.toLocaleString('vi-VN').replaceAll(',', '.')} ₫`;

async function bearer(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  return { authorization: `Bearer ${token}` };
}

async function api<T = any>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown, headers: Record<string, string> = {}) {
  const r = await page.request.fetch(`/api/v1${path}`, { method, headers: { ...(await bearer(page)), ...headers }, data });
  expect(r.ok(), `${method} ${path} → ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
}

/** A brand-new member (email verified with the mailed code, no address, no phone, empty wallet). */
async function newMember(request: APIRequestContext, mailApi: string, tag: string) {
  const email = `e2e-${tag}-${Date.now().toString(36)}@example.vn`;
  const since = new Date(Date.now() - 1000);
  expect((await request.post('/api/v1/otp/email/generate', { data: { email } })).ok()).toBe(true);
  const otp_code = await readCodeFromMail(mailApi, email, since);
  expect((await request.post('/api/v1/otp/email/verify', { data: { email, otp_code } })).ok()).toBe(true);
  const r = await request.post('/api/v1/users', { data: { email, full_name: 'Người Mua Mới', password: PASSWORD } });
  expect(r.status(), await r.text()).toBe(201);
  return email;
}

interface ListedKit {
  id: string;
  slug: string;
  name: string;
  price: number;
  shop: { name: string } | null;
}

/** Published kits of `shopName` on the public list (newest first). */
async function kitsOf(request: APIRequestContext, shopName: string): Promise<ListedKit[]> {
  const r = await request.get('/api/v1/gundams?page=1&page_size=48');
  const { items } = (await r.json()) as { items: ListedKit[] };
  const mine = items.filter((k) => k.shop?.name === shopName && k.price !== null);
  expect(mine.length, `published kits of ${shopName}`).toBeGreaterThan(0);
  return mine;
}

test.describe('khoảnh khắc của người mua mới', () => {
  test('a guest adds a kit, signs in from the prompt, is back on the product with the kit in the cart; the cart starts ticked', async ({
    page,
    mailApi,
  }) => {
    test.setTimeout(120_000);
    const email = await newMember(page.request, mailApi, 'guest-cart');
    const kit = (await kitsOf(page.request, 'Đức Freedom Store')).at(-1)!;

    // point 3: the guest presses "Thêm vào giỏ hàng" and is sent to sign in
    await page.goto(`/product/${kit.slug}`);
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await expect(page).toHaveURL(/\/member\/login\?redirect=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();

    // back on the same product, the kit in the cart, and the flag gone from the address (a reload adds nothing)
    await expect(page).toHaveURL(new RegExp(`/product/${kit.slug}$`));
    await expect(page.getByRole('button', { name: 'Đã có trong giỏ hàng' })).toBeVisible();
    await expect
      .poll(async () => (await api<{ gundam_id: string }[]>(page, 'GET', '/cart/items')).map((i) => i.gundam_id))
      .toEqual([kit.id]);

    // point 4: a first visit of the cart has what can be bought ticked, its total, and "Mua hàng" ready
    await page.goto('/cart');
    await expect(page.getByRole('checkbox', { name: `Chọn ${kit.name}` })).toBeChecked();
    await expect(page.getByText('Tổng thanh toán (1 sản phẩm):')).toBeVisible();
    await expect(page.locator('.cg-cart__total-value')).toHaveText(money(kit.price));
    await expect(page.getByRole('button', { name: 'Mua hàng' })).toBeEnabled();
    // unticking is the member's choice and is kept
    await page.getByRole('checkbox', { name: `Chọn ${kit.name}` }).uncheck();
    await expect(page.locator('.cg-cart__total-value')).toHaveText(money(0));
    await expect(page.getByRole('button', { name: 'Mua hàng' })).toBeDisabled();
  });

  test('a new account checks out: the address is asked for in the page, then the quote follows', async ({ page, mailApi }) => {
    test.setTimeout(120_000);
    const email = await newMember(page.request, mailApi, 'checkout');
    const kit = (await kitsOf(page.request, 'Đức Freedom Store')).at(-1)!;
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);

    // point 2: "Mua ngay" with no saved address
    await page.goto(`/product/${kit.slug}`);
    await page.getByRole('button', { name: 'Mua ngay' }).click();
    await expect(page).toHaveURL(/\/checkout\?kits=/);
    const summary = page.getByRole('complementary', { name: 'Tóm tắt đơn hàng' });
    await expect(summary.getByText('Thêm địa chỉ nhận hàng để xem phí vận chuyển và tổng thanh toán.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Đặt hàng' })).toBeDisabled();

    const form = page.getByLabel('Thêm địa chỉ nhận hàng');
    await expect(form.getByLabel('Họ và tên người nhận')).toHaveValue('Người Mua Mới');
    await form.getByLabel('Số điện thoại').fill('0912000111');
    await chooseOption(page, 'Tỉnh/Thành phố', 'Thành phố Hồ Chí Minh');
    await chooseOption(page, 'Phường/Xã', 'Phường Sài Gòn');
    await form.getByLabel('Địa chỉ cụ thể').fill('12 Lê Lợi');
    await form.getByRole('button', { name: 'Lưu địa chỉ và tiếp tục' }).click();

    // the saved address is chosen and the quote follows: the shop's order and the totals
    await expect(page.getByLabel('Địa chỉ đã chọn')).toContainText('12 Lê Lợi');
    await expect(page.getByLabel('Đơn hàng của shop Đức Freedom Store')).toBeVisible();
    await expect(page.getByTestId('checkout-grand-total')).toContainText('₫');
    await expect(summary.getByText('Thêm địa chỉ nhận hàng để xem phí vận chuyển và tổng thanh toán.')).toHaveCount(0);
    // an empty wallet: the page says how much is missing instead of spinning
    await expect(summary.getByText('Số dư không đủ').first()).toBeVisible();
  });
});

test.describe('người bán trên laptop 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the order table keeps "Xác nhận đơn" and "Đóng gói" inside its box, without sideways scrolling', async ({ page, browser }) => {
    test.setTimeout(120_000);

    // seller@ lists a kit of its own for this test (the demo market stays as other specs expect it),
    // and member@ buys it through the API: a pending order in seller@'s table
    const login = await page.request.post('/api/v1/auth/login', { data: { email: 'seller@chogundam.vn', password: DEMO_PASSWORD } });
    expect(login.ok()).toBe(true);
    const seller = (await login.json()) as { access_token: string; user: { id: string } };
    const sellerHeaders = { authorization: `Bearer ${seller.access_token}` };
    const created = await page.request.post(`/api/v1/users/${seller.user.id}/gundams`, {
      headers: sellerHeaders,
      multipart: {
        name: `HG 1/144 Zaku II bảng đơn ${Date.now().toString(36)}`,
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
          buffer: await sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 90, g: 110, b: 60 } } })
            .png()
            .toBuffer(),
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const kit = (await created.json()) as { id: string };
    const published = await page.request.patch(`/api/v1/sellers/me/gundams/${kit.id}/publish`, {
      headers: sellerHeaders,
      data: { price: 200_000 },
    });
    expect(published.ok(), await published.text()).toBe(true);

    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    await signIn(buyer, 'member@chogundam.vn');
    await expect(buyer).toHaveURL(/\/$/);
    const me = await api(buyer, 'GET', '/users/me');
    let [address] = await api<{ id: string }[]>(buyer, 'GET', `/users/${me.id}/addresses`);
    address ??= await api(buyer, 'POST', `/users/${me.id}/addresses`, {
      full_name: me.full_name,
      phone_number: me.phone_number,
      province_code: '79',
      ward_code: '26740',
      detail: '45 Nguyễn Huệ',
      is_primary: true,
    });
    const quote = await api<{ grand_total: number }>(buyer, 'POST', '/checkout/quote', { address_id: address!.id, kit_ids: [kit.id] });
    const placed = await api<{ orders: { code: string }[] }>(
      buyer,
      'POST',
      '/checkout',
      { address_id: address!.id, kit_ids: [kit.id], expected_total: quote.grand_total },
      { 'idempotency-key': randomUUID() },
    );
    const code = placed.orders[0]!.code;
    await buyerContext.close();

    await signIn(page, 'seller@chogundam.vn');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/shop/order-management');
    const row = page.getByRole('row', { name: `Đơn hàng ${code}` });
    const box = page.locator('.ant-table-container');

    /** The button is on screen and inside the table's box, the table not scrolled sideways. */
    async function expectWithinTable(name: string) {
      const button = row.getByRole('button', { name });
      await expect(button).toBeVisible();
      await expect(async () => {
        const b = (await button.boundingBox())!;
        const t = (await box.boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(t.x);
        expect(b.x + b.width).toBeLessThanOrEqual(t.x + t.width + 0.5);
        expect(b.x + b.width).toBeLessThanOrEqual(1366);
        expect(await page.locator('.ant-table-content').evaluate((el) => el.scrollLeft)).toBe(0);
      }).toPass({ timeout: 10_000 });
      // the page itself never scrolls sideways either
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    }

    await expectWithinTable('Xác nhận đơn');
    await row.getByRole('button', { name: 'Xác nhận đơn' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Xác nhận' }).click();
    await expectWithinTable('Đóng gói');
  });
});
