import type { APIRequestContext, Browser } from '@playwright/test';
import { DEMO_PASSWORD, expect, readCodeFromMail, signIn, test } from '../support/fixtures';

/**
 * The back office's user management and staff accounts in the browser (docs/domain/back-office.md):
 * a moderator locks a member whose page is open in another browser, and that page is signed out at
 * once, saying why; an admin invites a new moderator, who sets a password from the e-mailed link and
 * signs in. Each test makes its own people, so it depends on no other spec.
 */

/** A fresh member, signed up through the API with the code from the real e-mail. */
async function newMember(request: APIRequestContext, mailApi: string, name: string) {
  const email = `e2e-khoa-${Date.now()}@example.vn`;
  const password = 'GundamRX78-2';
  const since = new Date(Date.now() - 1000);
  expect((await request.post('/api/v1/otp/email/generate', { data: { email } })).ok()).toBe(true);
  const otp_code = await readCodeFromMail(mailApi, email, since);
  expect((await request.post('/api/v1/otp/email/verify', { data: { email, otp_code } })).ok()).toBe(true);
  const created = await request.post('/api/v1/users', { data: { email, full_name: name, password } });
  expect(created.status(), await created.text()).toBe(201);
  return { email, password, name };
}

/** The set-password link of the newest mail to `to` (quoted-printable soft breaks undone). */
async function invitationLink(mailApi: string, to: string, since: Date): Promise<string> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const mails = (await (await fetch(mailApi)).json()) as { to: string[]; raw: string; at: string }[];
    const mine = mails.filter((m) => m.to.includes(to) && new Date(m.at) >= since).pop();
    if (mine) {
      let text = mine.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      if (/content-transfer-encoding:\s*base64/i.test(mine.raw)) {
        const body = mine.raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n');
        text += Buffer.from(body.replace(/--[^\n]*\n|content-[^\n]*\n/gi, '').replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      const m = /(https?:\/\/[^\s]+\/member\/set-password\?token=[A-Za-z0-9_%-]+)/.exec(text);
      if (m) return m[1]!;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no invitation mailed to ${to}`);
}

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', reducedMotion: 'reduce' });
  return context.newPage();
}

test.describe('quản lý người dùng', () => {
  test('a moderator locks a member: the member’s open page is signed out at once and told why', async ({
    page,
    browser,
    baseURL,
    request,
    mailApi,
  }) => {
    const member = await newMember(request, mailApi, 'Thành Viên Sắp Khóa');
    // the member's browser: signed in, a page open (its notification stream is live)
    const memberPage = await newPage(browser, baseURL);
    await signIn(memberPage, member.email, member.password);
    await expect(memberPage).toHaveURL(/\/$/);
    await memberPage.goto('/notifications');
    await expect(memberPage.getByText(member.name).first()).toBeVisible();

    // the moderator finds them by e-mail and locks them from the drawer
    await signIn(page, 'moderator@chogundam.vn', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/moderator/);
    await page.goto(`/moderator/user-management?q=${encodeURIComponent(member.email)}`);
    await page.getByText(member.name).first().click();
    await expect(page).toHaveURL(/user=/);
    const drawer = page.getByRole('dialog', { name: new RegExp(member.name) });
    await expect(drawer.getByText(member.email)).toBeVisible();
    await drawer.getByRole('button', { name: 'Khóa tài khoản' }).click();
    const dialog = page.getByRole('dialog', { name: 'Khóa tài khoản' });
    await dialog.getByLabel(/Lý do khóa/).fill('x');
    await dialog.getByRole('button', { name: 'Khóa tài khoản' }).click();
    await expect(dialog.getByText('Lý do khóa tối thiểu 5 ký tự')).toBeVisible();
    await dialog.getByLabel(/Lý do khóa/).fill('Bán hàng giả mạo nhiều lần');
    await dialog.getByRole('button', { name: 'Khóa tài khoản' }).click();
    await expect(drawer.getByText('Tài khoản đang bị khóa. Lý do: Bán hàng giả mạo nhiều lần')).toBeVisible();

    // the member's page, untouched since: signed out, with the reason
    await expect(memberPage.getByText('Bạn đã bị đăng xuất')).toBeVisible({ timeout: 20_000 });
    await expect(memberPage.getByText(/Bán hàng giả mạo nhiều lần/).first()).toBeVisible();
    // /notifications needs a signed-in person: the guest is sent to sign in
    await expect(memberPage).toHaveURL(/\/member\/login/);
    // and signing in again is refused, saying why
    await signIn(memberPage, member.email, member.password);
    await expect(memberPage.getByText(/Tài khoản của bạn đã bị khóa\. Lý do: Bán hàng giả mạo nhiều lần/)).toBeVisible();

    // the moderator unlocks; the history shows both steps
    await drawer.getByRole('button', { name: 'Mở khóa' }).click();
    await page.getByRole('dialog', { name: 'Mở khóa tài khoản' }).getByRole('button', { name: 'Mở khóa' }).click();
    await drawer.getByRole('tab', { name: /Lịch sử xử lý/ }).click();
    await expect(drawer.getByText('Mở khóa tài khoản')).toBeVisible();
    await expect(drawer.getByRole('cell', { name: 'Khóa tài khoản', exact: true })).toBeVisible();
    await memberPage.context().close();
  });

  test('an admin invites a moderator, who sets a password from the e-mailed link and signs in', async ({
    page,
    browser,
    baseURL,
    mailApi,
  }) => {
    const email = `e2e-nhanvien-${Date.now()}@example.vn`;
    await signIn(page, 'admin@chogundam.vn', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin/);
    await page.getByRole('link', { name: 'Nhân viên' }).click();
    await expect(page).toHaveURL(/\/admin\/staff/);
    await page.getByRole('button', { name: 'Thêm nhân viên' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm nhân viên' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Họ và tên').fill('Kiểm Duyệt Mới');
    const since = new Date(Date.now() - 1000);
    await dialog.getByRole('button', { name: 'Tạo và gửi lời mời' }).click();
    await expect(page.getByText(`Đã tạo tài khoản và gửi lời mời tới ${email}`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: email }).getByText('Chưa đặt mật khẩu')).toBeVisible();

    const link = await invitationLink(mailApi, email, since);
    const invited = await newPage(browser, baseURL);
    await invited.goto(new URL(link).pathname + new URL(link).search);
    await expect(invited.getByText(email)).toBeVisible();
    await invited.getByLabel('Mật khẩu mới').fill('KiemDuyet-2026');
    await invited.getByLabel('Nhập lại mật khẩu').fill('KiemDuyet-2026');
    await invited.getByRole('button', { name: 'Lưu mật khẩu' }).click();
    await expect(invited).toHaveURL(/\/member\/login/);
    await signIn(invited, email, 'KiemDuyet-2026');
    await expect(invited).toHaveURL(/\/moderator/);
    await invited.context().close();
  });
});
