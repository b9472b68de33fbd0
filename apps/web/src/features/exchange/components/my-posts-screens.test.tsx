import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExchangeOffer, ExchangePost } from '@cho-gundam/contracts';
import { kit } from '../../../../test/trade-fixtures';
import { json, setupStubServer } from '../../../../test/stub-server';
import { makeUser, openRoute } from '../../../../test/support';

const { answers, calls } = setupStubServer();
/** antd's first render is slow on a busy machine */
const LONG = { timeout: 15_000 };
const me = makeUser('member', 'u-poster');
const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';

const post = (id: string, over: Partial<ExchangePost> = {}): ExchangePost => ({
  id,
  content: `Đổi RG Zaku lấy MG bất kỳ ${id.slice(0, 4)}`,
  status: 'open',
  poster: { id: 'u-poster', full_name: 'Tôi', avatar_url: null },
  photos: [],
  kits: [kit(`k-${id}`, 'RG Zaku II', 'u-poster')],
  offer_count: 1,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  closed_at: null,
  ...over,
});
const offer = (id: string, over: Partial<ExchangeOffer> = {}): ExchangeOffer => ({
  id,
  post_id: P1,
  status: 'open',
  offerer: { id: `u-${id}`, full_name: `Người đề nghị ${id}`, avatar_url: null, completed_trades: 1 },
  post_kits: [{ ...kit(`k-${P1}`, 'RG Zaku II', 'u-poster'), status: 'for_exchange' }],
  offerer_kits: [{ ...kit(`ok-${id}`, 'MG Sazabi', `u-${id}`), status: 'for_exchange' }],
  compensation: null,
  note: '',
  revision_note: null,
  revision_rounds: 0,
  revisions_left: 3,
  exchange_id: null,
  created_at: '2026-11-20T04:00:00.000Z',
  updated_at: '2026-11-20T04:00:00.000Z',
  ...over,
});
const page = (items: unknown[], total = items.length) => json({ items, page: 1, page_size: 10, total });
const gets = (key: string) => calls.filter((c) => c.key === `GET /api/v1${key}`).map((c) => new URL(c.url, 'http://x').searchParams);

describe('"Bài đăng của tôi"', { timeout: 60_000 }, () => {
  it('lists my posts with their state (read with the filter and page of the URL); a post opens with its offers', async () => {
    answers['GET /api/v1/users/me/exchange-posts'] = page([post(P1), post(P2, { status: 'traded', offer_count: 0 })], 12);
    answers[`GET /api/v1/exchange-posts/${P1}/offers`] = page([offer('a')]);
    const router = openRoute('/exchange/my-post?status=open&page=2', me);
    const tabs = await screen.findAllByRole('tab', undefined, LONG);
    expect(tabs).toHaveLength(2);
    expect(tabs[0]!.textContent).toContain('Đang mở');
    expect(tabs[0]!.textContent).toContain('1 đề nghị đang chờ');
    expect(tabs[1]!.textContent).toContain('Đã chốt trao đổi');
    expect(tabs.every((t) => t.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(Object.fromEntries(gets('/users/me/exchange-posts')[0]!)).toEqual({ page: '2', page_size: '10', status: 'open' });
    expect((screen.getByRole('radio', { name: 'Đang mở' }) as HTMLInputElement).checked).toBe(true);
    // nothing read for a closed post
    expect(gets(`/exchange-posts/${P1}/offers`)).toHaveLength(0);

    fireEvent.click(tabs[0]!);
    await waitFor(() => expect(router.state.location.search).toContain(`post=${P1}`));
    const column = await screen.findByRole('article', { name: 'Đề nghị của Người đề nghị a' }, LONG);
    expect(within(column).getByText('MG Sazabi')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: /Đóng bài đăng/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Đã chốt trao đổi' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=traded'));
  });

  it('a rejected offer is sent without RTK Query, and the offers and my posts are read again', async () => {
    answers['GET /api/v1/users/me/exchange-posts'] = page([post(P1)]);
    answers[`GET /api/v1/exchange-posts/${P1}/offers`] = [page([offer('a')]), page([offer('a', { status: 'rejected' })])];
    answers['POST /api/v1/exchange-offers/a/reject'] = json(offer('a', { status: 'rejected' }));
    openRoute(`/exchange/my-post?post=${P1}`, me);
    const column = await screen.findByRole('article', { name: 'Đề nghị của Người đề nghị a' }, LONG);
    fireEvent.click(within(column).getByRole('button', { name: /Từ chối/ }));
    const confirm = await waitFor(() => {
      const pop = document.querySelector<HTMLElement>('.ant-popconfirm');
      expect(pop).not.toBeNull();
      return pop!;
    }, LONG);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/v1/exchange-offers/a/reject')).toBe(true), LONG);
    await screen.findByText('Bị từ chối', undefined, LONG);
    expect(gets(`/exchange-posts/${P1}/offers`).length).toBeGreaterThanOrEqual(2);
    expect(gets('/users/me/exchange-posts').length).toBeGreaterThanOrEqual(2);
  });

  it('with no post, says so', async () => {
    answers['GET /api/v1/users/me/exchange-posts'] = page([]);
    openRoute('/exchange/my-post', me);
    expect(await screen.findByText('Bạn chưa có bài đăng trao đổi nào', undefined, LONG)).toBeTruthy();
  });
});
