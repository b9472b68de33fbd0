import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ExchangeKit, ExchangePost } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../test/stub-server';
import { makeUser, openRoute, TestProviders } from '../../../../test/support';
import { OfferFormModal } from './offer-form-modal';

const { answers, calls } = setupStubServer();
/** antd's first render is slow on a busy machine */
const LONG = { timeout: 15_000 };
const P1 = '0b7f7d2e-5f3c-4a55-9d3a-1c2b3d4e5f60';
const PK1 = '1b7f7d2e-5f3c-4a55-9d3a-1c2b3d4e5f61';
const PK2 = '2b7f7d2e-5f3c-4a55-9d3a-1c2b3d4e5f62';
const MK1 = '3b7f7d2e-5f3c-4a55-9d3a-1c2b3d4e5f63';

const kit = (id: string, name: string, owner = 'u-poster'): ExchangeKit => ({
  id,
  name,
  slug: id,
  grade_code: 'RG',
  grade_name: 'Real Grade',
  series: 'Mobile Suit Gundam',
  scale: '1/144',
  condition: 'new',
  status: 'for_exchange',
  owner_id: owner,
  primary_image: null,
});
const post = (id: string, over: Partial<ExchangePost> = {}): ExchangePost => ({
  id,
  content: `Đổi RG Zaku lấy MG bất kỳ ${id}`,
  status: 'open',
  poster: { id: 'u-poster', full_name: 'Trần Minh Khoa', avatar_url: null },
  photos: [{ card: '/c.webp', full: '/f.webp' }],
  kits: [kit(`k-${id}`, 'RG Zaku II')],
  offer_count: 2,
  created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  updated_at: new Date().toISOString(),
  closed_at: null,
  ...over,
});
const page = (items: unknown[], total = items.length) => json({ items, page: 1, page_size: 12, total });

describe('the exchange board', { timeout: 60_000 }, () => {
  it('shows the open posts to a guest, and the search and filters go into the URL', async () => {
    answers['GET /api/v1/exchange-posts'] = page([post(P1)], 30);
    const router = openRoute('/exchange/list', null);
    const card = await screen.findByRole('article', { name: 'Bài đăng của Trần Minh Khoa' }, LONG);
    expect(within(card).getByText('RG Zaku II')).toBeTruthy();
    expect(within(card).getByText('2 đề nghị')).toBeTruthy();
    expect(within(card).getByText('3 giờ trước')).toBeTruthy();
    expect(within(card).getByText('Nguyên hộp / chưa lắp')).toBeTruthy();

    const search = screen.getByLabelText('Tìm bài đăng trao đổi');
    fireEvent.change(search, { target: { value: 'zaku' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?q=zaku'), LONG);
    await waitFor(() => expect(calls.some((c) => c.url.includes('/exchange-posts?') && c.url.includes('q=zaku'))).toBe(true), LONG);

    fireEvent.mouseDown(screen.getByLabelText('Lọc theo tỷ lệ'));
    fireEvent.click(await screen.findByTitle('1/100', {}, LONG));
    await waitFor(() => expect(router.state.location.search).toBe('?q=zaku&scale=1%2F100'), LONG);

    // the page numbers' code loads on demand (shared/ui/list-pagination.tsx)
    fireEvent.click(await screen.findByTitle('2', {}, LONG));
    await waitFor(() => expect(router.state.location.search).toBe('?q=zaku&scale=1%2F100&page=2'), LONG);
  });

  it('opens a post in a drawer from ?post=, and a guest’s offer goes to sign-in', async () => {
    answers['GET /api/v1/exchange-posts'] = page([post(P1)]);
    answers[`GET /api/v1/exchange-posts/${P1}`] = json({ ...post(P1), my_offer: null });
    const router = openRoute(`/exchange/list?post=${P1}`, null);
    const drawer = await screen.findByRole('article', { name: 'Bài đăng trao đổi' }, LONG);
    expect(within(drawer).getByText('2 đề nghị đang chờ')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: /Gửi đề nghị trao đổi/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/login'), LONG);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`/exchange/list?post=${P1}`);
  });

  it('a member can report someone else’s post, or its poster, from its drawer', async () => {
    // a report names its target by a real id
    const POSTER = '4b7f7d2e-5f3c-4a55-9d3a-1c2b3d4e5f64';
    const theirs = post(P1, { poster: { id: POSTER, full_name: 'Trần Minh Khoa', avatar_url: null } });
    answers['GET /api/v1/exchange-posts'] = page([theirs]);
    answers[`GET /api/v1/exchange-posts/${P1}`] = json({ ...theirs, my_offer: null });
    answers['POST /api/v1/flags'] = json(
      { id: 'f-1', target_type: 'user', target_id: POSTER, reason: 'scam', created_at: new Date().toISOString() },
      201,
    );
    openRoute(`/exchange/list?post=${P1}`, makeUser('member', 'u-member'));
    const drawer = await screen.findByRole('article', { name: 'Bài đăng trao đổi' }, LONG);
    expect(await within(drawer).findByRole('button', { name: /Báo cáo bài đăng/ }, LONG)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: /Báo cáo người đăng/ }));
    // the report dialog (the post's drawer is a dialog too)
    const dialog = (await screen.findByRole('button', { name: 'Gửi báo cáo' }, LONG)).closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByText('Trần Minh Khoa')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Có dấu hiệu lừa đảo'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi báo cáo' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/flags')).toBe(true), LONG);
    const sent = calls.find((c) => c.key === 'POST /api/v1/flags')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ target_type: 'user', target_id: POSTER, reason: 'scam' });
    expect(await screen.findByText('Cảm ơn bạn! Báo cáo đã được gửi tới ban quản trị.', {}, LONG)).toBeTruthy();
  });

  it('shows "Nội dung đã bị ẩn" for a post a moderator hid', async () => {
    answers['GET /api/v1/exchange-posts'] = page([]);
    answers[`GET /api/v1/exchange-posts/${P1}`] = json({ error: { code: 'gone', message: 'Nội dung đã bị ẩn' } }, 410);
    openRoute(`/exchange/list?post=${P1}`, null);
    expect(await screen.findByText('Nội dung đã bị ẩn', {}, LONG)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Gửi đề nghị trao đổi/ })).toBeNull();
  });

  it('says when nothing matches, and offers to retry when the server fails', async () => {
    answers['GET /api/v1/exchange-posts'] = [page([]), json({ error: { code: 'internal', message: 'Máy chủ đang bận' } }, 503)];
    openRoute('/exchange/list?grade=HG', null);
    expect(await screen.findByText('Không có bài đăng nào khớp bộ lọc', {}, LONG)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Xóa bộ lọc' })[0]!);
    expect(await screen.findByText('Không tải được bảng tin trao đổi', {}, LONG)).toBeTruthy();
    expect(screen.getByText('Máy chủ đang bận')).toBeTruthy();
    answers['GET /api/v1/exchange-posts'] = page([]);
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Chưa có bài đăng trao đổi nào', {}, LONG)).toBeTruthy();
  });
});

describe('the offer form', { timeout: 60_000 }, () => {
  function renderForm() {
    const done: unknown[] = [];
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <OfferFormModal
              post={post(P1, { kits: [kit(PK1, 'RG Zaku II'), kit(PK2, 'HG Gouf')] })}
              offer={null}
              viewerId="u-member"
              onClose={() => {}}
              onDone={(o) => done.push(o)}
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <TestProviders user={makeUser('member', 'u-member')}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    return done;
  }

  it('checks the choice and the compensation with the contract, sends the offer, and shows the server’s refusal', async () => {
    answers['GET /api/v1/users/u-member/gundams'] = page([{ ...kit(MK1, 'MG Sazabi', 'u-member'), status: 'in_store' }]);
    answers[`POST /api/v1/exchange-posts/${P1}/offers`] = [
      json({ error: { code: 'conflict', message: 'Bạn đã có một đề nghị đang chờ cho bài đăng này' } }, 409),
      json({ id: 'o1' }, 201),
    ];
    const done = renderForm();
    await screen.findByLabelText('MG Sazabi', {}, LONG);
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đề nghị' }));
    expect(await screen.findByText('Hãy chọn ít nhất 1 mô hình của bài đăng', {}, LONG)).toBeTruthy();
    expect(screen.getByText('Hãy chọn ít nhất 1 mô hình của bạn')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('HG Gouf'));
    fireEvent.click(screen.getByLabelText('MG Sazabi'));
    fireEvent.click(screen.getByRole('switch', { name: 'Có bù tiền' }));
    fireEvent.click(screen.getByLabelText('Người đăng bài bù tiền'));
    const amount = screen.getByLabelText('Số tiền bù');
    fireEvent.change(amount, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đề nghị' }));
    expect(await screen.findByText('Số tiền bù tối thiểu 1.000 ₫', {}, LONG)).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);

    fireEvent.change(amount, { target: { value: '150000' } });
    fireEvent.change(screen.getByLabelText('Ghi chú'), { target: { value: 'Kit còn mới nguyên hộp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đề nghị' }));
    expect((await screen.findByRole('alert', {}, LONG)).textContent).toContain('Bạn đã có một đề nghị đang chờ cho bài đăng này');
    const sent = calls.find((c) => c.key === `POST /api/v1/exchange-posts/${P1}/offers`)!;
    expect(JSON.parse(String(sent.init.body))).toEqual({
      post_kit_ids: [PK2],
      my_kit_ids: [MK1],
      compensation: { payer: 'poster', amount: 150_000 },
      note: 'Kit còn mới nguyên hộp',
    });
    // (the spinner's leaving animation never ends in jsdom: the button's name keeps its icon's label)
    fireEvent.click(screen.getByRole('button', { name: /Gửi đề nghị$/ }));
    await waitFor(() => expect(done).toEqual([{ id: 'o1' }]), LONG);
  });
});
