import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Collapse } from './collapse';

const items = [
  { key: 'a', label: 'Bài đăng A', extra: '2 đề nghị', children: <p>Nội dung A</p> },
  { key: 'b', label: 'Bài đăng B', children: <p>Nội dung B</p> },
];

describe('Collapse', () => {
  it('is a list of tabs, only the open one drawing its panel, its arrow turned', () => {
    render(<Collapse items={items} activeKey="b" onChange={() => undefined} />);
    expect(screen.getByRole('tablist')).toBeTruthy();
    const [a, b] = screen.getAllByRole('tab');
    expect(a!.getAttribute('aria-expanded')).toBe('false');
    expect(b!.getAttribute('aria-expanded')).toBe('true');
    expect(a!.textContent).toContain('Bài đăng A');
    expect(a!.querySelector('.cg-collapse__extra')!.textContent).toBe('2 đề nghị');
    // B has no extra: no empty box either
    expect(b!.querySelector('.cg-collapse__extra')).toBeNull();
    expect(screen.getByRole('tabpanel').textContent).toBe('Nội dung B');
    expect(screen.queryByText('Nội dung A')).toBeNull();
    expect(b!.querySelector('svg')!.style.transform).toBe('rotate(90deg)');
    expect(a!.querySelector('svg')!.style.transform).toBe('');
  });

  it('a click or Enter on a closed header asks to open it, on the open one to close it', () => {
    const onChange = vi.fn();
    render(<Collapse items={items} activeKey="a" onChange={onChange} />);
    const [a, b] = screen.getAllByRole('tab');
    fireEvent.click(b!);
    expect(onChange).toHaveBeenLastCalledWith('b');
    fireEvent.click(a!);
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.keyDown(b!, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('b');
    fireEvent.keyDown(b!, { key: 'a' });
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('with nothing open, no panel is drawn', () => {
    render(<Collapse items={items} activeKey={null} onChange={() => undefined} />);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getAllByRole('tab').every((t) => t.getAttribute('aria-expanded') === 'false')).toBe(true);
  });
});
