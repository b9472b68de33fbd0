import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TileGrid } from './tile-grid';

// jsdom applies no media query: the browser test (e2e/specs/tile-grid.spec.ts) checks the columns drawn.
// Here: what each width's rule in tile-grid.css is handed.
describe('TileGrid', () => {
  it('hands each width its columns, carried up from the narrower widths, and one column below the first', () => {
    render(
      <TileGrid columns={{ sm: 2, lg: [14, 10] }} gap={[32, 24]} aria-label="ô">
        <div>một</div>
      </TileGrid>,
    );
    const grid = screen.getByLabelText('ô');
    const at = (width: string) => grid.style.getPropertyValue(`--cg-tiles-${width}`);
    expect(at('xs')).toBe('repeat(1, minmax(0, 1fr))');
    expect(at('sm')).toBe('repeat(2, minmax(0, 1fr))');
    expect(at('md')).toBe('repeat(2, minmax(0, 1fr))');
    expect(at('lg')).toBe('minmax(0, 14fr) minmax(0, 10fr)');
    expect(at('xxl')).toBe('minmax(0, 14fr) minmax(0, 10fr)');
    expect(grid.style.columnGap).toBe('32px');
    expect(grid.style.rowGap).toBe('24px');
    expect(grid.className).toBe('cg-tile-grid');
  });

  it('takes one gap for both directions and keeps a class of its own', () => {
    render(
      <TileGrid columns={{ xs: 2 }} gap={16} className="cg-extra" aria-busy="true" aria-label="ô">
        <div>một</div>
      </TileGrid>,
    );
    const grid = screen.getByLabelText('ô');
    expect(grid.style.columnGap).toBe('16px');
    expect(grid.style.rowGap).toBe('16px');
    expect(grid.className).toBe('cg-tile-grid cg-extra');
    expect(grid.getAttribute('aria-busy')).toBe('true');
  });
});
