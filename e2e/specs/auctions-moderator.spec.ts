import sharp from 'sharp';
import { DEMO_PASSWORD, expect, signIn, test } from '../support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The moderator's auction screen (/moderator/auction-management), in the browser. The spec makes its
 * own state through the HTTP API (a fresh kit each of seller3@ and seller@, put up for auction), so
 * it does not depend on the demo requests or on what other specs decided: the moderator sees both
 * requests with the seller and the photo, rejects seller3@'s (a short reason is refused in Vietnamese
 * first; seller@'s own list of rejected requests is left to the seller spec), approves seller@'s,
 * moves its times and finally cancels it.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function login(request: APIRequestContext, email: string) {
  const r = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(r.ok(), `sign-in of ${email}: ${r.status()} ${await r.text()}`).toBe(true);
  const body = (await r.json()) as { access_token: string; user: { id: string; full_name: string } };
  return { headers: { authorization: `Bearer ${body.access_token}` }, user: body.user };
}
type Session = Awaited<ReturnType<typeof login>>;

async function api<T = any>(request: APIRequestContext, who: Session, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const r = await request.fetch(`/api/v1${path}`, { method, headers: who.headers, data });
  expect(r.ok(), `${method} ${path} → ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
}

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 640, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** A kit in seller's collection (`in_store`), with its primary photo, made through the API. */
async function newKit(request: APIRequestContext, seller: Session, name: string, colour: [number, number, number]) {
  const r = await request.post(`/api/v1/users/${seller.user.id}/gundams`, {
    headers: seller.headers,
    multipart: {
      name,
      grade_code: 'HG',
      series: 'Mobile Suit Gundam',
      scale: '1/144',
      condition: 'new',
      manufacturer: 'Bandai',
      weight_grams: '300',
      description: 'Hàng chính hãng, nguyên hộp.',
      primary_image: { name: 'kit.png', mimeType: 'image/png', buffer: await photo(...colour) },
    },
  });
  expect(r.status(), `new kit: ${await r.text()}`).toBe(201);
  return (await r.json()) as { id: string; name: string };
}

/** The wall clock in Vietnam, as the screens show it: `DD/MM/YYYY HH:mm`. */
function vn(ms: number) {
  const d = new Date(ms + 7 * HOUR);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}
/** A whole minute (the picker has no seconds). */
const minute = (ms: number) => Math.floor(ms / 60_000) * 60_000;

const requestRow = (page: Page, kit: string) => page.getByRole('row', { name: `Yêu cầu đấu giá ${kit}` });
const auctionRow = (page: Page, kit: string) => page.getByRole('row', { name: `Phiên đấu giá ${kit}` });

test.describe('kiểm duyệt đấu giá', () => {
  test('queue with photo and seller, reject with a reason, approve, reschedule, cancel', async ({ page, request }) => {
    test.setTimeout(180_000);
    const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
    const nameA = `HG Kiểm duyệt A ${tag}`;
    const nameB = `HG Kiểm duyệt B ${tag}`;

    // ---- state through the API: a request of seller3@ (Đặng Gia Hân · Hân Gunpla Corner, trial plan:
    // one open auction) and one of seller@ (Trần Thị Bình · Gundam Nhà Bình) ----
    const sellerA = await login(request, 'seller3@chogundam.vn');
    const sellerB = await login(request, 'seller@chogundam.vn');
    const kitA = await newKit(request, sellerA, nameA, [40, 90, 160]);
    const kitB = await newKit(request, sellerB, nameB, [160, 60, 40]);
    const startAt = minute(Date.now() + 2 * DAY);
    for (const [seller, kit] of [
      [sellerA, kitA],
      [sellerB, kitB],
    ] as const) {
      await api(request, seller, 'POST', '/shop/auction-requests', {
        kit_id: kit.id,
        starting_price: 400_000,
        bid_increment: 20_000,
        buy_now_price: 800_000,
        start_at: new Date(startAt).toISOString(),
        duration_days: 2,
      });
    }

    // ---- the pending queue: kit photo, name, seller and shop, figures ----
    await signIn(page, 'moderator@chogundam.vn');
    await expect(page).toHaveURL(/\/moderator/);
    await page.goto('/moderator/auction-management');
    await expect(page.getByRole('heading', { name: 'Quản lý đấu giá', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Yêu cầu chờ duyệt/ })).toHaveAttribute('aria-selected', 'true');

    const rowA = requestRow(page, nameA);
    const rowB = requestRow(page, nameB);
    await expect(rowA).toBeVisible();
    await expect(rowB).toBeVisible();
    await expect(rowA).toContainText('Đặng Gia Hân');
    await expect(rowA).toContainText('Hân Gunpla Corner');
    await expect(rowB).toContainText('Trần Thị Bình');
    await expect(rowB).toContainText('Gundam Nhà Bình');
    for (const row of [rowA, rowB]) {
      await expect(row).toContainText('HG · 1/144 · Nguyên hộp / chưa lắp');
      await expect(row).toContainText('400.000 ₫');
      await expect(row).toContainText('800.000 ₫');
      await expect(row).toContainText(`${vn(startAt)}`);
      await expect(row).toContainText(`${vn(startAt + 2 * DAY)}`);
      const thumb = row.locator('img');
      await expect(thumb).toHaveAttribute('src', /\/uploads\/kits\//);
      // the photo really loads (not a broken image)
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    // the tab's badge counts at least these two
    const badge = Number((await page.getByRole('tab', { name: /Yêu cầu chờ duyệt/ }).innerText()).replace(/\D+/g, ''));
    expect(badge).toBeGreaterThanOrEqual(2);

    // the drawer: the photo large, the seller and every figure; the URL keeps it open
    await rowA.getByRole('button', { name: 'Chi tiết', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: nameA });
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(/request=/);
    await expect(drawer.getByRole('img', { name: nameA })).toBeVisible();
    await expect(drawer).toContainText('Đặng Gia Hân');
    await expect(drawer).toContainText('Tiền cọc tham gia');
    await expect(drawer).toContainText('2 ngày');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // ---- reject A: a short reason is refused by the shared rule, a proper one goes through ----
    await rowA.getByRole('button', { name: 'Từ chối', exact: true }).click();
    const rejectDialog = page.getByRole('dialog', { name: 'Từ chối yêu cầu đấu giá' });
    await expect(rejectDialog).toBeVisible();
    const reasonBox = rejectDialog.getByLabel(/Lý do từ chối/);
    await expect(reasonBox).toBeFocused();
    await page.keyboard.type('ảnh mờ');
    await page.keyboard.press('Enter');
    await expect(rejectDialog.getByRole('alert')).toHaveText('Lý do tối thiểu 10 ký tự');
    const reason = `Ảnh chưa cho thấy hộp và phụ kiện (${tag}), vui lòng chụp thêm`;
    await reasonBox.fill(reason);
    await page.keyboard.press('Enter');
    await expect(rejectDialog).toBeHidden();
    await expect(rowA).toHaveCount(0);
    await expect(rowB).toBeVisible();

    // ---- approve B from the keyboard: the confirm dialog's "Duyệt" has the focus ----
    await rowB.getByRole('button', { name: 'Duyệt', exact: true }).click();
    const approveDialog = page.getByRole('dialog').filter({ hasText: 'Duyệt yêu cầu đấu giá?' });
    await expect(approveDialog).toBeVisible();
    await expect(approveDialog.getByRole('button', { name: 'Duyệt', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(approveDialog).toBeHidden();
    await expect(rowB).toHaveCount(0);

    // ---- every request: A rejected with its reason, B approved; the tab is in the URL ----
    await page.getByRole('tab', { name: 'Tất cả yêu cầu' }).click();
    await expect(page).toHaveURL(/tab=requests/);
    await expect(requestRow(page, nameA)).toContainText('Bị từ chối');
    await expect(requestRow(page, nameA)).toContainText(reason);
    await expect(requestRow(page, nameB)).toContainText('Đã duyệt');
    // the filter is in the URL too, and a reload shows the same
    await page.getByRole('combobox', { name: 'Lọc yêu cầu theo trạng thái' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Bị từ chối' }).click();
    await expect(page).toHaveURL(/status=rejected/);
    await page.reload();
    await expect(requestRow(page, nameA)).toContainText(reason);
    await expect(requestRow(page, nameB)).toHaveCount(0);

    // ---- the auctions: B is scheduled ----
    await page.getByRole('tab', { name: 'Phiên đấu giá' }).click();
    await expect(page).toHaveURL(/tab=auctions/);
    const rowAuction = auctionRow(page, nameB);
    await expect(rowAuction).toContainText('Sắp diễn ra');
    await expect(rowAuction).toContainText('Bắt đầu sau');
    await expect(rowAuction.getByRole('link', { name: `Xem phiên đấu giá "${nameB}"` })).toHaveAttribute(
      'href',
      /\/auction\/[0-9a-f-]{36}$/,
    );
    await expect(rowAuction).toContainText(vn(startAt));

    // ---- reschedule: a range the server refuses (8 days) stays in the dialog; then a good one ----
    const newStart = minute(startAt + DAY + 90 * 60_000);
    const newEnd = newStart + 3 * DAY + 30 * 60_000;
    await rowAuction.getByRole('button', { name: 'Đổi thời gian', exact: true }).click();
    const moveDialog = page.getByRole('dialog', { name: 'Đổi thời gian phiên đấu giá' });
    await expect(moveDialog).toBeVisible();
    const startBox = moveDialog.getByPlaceholder('Bắt đầu');
    const endBox = moveDialog.getByPlaceholder('Kết thúc');
    await expect(startBox).toHaveValue(vn(startAt));
    await expect(endBox).toHaveValue(vn(startAt + 2 * DAY));
    const pick = async (start: number, end: number) => {
      await startBox.click();
      await startBox.fill(vn(start));
      await startBox.press('Enter');
      await endBox.click();
      await endBox.fill(vn(end));
      await endBox.press('Enter');
      await expect(startBox).toHaveValue(vn(start));
      await expect(endBox).toHaveValue(vn(end));
      // close the picker's panel (it may stay open over the buttons) by clicking the dialog's title
      await moveDialog.getByText('Đổi thời gian phiên đấu giá').click();
      await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    };
    // the button's name may keep antd's "loading" icon label for a moment after a refusal
    const save = moveDialog.getByRole('button', { name: /Lưu thời gian$/ });
    await pick(newStart, newStart + 8 * DAY);
    await save.click();
    await expect(moveDialog.getByRole('alert')).toContainText('Phiên đấu giá kéo dài từ 1 đến 7 ngày');
    await pick(newStart, newEnd);
    await expect(moveDialog).toContainText('Thời lượng: 3 ngày');
    await save.click();
    await expect(moveDialog).toBeHidden();
    await expect(rowAuction).toContainText(vn(newStart));
    await expect(rowAuction).toContainText(vn(newEnd));
    // the server has the same moments (the picker meant Vietnam time)
    const moderator = await login(request, 'moderator@chogundam.vn');
    const list = await api<{ items: { id: string; kit: { id: string }; start_at: string; end_at: string }[] }>(
      request,
      moderator,
      'GET',
      '/moderator/auctions?status=scheduled&page_size=100',
    );
    const moved = list.items.find((a) => a.kit.id === kitB.id);
    expect(moved && Date.parse(moved.start_at)).toBe(newStart);
    expect(moved && Date.parse(moved.end_at)).toBe(newEnd);

    // ---- cancel B with a reason: the warning about deposits, then "Đã hủy" ----
    await rowAuction.getByRole('button', { name: 'Hủy phiên', exact: true }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Hủy phiên đấu giá' });
    await expect(cancelDialog).toBeVisible();
    await expect(cancelDialog).toContainText('Mọi tiền cọc của người tham gia');
    await cancelDialog.getByLabel(/Lý do hủy phiên/).fill('ngắn');
    await cancelDialog.getByRole('button', { name: /Hủy phiên$/ }).click();
    await expect(cancelDialog.getByRole('alert')).toHaveText('Lý do tối thiểu 10 ký tự');
    await cancelDialog.getByLabel(/Lý do hủy phiên/).fill(`Người bán báo mô hình bị lỗi (${tag})`);
    await cancelDialog.getByRole('button', { name: /Hủy phiên$/ }).click();
    await expect(cancelDialog).toBeHidden();
    await expect(rowAuction).toContainText('Đã hủy');
    await expect(rowAuction.getByRole('button', { name: 'Hủy phiên', exact: true })).toHaveCount(0);
    await expect(rowAuction.getByRole('button', { name: 'Đổi thời gian', exact: true })).toHaveCount(0);

    // both kits are back in the seller's collection
    for (const [seller, kit] of [
      [sellerA, kitA],
      [sellerB, kitB],
    ] as const) {
      const k = await api<{ status: string }>(request, seller, 'GET', `/gundams/${kit.id}`);
      expect(k.status).toBe('in_store');
    }
  });
});
