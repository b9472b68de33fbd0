import sharp from 'sharp';
import { DEMO_PASSWORD, expect, signIn, test } from '../support/fixtures';
import { startE2eServer, type E2eServer } from '../support/server';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

/**
 * The whole auction story in the browser (issue 9), on a server of its own whose clock the spec
 * moves forward (DEV_CLOCK_CONTROL, development only), so the shared server's demo auctions and
 * the other specs never see the jump. seller@ asks for an auction of a fresh kit, moderator@
 * approves it; the clock reaches its start; member@ and member2@ join and bid from two browser
 * contexts and each screen follows the other's bid live (price, history, the outbid notice); the
 * clock passes its end; member2@ wins, pays, and the auction order appears for seller@.
 * Every wait is for a condition (the machine is small and busy), never a sleep.
 */

let story: E2eServer;

const money = (n: number) => `${n.toLocaleString('vi-VN').replaceAll(',', '.')} ₫`;
const STARTING = 200_000;
const INCREMENT = 10_000;

async function login(request: APIRequestContext, email: string) {
  const r = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(r.ok(), `sign-in of ${email}: ${r.status()} ${await r.text()}`).toBe(true);
  const body = (await r.json()) as { access_token: string; user: { id: string } };
  return { headers: { authorization: `Bearer ${body.access_token}` }, userId: body.user.id };
}

async function newKit(request: APIRequestContext, name: string) {
  const seller = await login(request, 'seller@chogundam.vn');
  const png = await sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 90, g: 40, b: 140 } } })
    .png()
    .toBuffer();
  const created = await request.post(`/api/v1/users/${seller.userId}/gundams`, {
    headers: seller.headers,
    multipart: {
      name,
      grade_code: 'RG',
      series: 'Mobile Suit Gundam',
      scale: '1/144',
      condition: 'new',
      manufacturer: 'Bandai',
      weight_grams: '400',
      description: 'Hàng chính hãng, nguyên hộp, chưa lắp.',
      primary_image: { name: 'kit.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(created.status(), `new kit: ${await created.text()}`).toBe(201);
  return (await created.json()) as { id: string };
}

/** Moves the story server's clock to `at` (a server time) and a little past it. */
async function clockTo(request: APIRequestContext, at: number) {
  const now = Date.parse(((await (await request.get('/api/v1/dev/clock')).json()) as { now: string }).now);
  const r = await request.post('/api/v1/dev/clock/advance', { data: { ms: Math.max(1, at - now + 2_000) } });
  expect(r.ok(), `clock: ${await r.text()}`).toBe(true);
}

interface AuctionState {
  status: string;
  current_price: number;
  bid_count: number;
  start_at: string;
  end_at: string;
}
async function auction(request: APIRequestContext, id: string) {
  const r = await request.get(`/api/v1/auctions/${id}`);
  expect(r.ok()).toBe(true);
  return (await r.json()) as AuctionState;
}

/** A browser of its own, signed in as `email` (landing on `home`). */
async function member(browser: Browser, email: string, home = /\/$/) {
  const context = await browser.newContext({ baseURL: story.baseUrl });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(home);
  return page;
}

const history = (page: Page) => page.getByRole('list', { name: 'Các lượt đặt giá, mới nhất trước' });

test.describe('đấu giá từ đầu đến cuối', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    story = await startE2eServer({ DEV_CLOCK_CONTROL: 'true' }, 180_000);
  });
  test.afterAll(async () => {
    await story?.stop();
  });

  test('request, approval, two live bidders, the end with the clock moved, payment and the order at the seller', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(300_000);
    // everything talks to the story's own server
    const request = await playwright.request.newContext({ baseURL: story.baseUrl });
    const page = await (await browser.newContext({ baseURL: story.baseUrl })).newPage();
    const name = `RG Gundam Câu Chuyện ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    const kit = await newKit(request, name);

    // ---- seller@ asks for an auction from the product table ----
    await signIn(page, 'seller@chogundam.vn');
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/shop/management?status=in_store&q=${encodeURIComponent(name)}`);
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Yêu cầu đấu giá ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Yêu cầu đấu giá' });
    await dialog.getByLabel('Giá khởi điểm').fill(String(STARTING));
    await expect(dialog.getByTestId('request-deposit')).toHaveText('30.000 ₫');
    await dialog.getByLabel('Bước giá').fill(String(INCREMENT));
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect(page.getByText('Đã gửi yêu cầu đấu giá')).toBeVisible();

    // ---- moderator@ approves it ----
    const modPage = await member(browser, 'moderator@chogundam.vn', /\/moderator/);
    await modPage.goto('/moderator/auction-management');
    const requestRow = modPage.getByRole('row', { name: `Yêu cầu đấu giá ${name}` });
    await expect(requestRow).toContainText('Trần Thị Bình');
    await expect(requestRow).toContainText(money(STARTING));
    await requestRow.getByRole('button', { name: 'Duyệt', exact: true }).click();
    const approve = modPage.getByRole('dialog').filter({ hasText: 'Duyệt yêu cầu đấu giá?' });
    await approve.getByRole('button', { name: 'Duyệt', exact: true }).click();
    await expect(requestRow).toHaveCount(0);
    await modPage.context().close();

    // the auction, scheduled, on the seller's page
    await page.goto('/shop/auction-management?tab=auctions');
    const sellerRow = page.getByRole('row', { name: `Phiên đấu giá ${name}` });
    await expect(sellerRow).toContainText('Sắp diễn ra');
    const href = await sellerRow.getByRole('link', { name: /Xem phiên đấu giá/ }).getAttribute('href');
    const id = /\/auction\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1];
    expect(id, `the auction's link: ${href}`).toBeTruthy();
    const scheduled = await auction(request, id!);
    expect(scheduled.status).toBe('scheduled');
    const seller = await login(request, 'seller@chogundam.vn');
    const k = await request.get(`/api/v1/gundams/${kit.id}`, { headers: seller.headers });
    expect(((await k.json()) as { status: string }).status).toBe('auctioning');

    // ---- the clock reaches the start: the start job opens it ----
    await clockTo(request, Date.parse(scheduled.start_at));
    await expect.poll(async () => (await auction(request, id!)).status, { timeout: 30_000 }).toBe('active');

    // ---- member@ and member2@ open the page and join ----
    const m1 = await member(browser, 'member@chogundam.vn');
    const m2 = await member(browser, 'member2@chogundam.vn');
    for (const m of [m1, m2]) {
      await m.goto(`/auction/${id}`);
      await expect(m.getByRole('status').filter({ hasText: 'Trực tiếp' })).toBeVisible({ timeout: 20_000 });
      await expect(m.getByTestId('auction-current-price')).toHaveText(money(STARTING));
      await expect(m.getByTestId('join-deposit')).toHaveText('30.000 ₫');
      await m.getByRole('button', { name: 'Đặt cọc và tham gia' }).click();
      await expect(m.getByLabel('Giá tối đa của bạn')).toBeVisible({ timeout: 15_000 });
    }
    // a flag on each window: gone if a page reloads
    for (const m of [m1, m2]) await m.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));

    // ---- member@ bids the starting price; member2@'s screen follows ----
    await expect(m1.getByLabel('Giá tối đa của bạn')).toHaveValue('200.000');
    await m1.getByRole('button', { name: 'Đặt giá tối đa' }).click();
    await expect(
      history(m1)
        .getByTestId('bid-line')
        .filter({ hasText: 'Bạn' })
        .filter({ hasText: money(STARTING) }),
    ).toHaveCount(1, {
      timeout: 15_000,
    });
    await expect(m2.getByTestId('auction-bid-count')).toHaveText('1', { timeout: 15_000 });
    await expect(m2.getByTestId('auction-current-price')).toHaveText(money(STARTING));
    const m1Line = history(m2)
      .getByTestId('bid-line')
      .filter({ hasText: money(STARTING) });
    await expect(m1Line).toHaveCount(1);
    await expect(m1Line).toContainText('N***n');
    await expect(m1Line).not.toContainText('Bạn');

    // ---- member2@ sets a maximum of 300.000: leads at 210.000; member@ is told it was outbid ----
    await m2.getByLabel('Giá tối đa của bạn').fill('300000');
    await m2.getByRole('button', { name: 'Đặt giá tối đa' }).click();
    const price = STARTING + INCREMENT;
    await expect(m2.getByTestId('auction-current-price')).toHaveText(money(price), { timeout: 15_000 });
    await expect(
      history(m2)
        .getByTestId('bid-line')
        .filter({ hasText: 'Bạn' })
        .filter({ hasText: money(price) }),
    ).toHaveCount(1);
    // on the page (with the minimum to take the lead back), and as a live in-app notification
    const outbid = m1.locator('.ant-alert[role=alert]').filter({ hasText: 'Bạn đã bị vượt giá' });
    await expect(outbid).toBeVisible({ timeout: 15_000 });
    await expect(outbid).toContainText(`Giá hiện tại ${money(price)}. Đặt giá tối đa từ ${money(price + INCREMENT)}`);
    await expect(m1.getByRole('alert').filter({ hasText: 'Thông báo mới' }).filter({ hasText: 'Bạn đã bị vượt giá' })).toBeVisible();
    await expect(m1.getByTestId('auction-current-price')).toHaveText(money(price));
    await expect(m1.getByTestId('auction-bid-count')).toHaveText('2');
    const m2Line = history(m1)
      .getByTestId('bid-line')
      .filter({ hasText: money(price) });
    await expect(m2Line).toHaveCount(1);
    await expect(m2Line).not.toContainText('Bạn');
    await expect(m2Line).toContainText(/\S\*\*\*\S/);
    for (const m of [m1, m2]) expect(await m.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);

    // ---- the clock passes the end: the end job settles it; both screens follow ----
    await clockTo(request, Date.parse((await auction(request, id!)).end_at));
    await expect(m2.getByRole('heading', { name: /Bạn đã thắng/ })).toBeVisible({ timeout: 30_000 });
    await expect(m1.getByText('Bạn không thắng phiên này', { exact: false })).toBeVisible({ timeout: 30_000 });
    const ended = await auction(request, id!);
    expect(ended.status).toBe('ended');
    expect(ended.current_price).toBe(price);

    // ---- member2@ pays from the wallet: the price minus the deposit plus delivery ----
    await m2.getByRole('radio').first().check();
    await m2.getByRole('button', { name: /^Thanh toán/ }).click();
    await expect(m2.getByText('Thanh toán thành công')).toBeVisible({ timeout: 20_000 });
    const code = (await m2.getByTestId('auction-order-code').textContent())?.trim();
    expect(code).toBeTruthy();

    // ---- seller@ finds the auction order to pack ----
    await page.goto('/shop/order-management');
    const orderRow = page.getByRole('row').filter({ hasText: code! });
    await expect(orderRow).toBeVisible({ timeout: 20_000 });
    await expect(orderRow).toContainText(name);
    expect((await auction(request, id!)).status).toBe('completed');

    await m1.context().close();
    await m2.context().close();
    await page.context().close();
    await request.dispose();
  });
});
