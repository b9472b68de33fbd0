import { expect, test } from '../support/fixtures';
import { memberPage, newKit, squarePng as png } from '../support/members';
import type { Page } from '@playwright/test';

/**
 * Issue 10's whole story in the browser: member2@ posts a fresh kit, member3@ offers a kit of theirs
 * and 60.000 ₫, member2@ asks for a revision, member3@ raises it to 90.000 ₫ and member2@ accepts.
 * On the trade page each side saves its addresses and pays the delivery fee of the parcel it
 * receives, packs its parcel with a photo; the simulated carrier delivers both parcels; each side
 * confirms receipt. Then each owns the other's kit in the collection, and the wallet history of
 * each shows the compensation (paid by member3@, received by member2@). Kits are made for this
 * spec, so the demo data and the other specs are left alone; every wait is for a condition.
 */
const stamp = Date.now().toString(36);
const POSTER_KIT = `MG Strike Freedom câu chuyện ${stamp}`;
const OFFER_KIT = `HG Aerial câu chuyện ${stamp}`;

/** Stage 1 on one side: save the sending and receiving addresses the page proposes. */
async function saveAddresses(page: Page, tradeUrl: string) {
  await page.goto(tradeUrl);
  await expect(page.getByTestId('trade-detail')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(page.getByTestId('trade-my-from')).not.toHaveText('Chưa chọn');
}

/**
 * Stage 2 on one side (the fee is quoted once the other side's sending address is known): pay it.
 * The second payment makes the two parcels' orders and moves the trade to packing.
 */
async function payFee(page: Page, second = false) {
  await page.reload();
  const pay = page.getByRole('button', { name: /Thanh toán phí vận chuyển \d/ });
  await expect(pay).toBeEnabled({ timeout: 30_000 });
  await pay.click();
  if (second) await expect(page.getByTestId('trade-detail')).toHaveAttribute('data-status', 'packaging', { timeout: 30_000 });
  else await expect(page.getByTestId('trade-my-fee-paid')).toContainText('Bạn đã thanh toán phí vận chuyển');
}

async function pack(page: Page) {
  await page.reload();
  await expect(page.getByTestId('trade-detail')).toHaveAttribute('data-status', 'packaging', { timeout: 30_000 });
  await page.getByTestId('trade-outgoing').getByRole('button', { name: 'Đóng gói kiện hàng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đóng gói kiện hàng gửi đi' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'dong-goi.png', mimeType: 'image/png', buffer: await png(40) });
  await dialog.getByRole('button', { name: 'Xác nhận đóng gói' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

async function confirmReceipt(page: Page) {
  await page.reload();
  const incoming = page.getByTestId('trade-incoming');
  await expect(incoming.getByTestId('parcel-status')).toHaveText('Đã giao hàng', { timeout: 30_000 });
  await incoming.getByRole('button', { name: 'Đã nhận được hàng' }).click();
  await page.getByRole('dialog', { name: 'Xác nhận đã nhận được hàng' }).getByRole('button', { name: 'Tôi đã nhận được hàng' }).click();
  await expect(incoming.getByText('Bạn đã xác nhận nhận hàng lúc')).toBeVisible({ timeout: 30_000 });
}

test('trao đổi trọn vẹn: đăng bài, đề nghị có bù tiền, chỉnh sửa, chấp nhận, địa chỉ, phí, đóng gói, giao hàng, hai bên nhận hàng', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  await newKit(request, 'member2@chogundam.vn', POSTER_KIT);
  await newKit(request, 'member3@chogundam.vn', OFFER_KIT);

  // the post
  const poster = await memberPage(browser, 'member2@chogundam.vn');
  await poster.goto('/exchange/list');
  await poster.getByRole('button', { name: 'Đăng bài trao đổi' }).click();
  const postForm = poster.getByRole('dialog', { name: 'Đăng bài trao đổi' });
  await postForm.getByLabel('Nội dung bài đăng').fill(`Đổi ${POSTER_KIT} lấy một bộ HG đời mới, bù tiền thì càng tốt.`);
  await postForm.locator('input[type=file]').setInputFiles({ name: 'anh.png', mimeType: 'image/png', buffer: await png(200) });
  await postForm.getByLabel(POSTER_KIT).check();
  await postForm.getByRole('button', { name: 'Đăng bài' }).click();
  await expect(poster.getByText('Đây là bài đăng của bạn')).toBeVisible({ timeout: 30_000 });
  const postId = new URL(poster.url()).searchParams.get('post');

  // the offer with compensation
  const offerer = await memberPage(browser, 'member3@chogundam.vn');
  await offerer.goto(`/exchange/list?post=${postId}`);
  await offerer.getByRole('button', { name: 'Gửi đề nghị trao đổi' }).click();
  const offerForm = offerer.getByRole('dialog', { name: 'Gửi đề nghị trao đổi' });
  await offerForm.getByLabel(POSTER_KIT).check();
  await offerForm.getByLabel(OFFER_KIT).check();
  await offerForm.getByRole('switch', { name: 'Có bù tiền' }).click();
  await offerForm.getByLabel('Số tiền bù').fill('60000');
  await offerForm.getByRole('button', { name: 'Gửi đề nghị' }).click();
  await expect(offerer.getByText('Đã gửi đề nghị trao đổi')).toBeVisible({ timeout: 30_000 });

  // revision asked and answered
  await poster.goto(`/exchange/my-post?post=${postId}`);
  const column = poster.getByRole('article', { name: /^Đề nghị của / }).filter({ hasText: OFFER_KIT });
  await column.getByRole('button', { name: 'Yêu cầu chỉnh sửa' }).click();
  const ask = poster.getByRole('dialog', { name: /Yêu cầu .* chỉnh sửa đề nghị/ });
  await ask.getByLabel('Nội dung cần chỉnh sửa').fill('Bạn bù 90.000 ₫ nhé?');
  await ask.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(column).toContainText('Người đăng yêu cầu chỉnh sửa');
  await offerer.goto('/exchange/manage?tab=sent');
  const sent = offerer.getByRole('article', { name: 'Đề nghị đã gửi' }).filter({ hasText: OFFER_KIT });
  await sent.getByRole('button', { name: 'Chỉnh sửa đề nghị' }).click();
  const revise = offerer.getByRole('dialog', { name: 'Chỉnh sửa đề nghị trao đổi' });
  await revise.getByLabel('Số tiền bù').fill('90000');
  await revise.getByRole('button', { name: 'Gửi bản chỉnh sửa' }).click();
  await expect(sent).toContainText('90.000 ₫');

  // accept → the trade
  await poster.reload();
  await expect(column).toContainText('90.000 ₫');
  await column.getByRole('button', { name: 'Chấp nhận' }).click();
  await poster.locator('.ant-popconfirm').getByRole('button', { name: 'Chấp nhận' }).click();
  await expect(poster).toHaveURL(/\/exchange\/detail\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const tradeUrl = new URL(poster.url()).pathname;

  // the offerer finds the trade in "Quản lý trao đổi" → "Giao dịch"
  await offerer.goto('/exchange/manage');
  await offerer
    .getByTestId('my-trades')
    .getByRole('row')
    .filter({ hasText: POSTER_KIT })
    .getByRole('link', { name: 'Xem giao dịch' })
    .click();
  await expect(offerer).toHaveURL(new RegExp(`${tradeUrl}$`));

  // stages 1–2 on both sides, then both pack
  await saveAddresses(poster, tradeUrl);
  await saveAddresses(offerer, tradeUrl);
  await payFee(poster);
  await payFee(offerer, true);
  await pack(poster);
  await pack(offerer);

  // the simulated carrier picks up and delivers both parcels
  await expect(async () => {
    await request.post('/api/v1/dev/carrier/advance-all');
    await poster.reload();
    await expect(poster.getByTestId('trade-incoming').getByTestId('parcel-status')).toHaveText('Đã giao hàng', { timeout: 2_000 });
    await expect(poster.getByTestId('trade-outgoing').getByTestId('parcel-status')).toHaveText('Đã giao hàng', { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });

  // both confirm: the trade completes
  await confirmReceipt(poster);
  await confirmReceipt(offerer);
  await offerer.reload();
  await expect(offerer.getByTestId('trade-detail')).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });

  // each owns the other's kit, and the compensation is in both wallet histories
  await poster.goto('/collection/list');
  await expect(poster.getByText(OFFER_KIT).first()).toBeVisible({ timeout: 30_000 });
  await offerer.goto('/collection/list');
  await expect(offerer.getByText(POSTER_KIT).first()).toBeVisible({ timeout: 30_000 });
  await poster.goto('/member/profile/wallet');
  await expect(poster.getByText('Nhận tiền bù trao đổi').first()).toBeVisible({ timeout: 30_000 });
  await offerer.goto('/member/profile/wallet');
  await expect(offerer.getByText('Trả tiền bù trao đổi').first()).toBeVisible({ timeout: 30_000 });
});
