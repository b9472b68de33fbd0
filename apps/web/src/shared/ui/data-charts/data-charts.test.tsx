import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryBars } from './category-bars';
import { ShareDonut } from './share-donut';
import { TimeSeriesChart } from './time-series-chart';

// jsdom lays nothing out: a chart is 640 px wide (use-width.ts's fallback) and its SVG sits at 0,0,
// so a mouse at clientX/clientY is at that place in the drawing
const days = [
  { date: '2030-03-08', gmv: 1_200_000, revenue: 50_000 },
  { date: '2030-03-09', gmv: 0, revenue: 0 },
  { date: '2030-03-10', gmv: 400_000, revenue: 20_000 },
];

function moneyChart() {
  render(
    <TimeSeriesChart
      data={days}
      kind="money"
      ariaLabel="GMV mỗi ngày"
      series={[
        { key: 'gmv', name: 'GMV', color: '#0f766e', shape: 'bar' },
        { key: 'revenue', name: 'Doanh thu nền tảng', color: '#ea580c' },
      ]}
    />,
  );
  const chart = screen.getByRole('figure', { name: 'GMV mỗi ngày' });
  return { chart, surface: within(chart).getByRole('img') };
}

// the tooltip is a live region that stays in the page, hidden and empty while nothing is pointed at
const tooltip = (chart: HTMLElement) => chart.querySelector<HTMLElement>('.cg-chart-tip[role=status]')!;

describe('TimeSeriesChart', () => {
  it('writes the days under the axis and the values in Vietnamese units beside it, with a legend', () => {
    const { chart } = moneyChart();
    for (const day of ['08/03', '09/03', '10/03']) expect(within(chart).getByText(day)).toBeTruthy();
    // 1,2 tr is covered by ticks of 300 N
    for (const tick of ['0', '300 N', '600 N', '900 N', '1,2 tr']) expect(within(chart).getByText(tick)).toBeTruthy();
    const legend = within(chart)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(legend).toEqual(['GMV', 'Doanh thu nền tảng']);
    // one bar per day with an amount; the day of 0 has none
    expect(chart.querySelectorAll('g[fill="#0f766e"] path')).toHaveLength(2);
    expect(tooltip(chart).textContent).toBe('');
  });

  it('shows the day under the mouse with each value in full, and hides it when the mouse leaves', () => {
    const { chart, surface } = moneyChart();
    // the plot runs from x 60 to 628: three bands of 189 px, the first from 60 to 249
    fireEvent.mouseMove(surface, { clientX: 100, clientY: 100 });
    expect(within(tooltip(chart)).getByText('08/03/2030')).toBeTruthy();
    expect(within(tooltip(chart)).getByText(/^GMV : 1\.200\.000\s₫$/)).toBeTruthy();
    expect(within(tooltip(chart)).getByText(/^Doanh thu nền tảng : 50\.000\s₫$/)).toBeTruthy();
    fireEvent.mouseMove(surface, { clientX: 600, clientY: 100 });
    expect(within(tooltip(chart)).getByText('10/03/2030')).toBeTruthy();
    // outside the plot (over the value axis): nothing
    fireEvent.mouseMove(surface, { clientX: 20, clientY: 100 });
    expect(tooltip(chart).textContent).toBe('');
    fireEvent.mouseMove(surface, { clientX: 300, clientY: 100 });
    expect(within(tooltip(chart)).getByText(/^GMV : 0\s₫$/)).toBeTruthy();
    fireEvent.mouseLeave(surface);
    expect(tooltip(chart).textContent).toBe('');
  });

  it('reads day by day with the arrow keys, Home and End; Escape and leaving the chart hide it', () => {
    const { chart, surface } = moneyChart();
    expect(surface.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    expect(within(tooltip(chart)).getByText('08/03/2030')).toBeTruthy();
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    expect(within(tooltip(chart)).getByText('09/03/2030')).toBeTruthy();
    fireEvent.keyDown(surface, { key: 'End' });
    expect(within(tooltip(chart)).getByText('10/03/2030')).toBeTruthy();
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    expect(within(tooltip(chart)).getByText('10/03/2030')).toBeTruthy();
    fireEvent.keyDown(surface, { key: 'Home' });
    expect(within(tooltip(chart)).getByText('08/03/2030')).toBeTruthy();
    fireEvent.keyDown(surface, { key: 'Escape' });
    expect(tooltip(chart).textContent).toBe('');
    fireEvent.keyDown(surface, { key: 'ArrowLeft' });
    expect(within(tooltip(chart)).getByText('10/03/2030')).toBeTruthy();
    fireEvent.blur(surface);
    expect(tooltip(chart).textContent).toBe('');
  });

  it('a single series has no legend, and counts are whole numbers', () => {
    render(
      <TimeSeriesChart
        data={[
          { date: '2030-03-08', members: 2 },
          { date: '2030-03-09', members: 0 },
        ]}
        kind="count"
        ariaLabel="Thành viên mới"
        series={[{ key: 'members', name: 'Thành viên mới', color: '#7c3aed' }]}
      />,
    );
    const chart = screen.getByRole('figure', { name: 'Thành viên mới' });
    expect(within(chart).queryByRole('list')).toBeNull();
    for (const tick of ['0', '1', '2', '3', '4']) expect(within(chart).getByText(tick)).toBeTruthy();
    // a line alone runs edge to edge: the first day at the axis, the second at the plot's end
    fireEvent.mouseMove(within(chart).getByRole('img'), { clientX: 600, clientY: 100 });
    expect(within(tooltip(chart)).getByText('Thành viên mới : 0')).toBeTruthy();
  });
});

describe('CategoryBars', () => {
  const statuses = [
    { label: 'Chờ xác nhận', value: 0 },
    { label: 'Đang đóng gói', value: 3 },
    { label: 'Hoàn tất', value: 11 },
  ];

  it('writes each category beside its bar and the value after it (none for 0)', () => {
    render(<CategoryBars data={statuses} kind="count" ariaLabel="Đơn theo trạng thái" />);
    const chart = screen.getByRole('figure', { name: 'Đơn theo trạng thái' });
    for (const s of statuses) expect(within(chart).getByText(s.label)).toBeTruthy();
    expect(within(chart).getByText('3')).toBeTruthy();
    expect(within(chart).getByText('11')).toBeTruthy();
    expect(within(chart).queryByText('0')).toBeNull();
    expect(chart.querySelectorAll('path[fill="#1d4ed8"]')).toHaveLength(2);
  });

  it('shows the category under the mouse, or chosen with the keys', () => {
    render(<CategoryBars data={statuses} kind="count" ariaLabel="Đơn theo trạng thái" />);
    const chart = screen.getByRole('figure', { name: 'Đơn theo trạng thái' });
    const surface = within(chart).getByRole('img');
    // height 118: three bands of 36.7 px from y 4; the plot starts after the 150 px of labels
    fireEvent.mouseMove(surface, { clientX: 300, clientY: 60 });
    expect(within(tooltip(chart)).getByText('Đang đóng gói')).toBeTruthy();
    expect(within(tooltip(chart)).getByText('Giá trị : 3')).toBeTruthy();
    fireEvent.mouseMove(surface, { clientX: 100, clientY: 60 });
    expect(tooltip(chart).textContent).toBe('');
    fireEvent.keyDown(surface, { key: 'End' });
    expect(within(tooltip(chart)).getByText('Giá trị : 11')).toBeTruthy();
  });

  it('shortens a name longer than its room with "…" and keeps it whole in its title', () => {
    const name = 'MG 1/100 Gundam Barbatos Lupus Rex phiên bản đặc biệt có đế trưng bày';
    render(<CategoryBars data={[{ label: name, value: 1200 }]} kind="count" labelWidth={220} ariaLabel="Xem nhiều nhất" />);
    const chart = screen.getByRole('figure', { name: 'Xem nhiều nhất' });
    const label = within(chart).getByText(/…$/);
    const shown = label.lastChild!.textContent!;
    expect(shown.length).toBeLessThan(name.length);
    expect(name.startsWith(shown.slice(0, -1))).toBe(true);
    expect(label.querySelector('title')?.textContent).toBe(name);
    expect(within(chart).getByText('1.200')).toBeTruthy();
  });
});

describe('ShareDonut', () => {
  it('names the slice under the mouse; the ring is clockwise from the top', () => {
    render(
      <ShareDonut
        ariaLabel="Đã dùng 4 lượt đăng bán trên 50"
        centerValue="4/50"
        data={[
          { label: 'Đang đăng bán', value: 4, color: '#1d4ed8' },
          { label: 'Còn trống', value: 46, color: '#cbd5e1' },
        ]}
      />,
    );
    const chart = screen.getByRole('figure', { name: 'Đã dùng 4 lượt đăng bán trên 50' });
    expect(within(chart).getByText('4/50')).toBeTruthy();
    const surface = within(chart).getByRole('img');
    // just right of the top of the ring: the first 8 % of the turn
    fireEvent.mouseMove(surface, { clientX: 90, clientY: 10 });
    expect(within(tooltip(chart)).getByText('Đang đăng bán : 4')).toBeTruthy();
    // left of the top: the rest
    fireEvent.mouseMove(surface, { clientX: 60, clientY: 10 });
    expect(within(tooltip(chart)).getByText('Còn trống : 46')).toBeTruthy();
    // in the hole: nothing
    fireEvent.mouseMove(surface, { clientX: 80, clientY: 80 });
    expect(tooltip(chart).textContent).toBe('');
  });

  it('all zero: an empty ring that cannot be pointed at, and the legend with its zeros', () => {
    render(<ShareDonut ariaLabel="Chưa đăng bán" centerValue="0/5" data={[{ label: 'Đang đăng bán', value: 0, color: '#1d4ed8' }]} />);
    const chart = screen.getByRole('figure', { name: 'Chưa đăng bán' });
    expect(within(chart).queryByRole('img')).toBeNull();
    expect(chart.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(chart).getByRole('listitem').textContent).toBe('Đang đăng bán: 0');
  });
});
