import { useEffect, useState } from 'react';

/**
 * The server's time (device clock + `offsetMs`), read again only when one of `moments` passes (the
 * start, the end): what depends on it (the status by the clock, the actions) changes exactly then,
 * without re-rendering the page every second.
 */
export function useServerClock(moments: (string | null | undefined)[], offsetMs: number): number {
  const [, setTick] = useState(0);
  const key = moments.join('|');
  useEffect(() => {
    const now = Date.now() + offsetMs;
    const timers: number[] = [];
    for (const m of key.split('|')) {
      const at = Date.parse(m);
      if (!Number.isFinite(at) || at <= now) continue;
      const wait = at - now + 50;
      if (wait < 2 ** 31 - 1) timers.push(window.setTimeout(() => setTick((t) => t + 1), wait));
    }
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [key, offsetMs]);
  return Date.now() + offsetMs;
}
