import sharp from 'sharp';
import { expect, signIn, test } from '../support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The money journey of issue 4, in the browser: a member tops up through the sandbox gateway's
 * page, checks out kits of two shops from the cart, a seller confirms and packs with a photo, the
 * simulated carrier delivers, the buyer confirms receipt, and both wallets show the result.
 */
const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 90, b: 40 } } })
    .png()
    .toBuffer();

async function bearer(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  return { authorization: `Bearer ${token}` };
}

async function api<T = any>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const r = await page.request.fetch(`/api/v1${path}`, { method, headers: await bearer(page), data });
  expect(r.ok(), `${method} ${path} → ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
}

/** A published kit of the shop called `shopName`, from the public product list. */
/** A kit on sale by this shop: the market has over 100, so the list is read page by page. */
async function kitOf(request: APIRequestContext, shopName: string) {
  let kit: { id: string; shop: { name: string } | null } | undefined;
  for (let page = 1; !kit && page <= 5; page++) {
    const r = await request.get(`/api/v1/gundams?page=${page}&page_size=48`);
    const { items } = (await r.json()) as { items: { id: string; shop: { name: string } | null }[] };
    kit = items.find((k) => k.shop?.name === shopName);
    if (items.length < 48) break;
  }
  expect(kit, `a published kit of ${shopName}`).toBeTruthy();
  return kit;
}

const money = (n: number) => `${n.toLocaleString('vi-VN').replaceAll(',', '.')} ₫`;

test.describe('ví, thanh toán và đơn hàng', () => {
  test('top-up through the sandbox page, checkout of two shops, seller confirms and packs, delivery, receipt, balances', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);

    // the buyer: member3@ starts with 2.000.000 ₫ from the demo top-up
    await signIn(page, 'member3@chogundam.vn');
    await expect(page).toHaveURL(/\/$/);
    const me = await api(page, 'GET', '/users/me');
    // member3@ is outbid in the demo's "ending soon" auction, which ends about 12 minutes after
    // start-up and then releases the deposit (held → available): a release landing between two
    // balance reads below failed this test once the suite grew past 12 minutes. Every live auction of
    // member3@ that ends within the half hour is moved past its end (dev clock) and waited for.
    const myAuctions = await api<{ items: { id: string; end_at: string }[] }>(page, 'GET', '/me/auctions?state=active');
    const serverNow = async () => Date.parse(((await (await page.request.get('/api/v1/dev/clock')).json()) as { now: string }).now);
    const now = await serverNow();
    const soon = myAuctions.items.filter((a) => Date.parse(a.end_at) < now + 30 * 60_000);
    if (soon.length) {
      const last = Math.max(...soon.map((a) => Date.parse(a.end_at)));
      const moved = await page.request.post('/api/v1/dev/clock/advance', { data: { ms: Math.max(1, last - now + 2_000) } });
      expect(moved.ok()).toBe(true);
      for (const a of soon)
        await expect
          .poll(async () => (await api<{ status: string }>(page, 'GET', `/auctions/${a.id}`)).status, { timeout: 60_000 })
          .not.toBe('active');
    }
    // held may still carry deposits of the demo auctions that end later: compare differences
    const before = await api<{ available: number; held: number }>(page, 'GET', '/wallet');

    // 1. top-up of 200.000 ₫ through the sandbox gateway's own page (a new tab, as ZaloPay would be)
    await page.goto('/member/profile/wallet');
    await page.getByRole('button', { name: 'Nạp tiền' }).first().click();
    await page.getByLabel(/Số tiền/).fill('200000');
    // the member opens the gateway's page from the link (a new tab, as ZaloPay's would be). On a busy
    // machine a click during the dialog's opening animation can land before the button is ready (CI
    // once saw the dialog still showing "Tiếp tục" with nothing sent): click again until the link shows;
    // the attempt keeps its Idempotency-Key, so a repeated click cannot create a second top-up.
    const payLink = page.getByRole('link', { name: 'Mở trang thanh toán' });
    await expect(async () => {
      if (!(await payLink.isVisible())) await page.getByRole('button', { name: 'Tiếp tục' }).click({ timeout: 5_000 });
      await expect(payLink).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    const gateway = await page.context().newPage();
    await gateway.goto((await payLink.getAttribute('href'))!);
    await expect(gateway.getByText('Cổng thanh toán thử nghiệm')).toBeVisible();
    await gateway.getByRole('button', { name: 'Thanh toán' }).click();
    // the gateway answers the form only after its server-to-server callback: closing the tab before
    // the redirect could cancel the form post on a busy machine, so wait for the way back first
    await gateway.waitForURL(/topup_id=/, { timeout: 60_000 });
    await gateway.close();
    // credited by the gateway's signed callback, never by the redirect: the balance card follows
    await expect(page.getByLabel('Số dư khả dụng')).toContainText(money(before.available + 200_000), { timeout: 30_000 });
    const afterTopup = await api<{ available: number }>(page, 'GET', '/wallet');
    expect(afterTopup.available).toBe(before.available + 200_000);

    // 2. a delivery address, then one kit of each of two shops in the cart
    await api(page, 'POST', `/users/${me.id}/addresses`, {
      full_name: me.full_name,
      phone_number: me.phone_number,
      province_code: '79',
      ward_code: '26740',
      detail: '45 Nguyễn Huệ',
      is_primary: true,
    });
    const kitA = await kitOf(page.request, 'Gundam Nhà Bình');
    const kitB = await kitOf(page.request, 'Đức Freedom Store');
    for (const k of [kitA, kitB]) await api(page, 'POST', '/cart/items', { gundam_id: k!.id });

    await page.goto('/cart');
    await page.getByRole('checkbox', { name: /^Chọn tất cả \(/ }).check();
    await page.getByRole('button', { name: 'Mua hàng' }).click();
    await expect(page).toHaveURL(/\/checkout/);
    await expect(page.getByText('Gundam Nhà Bình').first()).toBeVisible();
    await expect(page.getByText('Đức Freedom Store').first()).toBeVisible();
    await page.getByRole('button', { name: 'Đặt hàng' }).click();
    await expect(page.getByText('Đặt hàng thành công')).toBeVisible({ timeout: 20_000 });

    const mine = await api<{ items: any[] }>(page, 'GET', '/orders?role=buyer&type=regular&page=1&page_size=10');
    expect(mine.items).toHaveLength(2);
    const orderA = mine.items.find((o) => o.shop?.name === 'Gundam Nhà Bình');
    expect(orderA).toBeTruthy();
    const totals = mine.items.reduce((s, o) => s + o.total_amount, 0);
    const afterCheckout = await api<{ available: number; held: number }>(page, 'GET', '/wallet');
    expect(afterCheckout.available).toBe(afterTopup.available - totals);
    expect(afterCheckout.held).toBe(before.held + totals);

    // 3. the seller confirms and packs, in a browser of their own
    const sellerContext = await browser.newContext();
    const seller = await sellerContext.newPage();
    await signIn(seller, 'seller@chogundam.vn');
    await expect(seller).toHaveURL(/\/$/);
    const sellerBefore = await api<{ available: number; pending: number }>(seller, 'GET', '/wallet');
    await seller.goto('/shop/order-management');
    const row = seller.getByRole('row').filter({ hasText: orderA.code });
    await row.getByRole('button', { name: 'Xác nhận đơn' }).click();
    await seller.getByRole('dialog').getByRole('button', { name: 'Xác nhận' }).click();
    await expect(row.getByRole('button', { name: 'Đóng gói' })).toBeVisible({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Đóng gói' }).click();
    const dialog = seller.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'dong-goi.png', mimeType: 'image/png', buffer: await photo() });
    await dialog.getByRole('button', { name: 'Xác nhận đóng gói' }).click();
    await expect(row.getByText('Chờ bàn giao')).toBeVisible();

    // 4. the simulated carrier picks up and delivers (its dev endpoint moves every parcel one step);
    //    the buyer watches the orders page, and the live channel's toast tells them
    await expect(async () => {
      const d = await api(seller, 'GET', `/orders/${orderA.id}`);
      expect(d.shipment?.tracking_code).toBeTruthy();
    }).toPass({ timeout: 20_000 });
    await page.goto('/member/profile/orders/regular-auction');
    await expect(page.getByRole('article', { name: `Đơn hàng ${orderA.code}` })).toBeVisible();
    await expect(async () => {
      await seller.request.post('/api/v1/dev/carrier/advance-all');
      const d = await api(page, 'GET', `/orders/${orderA.id}`);
      expect(d.status).toBe('delivered');
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText(/Thông báo mới!|Bạn có \d+ thông báo mới/).first()).toBeVisible({ timeout: 15_000 });

    // 5. the buyer confirms receipt
    await page.goto(`/member/profile/orders/regular-auction?status=delivered`);
    const card = page.getByRole('article', { name: `Đơn hàng ${orderA.code}` });
    await card.getByRole('button', { name: 'Đã nhận hàng' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Xác nhận đã nhận hàng' }).click();
    await expect(async () => expect((await api(page, 'GET', `/orders/${orderA.id}`)).status).toBe('completed')).toPass({ timeout: 15_000 });

    // 6. balances on both sides: the buyer's held money for this order is gone, the seller is paid
    const buyerEnd = await api<{ available: number; held: number }>(page, 'GET', '/wallet');
    expect(buyerEnd.available).toBe(afterCheckout.available);
    expect(buyerEnd.held).toBe(before.held + totals - orderA.total_amount);
    const sellerEnd = await api<{ available: number; pending: number }>(seller, 'GET', '/wallet');
    expect(sellerEnd.available).toBe(sellerBefore.available + orderA.items_subtotal - (orderA.platform_fee ?? 0));
    await seller.goto('/member/profile/wallet');
    await expect(seller.getByText(money(sellerEnd.available)).first()).toBeVisible();
    await page.goto('/member/profile/wallet');
    await expect(page.getByText(money(buyerEnd.available)).first()).toBeVisible();
    await sellerContext.close();

    // 7. the bell: unread events of the journey, then "mark all read" empties the badge at once
    const bell = page.getByRole('button', { name: /^Thông báo \(\d+ chưa đọc\)$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await page.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).click();
    await expect(page.getByRole('button', { name: 'Thông báo', exact: true })).toBeVisible();
    // the badge empties at once (optimistic); the server's count follows when the request has landed
    await expect.poll(async () => (await api<{ unread_count: number }>(page, 'GET', '/notifications/unread-count')).unread_count).toBe(0);
  });
});
