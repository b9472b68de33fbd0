import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScreenAtLeast } from './use-screen';

/** A screen `width` px wide that can be resized: matchMedia answers min-width queries from it. */
function screenOf(width: number) {
  const lists = new Set<{ media: string; listeners: Set<() => void> }>();
  const original = window.matchMedia;
  const minWidth = (media: string) => Number(/min-width: (\d+)px/.exec(media)?.[1] ?? NaN);
  window.matchMedia = (media: string) => {
    const list = { media, listeners: new Set<() => void>() };
    lists.add(list);
    return {
      media,
      get matches() {
        return width >= minWidth(media);
      },
      addEventListener: (_: string, l: () => void) => list.listeners.add(l),
      removeEventListener: (_: string, l: () => void) => list.listeners.delete(l),
    } as unknown as MediaQueryList;
  };
  return {
    resize(to: number) {
      const before = new Map([...lists].map((l) => [l, width >= minWidth(l.media)]));
      width = to;
      for (const [l, was] of before) if (was !== width >= minWidth(l.media)) for (const listener of l.listeners) listener();
    },
    restore: () => (window.matchMedia = original),
  };
}

const drawn: string[] = [];
function Layout() {
  const wide = useScreenAtLeast('md');
  drawn.push(wide ? 'wide' : 'narrow');
  return <p>{wide ? 'thanh bên' : 'thanh tab'}</p>;
}

describe('useScreenAtLeast', () => {
  let restore = () => {};
  afterEach(() => {
    restore();
    drawn.length = 0;
  });

  it('knows the width from the first render, with no guess drawn before it', () => {
    ({ restore } = screenOf(1024));
    render(<Layout />);
    expect(drawn[0]).toBe('wide');
    expect(drawn).not.toContain('narrow');
    expect(screen.queryByText('thanh bên')).not.toBeNull();
  });

  it('follows the screen when it crosses the width (a phone turned, a window resized)', () => {
    const s = screenOf(1024);
    restore = s.restore;
    render(<Layout />);
    act(() => s.resize(500));
    expect(screen.queryByText('thanh tab')).not.toBeNull();
    act(() => s.resize(768));
    expect(screen.queryByText('thanh bên')).not.toBeNull();
  });
});
