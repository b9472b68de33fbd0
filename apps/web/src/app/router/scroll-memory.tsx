import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'cg-scroll';

/**
 * Where the reader left each history entry (by its key): kept for a reload and for Back after one.
 * Read from sessionStorage on first use, in the first page's commit, rather than as this file loads:
 * a browser's first touch of sessionStorage is slow, and it was part of the entry's one long
 * evaluation task on a phone (issue 13).
 */
let saved: Record<string, number> | undefined;
function positions(): Record<string, number> {
  if (!saved) {
    try {
      saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      saved = {};
    }
  }
  return saved;
}

/**
 * A history entry's name. A page opened by its address has no key of its own (the router calls every
 * such entry "default"), so its address joins in: two pages typed in one tab are two entries.
 */
const entryOf = ({ key, pathname, search }: Location) => `${key} ${pathname}${search}`;

function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions()));
  } catch {
    // storage full or refused: Back then starts at the top, which is all that is lost
  }
}

/**
 * Scrolls to `y`. A page whose data or code is still arriving (a reload, a list refetched) is not that
 * tall yet: follow it as it grows until `y` is reached, the reader scrolls themselves, or 5 s pass.
 */
function scrollBackTo(y: number): (() => void) | undefined {
  window.scrollTo(0, y);
  if (window.scrollY >= y - 1 || typeof ResizeObserver === 'undefined') return undefined;
  const grows = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (window.scrollY >= y - 1) stop();
  });
  const readerMoves = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    grows.disconnect();
    clearTimeout(timer);
    for (const e of readerMoves) window.removeEventListener(e, stop);
  };
  const timer = setTimeout(stop, 5000);
  for (const e of readerMoves) window.addEventListener(e, stop, { passive: true });
  grows.observe(document.body);
  return stop;
}

/**
 * Scroll restoration, as the router's own did it: a new page (a link, a filter written to the
 * address) starts at the top or at its `#anchor`; Back and Forward, and a reload, return to where
 * the reader left that entry, once the page is tall enough again.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // the entry the page now shows; a scroll is recorded against it (a layout effect moves it to a
  // new entry before the browser reports any scroll the new page's height causes)
  const here = entryOf(location);
  const entry = useRef(here);

  useEffect(() => {
    // the browser's own restoration would jump before the page's content is back
    window.history.scrollRestoration = 'manual';
    const record = () => {
      positions()[entry.current] = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    entry.current = here;
    const left = positions()[here];
    if (navigationType === 'POP' && left !== undefined) return scrollBackTo(left);
    const anchor = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (anchor) return anchor.scrollIntoView();
    window.scrollTo(0, 0);
  }, [here, location.hash, navigationType]);

  return null;
}
