import { expect, signIn, test } from '../support/fixtures';
import type { Browser, Page } from '@playwright/test';

/**
 * The live auction page (issue 9), in two browsers: member@ joins a live demo auction where
 * member2@ already bid, sees the deposit and the balance after it, and bids the minimum; member2@'s
 * open page follows over the live stream without a reload, its own lines marked "Bạn" and member@'s
 * masked. Then member@ pays the demo auction it won. Other specs may bid on the same demo auctions:
 * every figure is read from the page or the API at the moment it matters.
 */

async function bearer(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
  return { authorization: `Bearer ${token}` };
}
async function api<T = any>(page: Page, path: string): Promise<T> {
  const r = await page.request.get(`/api/v1${path}`, { headers: await bearer(page) });
  expect(r.ok(), `GET ${path} → ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
}

const money = (n: number) => `${n.toLocaleString('vi-VN').replaceAll(',', '.')} ₫`;
/** "1.250.000 ₫" → 1250000 */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
/** "N***n": how everyone else sees Nguyễn Văn An (member@) in a history */
const MEMBER_MASKED = 'N***n';

async function memberPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  return page;
}

interface Participation {
  id: string;
  status: string;
  end_at: string;
  deposit_amount: number;
  me: { max_amount: number | null; payment: { due_at: string } | null };
}

test.describe('phiên đấu giá trực tiếp', () => {
  test('member@ joins and bids; member2@ sees the new price live, its own lines as "Bạn" and member@ masked', async ({ browser }) => {
    test.setTimeout(120_000);
    const m1 = await memberPage(browser, 'member@chogundam.vn');
    const m2 = await memberPage(browser, 'member2@chogundam.vn');

    // a live demo auction where member2@ holds a maximum, that member@ has not joined, not about to end
    const mine2 = await api<{ items: Participation[] }>(m2, '/me/auctions?state=active&page=1&page_size=50');
    const mine1 = await api<{ items: Participation[] }>(m1, '/me/auctions?state=active&page=1&page_size=50');
    const joinedByM1 = new Set(mine1.items.map((i) => i.id));
    const target = mine2.items
      .filter((i) => i.status === 'active' && i.me.max_amount !== null && !joinedByM1.has(i.id))
      .filter((i) => Date.parse(i.end_at) - Date.now() > 15 * 60_000)
      .sort((x, y) => Date.parse(y.end_at) - Date.parse(x.end_at))[0];
    expect(target, 'a live demo auction where member2@ bid and member@ has not joined').toBeTruthy();
    const url = `/auction/${target!.id}`;

    // member2@ watches: live, its earlier lines are "Bạn"
    await m2.goto(url);
    await expect(m2.getByRole('status').filter({ hasText: 'Trực tiếp' })).toBeVisible({ timeout: 15_000 });
    const history2 = m2.getByRole('list', { name: 'Các lượt đặt giá, mới nhất trước' });
    await expect(history2.getByTestId('bid-line').filter({ hasText: 'Bạn' }).first()).toBeVisible();
    const countBefore = amountOf(await m2.getByTestId('auction-bid-count').textContent());
    // a flag on the window: gone if the page reloads
    await m2.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    // member@ joins: the deposit, the balance after it
    await m1.goto(url);
    await expect(m1.getByRole('heading', { name: 'Tham gia đấu giá' })).toBeVisible();
    const deposit = amountOf(await m1.getByTestId('join-deposit').textContent());
    const available = amountOf(await m1.getByTestId('join-available').textContent());
    expect(deposit).toBe(target!.deposit_amount);
    expect(available).toBe((await api<{ available: number }>(m1, '/wallet')).available);
    await expect(m1.getByTestId('join-balance-after')).toHaveText(money(available - deposit));
    await m1.getByRole('button', { name: 'Đặt cọc và tham gia' }).click();

    // then bids the minimum, the amount the field starts with
    const field = m1.getByLabel('Giá tối đa của bạn');
    await expect(field).toBeVisible({ timeout: 15_000 });
    await expect(m1.getByText('hệ thống tự đặt giá thay bạn đến mức tối đa')).toBeVisible();
    const minimum = amountOf(await m1.getByTestId('auction-minimum-next').textContent());
    await expect(field).toHaveValue(minimum.toLocaleString('vi-VN').replaceAll(',', '.'));
    await m1.getByRole('button', { name: 'Đặt giá tối đa' }).click();
    // member@'s own line is "Bạn" on its page
    const history1 = m1.getByRole('list', { name: 'Các lượt đặt giá, mới nhất trước' });
    await expect(
      history1
        .getByTestId('bid-line')
        .filter({ hasText: 'Bạn' })
        .filter({ hasText: money(minimum) })
        .first(),
    ).toBeVisible({
      timeout: 15_000,
    });

    // member2@'s page followed without a reload: the count went up, the price is the server's
    await expect.poll(async () => amountOf(await m2.getByTestId('auction-bid-count').textContent())).toBeGreaterThan(countBefore);
    const now = await api<{ current_price: number; bid_count: number }>(m2, `/auctions/${target!.id}`);
    await expect(m2.getByTestId('auction-current-price')).toHaveText(money(now.current_price));
    await expect(m2.getByTestId('auction-bid-count')).toHaveText(String(now.bid_count));
    // member@'s line reads "N***n" there, member2@'s own lines still "Bạn"
    const memberLine = history2
      .getByTestId('bid-line')
      .filter({ hasText: MEMBER_MASKED })
      .filter({ hasText: money(minimum) });
    await expect(memberLine.first()).toBeVisible();
    await expect(memberLine.filter({ hasText: 'Bạn' })).toHaveCount(0);
    await expect(history2.getByTestId('bid-line').filter({ hasText: 'Bạn' }).first()).toBeVisible();
    expect(await m2.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // and on member@'s page no line of member2@ says "Bạn": every other line is masked
    for (const text of await history1.getByTestId('bid-line').allTextContents()) {
      if (!text.includes('Bạn')) expect(text).toMatch(/\*\*\*/);
    }

    await m1.context().close();
    await m2.context().close();
  });

  test('member@ pays the auction it won: address, total minus deposit, and the order code', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'member@chogundam.vn');
    await expect(page).toHaveURL(/\/$/);
    const won = await api<{ items: Participation[] }>(page, '/me/auctions?state=won&page=1&page_size=20');
    const due = won.items.find((i) => i.status === 'ended' && i.me.payment);
    expect(due, 'a demo auction member@ won and has not paid yet').toBeTruthy();

    await page.goto(`/auction/${due!.id}`);
    await expect(page.getByRole('heading', { name: /Bạn đã thắng/ })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Hạn thanh toán:')).toBeVisible();

    // the delivery address: member@'s own (the default one is chosen first)
    const me = await api<{ id: string }>(page, '/users/me');
    const addresses = await api<{ id: string; detail: string; is_primary: boolean }[]>(page, `/users/${me.id}/addresses`);
    expect(addresses.length, 'member@ has a delivery address').toBeGreaterThan(0);
    const address = addresses.find((a) => a.is_primary) ?? addresses[0]!;
    await page.getByRole('radio', { name: new RegExp(address.detail) }).check();

    // the total: the price minus the deposit plus the delivery fee, as the server quotes it
    const quote = await api<{ price: number; deposit_applied: number; delivery_fee: number; total_due: number }>(
      page,
      `/auctions/${due!.id}/payment-quote?address_id=${address.id}`,
    );
    expect(quote.total_due).toBe(quote.price - quote.deposit_applied + quote.delivery_fee);
    await expect(page.getByTestId('auction-payment-total')).toHaveText(money(quote.total_due));
    await expect(page.getByTestId('auction-payment-fee')).toHaveText(money(quote.delivery_fee));

    await page.getByRole('button', { name: /^Thanh toán/ }).click();
    await expect(page.getByText('Thanh toán thành công')).toBeVisible({ timeout: 20_000 });
    const code = (await page.getByTestId('auction-order-code').textContent())?.trim();
    expect(code).toBeTruthy();
    const orders = await api<{ items: { code: string; type: string }[] }>(page, '/orders?role=buyer&type=all&page=1&page_size=20');
    expect(orders.items.find((o) => o.code === code)?.type).toBe('auction');

    // the order opens from the page
    await page.getByRole('button', { name: 'Xem đơn hàng' }).click();
    await expect(page).toHaveURL(/\/member\/profile\/orders\/regular-auction\?order=/);
  });
});
