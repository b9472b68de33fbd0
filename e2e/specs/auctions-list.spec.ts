import { expect, scrollToHomeSection, test } from '../support/fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

interface Card {
  id: string;
  status: string;
  kit: { name: string; grade_code: string };
  current_price: number;
}

/** What the API lists for a tab (the demo data has live, upcoming and ended auctions). */
async function listed(request: APIRequestContext, query: string): Promise<{ items: Card[]; total: number }> {
  const res = await request.get(`/api/v1/auctions?${query}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

const money = (n: number) => `${n.toLocaleString('vi-VN')} ₫`;
const cards = (page: Page) => page.getByTestId('auction-card');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

/** One auction of `items` whose full name finds it alone (a search that matches exactly one). */
async function uniquelyNamed(request: APIRequestContext, tab: string, items: Card[]): Promise<Card> {
  for (const a of items) {
    const found = await listed(request, `tab=${tab}&q=${encodeURIComponent(a.kit.name)}`);
    if (found.total === 1) return a;
  }
  throw new Error(`no ${tab} auction is found alone by its name`);
}

/** Picks `grade` in the grade filter inside `scope` (the page, or the phone's drawer), typed as a collector would. */
async function pickGrade(page: Page, scope: Page | Locator, grade: string) {
  await expect(async () => {
    await scope.getByLabel('Lọc theo phân khúc', { exact: true }).click();
    await page.keyboard.type(grade);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${grade} ·`) })
      .first()
      .click({ timeout: 3_000 });
    await expect(page).toHaveURL(new RegExp(`[?&]grade=${grade}(&|$)`), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('danh sách đấu giá', () => {
  test('a guest browses the tabs, searches, finds nothing, reloads and keeps the filters', async ({ page, request }) => {
    const live = await listed(request, 'tab=live');
    const upcoming = await listed(request, 'tab=upcoming');
    expect(live.total).toBeGreaterThan(0);
    expect(upcoming.total).toBeGreaterThan(0);

    // 1. the live tab: cards with photo, price, bids and a ticking countdown, ending soonest first
    await page.goto('/auction');
    await expect(page).toHaveTitle('Đấu giá · Chợ Gundam');
    await expect(page.getByRole('heading', { level: 1, name: 'Đấu giá' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Đang diễn ra' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(live.items.length);
    await expect(cards(page).first().getByRole('heading')).toHaveText(live.items[0]!.kit.name);
    const first = card(page, live.items[0]!.kit.name);
    await expect(first).toContainText('Đang diễn ra');
    await expect(first).toContainText(money(live.items[0]!.current_price));
    await expect(first).toContainText(/\d+ lượt đặt giá/);
    await expect(first.locator('img')).toHaveAttribute('src', /card\.webp$/);
    const clock = first.getByTestId('auction-card-time');
    await expect(clock).toContainText(/Kết thúc sau (\d+ ngày )?\d{2}:\d{2}:\d{2}/);
    const before = await clock.textContent();
    await expect(clock).not.toHaveText(before!, { timeout: 3_000 });

    // 2. "Sắp diễn ra": the address says so, the scheduled auctions count down to their start
    await page.getByRole('tab', { name: 'Sắp diễn ra' }).click();
    await expect(page).toHaveURL(/\/auction\?tab=upcoming$/);
    await expect(cards(page)).toHaveCount(upcoming.items.length);
    for (const a of upcoming.items) await expect(card(page, a.kit.name)).toContainText('Sắp diễn ra');
    await expect(cards(page).first().getByTestId('auction-card-time')).toContainText(/Bắt đầu sau (\d+ ngày )?\d{2}:\d{2}:\d{2}/);
    // the back button undoes the tab
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Đang diễn ra' })).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(page.getByRole('tab', { name: 'Sắp diễn ra' })).toHaveAttribute('aria-selected', 'true');

    // 3. a search that finds one scheduled auction
    const target = await uniquelyNamed(request, 'upcoming', upcoming.items);
    const search = page.getByLabel('Tìm phiên đấu giá');
    await search.fill(target.kit.name);
    await search.press('Enter');
    await expect(page).toHaveURL(/tab=upcoming&q=/);
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, target.kit.name)).toBeVisible();
    await expect(page.getByText('1 phiên đấu giá', { exact: true })).toBeVisible();

    // reload: same tab, same search, same result
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Sắp diễn ra' })).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveValue(target.kit.name);
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, target.kit.name)).toBeVisible();

    // 4. a search that finds nothing: the empty state offers to clear it; a reload keeps it
    await search.fill('khong co phien nao nhu vay');
    await search.press('Enter');
    await expect(page.getByText('Không tìm thấy phiên đấu giá phù hợp')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.reload();
    await expect(search).toHaveValue('khong co phien nao nhu vay');
    await expect(page.getByText('Không tìm thấy phiên đấu giá phù hợp')).toBeVisible();
    await page.getByRole('button', { name: 'Xóa bộ lọc' }).first().click();
    await expect(page).toHaveURL(/\/auction\?tab=upcoming$/);
    await expect(cards(page)).toHaveCount(upcoming.items.length);

    // 5. a grade filter on the live tab: in the address, only that grade shown
    const grade = live.items[0]!.kit.grade_code;
    await page.getByRole('tab', { name: 'Đang diễn ra' }).click();
    await expect(cards(page)).toHaveCount(live.items.length);
    await pickGrade(page, page, grade);
    const ofGrade = live.items.filter((a) => a.kit.grade_code === grade);
    await expect(cards(page)).toHaveCount(ofGrade.length);
    await page.reload();
    await expect(cards(page)).toHaveCount(ofGrade.length);
    await expect(cards(page).first().getByRole('heading')).toHaveText(ofGrade[0]!.kit.name);

    // 6. a price floor on top of it: the grade stays, the count is the server's
    const floor = ofGrade[0]!.current_price + 1_000;
    const expected = await listed(request, `tab=live&grade=${grade}&min_price=${floor}`);
    await page.getByLabel('Giá từ (đồng)').fill(String(floor));
    await page.getByRole('button', { name: 'Áp dụng' }).click();
    await expect(page).toHaveURL(new RegExp(`grade=${grade}&min_price=${floor}$`));
    await expect(page.getByText(`${expected.total} phiên đấu giá`, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(expected.items.length);
    await page.reload();
    await expect(page.getByLabel('Giá từ (đồng)')).toHaveValue(floor.toLocaleString('vi-VN'));
  });

  test('on a phone the filters wait behind "Bộ lọc": no Select until tapped, then a grade and a price from the drawer', async ({
    browser,
    baseURL,
    request,
  }) => {
    const live = await listed(request, 'tab=live&page=1&page_size=24');
    const grade = live.items[0]!.kit.grade_code;
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto('/auction');
    await expect(cards(page)).toHaveCount(live.items.length);
    // the row's fields never rendered on the first screen (issue 13)
    await expect(page.getByLabel('Lọc theo phân khúc', { exact: true })).toHaveCount(0);
    await expect(page.locator('.ant-select')).toHaveCount(0);

    await page.getByRole('button', { name: 'Bộ lọc', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Bộ lọc' });
    await expect(drawer).toBeVisible();
    await pickGrade(page, drawer, grade);
    const floor = live.items.filter((a) => a.kit.grade_code === grade)[0]!.current_price + 1_000;
    const expected = await listed(request, `tab=live&grade=${grade}&min_price=${floor}`);
    await drawer.getByLabel('Giá từ (đồng)').fill(String(floor));
    await drawer.getByRole('button', { name: 'Áp dụng' }).click();
    await expect(page).toHaveURL(new RegExp(`grade=${grade}&min_price=${floor}$`));
    await drawer.getByRole('button', { name: 'Xem kết quả' }).click();
    await expect(drawer).toBeHidden();
    // the button counts the two filters in use, and the list is the server's
    await expect(page.getByRole('button', { name: 'Bộ lọc, 2 đang dùng', exact: true })).toBeVisible();
    await expect(page.getByText(`${expected.total} phiên đấu giá`, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(expected.items.length);

    await page.getByRole('search').getByRole('button', { name: 'Xóa bộ lọc' }).click();
    await expect(page).toHaveURL(/\/auction(\?tab=live)?$/);
    await expect(page.getByRole('button', { name: 'Bộ lọc', exact: true })).toBeVisible();
    await context.close();
  });

  // on the default wide screen the filters sit in a row under the search
  test('the filter row is drawn at once by light stand-ins; antd’s fields arrive on the first hover in exactly their place', async ({
    page,
  }) => {
    const fieldCode: string[] = [];
    page.on('request', (r) => {
      if (/\.js$/.test(new URL(r.url()).pathname)) fieldCode.push(r.url());
    });
    await page.goto('/auction?grade=HG&min_price=100000');
    const row = page.getByRole('search');
    const grade = row.getByRole('combobox', { name: 'Lọc theo phân khúc', exact: true });
    const price = row.getByLabel('Giá từ (đồng)');
    // the stand-ins show the address's values, with antd's look, before any of antd's field code
    await expect(grade).toHaveText('HG · High Grade');
    await expect(price).toHaveValue('100.000');
    await expect(row.locator('.cg-lazy-select')).toHaveCount(2);
    await expect(row.locator('.ant-select, .ant-input-number')).toHaveCount(0);
    const before = { grade: await grade.boundingBox(), price: await row.locator('.cg-lazy-number').first().boundingBox() };
    const loadedBefore = fieldCode.length;

    // a hover brings antd's Select and InputNumber: the same boxes, the same values
    await grade.hover();
    await expect(row.locator('.ant-select')).toHaveCount(2);
    await price.hover();
    await expect(row.locator('.ant-input-number')).toHaveCount(2);
    expect(fieldCode.length).toBeGreaterThan(loadedBefore);
    expect(await row.locator('.ant-select').first().boundingBox()).toEqual(before.grade);
    expect(await row.locator('.ant-input-number').first().boundingBox()).toEqual(before.price);
    await expect(row.locator('.ant-select').first()).toContainText('HG · High Grade');
    await expect(row.getByLabel('Giá từ (đồng)')).toHaveValue('100.000');
  });

  test('the home page shows the live auctions ending soonest, each a link to its page', async ({ page, request }) => {
    const live = await listed(request, 'tab=live&page_size=4');
    expect(live.items.length).toBeGreaterThan(0);

    await page.goto('/');
    // the section loads when the reader scrolls near it (below the kit rows)
    const section = await scrollToHomeSection(page, 'Đấu giá sắp kết thúc');
    await expect(section.getByTestId('auction-card')).toHaveCount(live.items.length);
    await expect(section.getByTestId('auction-card').first().getByRole('heading')).toHaveText(live.items[0]!.kit.name);
    await expect(section.getByTestId('auction-card').first()).toContainText(/Kết thúc sau/);
    await expect(section.getByRole('link', { name: 'Xem tất cả' })).toHaveAttribute('href', '/auction');

    await section.getByTestId('auction-card').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/auction/${live.items[0]!.id}$`));
  });
});
