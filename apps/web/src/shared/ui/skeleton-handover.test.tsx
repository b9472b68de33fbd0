import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonHandover } from './skeleton-handover';

function Grid({ loading, count }: { loading: boolean; count: number }) {
  const skeleton = (
    <ol aria-label="skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>…</li>
      ))}
    </ol>
  );
  return (
    <SkeletonHandover loading={loading} skeleton={skeleton}>
      <p>the cards</p>
    </SkeletonHandover>
  );
}

describe('SkeletonHandover', () => {
  it('shows the skeleton while loading, hides it as it was when the content comes, and removes it a frame later', async () => {
    const view = render(<Grid loading count={12} />);
    const skeleton = screen.getByLabelText('skeleton');
    expect(skeleton.parentElement!.style.display).toBe('contents');
    expect(screen.queryByText('the cards')).toBeNull();

    // the content arrives; the caller now describes a smaller skeleton (a grid's default count)
    view.rerender(<Grid loading={false} count={8} />);
    expect(screen.getByText('the cards')).toBeTruthy();
    // the same nodes, all twelve, hidden: nothing of the skeleton was removed by this commit
    expect(skeleton.isConnected).toBe(true);
    expect(skeleton.children).toHaveLength(12);
    expect(skeleton.parentElement!.style.display).toBe('none');

    await waitFor(() => expect(skeleton.isConnected).toBe(false));
    expect(screen.getByText('the cards')).toBeTruthy();
  });

  it('draws no skeleton for content that is there from the start, and a skeleton again when it loads again', async () => {
    const view = render(<Grid loading={false} count={4} />);
    expect(screen.queryByLabelText('skeleton')).toBeNull();
    view.rerender(<Grid loading count={4} />);
    expect(screen.getByLabelText('skeleton').children).toHaveLength(4);
    expect(screen.queryByText('the cards')).toBeNull();
    view.rerender(<Grid loading={false} count={4} />);
    await waitFor(() => expect(screen.queryByLabelText('skeleton')).toBeNull());
  });

  it('keeps the skeleton while it is loading again before the hidden one was removed', () => {
    const view = render(<Grid loading count={3} />);
    const skeleton = screen.getByLabelText('skeleton');
    view.rerender(<Grid loading={false} count={3} />);
    view.rerender(<Grid loading count={5} />);
    // the same skeleton shown again, redrawn for the new count
    expect(skeleton.isConnected).toBe(true);
    expect(skeleton.parentElement!.style.display).toBe('contents');
    expect(skeleton.children).toHaveLength(5);
  });
});
