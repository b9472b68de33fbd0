import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextSkeleton } from './text-skeleton';

// The widths antd's Skeleton gives (text-skeleton.tsx): its CSS narrows the last of three or more lines.
describe('TextSkeleton', () => {
  it('draws a title of 38% and the lines asked for', () => {
    const { container } = render(<TextSkeleton rows={6} />);
    expect(container.querySelector<HTMLElement>('h3.cg-skeleton__title')?.style.width).toBe('38%');
    expect(container.querySelectorAll('.cg-skeleton__lines > li')).toHaveLength(6);
  });

  it('draws lines only without a title, and a title of the width given', () => {
    const { container, rerender } = render(<TextSkeleton title={false} rows={2} />);
    expect(container.querySelector('h3')).toBeNull();
    expect(container.querySelectorAll('.cg-skeleton__lines > li')).toHaveLength(2);
    rerender(<TextSkeleton title={{ width: '80%' }} />);
    expect(container.querySelector<HTMLElement>('h3')?.style.width).toBe('80%');
    expect(container.querySelectorAll('.cg-skeleton__lines > li')).toHaveLength(3);
  });
});
