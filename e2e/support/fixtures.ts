import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ENV_FILE } from './env-file';

interface E2eEnv {
  baseUrl: string;
  mailApi: string;
  tokenSyncCalls: string;
  otherOrigins: { allowed: string; refused: string };
}
const env = (): E2eEnv => JSON.parse(readFileSync(E2E_ENV_FILE, 'utf8')) as E2eEnv;

export const DEMO_PASSWORD = 'ChoGundam@2026';

export const test = base.extend<{ mailApi: string; tokenSyncCalls: string; otherOrigins: E2eEnv['otherOrigins'] }>({
  baseURL: async ({}, use) => use(env().baseUrl),
  mailApi: async ({}, use) => use(env().mailApi),
  tokenSyncCalls: async ({}, use) => use(env().tokenSyncCalls),
  otherOrigins: async ({}, use) => use(env().otherOrigins),
});
export { expect };

/** Waits for the email sent to `to` after `since` and returns the 6-digit code in it. */
export async function readCodeFromMail(mailApi: string, to: string, since: Date): Promise<string> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const mails = (await (await fetch(mailApi)).json()) as { to: string[]; raw: string; at: string }[];
    const mine = mails.filter((m) => m.to.includes(to) && new Date(m.at) >= since).pop();
    // the body may be quoted-printable or base64: decode the text part before looking for digits
    if (mine) {
      const code = extractCode(mine.raw);
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${to}`);
}

function extractCode(raw: string): string | null {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  let body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(raw)) {
    const b64 = body.replace(/--[^\n]*\n|content-[^\n]*\n/gi, '').replace(/\s+/g, '');
    try {
      body = Buffer.from(b64, 'base64').toString('utf8') + '\n' + body;
    } catch {
      /* keep raw */
    }
  }
  body = body.replace(/=\r?\n/g, '');
  const subject = /^subject:(.*)$/im.exec(head)?.[1] ?? '';
  const m = /\b(\d{6})\b/.exec(`${subject}\n${body}`);
  return m?.[1] ?? null;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/member/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** antd Select (in antd's Form.Item or shared/ui's FormField): open it, type to narrow long (virtualized) lists, pick the option, check it took. */
export async function chooseOption(page: Page, label: string, option: string) {
  const select = page.getByLabel(label, { exact: true });
  const chosen = page
    .locator('.ant-form-item, .cg-field')
    .filter({ has: select })
    .locator('.ant-select-content, .ant-select-selection-item');
  await expect(async () => {
    // a failed try may leave the dropdown open with its typed text: close it (antd clears the search)
    // so this try does not type the option a second time after the first
    await page.keyboard.press('Escape');
    await select.click();
    await page.keyboard.type(option);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 10_000 });
    await expect(chosen.first()).toContainText(option, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Scrolls the home page down to a section that loads when the reader comes near it, as a reader
 * would: the kit rows first (their arrival moves everything below), then to the footer, again if the
 * section has not appeared (a row that arrived during the scroll can push the spot back out of reach).
 */
export async function scrollToHomeSection(page: Page, name: string) {
  await expect(page.getByRole('region', { name: 'Sản phẩm mới' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  const section = page.getByRole('region', { name });
  await expect(async () => {
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(section).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return section;
}
