import { expect, scrollToHomeSection, test } from '../support/fixtures';
import { memberPage, newKit, squarePng as png } from '../support/members';

/**
 * The exchange board in the browser (issue 10): member2@ posts a fresh kit, member3@ offers a kit
 * of theirs and 50.000 ₫, member2@ asks for a revision, member3@ raises it to 80.000 ₫, member2@
 * accepts and lands on the new trade's page. Kits are made for this spec, so the demo posts and
 * the other specs are left alone. Every wait is for a condition, never a sleep.
 */

const stamp = Date.now().toString(36);
const POSTER_KIT = `RG Wing Zero trao đổi ${stamp}`;
const OFFER_KIT = `HG Barbatos trao đổi ${stamp}`;

test('a member posts a kit, another offers with compensation, a revision, and the accept opens the trade', async ({ browser, request }) => {
  test.setTimeout(240_000);
  await newKit(request, 'member2@chogundam.vn', POSTER_KIT, 'RG');
  await newKit(request, 'member3@chogundam.vn', OFFER_KIT, 'RG');

  // member2@ posts the kit with a photo
  const poster = await memberPage(browser, 'member2@chogundam.vn');
  await poster.goto('/exchange/list');
  await poster.getByRole('button', { name: 'Đăng bài trao đổi' }).click();
  const postForm = poster.getByRole('dialog', { name: 'Đăng bài trao đổi' });
  await postForm.getByLabel('Nội dung bài đăng').fill(`Đổi ${POSTER_KIT} lấy một mô hình HG, có thể bù tiền.`);
  await postForm.locator('input[type=file]').setInputFiles({ name: 'anh.png', mimeType: 'image/png', buffer: await png(90) });
  await postForm.getByLabel(POSTER_KIT).check();
  await postForm.getByRole('button', { name: 'Đăng bài' }).click();
  await expect(poster.getByText('Đây là bài đăng của bạn')).toBeVisible({ timeout: 30_000 });
  const postId = new URL(poster.url()).searchParams.get('post');
  expect(postId).toMatch(/^[0-9a-f-]{36}$/);

  // member3@ opens it and offers a kit and 50.000 ₫
  const offerer = await memberPage(browser, 'member3@chogundam.vn');
  await offerer.goto(`/exchange/list?post=${postId}`);
  await offerer.getByRole('button', { name: 'Gửi đề nghị trao đổi' }).click();
  const offerForm = offerer.getByRole('dialog', { name: 'Gửi đề nghị trao đổi' });
  await offerForm.getByLabel(POSTER_KIT).check();
  await offerForm.getByLabel(OFFER_KIT).check();
  await offerForm.getByRole('switch', { name: 'Có bù tiền' }).click();
  await offerForm.getByLabel('Số tiền bù').fill('50000');
  await offerForm.getByLabel('Ghi chú').fill('Kit của mình còn mới, bù thêm 50.000 ₫.');
  await offerForm.getByRole('button', { name: 'Gửi đề nghị' }).click();
  await expect(offerer.getByText('Đã gửi đề nghị trao đổi')).toBeVisible({ timeout: 30_000 });

  // member2@ compares the offer and asks for more
  await poster.goto(`/exchange/my-post?post=${postId}`);
  const column = poster.getByRole('article', { name: /^Đề nghị của / }).filter({ hasText: OFFER_KIT });
  await expect(column).toContainText('50.000 ₫');
  await column.getByRole('button', { name: 'Yêu cầu chỉnh sửa' }).click();
  const ask = poster.getByRole('dialog', { name: /Yêu cầu .* chỉnh sửa đề nghị/ });
  await ask.getByLabel('Nội dung cần chỉnh sửa').fill('Bạn bù thêm thành 80.000 ₫ được không?');
  await ask.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(column).toContainText('Người đăng yêu cầu chỉnh sửa');

  // member3@ revises the offer from "Đề nghị đã gửi"
  await offerer.goto('/exchange/manage?tab=sent');
  const sent = offerer.getByRole('article', { name: 'Đề nghị đã gửi' }).filter({ hasText: OFFER_KIT });
  await expect(sent).toContainText('Bạn bù thêm thành 80.000 ₫ được không?');
  await sent.getByRole('button', { name: 'Chỉnh sửa đề nghị' }).click();
  const revise = offerer.getByRole('dialog', { name: 'Chỉnh sửa đề nghị trao đổi' });
  await revise.getByLabel('Số tiền bù').fill('80000');
  await revise.getByRole('button', { name: 'Gửi bản chỉnh sửa' }).click();
  await expect(sent).toContainText('Chờ người đăng phản hồi');
  await expect(sent).toContainText('80.000 ₫');

  // member2@ accepts and lands on the trade
  await poster.reload();
  await expect(column).toContainText('80.000 ₫');
  await column.getByRole('button', { name: 'Chấp nhận' }).click();
  await poster.locator('.ant-popconfirm').getByRole('button', { name: 'Chấp nhận' }).click();
  await expect(poster).toHaveURL(/\/exchange\/detail\/[0-9a-f-]{36}$/, { timeout: 30_000 });
});

test('the home page shows the newest open posts, and one opens on the board', async ({ page, request }) => {
  const latest = (await (await request.get('/api/v1/exchange-posts?page=1&page_size=4')).json()) as {
    items: { id: string; content: string }[];
    total: number;
  };
  expect(latest.total).toBeGreaterThan(0);
  await page.goto('/');
  // below the kit rows, loaded when the reader scrolls near it
  const section = await scrollToHomeSection(page, 'Trao đổi mới nhất');
  await expect(section.getByRole('article')).toHaveCount(Math.min(4, latest.total));
  await expect(section.getByRole('article').first()).toContainText(latest.items[0]!.content);
  await section.getByRole('article').first().click();
  await expect(page).toHaveURL(new RegExp(`/exchange/list\\?post=${latest.items[0]!.id}$`));
  await expect(page.getByRole('dialog')).toContainText(latest.items[0]!.content);
});
