import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FlagGroupsResponse, FlagTargetDetail } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../test/stub-server';
import { makeUser, TestProviders } from '../../../test/support';
import FlagsPage from './flags-page';

const { answers, calls } = setupStubServer();
const KIT_ID = '44444444-4444-4444-8444-444444444444';
const mod = makeUser('moderator', 'u-mod');

const target = {
  type: 'listing' as const,
  id: KIT_ID,
  title: 'HG Zaku Giả Mạo',
  link: '/product/hg-zaku-gia-mao',
  text: null,
  image_url: null,
  hidden: false,
  owner: { id: 'u-seller', full_name: 'Trần Văn Bán' },
};
const queue: FlagGroupsResponse = {
  items: [
    {
      target,
      status: 'open',
      count: 3,
      reasons: [
        { reason: 'counterfeit', count: 2 },
        { reason: 'scam', count: 1 },
      ],
      first_at: '2026-05-01T01:00:00.000Z',
      last_at: '2026-05-01T03:30:00.000Z',
    },
  ],
  page: 1,
  page_size: 20,
  total: 41,
};
const detail: FlagTargetDetail = {
  target,
  open_count: 3,
  flags: [
    {
      id: 'f1',
      reporter: { id: 'u-a', full_name: 'Lê Thị Báo' },
      reason: 'counterfeit',
      text: 'Hộp in sai logo Bandai',
      status: 'open',
      decision: null,
      decision_note: null,
      decided_at: null,
      created_at: '2026-05-01T03:30:00.000Z',
    },
  ],
};

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/moderator/flags', element: <FlagsPage /> },
      { path: '*', element: <p>Trang khác</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders user={mod}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const slow = { timeout: 15_000 };
const queueCalls = () => calls.filter((c) => c.key === 'GET /api/v1/moderator/flags').map((c) => new URL(c.url, 'http://x').searchParams);

describe('/moderator/flags', { timeout: 60_000 }, () => {
  it('shows the reports grouped by target; filters and pages live in the URL; the drawer decides with a reason', async () => {
    answers['GET /api/v1/moderator/flags'] = [json(queue)];
    answers[`GET /api/v1/moderator/flags/listing/${KIT_ID}`] = [json(detail)];
    answers[`POST /api/v1/moderator/flags/listing/${KIT_ID}/decision`] = [
      json({ target_type: 'listing', target_id: KIT_ID, decision: 'hide', closed: 3 }),
    ];
    const router = open('/moderator/flags');

    const row = (await screen.findByText('HG Zaku Giả Mạo', {}, slow)).closest('tr')!;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('Hàng giả, hàng nhái × 2')).toBeTruthy();
    expect(within(row).getByText('Trần Văn Bán')).toBeTruthy();
    expect(screen.getByText('41 nội dung bị báo cáo')).toBeTruthy();
    expect(queueCalls()[0]?.get('status')).toBe('open');

    // the second page is asked of the server and written in the URL
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'), slow);
    await waitFor(() => expect(queueCalls().some((q) => q.get('page') === '2')).toBe(true), slow);

    // the drawer: the reporters' texts, the owner's profile link, a reason is required
    fireEvent.click(within((await screen.findByText('HG Zaku Giả Mạo', {}, slow)).closest('tr')!).getByRole('button', { name: 'Xử lý' }));
    await waitFor(() => expect(router.state.location.search).toContain(`target=listing%3A${KIT_ID}`), slow);
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(await within(drawer).findByText('Hộp in sai logo Bandai', {}, slow)).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Xem hồ sơ' }).getAttribute('href')).toBe('/moderator/user-management?user=u-seller');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Ẩn nội dung' }));
    expect(await within(drawer).findByText('Lý do tối thiểu 5 ký tự', {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);

    fireEvent.change(within(drawer).getByLabelText('Lý do quyết định'), { target: { value: 'Hàng giả, nhiều người báo cáo' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Ẩn nội dung' }));
    await waitFor(() => expect(calls.some((c) => c.key === `POST /api/v1/moderator/flags/listing/${KIT_ID}/decision`)).toBe(true), slow);
    const post = calls.find((c) => c.key.startsWith('POST'))!;
    expect(JSON.parse(String(post.init.body))).toEqual({ decision: 'hide', note: 'Hàng giả, nhiều người báo cáo' });
    await waitFor(() => expect(router.state.location.search).not.toContain('target='), slow);
    expect(await screen.findByText('Đã ẩn nội dung và thông báo cho người báo cáo', {}, slow)).toBeTruthy();
  });

  it('an exchange post: its text, photo and poster in the queue and the drawer, and it can be hidden', async () => {
    const POST_ID = '55555555-5555-4555-8555-555555555555';
    const postTarget = {
      type: 'exchange_post' as const,
      id: POST_ID,
      title: 'Đổi RG Zaku lấy HG Gouf',
      text: 'Đổi RG Zaku lấy HG Gouf\nChuyển khoản trước giúp mình',
      image_url: '/uploads/exchanges/p/abc-card.webp',
      link: `/exchange/list?post=${POST_ID}`,
      hidden: false,
      owner: { id: 'u-poster', full_name: 'Phạm Người Đăng' },
    };
    answers['GET /api/v1/moderator/flags'] = [json({ ...queue, items: [{ ...queue.items[0]!, target: postTarget }], total: 1 })];
    answers[`GET /api/v1/moderator/flags/exchange_post/${POST_ID}`] = [json({ ...detail, target: postTarget })];
    open('/moderator/flags?type=exchange_post');
    const row = (await screen.findByText('Đổi RG Zaku lấy HG Gouf', {}, slow)).closest('tr')!;
    expect(within(row).getByText('Bài đăng trao đổi')).toBeTruthy();
    expect(within(row).getByText('Phạm Người Đăng')).toBeTruthy();
    expect(row.querySelector('img')!.getAttribute('src')).toBe('/uploads/exchanges/p/abc-card.webp');
    expect(queueCalls()[0]?.get('target_type')).toBe('exchange_post');

    fireEvent.click(within(row).getByRole('button', { name: 'Xử lý' }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(await within(drawer).findByText(/Chuyển khoản trước giúp mình/, {}, slow)).toBeTruthy();
    expect(within(drawer).getByAltText('Ảnh bài đăng')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Ẩn nội dung' })).toBeTruthy();
  });

  it('locks the owner from the drawer: the reason first, then a confirmation naming the owner; a refusal is shown', async () => {
    const USER_ID = '66666666-6666-4666-8666-666666666666';
    const userTarget = {
      ...target,
      type: 'user' as const,
      id: USER_ID,
      title: 'Trần Văn Bán',
      link: null,
      owner: { id: USER_ID, full_name: 'Trần Văn Bán' },
    };
    answers['GET /api/v1/moderator/flags'] = [json({ ...queue, items: [{ ...queue.items[0]!, target: userTarget }], total: 1 })];
    answers[`GET /api/v1/moderator/flags/user/${USER_ID}`] = [json({ ...detail, target: userTarget })];
    answers[`POST /api/v1/moderator/flags/user/${USER_ID}/decision`] = [
      json({ error: { code: 'forbidden', message: 'Không thể khóa tài khoản nhân viên từ báo cáo vi phạm.' } }, 403),
      json({ target_type: 'user', target_id: USER_ID, decision: 'lock', closed: 1 }),
    ];
    const router = open(`/moderator/flags?target=user%3A${USER_ID}`);
    const drawer = await screen.findByRole('dialog', {}, slow);
    await within(drawer).findByText('Hộp in sai logo Bandai', {}, slow);
    // a user is never hidden: warn, lock or dismiss
    expect(within(drawer).queryByRole('button', { name: 'Ẩn nội dung' })).toBeNull();
    const lock = within(drawer).getByRole('button', { name: 'Khóa tài khoản chủ sở hữu' });

    fireEvent.click(lock);
    expect(await within(drawer).findByText('Lý do tối thiểu 5 ký tự', {}, slow)).toBeTruthy();
    expect(screen.queryByText('Khóa tài khoản của Trần Văn Bán?')).toBeNull();
    fireEvent.change(within(drawer).getByLabelText('Lý do quyết định'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(lock);
    expect(await within(drawer).findByText('Lý do khóa tối đa 500 ký tự', {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);

    fireEvent.change(within(drawer).getByLabelText('Lý do quyết định'), { target: { value: 'Lừa đảo nhiều người mua' } });
    fireEvent.click(lock);
    const confirm = (await screen.findByText('Khóa tài khoản của Trần Văn Bán?', {}, slow)).closest('.ant-popover')! as HTMLElement;
    // cancelling sends nothing
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hủy' }));
    await waitFor(
      () => expect(screen.queryByText('Khóa tài khoản của Trần Văn Bán?')?.closest('.ant-popover-hidden') ?? null).not.toBeNull(),
      slow,
    );
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);

    // the server refuses (a staff owner): the drawer says why and stays open
    fireEvent.click(lock);
    await waitFor(() => expect(screen.getByText('Khóa tài khoản của Trần Văn Bán?').closest('.ant-popover-hidden')).toBeNull(), slow);
    fireEvent.click(
      within(screen.getByText('Khóa tài khoản của Trần Văn Bán?').closest('.ant-popover')! as HTMLElement).getByRole('button', {
        name: 'Khóa tài khoản',
      }),
    );
    expect(await within(drawer).findByText('Không thể khóa tài khoản nhân viên từ báo cáo vi phạm.', {}, slow)).toBeTruthy();
    const posts = () => calls.filter((c) => c.key === `POST /api/v1/moderator/flags/user/${USER_ID}/decision`);
    expect(JSON.parse(String(posts()[0]!.init.body))).toEqual({ decision: 'lock', note: 'Lừa đảo nhiều người mua' });

    fireEvent.click(lock);
    await waitFor(() => expect(screen.getByText('Khóa tài khoản của Trần Văn Bán?').closest('.ant-popover-hidden')).toBeNull(), slow);
    fireEvent.click(
      within(screen.getByText('Khóa tài khoản của Trần Văn Bán?').closest('.ant-popover')! as HTMLElement).getByRole('button', {
        name: 'Khóa tài khoản',
      }),
    );
    expect(await screen.findByText('Đã khóa tài khoản chủ sở hữu và thông báo cho người báo cáo', {}, slow)).toBeTruthy();
    expect(posts()).toHaveLength(2);
    await waitFor(() => expect(router.state.location.search).not.toContain('target='), slow);
  });

  it('reads the type and status filters from the URL; an empty queue says so', async () => {
    answers['GET /api/v1/moderator/flags'] = [json({ items: [], page: 1, page_size: 20, total: 0 })];
    open('/moderator/flags?type=auction&status=closed');
    expect(await screen.findByText('Chưa có báo cáo nào đã xử lý', {}, slow)).toBeTruthy();
    const q = queueCalls()[0]!;
    expect(q.get('target_type')).toBe('auction');
    expect(q.get('status')).toBe('closed');
  });
});
