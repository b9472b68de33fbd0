import { expect, signIn, test } from '../support/fixtures';
import type { TokenSyncCall } from '../support/token-sync-peer';

/**
 * Seed S7.14: with TOKEN_SYNC_URL set (the shared e2e server points it at a real HTTP peer on
 * another origin), signing in POSTs the bearer token there and signing out DELETEs it.
 */
test('signing in and out tells the token sync peer, across origins', async ({ page, tokenSyncCalls }) => {
  const calls = async () => (await (await fetch(tokenSyncCalls)).json()) as TokenSyncCall[];
  const before = (await calls()).length;

  await signIn(page, 'member2@chogundam.vn');
  const account = page.getByRole('button', { name: 'Tài khoản của Lê Hoàng Cường' });
  await expect(account).toBeVisible();

  let posted: TokenSyncCall | undefined;
  await expect(async () => {
    posted = (await calls()).slice(before).find((c) => c.method === 'POST');
    expect(posted?.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  }).toPass();
  // the token the peer got is the one the page uses: the API accepts it
  const me = await page.request.post('/api/v1/tokens/verify', { data: { access_token: posted!.authorization!.slice(7) } });
  expect((await me.json()).email).toBe('member2@chogundam.vn');

  await account.click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page.getByRole('link', { name: 'Đăng nhập' }).first()).toBeVisible();
  await expect(async () => {
    const deleted = (await calls()).slice(before).find((c) => c.method === 'DELETE');
    expect(deleted?.authorization).toBe(posted!.authorization);
  }).toPass();
});
