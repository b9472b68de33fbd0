import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Address, MyShopResponse, User } from '@cho-gundam/contracts';
import { selectStoredUser } from '@/features/session';
import { json, jsonResponse, setupStubServer } from '../../../test/stub-server';
import { makeTestStore, makeUser, TestProviders, type TestStore } from '../../../test/support';
import RegisterShopPage from './register-shop-page';
import { planUsage } from '../../../test/fixtures';

/**
 * `/register-shop` without antd's Form, Steps and RTK Query on its first load (issue 13): the name is
 * checked as it is typed and on "Tiếp theo", the address book and the shop go through the shell's
 * HTTP client, and the member is read again once the shop exists.
 */
const { answers, calls } = setupStubServer();
const member: User = { ...makeUser('member', 'u-member'), phone_number: '0912345678', phone_number_verified: true };
const ADDRESSES = '/api/v1/users/u-member/addresses';
const address: Address = {
  id: 'addr-1',
  user_id: 'u-member',
  full_name: 'Nguyễn Văn An',
  phone_number: '0912345678',
  province_code: '01',
  province_name: 'Thành phố Hà Nội',
  ward_code: '00004',
  ward_name: 'Phường Ba Đình',
  detail: '45 Kim Mã',
  is_primary: true,
  is_pickup_address: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const created = {
  shop: {
    id: 's-1',
    slug: 'gundam-nha-binh',
    name: 'Gundam Nhà Bình',
    description: '',
    owner_id: 'u-member',
    created_at: '',
    updated_at: '',
  },
  pickup_address: address,
  subscription: planUsage(),
} satisfies MyShopResponse;

function renderPage(store: TestStore = makeTestStore(member)) {
  const router = createMemoryRouter(
    [
      { path: '/register-shop', element: <RegisterShopPage /> },
      { path: '/shop/dashboard', element: <p>Trang quản lý shop</p> },
    ],
    { initialEntries: ['/register-shop'] },
  );
  render(
    <TestProviders store={store}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return store;
}

const nameInput = () => screen.getByLabelText('Tên shop');
const nameProblem = () => {
  const id = nameInput().getAttribute('aria-describedby')?.split(' ')[0];
  return id?.endsWith('-help') ? document.getElementById(id)?.textContent : undefined;
};
const next = () => screen.getByRole('button', { name: 'Tiếp theo' });
const currentStep = () => document.querySelector('[aria-current="step"] .cg-steps__title')?.textContent;

/** From step 1 with a valid name to the terms, ticked. */
async function toTerms() {
  fireEvent.change(nameInput(), { target: { value: 'Gundam Nhà Bình' } });
  fireEvent.click(next());
  expect(await screen.findByText(/Đơn vị vận chuyển sẽ đến địa chỉ này/)).toBeTruthy();
  await waitFor(() => expect(next()).toHaveProperty('disabled', false));
  fireEvent.click(next());
  fireEvent.click(screen.getByRole('checkbox', { name: 'Tôi đã đọc và đồng ý với các điều khoản' }));
}

describe('/register-shop', () => {
  it('"Tiếp theo" checks the name: its problem under the field, and step 1 stays until it passes', async () => {
    answers[`GET ${ADDRESSES}`] = json([{ ...address, is_pickup_address: false }]);
    renderPage();
    expect(currentStep()).toBe('Thông tin shop');
    expect(screen.getByText('Từ 3 đến 60 ký tự, không trùng với shop khác.')).toBeTruthy();

    fireEvent.click(next());
    await waitFor(() => expect(nameProblem()).toBe('Tên shop tối thiểu 3 ký tự'));
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(currentStep()).toBe('Thông tin shop');

    // checked as it is typed, as antd's Form did
    fireEvent.change(nameInput(), { target: { value: 'Gundam Nhà Bình' } });
    await waitFor(() => expect(nameProblem()).toBeUndefined());
    fireEvent.click(next());
    expect(await screen.findByText(/Đơn vị vận chuyển sẽ đến địa chỉ này/)).toBeTruthy();
    expect(currentStep()).toBe('Địa chỉ lấy hàng');
    // no pickup address yet: the step waits for one
    expect(next()).toHaveProperty('disabled', true);
    // the page and the pickup step share one reading of the address book
    expect(calls.filter((c) => c.key === `GET ${ADDRESSES}`)).toHaveLength(1);

    // step 1 stayed mounted: the typed name is still there
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect((nameInput() as HTMLInputElement).value).toBe('Gundam Nhà Bình');
    expect(document.querySelector('[aria-current="step"]')?.querySelector('.cg-steps__number')?.textContent).toBe('1');
  });

  it('creates the shop, shows the last step and reads the member again, now a seller', async () => {
    answers[`GET ${ADDRESSES}`] = json([address]);
    answers['POST /api/v1/shops'] = json(created, 201);
    answers['GET /api/v1/users/me'] = json({ ...member, role: 'seller' });
    const store = renderPage();
    await toTerms();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký shop' }));

    expect(await screen.findByText('Chúc mừng! Shop của bạn đã được tạo')).toBeTruthy();
    expect(JSON.parse(String(calls.find((c) => c.key === 'POST /api/v1/shops')!.init.body))).toEqual({ name: 'Gundam Nhà Bình' });
    await waitFor(() => expect(selectStoredUser(store.getState())?.role).toBe('seller'));
    // the page stays on its last step instead of sending the new seller away
    expect(screen.queryByText('Trang quản lý shop')).toBeNull();
    expect(currentStep()).toBe('Hoàn tất');
    expect(document.querySelectorAll('.cg-steps__item--finish')).toHaveLength(3);
  });

  it('a name already taken goes back to step 1 with the message under the field', async () => {
    const taken = 'Tên shop này đã được sử dụng. Vui lòng chọn tên khác.';
    answers[`GET ${ADDRESSES}`] = json([address]);
    answers['POST /api/v1/shops'] = () => jsonResponse({ error: { code: 'conflict', message: taken } }, 409);
    renderPage();
    await toTerms();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký shop' }));

    await waitFor(() => expect(currentStep()).toBe('Thông tin shop'));
    expect(nameProblem()).toBe(taken);
    // not also in the box above the steps
    expect(document.querySelector('.cg-regshop-problem')).toBeNull();
    expect(calls.some((c) => c.key === 'GET /api/v1/users/me')).toBe(false);
  });

  it("another refusal shows the server's message above the step", async () => {
    answers[`GET ${ADDRESSES}`] = json([address]);
    answers['POST /api/v1/shops'] = () => jsonResponse({ error: { code: 'internal', message: 'Máy chủ đang bận' } }, 503);
    renderPage();
    await toTerms();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký shop' }));

    expect(await screen.findByText('Máy chủ đang bận')).toBeTruthy();
    expect(currentStep()).toBe('Điều khoản');
  });

  it('a seller is sent to the shop area', () => {
    answers[`GET ${ADDRESSES}`] = json([]);
    renderPage(makeTestStore({ ...member, role: 'seller' }));
    expect(screen.getByText('Trang quản lý shop')).toBeTruthy();
  });
});
