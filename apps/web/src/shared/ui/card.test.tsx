import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

// antd's Card without its Tabs (card.tsx): the head only when there is a title or an extra, the
// element's own attributes passed on (screens name a card for screen readers, mark it busy)
describe('Card', () => {
  it('draws a head with the title and the extra, then the body', () => {
    const { container } = render(
      <Card title="Doanh thu" extra="Tổng: 1.250.000 ₫" size="small" aria-label="Doanh thu của shop">
        nội dung
      </Card>,
    );
    const card = screen.getByLabelText('Doanh thu của shop');
    expect(card.classList).toContain('cg-card--small');
    expect(container.querySelector('.cg-card-head-title')?.textContent).toBe('Doanh thu');
    expect(container.querySelector('.cg-card-extra')?.textContent).toBe('Tổng: 1.250.000 ₫');
    expect(container.querySelector('.cg-card-body')?.textContent).toBe('nội dung');
  });

  it('has no head without a title or an extra', () => {
    const { container } = render(
      <Card aria-busy="true" hoverable>
        đang tải
      </Card>,
    );
    expect(container.querySelector('.cg-card-head')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(container.firstElementChild?.classList).toContain('cg-card--hoverable');
  });
});
