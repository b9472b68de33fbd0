import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListPagination } from './list-pagination';

// jsdom has no IntersectionObserver: WhenVisible renders at once, as it does in old browsers
describe('ListPagination', () => {
  // first, before antd's Pagination has loaded: a stand-in would show here if one were drawn
  it('with hideOnSinglePage and one page, draws nothing, not even a stand-in', () => {
    const { container } = render(<ListPagination current={1} pageSize={12} total={12} hideOnSinglePage onChange={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('loads antd’s page numbers and passes a page change on', async () => {
    const onChange = vi.fn();
    render(<ListPagination current={1} pageSize={12} total={30} showSizeChanger={false} onChange={onChange} />);
    (await screen.findByTitle('2', {}, { timeout: 30_000 })).click();
    expect(onChange).toHaveBeenCalledWith(2, 12);
    expect(screen.getByTitle('3')).toBeTruthy();
    expect(screen.queryByTitle('4')).toBeNull();
  });
});
