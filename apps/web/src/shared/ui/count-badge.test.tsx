import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountBadge } from './count-badge';

afterEach(cleanup);

const badge = (count: number) =>
  render(
    <CountBadge count={count}>
      <span>icon</span>
    </CountBadge>,
  ).container.querySelector('.cg-count-badge__count');

describe('CountBadge', () => {
  it('shows nothing at 0, but keeps what it sits on', () => {
    const { container } = render(
      <CountBadge count={0}>
        <span>icon</span>
      </CountBadge>,
    );
    expect(container.textContent).toBe('icon');
    expect(container.querySelector('.cg-count-badge__count')).toBeNull();
  });

  it('shows the count, hidden from screen readers (the control around it names it)', () => {
    const count = badge(5);
    expect(count?.textContent).toBe('5');
    expect(count?.getAttribute('aria-hidden')).toBe('true');
    expect(count?.classList.contains('cg-count-badge__count--wide')).toBe(false);
  });

  it('shows 99+ above 99, with the real count as its title', () => {
    const count = badge(120);
    expect(count?.textContent).toBe('99+');
    expect(count?.getAttribute('title')).toBe('120');
    expect(count?.classList.contains('cg-count-badge__count--wide')).toBe(true);
  });
});
