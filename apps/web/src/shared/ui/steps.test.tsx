import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Steps } from './steps';

const ITEMS = [
  { title: 'Thông tin shop', description: 'Tên shop, số điện thoại' },
  { title: 'Địa chỉ lấy hàng', description: 'Nơi giao hàng cho vận chuyển' },
  { title: 'Điều khoản' },
  { title: 'Hoàn tất', description: 'Bắt đầu bán hàng' },
];

const items = () => screen.getAllByRole('listitem');
const item = (i: number) => items()[i]!;

describe('Steps', () => {
  it('is an ordered list: the current step marked, numbered, the ones after it waiting', () => {
    render(<Steps current={0} items={ITEMS} className="cg-regshop-steps" />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list.className).toContain('cg-steps--responsive');
    expect(list.className).toContain('cg-regshop-steps');
    expect(list.className).toMatch(/css-var-/);
    expect(items().map((li) => li.getAttribute('aria-current'))).toEqual(['step', null, null, null]);
    expect(item(0).className).toContain('cg-steps__item--process');
    expect(item(0).className).toContain('cg-steps__item--active');
    expect(item(1).className).toContain('cg-steps__item--wait');
    expect(items().map((li) => li.querySelector('.cg-steps__number')?.textContent)).toEqual(['1', '2', '3', '4']);
    expect(within(item(0)).getByText('Tên shop, số điện thoại').className).toBe('cg-steps__content');
    // a step without a description has no grey line
    expect(item(2).querySelector('.cg-steps__content')).toBeNull();
  });

  it('the steps before the current one are finished, with a tick in place of their number', () => {
    render(<Steps current={2} items={ITEMS} />);
    expect(items().map((li) => li.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(items().map((li) => /cg-steps__item--(\w+)/.exec(li.className)?.[1])).toEqual(['finish', 'finish', 'process', 'wait']);
    for (const done of items().slice(0, 2)) {
      expect(within(done).getByRole('img', { name: 'Đã xong' })).toBeTruthy();
      expect(done.querySelector('.cg-steps__number')).toBeNull();
    }
    expect(item(2).querySelector('.cg-steps__number')?.textContent).toBe('3');
    expect(item(2).className).toContain('cg-steps__item--active');
  });

  it('the line after a step takes the status of the step it leads to; the last step has none', () => {
    render(<Steps current={1} items={ITEMS} />);
    const rails = items().map((li) => li.querySelector('.cg-steps__rail')?.className ?? null);
    expect(rails).toEqual([
      'cg-steps__rail cg-steps__rail--process',
      'cg-steps__rail cg-steps__rail--wait',
      'cg-steps__rail cg-steps__rail--wait',
      null,
    ]);
  });

  it('stays in a row on every screen when not responsive', () => {
    render(<Steps current={3} items={ITEMS} responsive={false} />);
    expect(screen.getByRole('list').className).not.toContain('cg-steps--responsive');
    expect(item(3).getAttribute('aria-current')).toBe('step');
    expect(screen.getAllByRole('img', { name: 'Đã xong' })).toHaveLength(3);
  });
});
