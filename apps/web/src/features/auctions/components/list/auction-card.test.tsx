import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuctionCard, type AuctionCardData } from './auction-card';
import { AuctionGrid } from './auction-grid';

const NOW = Date.parse('2026-11-25T03:00:00.000Z'); // 10:00 in Hồ Chí Minh City
const at = (ms: number) => new Date(NOW + ms).toISOString();
const HOUR = 3_600_000;

const live: AuctionCardData = {
  id: '6f1c2a9e-1111-4c3d-9e8f-000000000001',
  status: 'active',
  status_label: 'Đang diễn ra',
  kit: {
    id: 'k1',
    name: 'MG 1/100 Sazabi Ver.Ka',
    slug: 'mg-sazabi',
    grade_code: 'MG',
    grade_name: 'Master Grade',
    scale: '1/100',
    condition: 'new_in_box',
    series: "Char's Counterattack",
    image: { thumb: '/t.webp', card: '/c.webp', full: '/f.webp' },
  },
  starting_price: 1_000_000,
  current_price: 1_250_000,
  buy_now_price: 2_000_000,
  bid_count: 12,
  participant_count: 5,
  start_at: at(-20 * HOUR),
  end_at: at(2 * 86_400_000 + 3 * HOUR + 14 * 60_000 + 5_000),
};

const renderCard = (a: AuctionCardData) =>
  render(
    <MemoryRouter>
      <AuctionCard auction={a} />
    </MemoryRouter>,
  );
const timeLine = () => screen.getByTestId('auction-card-time').textContent;

describe('an auction card', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a live auction’s current price, bids, participants, buy-now price and the time to its end, ticking', () => {
    renderCard(live);
    expect(screen.getByRole('link').getAttribute('href')).toBe(`/auction/${live.id}`);
    expect(screen.getByRole('heading', { name: live.kit.name })).toBeTruthy();
    expect(screen.getByText('Đang diễn ra')).toBeTruthy();
    expect(screen.getByText('MG')).toBeTruthy();
    expect(screen.getByText('Giá hiện tại')).toBeTruthy();
    expect(screen.getByText('1.250.000 ₫')).toBeTruthy();
    expect(screen.getByText('2.000.000 ₫')).toBeTruthy();
    expect(screen.getByText('12 lượt đặt giá')).toBeTruthy();
    expect(screen.getByText('5 người tham gia')).toBeTruthy();
    expect(timeLine()).toBe('Kết thúc sau 2 ngày 03:14:05');
    act(() => void vi.advanceTimersByTime(2_000));
    expect(timeLine()).toBe('Kết thúc sau 2 ngày 03:14:03');
  });

  it('says when a live auction’s time is up instead of counting below zero', () => {
    renderCard({ ...live, end_at: at(1_500) });
    act(() => void vi.advanceTimersByTime(2_000));
    expect(timeLine()).toBe('Đã hết giờ Đang chốt kết quả');
  });

  it('counts an upcoming auction down to its start and shows the starting price', () => {
    renderCard({
      ...live,
      status: 'scheduled',
      status_label: 'Sắp diễn ra',
      current_price: 1_000_000,
      bid_count: 0,
      participant_count: 0,
      start_at: at(5 * HOUR),
      buy_now_price: null,
    });
    expect(screen.getByText('Sắp diễn ra')).toBeTruthy();
    expect(screen.getByText('Giá khởi điểm')).toBeTruthy();
    expect(screen.getByText('1.000.000 ₫')).toBeTruthy();
    expect(screen.getByText('0 lượt đặt giá')).toBeTruthy();
    expect(screen.queryByText(/Mua ngay/)).toBeNull();
    expect(timeLine()).toBe('Bắt đầu sau 05:00:00');
  });

  it('shows when an ended auction ended, in Vietnam’s time, and its final price', () => {
    renderCard({ ...live, status: 'completed', status_label: 'Hoàn thành', end_at: '2026-11-24T13:30:00.000Z' });
    expect(screen.getByText('Hoàn thành')).toBeTruthy();
    expect(screen.getByText('Giá cuối')).toBeTruthy();
    expect(timeLine()).toBe('Kết thúc lúc 24/11/2026 20:30');
  });

  it('reserves the photo’s square and loads it lazily; says so when there is none', () => {
    const { container, unmount } = renderCard(live);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/c.webp');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '480']);
    unmount();
    renderCard({ ...live, kit: { ...live.kit, image: null } });
    expect(screen.getByText('Chưa có ảnh')).toBeTruthy();
  });
});

describe('an auction grid', () => {
  it('fetches the first screen’s photos at once, only the first with high priority (the page’s largest paint), the others lazily', () => {
    const auctions = Array.from({ length: 6 }, (_, i) => ({ ...live, id: `${live.id.slice(0, -1)}${i}` }));
    render(
      <MemoryRouter>
        <AuctionGrid auctions={auctions} eagerCount={4} />
      </MemoryRouter>,
    );
    const imgs = screen.getAllByRole('presentation');
    expect(imgs.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(imgs.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'low', 'low', 'low', null, null]);
  });
});
