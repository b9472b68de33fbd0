import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressLine } from './progress-line';

describe('ProgressLine', () => {
  it('is a progress bar whose track is as long as its share, kept between 0 and 100', () => {
    const { rerender } = render(<ProgressLine percent={8} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('8');
    expect(bar.querySelector<HTMLElement>('.cg-progress__track')!.style.width).toBe('8%');
    expect(bar.className).toContain('cg-progress--normal');
    rerender(<ProgressLine percent={140} status="exception" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar').className).toContain('cg-progress--exception');
    rerender(<ProgressLine percent={-5} />);
    expect(screen.getByRole('progressbar').querySelector<HTMLElement>('.cg-progress__track')!.style.width).toBe('0%');
  });
});
