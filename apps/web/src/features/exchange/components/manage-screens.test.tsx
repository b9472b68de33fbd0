import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExchangeOfferStatus, HeldExchangeKit, MyExchangeOffer } from '@cho-gundam/contracts';
import { kit } from '../../../../test/trade-fixtures';
import { json, setupStubServer } from '../../../../test/stub-server';
import { makeUser, openRoute } from '../../../../test/support';

const { answers, calls } = setupStubServer();
/** antd's first render is slow on a busy machine */
const LONG = { timeout: 15_000 };
const me = makeUser('member', 'u-poster');

const received = (id: string, status: ExchangeOfferStatus, over: Partial<MyExchangeOffer> = {}): MyExchangeOffer => ({
  id,
  post_id: `p-${id}`,
  status,
  offerer: { id: `u-${id}`, full_name: `Người đề nghị ${id}`, avatar_url: null, completed_trades: 2 },
  post_kits: [{ ...kit(`pk-${id}`, 'Strike Freedom', 'u-poster'), status: 'for_exchange' }],
  offerer_kits: [{ ...kit(`ok-${id}`, 'Sazabi', `u-${id}`), condition: 'built', status: 'for_exchange' }],
  compensation: null,
  note: '',
  revision_note: null,
  revision_rounds: 0,
  revisions_left: 3,
  exchange_id: null,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  post: {
    id: `p-${id}`,
    content: 'Đổi RG Strike Freedom lấy MG bất kỳ',
    status: 'open',
    poster: { id: 'u-poster', full_name: 'Tôi', avatar_url: null },
  },
  ...over,
});
const page = (items: unknown[], total = items.length) => json({ items, page: 1, page_size: 10, total });
const offerCalls = () =>
  calls.filter((c) => c.key === 'GET /api/v1/users/me/exchange-offers').map((c) => new URL(c.url, 'http://x').searchParams);

describe('"Đề nghị đã nhận"', { timeout: 60_000 }, () => {
  it('lists the offers made on my posts, open or ended, each with its post, offerer, kits, compensation, state and a link to act', async () => {
    answers['GET /api/v1/users/me/exchange-offers'] = page(
      [
        received('a', 'open', { compensation: { payer: 'offerer', amount: 20_000 }, note: 'Bù thêm nhé' }),
        received('b', 'closed', { post: { ...received('b', 'closed').post, status: 'closed' } }),
        received('c', 'accepted', { exchange_id: 'x9', post: { ...received('c', 'accepted').post, status: 'traded' } }),
      ],
      25,
    );
    const router = openRoute('/exchange/manage?tab=received', me);
    const a = await screen.findByRole('article', { name: 'Đề nghị của Người đề nghị a' }, LONG);
    expect(within(a).getByText('Chờ người đăng phản hồi')).toBeTruthy();
    expect(within(a).getByText(/2 giao dịch hoàn tất/)).toBeTruthy();
    expect(within(within(a).getByRole('list', { name: 'Mô hình người đề nghị đưa ra' })).getByText('Sazabi')).toBeTruthy();
    expect(within(a).getByText('Đã lắp ráp')).toBeTruthy();
    expect(within(a).getByText(/Người đề nghị bù cho bạn/).textContent).toMatch(/20\.000/);
    expect(within(a).getByText(/Bù thêm nhé/)).toBeTruthy();
    expect(within(a).getByRole('link', { name: 'Trả lời đề nghị' }).getAttribute('href')).toBe('/exchange/my-post?post=p-a');

    const b = screen.getByRole('article', { name: 'Đề nghị của Người đề nghị b' });
    expect(within(b).getByText('Đã đóng')).toBeTruthy();
    expect(within(b).getByText('Bài đăng đã đóng')).toBeTruthy();
    expect(within(b).getByRole('link', { name: 'Xem bài đăng' }).getAttribute('href')).toBe('/exchange/my-post?post=p-b');
    const c = screen.getByRole('article', { name: 'Đề nghị của Người đề nghị c' });
    expect(within(c).getByRole('link', { name: 'Xem giao dịch trao đổi' }).getAttribute('href')).toBe('/exchange/detail/x9');
    expect(offerCalls()[0]!.get('role')).toBe('received');

    // the state filter goes into the URL and the request, from page 1
    fireEvent.mouseDown(screen.getByLabelText('Trạng thái đề nghị'));
    fireEvent.click(await screen.findByTitle('Bị từ chối', {}, LONG));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=received&status=rejected'), LONG);
    await waitFor(() => expect(offerCalls().at(-1)!.get('status')).toBe('rejected'), LONG);

    fireEvent.click(await screen.findByTitle('2', {}, LONG));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=received&status=rejected&page=2'), LONG);
    await waitFor(() => expect(offerCalls().at(-1)!.get('page')).toBe('2'), LONG);
  });

  it('says so when nothing came in, and offers a retry when the list fails', async () => {
    answers['GET /api/v1/users/me/exchange-offers'] = [json({ error: { code: 'internal', message: 'Máy chủ bận' } }, 500), page([])];
    openRoute('/exchange/manage?tab=received', me);
    expect(await screen.findByText('Không tải được đề nghị đã nhận', {}, LONG)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
    expect(await screen.findByText('Bài đăng của bạn chưa nhận được đề nghị nào', {}, LONG)).toBeTruthy();
  });

  it('"Đề nghị đã gửi" asks for the offers I made, with the same post line and filter', async () => {
    answers['GET /api/v1/users/me/exchange-offers'] = page([
      received('s', 'revision_requested', { offerer: { ...received('s', 'open').offerer, id: 'u-poster' } }),
    ]);
    openRoute('/exchange/manage?tab=sent', me);
    const card = await screen.findByRole('article', { name: 'Đề nghị đã gửi' }, LONG);
    expect(within(card).getByText(/Bài đăng của Tôi: Đổi RG Strike Freedom/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Chỉnh sửa đề nghị' })).toBeTruthy();
    expect(screen.getByLabelText('Trạng thái đề nghị')).toBeTruthy();
    expect(offerCalls()[0]!.get('role')).toBe('made');
  });

  it("keeps the trades tab's history, stage and page in the URL, and leaves them behind for another tab", async () => {
    answers['GET /api/v1/users/me/exchanges'] = page([]);
    answers['GET /api/v1/users/me/exchange-offers'] = page([]);
    const router = openRoute('/exchange/manage?trades=history&stage=canceled&trades_page=2', me);
    expect(await screen.findByText('Không có giao dịch nào ở giai đoạn này', {}, LONG)).toBeTruthy();
    const q = new URL(calls.find((c) => c.key === 'GET /api/v1/users/me/exchanges')!.url, 'http://x').searchParams;
    expect([q.get('stage'), q.get('page')]).toEqual(['canceled', '2']);
    fireEvent.click(screen.getByRole('tab', { name: 'Đề nghị đã gửi' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=sent'), LONG);
  });
});

describe('"Gundam để trao đổi" (/exchange/manage-gundam)', { timeout: 60_000 }, () => {
  const held = (id: string, status: 'for_exchange' | 'exchanging', holder: HeldExchangeKit['holder']): HeldExchangeKit => ({
    kit: { ...kit(id, `Kit ${id}`, 'u-poster'), status },
    holder,
  });

  it('lists my held kits with their condition and what holds each, linked, page by page', async () => {
    answers['GET /api/v1/users/me/exchange-kits'] = json({
      items: [
        held('k1', 'for_exchange', { type: 'post', id: 'p1', post_id: 'p1', status: 'open' }),
        held('k2', 'for_exchange', { type: 'offer', id: 'o2', post_id: 'p2', status: 'open' }),
        held('k3', 'exchanging', { type: 'trade', id: 'x3', post_id: 'p3', status: 'packaging' }),
      ],
      page: 1,
      page_size: 20,
      total: 45,
    });
    const router = openRoute('/exchange/manage-gundam', me);
    const row = async (name: string) => (await screen.findByText(name, {}, LONG)).closest('tr') as HTMLElement;
    const r1 = await row('Kit k1');
    expect(within(r1).getByText('Nguyên hộp / chưa lắp')).toBeTruthy();
    expect(within(r1).getByText('Đang chờ trao đổi')).toBeTruthy();
    expect(within(r1).getByRole('link', { name: 'Bài đăng của tôi' }).getAttribute('href')).toBe('/exchange/my-post?post=p1');
    expect(
      within(await row('Kit k2'))
        .getByRole('link', { name: 'Đề nghị tôi đã gửi' })
        .getAttribute('href'),
    ).toBe('/exchange/list?post=p2');
    const r3 = await row('Kit k3');
    expect(within(r3).getByText('Đang trao đổi')).toBeTruthy();
    expect(within(r3).getByRole('link', { name: 'Giao dịch trao đổi' }).getAttribute('href')).toBe('/exchange/detail/x3');

    // the page numbers (antd's Pagination) load after the rows
    fireEvent.click(await screen.findByTitle('2', {}, LONG));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'), LONG);
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /api/v1/users/me/exchange-kits').at(-1)!.url).toContain('page=2'), LONG);
  });

  it('says when no kit is held, and offers a retry when loading fails', async () => {
    answers['GET /api/v1/users/me/exchange-kits'] = [
      json({ error: { code: 'internal', message: 'Máy chủ bận' } }, 500),
      json({ items: [], page: 1, page_size: 20, total: 0 }),
    ];
    openRoute('/exchange/manage-gundam', me);
    expect(await screen.findByText('Không tải được mô hình đang trao đổi', {}, LONG)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
    expect(await screen.findByText('Bạn chưa có mô hình nào đang được đem đi trao đổi', {}, LONG)).toBeTruthy();
  });
});

describe('"Rút lại đề nghị" in "Đề nghị đã gửi"', { timeout: 60_000 }, () => {
  const mine = (status: ExchangeOfferStatus) => received('w', status, { offerer: { ...received('w', 'open').offerer, id: 'u-poster' } });

  it('asks first (the confirm loads with the first click), withdraws, and reads my offers again', async () => {
    answers['GET /api/v1/users/me/exchange-offers'] = [page([mine('open')]), page([mine('withdrawn')])];
    answers['POST /api/v1/exchange-offers/w/withdraw'] = json({ id: 'w', status: 'withdrawn' });
    openRoute('/exchange/manage?tab=sent', me);
    const card = await screen.findByRole('article', { name: 'Đề nghị đã gửi' }, LONG);
    expect(within(card).getByText('Chờ người đăng phản hồi')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Rút lại đề nghị' }));
    expect(await screen.findByText('Rút lại đề nghị này?', {}, LONG)).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST /api/v1/exchange-offers/w/withdraw')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Rút lại' }));
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/v1/exchange-offers/w/withdraw')).toHaveLength(1), LONG);
    expect(await within(card).findByText('Đã rút lại', {}, LONG)).toBeTruthy();
    expect(offerCalls()).toHaveLength(2);
  });

  it("shows the server's refusal on the card", async () => {
    answers['GET /api/v1/users/me/exchange-offers'] = page([mine('open')]);
    answers['POST /api/v1/exchange-offers/w/withdraw'] = json({ error: { code: 'conflict', message: 'Đề nghị đã được chấp nhận' } }, 409);
    openRoute('/exchange/manage?tab=sent', me);
    const card = await screen.findByRole('article', { name: 'Đề nghị đã gửi' }, LONG);
    fireEvent.click(within(card).getByRole('button', { name: 'Rút lại đề nghị' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rút lại' }, LONG));
    expect((await within(card).findByRole('alert', {}, LONG)).textContent).toContain('Đề nghị đã được chấp nhận');
  });
});
