import { expect, signIn, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

/**
 * A trade's stages 1 and 2 in the browser, on the demo data (apps/server/src/demo/demo-exchanges.ts):
 * member@ opens the trade waiting for its addresses, picks them and pays the delivery fee of the
 * parcel it receives; then the trade where the other side already paid: member@ pays too and the
 * trade moves to packing, with member@'s parcel to pack and the 72 h countdown.
 */
async function myPendingTrades(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  const r = await page.request.get('/api/v1/users/me/exchanges?status=pending&page_size=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(r.ok()).toBe(true);
  type Trade = {
    id: string;
    my_side: 'poster' | 'offerer';
    addresses: Record<string, unknown>;
    delivery_fees: Record<string, { state: string }>;
  };
  return ((await r.json()) as { items: Trade[] }).items;
}

test('member@ picks addresses, pays the delivery fee, and the trades move on', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'member@chogundam.vn');
  await expect(page).not.toHaveURL(/\/member\/login/);
  const trades = await myPendingTrades(page);
  const stage1 = trades.find((t) => !t.addresses[`${t.my_side}_from`]);
  const stage2 = trades.find(
    (t) => t.addresses[`${t.my_side}_from`] && t.delivery_fees[t.my_side === 'poster' ? 'offerer' : 'poster']!.state === 'held',
  );
  expect(stage1, 'the demo trade waiting for member@ to choose addresses').toBeTruthy();
  expect(stage2, 'the demo trade where the other side paid its fee').toBeTruthy();

  // stage 1: addresses, then the fee
  await page.goto(`/exchange/detail/${stage1!.id}`);
  await expect(page.getByText('Việc của bạn: Chọn địa chỉ gửi và nhận hàng')).toBeVisible();
  await expect(page.getByTestId('trade-deadline-fee')).toContainText('Hạn thanh toán phí vận chuyển');
  await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(page.getByTestId('trade-my-from')).not.toHaveText('Chưa chọn');
  await expect(page.getByText('Việc của bạn: Thanh toán phí vận chuyển')).toBeVisible();
  const pay = page.getByRole('button', { name: /Thanh toán phí vận chuyển \d/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByTestId('trade-my-fee-paid')).toContainText('Bạn đã thanh toán phí vận chuyển');
  await expect(page.getByText('Việc của bạn: Chờ bên kia chọn địa chỉ và thanh toán phí')).toBeVisible();
  // the quoted fee is kept in the seed's cache
  const cache = await page.evaluate(() => JSON.parse(localStorage.getItem('deliveryFeesCache') ?? '{}') as Record<string, object>);
  expect(Object.values(cache).some((perUser) => stage1!.id in perUser)).toBe(true);
  // the addresses cannot change any more
  await expect(page.getByRole('button', { name: 'Đổi địa chỉ' })).toHaveCount(0);

  // stage 2: the other side already paid; my payment starts packing
  await page.goto(`/exchange/detail/${stage2!.id}`);
  await expect(page.getByTestId('trade-partner-fee')).toContainText('Đã thanh toán phí vận chuyển');
  const pay2 = page.getByRole('button', { name: /Thanh toán phí vận chuyển \d/ });
  await expect(pay2).toBeEnabled();
  await pay2.click();
  await expect(page.getByTestId('trade-detail')).toHaveAttribute('data-status', 'packaging');
  await expect(page.getByTestId('trade-outgoing').getByRole('button', { name: 'Đóng gói kiện hàng' })).toBeVisible();
  await expect(page.getByText('Việc của bạn: Đóng gói kiện hàng của bạn')).toBeVisible();
  await expect(page.getByTestId('trade-deadline-pack')).toContainText('còn');
  await expect(page.getByTestId('trade-steps').locator('[aria-current="step"]')).toContainText('Đóng gói');
});
