import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@cho-gundam/contracts';
import { makeUser, openRoute, setupNotFoundServer } from './support';

setupNotFoundServer();

async function landsOn(path: string, user: User | null, expectedPath = path) {
  const router = openRoute(path, user);
  await waitFor(() => expect(router.state.location.pathname).toBe(expectedPath));
  // a real page, with its own heading, not the not-found page
  const h1 = await screen.findByRole('heading', { level: 1 });
  expect(h1.textContent).not.toContain('Không tìm thấy trang');
}

// seed §2, word for word
const seller = makeUser('seller');
describe('every route of the seed has a page', () => {
  it.each([
    '/',
    '/product',
    '/product/rx-78-2-gundam-mg',
    '/notifications',
    '/auction',
    '/auction/a1',
    '/exchange',
    '/exchange/list',
    '/exchange/manage-gundam',
    '/exchange/manage',
    '/exchange/my-post',
    '/exchange/detail/x1',
    '/collection/list',
    '/collection/add',
    '/cart',
    '/checkout',
    '/member/profile/auction-participation',
    '/member/profile/wallet',
    '/member/profile/orders/regular-auction',
    '/member/profile/orders/exchange',
    '/shop/dashboard',
    '/shop/address',
    '/shop/management',
    '/shop/transition',
    '/shop/order-management',
    '/shop/auction-management',
    '/shop/report-management',
    '/shop/Subscription',
  ])('%s (seller)', async (path) => {
    await landsOn(path, seller);
  });

  it.each([
    ['/collection', '/collection/list'],
    ['/member/profile/orders', '/member/profile/orders/regular-auction'],
    ['/shop', '/shop/dashboard'],
  ])('%s leads to %s', async (path, target) => {
    await landsOn(path, seller, target);
  });

  it.each([
    '/moderator/dashboard',
    '/moderator/user-management',
    '/moderator/order-management',
    '/moderator/exchange-management',
    '/moderator/auction-management',
    '/moderator/transaction-management',
    '/moderator/flags',
    '/admin/dashboard',
  ])('%s (admin)', async (path) => {
    await landsOn(path, makeUser('admin'));
  });

  it('/register-shop (member)', async () => {
    await landsOn('/register-shop', makeUser('member'));
    expect(screen.getByText('Đăng ký trở thành người bán')).toBeTruthy();
  });

  it.each(['/member/login', '/member/signup'])('%s (guest) opens in the auth layout', async (path) => {
    const router = openRoute(path, null);
    expect(await screen.findByText('Nền tảng mua bán, đấu giá và trao đổi mô hình Gundam dành cho người Việt')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Quay về trang chủ/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('/error is the not-found page', async () => {
    openRoute('/error', null);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Về trang chủ' })).toBeTruthy();
  });
});
