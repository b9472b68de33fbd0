import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, signIn, test } from '../support/fixtures';

/**
 * Issue 11's browser story: a buyer opens a complaint with a photo; a moderator finds it from the
 * dashboard and refunds half; the buyer sees the refund in the wallet history and the notification;
 * the audit log shows the decision. The order itself is bought, packed and delivered through the API
 * (the orders spec walks those screens), so this test spends its time on the complaint.
 */
const SHOP = 'Tùng Model Đà Nẵng';
const SELLER = 'seller6@chogundam.vn';
const BUYER = 'member@chogundam.vn';
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 160, g: 60, b: 40 } } })
    .png()
    .toBuffer();
const money = (n: number) => `${n.toLocaleString('vi-VN').replaceAll(',', '.')} ₫`;

async function login(request: APIRequestContext, email: string) {
  const r = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { access_token: string; user: { id: string } }).access_token;
}
async function api<T = any>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const r = await request.fetch(`/api/v1${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(r.ok(), `${method} ${path} → ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
}

test('khiếu nại: ảnh của người mua, điều hành viên hoàn một nửa từ bảng điều khiển, ví và thông báo, nhật ký thao tác', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);

  // an order of SHOP, delivered to the buyer (API)
  const buyerToken = await login(request, BUYER);
  const sellerToken = await login(request, SELLER);
  const me = await api<{ id: string }>(request, buyerToken, 'GET', '/users/me');
  const addresses = await api<{ id: string }[] | { items: { id: string }[] }>(request, buyerToken, 'GET', `/users/${me.id}/addresses`);
  const addressId = (Array.isArray(addresses) ? addresses : addresses.items)[0]!.id;
  let kitId: string | undefined;
  for (let p = 1; !kitId && p <= 5; p++) {
    const { items } = await (await request.get(`/api/v1/gundams?page=${p}&page_size=48`)).json();
    kitId = (items as { id: string; shop: { name: string } | null }[]).find((k) => k.shop?.name === SHOP)?.id;
  }
  expect(kitId, `a kit on sale by ${SHOP}`).toBeTruthy();
  const quote = await api(request, buyerToken, 'POST', '/checkout/quote', { address_id: addressId, kit_ids: [kitId] });
  const placed = await request.post('/api/v1/checkout', {
    headers: { authorization: `Bearer ${buyerToken}`, 'idempotency-key': `e2e-complaint-${Date.now()}` },
    data: { address_id: addressId, kit_ids: [kitId], expected_total: quote.grand_total },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { orders: { id: string; code: string }[] }).orders[0]!;
  await api(request, sellerToken, 'POST', `/orders/${order.id}/confirm`);
  const packed = await request.post(`/api/v1/orders/${order.id}/packing`, {
    headers: { authorization: `Bearer ${sellerToken}` },
    multipart: { images: { name: 'dong-goi.png', mimeType: 'image/png', buffer: await photo() } },
  });
  expect(packed.status(), await packed.text()).toBe(200);
  await expect(async () => {
    await request.post('/api/v1/dev/carrier/advance-all');
    expect((await api(request, buyerToken, 'GET', `/orders/${order.id}`)).status).toBe('delivered');
  }).toPass({ timeout: 60_000 });
  const walletBefore = await api<{ available: number }>(request, buyerToken, 'GET', '/wallet');

  // 1. the buyer complains with a photo from the orders page
  await signIn(page, BUYER);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/member/profile/orders/regular-auction?status=delivered');
  // the card offers "Đã nhận hàng"; the complaint is in the order's detail
  await page.getByRole('button', { name: `Xem chi tiết đơn ${order.code}` }).click();
  await page.getByRole('button', { name: 'Khiếu nại', exact: true }).click();
  const complaint = page.getByRole('dialog', { name: 'Khiếu nại đơn hàng' });
  await complaint.getByLabel('Lý do khiếu nại').fill('Hộp bị móp một góc và thiếu một tấm decal so với mô tả.');
  await complaint.locator('input[type=file]').setInputFiles({ name: 'hop-mop.png', mimeType: 'image/png', buffer: await photo() });
  await complaint.getByRole('button', { name: 'Gửi khiếu nại' }).click();
  await expect(complaint).toBeHidden({ timeout: 20_000 });
  await expect(async () => expect((await api(request, buyerToken, 'GET', `/orders/${order.id}`)).complaint?.status).toBe('open')).toPass();

  // 2. the moderator goes from the dashboard's queue card to the complaint and refunds half
  const modContext = await browser.newContext();
  const mod = await modContext.newPage();
  await signIn(mod, 'moderator@chogundam.vn');
  // a moderator signing in lands on their dashboard
  await expect(mod).toHaveURL(/\/moderator\/dashboard/, { timeout: 20_000 });
  await mod.getByRole('link', { name: /^Khiếu nại đang mở: \d+$/ }).click();
  // the card opens the complaints tab itself (?tab=complaints)
  await expect(mod).toHaveURL(/\/moderator\/order-management\?tab=complaints/);
  await expect(mod.getByRole('tab', { name: 'Khiếu nại' })).toHaveAttribute('aria-selected', 'true');
  const queued = mod.getByLabel(`Khiếu nại đơn hàng ${order.code}`);
  await expect(queued.getByText('Hộp bị móp một góc')).toBeVisible();
  await expect(queued.locator('img').first()).toBeVisible();
  await queued.getByRole('button', { name: 'Xử lý' }).click();
  const decision = mod.getByRole('dialog');
  await decision.getByRole('radio', { name: 'Hoàn tiền một phần' }).check();
  const detail = await api<{ items_subtotal: number }>(request, buyerToken, 'GET', `/orders/${order.id}`);
  const half = Math.floor(detail.items_subtotal / 2);
  const amount = decision.getByLabel('Số tiền hoàn');
  await amount.click();
  await amount.pressSequentially(String(half));
  await expect(amount).toHaveValue(half.toLocaleString('vi-VN').replaceAll(',', '.'));
  await decision.getByLabel('Ghi chú quyết định').fill('Hoàn một nửa tiền hàng vì hộp móp và thiếu decal');
  await decision.getByRole('button', { name: 'Xác nhận quyết định' }).click();
  // the dialog's text, if it is still there, explains a failure; a dialog already gone has none (with
  // no timeout, innerText waits for one to appear: a run on a busy machine hung here until the test's end)
  await expect(decision, await decision.innerText({ timeout: 2_000 }).catch(() => '')).toBeHidden({ timeout: 20_000 });
  await expect(async () =>
    expect((await api(request, buyerToken, 'GET', `/orders/${order.id}`)).complaint?.status).toBe('partially_refunded'),
  ).toPass({ timeout: 15_000 });

  // 3. the buyer: half of the goods back in the available balance, the line in the history, the notice
  await expect(async () => {
    const w = await api<{ available: number }>(request, buyerToken, 'GET', '/wallet');
    expect(w.available).toBe(walletBefore.available + half);
  }).toPass({ timeout: 15_000 });
  await page.goto('/member/profile/wallet');
  const refundLine = page.getByText('Hoàn tiền một phần').first();
  await expect(refundLine).toBeVisible();
  await expect(page.getByText(money(half)).first()).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByText(`Khiếu nại đơn hàng ${order.code}: hoàn tiền một phần ${money(half)}.`).first()).toBeVisible();

  // 4. the audit log shows who decided what, and why
  await mod.goto('/moderator/audit-log');
  const row = mod.getByRole('row').filter({ hasText: 'Xử lý khiếu nại' }).filter({ hasText: 'Hoàn một nửa tiền hàng' }).first();
  await expect(row).toBeVisible();
  await modContext.close();
});
