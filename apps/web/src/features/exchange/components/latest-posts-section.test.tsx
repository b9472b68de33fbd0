import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ExchangePost } from '@cho-gundam/contracts';
import { json, setupStubServer } from '../../../../test/stub-server';
import { LatestPostsSection } from './latest-posts-section';

const { answers, calls } = setupStubServer();
const LONG = { timeout: 15_000 };

const post = (id: string, content: string): ExchangePost => ({
  id,
  content,
  status: 'open',
  poster: { id: 'u-poster', full_name: 'Trần Minh Khoa', avatar_url: null },
  photos: [{ card: '/c.webp', full: '/f.webp' }],
  kits: [],
  offer_count: 1,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  closed_at: null,
});

function openHome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LatestPostsSection frame={(body) => <section aria-label="Trao đổi mới nhất">{body}</section>} /> },
      { path: '/exchange/list', element: <p>bảng trao đổi</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the home page’s newest exchange posts', { timeout: 60_000 }, () => {
  it('shows the four newest open posts, and a click opens the post on the board', async () => {
    answers['GET /api/v1/exchange-posts'] = json({
      items: [post('p1', 'Đổi RG Zaku'), post('p2', 'Đổi MG Wing')],
      page: 1,
      page_size: 4,
      total: 2,
    });
    const router = openHome();
    const cards = await screen.findAllByRole('article', {}, LONG);
    expect(cards.map((c) => within(c).getByText(/^Đổi/).textContent)).toEqual(['Đổi RG Zaku', 'Đổi MG Wing']);
    expect(calls.find((c) => c.key === 'GET /api/v1/exchange-posts')?.url).toMatch(/page=1&page_size=4/);
    fireEvent.click(cards[1]!);
    expect(router.state.location.pathname + router.state.location.search).toBe('/exchange/list?post=p2');
  });

  it('says the board is empty and invites the first post', async () => {
    answers['GET /api/v1/exchange-posts'] = json({ items: [], page: 1, page_size: 4, total: 0 });
    openHome();
    expect(await screen.findByText(/Chưa có bài đăng trao đổi nào/, {}, LONG)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Đăng bài trao đổi đầu tiên' }).getAttribute('href')).toBe('/exchange/list');
  });

  it('does not pretend the board is empty when it could not be read', async () => {
    answers['GET /api/v1/exchange-posts'] = json({ code: 'internal', message: 'Lỗi máy chủ' }, 500);
    openHome();
    expect(await screen.findByText(/Chưa tải được bài đăng trao đổi/, {}, LONG)).toBeTruthy();
    expect(screen.queryByText(/Chưa có bài đăng trao đổi nào/)).toBeNull();
  });
});
