import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of the element the chart lives in, followed as it resizes. Until it has been measured
 * (and where nothing lays out, as in jsdom) it is `fallback`, so the chart always draws.
 */
export function useWidth<E extends HTMLElement>(fallback = 640) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const w = Math.floor(el.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, width };
}
