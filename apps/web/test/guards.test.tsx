import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@cho-gundam/contracts';
import { makeUser, openRoute, setupNotFoundServer } from './support';

/** Opens `path` in the real route table and returns the router to read where it ended up. */
const open = async (path: string, user: User | null, session = {}) => openRoute(path, user, session);
const at = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

setupNotFoundServer();

describe('route guards', () => {
  it('sends a guest from a member page to sign in, remembering where they were going', async () => {
    const router = await open('/cart?from=navbar', null);
    await waitFor(() => expect(at(router)).toBe(`/member/login?redirect=${encodeURIComponent('/cart?from=navbar')}`));
  });

  it.each([
    '/member/profile/wallet',
    '/checkout',
    '/collection/list',
    '/notifications',
    '/exchange/manage',
    '/exchange/my-post',
    '/exchange/manage-gundam',
    '/register-shop',
  ])('guards %s for members', async (path) => {
    const router = await open(path, null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/login'));
  });

  it('lets a guest browse the public pages', async () => {
    const router = await open('/product?search=zaku', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sản phẩm Gundam' })).toBeTruthy();
    // the list page reads `q`; an old `?search=` link is rewritten to it
    await waitFor(() => expect(at(router)).toBe('/product?q=zaku'));
  });

  it('takes an admin landing on the storefront to the admin dashboard (seed S2.11)', async () => {
    const admin = await open('/product', makeUser('admin'));
    await waitFor(() => expect(admin.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('takes a moderator landing on the storefront to the moderator dashboard', async () => {
    const mod = await open('/', makeUser('moderator'));
    await waitFor(() => expect(mod.state.location.pathname).toBe('/moderator/dashboard'));
  });

  it('offers a member who opens the shop area the shop registration', async () => {
    const router = await open('/shop/management', makeUser('member'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-shop'));
  });

  it('opens the shop area for a seller, /shop being its dashboard', async () => {
    const router = await open('/shop', makeUser('seller'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bảng điều khiển' })).toBeTruthy();
  });

  it('shows a member who tries the back office the not-found page', async () => {
    const router = await open('/admin', makeUser('member'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeTruthy();
  });

  it('keeps a moderator out of the admin area: they end up on their own dashboard', async () => {
    const mod = await open('/admin/dashboard', makeUser('moderator'));
    await waitFor(() => expect(mod.state.location.pathname).toBe('/moderator/dashboard'));
  });

  it('lets an admin into the moderator area', async () => {
    const admin = await open('/moderator', makeUser('admin'));
    await waitFor(() => expect(admin.state.location.pathname).toBe('/moderator/dashboard'));
  });

  it('sends a signed-in person away from the sign-in page, to `redirect` when it is ours', async () => {
    const router = await open(`/member/login?redirect=${encodeURIComponent('/cart')}`, makeUser('member'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('never follows a redirect to another site', async () => {
    const router = await open(`/member/signup?redirect=${encodeURIComponent('//evil.example/x')}`, makeUser('member'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('waits for the start-up session check before deciding', async () => {
    const router = await open('/cart', null, { status: 'checking' });
    // the guard has rendered its decision: the loader, not a redirect to the sign-in form
    expect((await screen.findAllByTestId('page-loader')).length).toBeGreaterThan(0);
    // and no navigation is under way (a redirect would have started one when the guard rendered)
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('after "Đăng xuất" on a member page goes home rather than to the sign-in form', async () => {
    const router = await open('/member/profile/wallet', null, { signedOutFrom: '/member/profile/wallet' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('after "Đăng xuất", another member page still asks to sign in', async () => {
    const router = await open('/cart', null, { signedOutFrom: '/member/profile/wallet' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/login'));
  });

  it('shows the not-found page, with its message, for an unknown path', async () => {
    await open('/khong-ton-tai', null);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeTruthy();
    expect(screen.getByText('Trang bạn đang tìm kiếm không tồn tại. Vui lòng quay lại trang chủ hoặc thử lại sau.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Không tìm thấy trang · Chợ Gundam'));
  });
});
